import { describe, expect, it } from 'vitest';
import { mediaSource } from './media-source';
import { type CheckedUrl, checkLink, checkWebUrl } from './safe-url';

const hrefOf = (checked: CheckedUrl) => (checked.ok ? checked.href : null);
const trustedWebUrl = (value: string, botUrl: string) => hrefOf(checkWebUrl(value, botUrl));
const trustedLink = (kind: Parameters<typeof checkLink>[0], value: string, botUrl: string) => hrefOf(checkLink(kind, value, botUrl));

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

describe('an address that shows one host and opens another is refused by that name', () => {
  it.each([
    'https://trusted.example@other.example/login',
    'https://user:pass@shop.example.com/',
    'https://@other.example/',
    'https://:@other.example/',
    '//trusted.example@other.example/x',
    'https:\\\\trusted.example@other.example/x',
    // Relative to the bot and on its origin, yet carrying user information.
    '\\\\user@bot.example.com/v1/scos/media/a.svg',
    '/\\user:pw@bot.example.com/v1/scos/media/a.svg',
  ])('%j', (value) => {
    expect(checkWebUrl(value, bot)).toEqual({ ok: false, refused: 'user-info-in-url' });
    expect(checkLink('web', value, bot)).toEqual({ ok: false, refused: 'user-info-in-url' });
  });

  it('keeps an @ where it is no user information, and names what is untrusted anyway as untrusted', () => {
    expect(trustedWebUrl('https://shop.example.com/p/a@b?from=x@y#c@d', bot)).toBe('https://shop.example.com/p/a@b?from=x@y#c@d');
    expect(trustedWebUrl('media/a@2x.svg', bot)).toBe('https://bot.example.com/v1/scos/media/a@2x.svg');
    expect(trustedLink('email', 'service@example.com', bot)).toBe('mailto:service@example.com');
    expect(checkWebUrl('http://trusted.example@other.example/', bot)).toEqual({ ok: false, refused: 'untrusted-url' });
    expect(checkWebUrl('javascript://user@x/%0aalert(1)', bot)).toEqual({ ok: false, refused: 'untrusted-url' });
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

  it('refuses a media address with user information, even on an allowlisted site', () => {
    expect(mediaSource('https://www.youtube-nocookie.com@evil.example/embed/x', 'VIDEO', bot, hosts)).toEqual({ kind: 'refused', reason: 'user-info-in-url' });
    expect(mediaSource('https://user@www.youtube-nocookie.com/embed/x', 'VIDEO', bot, hosts)).toEqual({ kind: 'refused', reason: 'user-info-in-url' });
    expect(mediaSource('//user@bot.example.com/v1/scos/media/chime.wav', 'AUDIO', bot, hosts)).toEqual({ kind: 'refused', reason: 'user-info-in-url' });
  });
});
