import { describe, expect, it } from 'vitest';
import { checkVoiceFile, claimedVoiceKinds, sniffVoiceMedia } from './voice-media';

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('voice files by their bytes', () => {
  it.each([
    [bytes('RIFF', [0, 0, 0, 0], 'WAVE'), 'wav'],
    [bytes('RIFF', [0, 0, 0, 0], 'AVI '), 'avi'],
    [bytes('ID3', [4, 0]), 'mp3'],
    [bytes([0xff, 0xfb, 0x90]), 'mp3'],
    [bytes([0xff, 0xf1, 0x50]), 'aac'],
    [bytes('OggS'), 'ogg'],
    [bytes([0x1a, 0x45, 0xdf, 0xa3]), 'webm'],
    [bytes([0, 0, 0, 0x20], 'ftypisom'), 'mp4'],
    [bytes([0, 0, 0, 0x14], 'ftyp3gp4'), 'threegp'],
    [bytes([0, 0, 0, 0x14], 'ftypqt  '), 'quicktime'],
    [bytes('FORM', [0, 0, 0, 0], 'AIFF'), 'aiff'],
    [bytes('MThd'), 'midi'],
    [bytes([0, 0, 1, 0xba]), 'mpeg'],
    [bytes('%PDF-1.7'), null],
    [bytes('PK', [3, 4]), null],
    [bytes('hello world'), null],
    [bytes(), null],
  ])('%#: %s', (head, kind) => {
    expect(sniffVoiceMedia(head)).toBe(kind);
  });
});

describe('voice files by name and type', () => {
  it.each([
    ['call.mp3', 'audio/mpeg', ['mp3']],
    ['call.mpga', 'audio/mpeg', ['mpeg']],
    ['call.MP3', '', ['mp3']],
    ['memo.m4a', 'audio/x-m4a', ['mp4']],
    ['voice.opus', 'audio/ogg', ['opus']],
    ['clip.mov', 'video/quicktime', ['quicktime']],
    ['notes.pdf', 'application/pdf', []],
    ['call.mp3', 'application/pdf', []],
    ['noextension', 'audio/wav', []],
  ])('%s (%s) claims %j', (name, type, kinds) => {
    expect(claimedVoiceKinds(name, type)).toEqual(kinds);
  });

  it('refuses a renamed PDF by its bytes, a big file by its size, a wrong type by its name', () => {
    expect(checkVoiceFile('notes.mp3', 'audio/mpeg', 100, bytes('%PDF-1.7'))).toEqual({ refused: 'content' });
    expect(checkVoiceFile('long.wav', 'audio/wav', 10_000_001, bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toEqual({ refused: 'size' });
    expect(checkVoiceFile('long.wav', 'audio/wav', 10_000_000, bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toEqual({ accepted: 'wav' });
    expect(checkVoiceFile('notes.txt', 'text/plain', 10, bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toEqual({ refused: 'type' });
    // An .opus is an Ogg stream; an .m4a is ISO media.
    expect(checkVoiceFile('a.opus', '', 10, bytes('OggS'))).toEqual({ accepted: 'ogg' });
    expect(checkVoiceFile('a.m4a', 'audio/mp4', 10, bytes([0, 0, 0, 0x20], 'ftypM4A '))).toEqual({ accepted: 'mp4' });
    // A WAV renamed to .mp3 is not what it claims.
    expect(checkVoiceFile('a.mp3', 'audio/mpeg', 10, bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toEqual({ refused: 'content' });
  });
});
