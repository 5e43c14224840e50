import { describe, expect, it } from 'vitest';
import { mediaSource } from './media-source';
import { trustedLink, trustedWebUrl } from './safe-url';

const bot = 'https://bot.example.com/v1/scos/studio-demo';

describe('every address from the bot passes one check', () => {
  it.each([
    ['https://shop.example.com/x', 'https://shop.example.com/x'],
    ['media/a.svg', 'https://bot.example.com/v1/scos/media/a.svg'],
    ['/v1/scos/media/a.svg', 'https://bot.example.com/v1/scos/media/a.svg'],
    ['  https://shop.example.com/  ', 'https://shop.example.com/'],
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    ['java\tscript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['http://shop.example.com/x', null],
    ['//evil.example/x', 'https://evil.example/x'],
    ['vbscript:x', null],
    ['mailto:a@b.c', null],
    ['', null],
  ])('%j → %j', (value, expected) => {
    expect(trustedWebUrl(value, bot)).toBe(expected);
  });

  it('allows a relative address to the bot on http in development, but no other http origin', () => {
    expect(trustedWebUrl('media/a.svg', 'http://localhost:4000/v1/scos/t')).toBe('http://localhost:4000/v1/scos/media/a.svg');
    expect(trustedWebUrl('http://localhost:4000/v1/scos/media/a.svg', 'http://localhost:4000/v1/scos/t')).toBeNull();
  });

  it.each([
    ['email', 'service@example.com', 'mailto:service@example.com'],
    ['email', 'mailto:service@example.com', 'mailto:service@example.com'],
    ['email', 'javascript:alert(1)//@x.y', null],
    ['phone', '+49 30 1234567', 'tel:+49301234567'],
    ['phone', 'tel:+4930', 'tel:+4930'],
    ['phone', 'javascript:1', null],
    ['web', 'javascript:1', null],
  ] as const)('a %s button %j → %j', (kind, value, expected) => {
    expect(trustedLink(kind, value, bot)).toBe(expected);
  });
});

describe('media addresses', () => {
  const hosts = ['www.youtube-nocookie.com'];

  it('reads and strips autoplay, loop and muted ("0" is off)', () => {
    expect(mediaSource('media/chime.wav?loop=1&autoplay=0&muted=0&v=2', 'AUDIO', bot, hosts)).toEqual({
      kind: 'file',
      src: 'https://bot.example.com/v1/scos/media/chime.wav?v=2',
      options: { autoplay: false, loop: true, muted: false },
    });
  });

  it('embeds an allowlisted video, never autoplaying with sound', () => {
    expect(mediaSource('https://www.youtube-nocookie.com/embed/x?autoplay=1&loop=1', 'VIDEO', bot, hosts)).toEqual({
      kind: 'embed',
      host: 'www.youtube-nocookie.com',
      src: 'https://www.youtube-nocookie.com/embed/x?autoplay=1&mute=1&loop=1',
      options: { autoplay: true, loop: true, muted: true },
    });
  });

  it('plays the bot\'s own video file, and refuses other hosts\' videos and untrusted addresses', () => {
    expect(mediaSource('media/clip.webm', 'VIDEO', bot, hosts)).toMatchObject({ kind: 'file' });
    expect(mediaSource('https://videos.untrusted.example/1', 'VIDEO', bot, hosts)).toEqual({ kind: 'refused', reason: 'video-host-not-allowed' });
    expect(mediaSource('javascript:alert(1)', 'VIDEO', bot, hosts)).toEqual({ kind: 'refused', reason: 'untrusted-url' });
  });
});
