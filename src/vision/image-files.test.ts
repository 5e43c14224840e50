import { describe, expect, it } from 'vitest';
import { downloadName, provenanceText, safeFileStem } from './image-files';
import { base64ToBytes, crc32, pngTexts, withTexts } from './png-text';

describe('download names safe for every file system', () => {
  it.each([
    ['A fox (image 1 of 2)', 'A-fox-(image-1-of-2)'],
    ['a/b\\c:d*e?f"g<h>i|j', 'a-b-c-d-e-f-g-h-i-j'],
    ['  trailing dots...  ', 'trailing-dots'],
    ['...', 'image'],
    ['CON', 'image'],
    ['lpt1.txt', 'image'],
    ['tab\tand\nnewline\u0007bell', 'tab-and-newline-bell'],
    ['Straße über 🦊', 'Straße-über-🦊'],
    ['x'.repeat(200), 'x'.repeat(80)],
  ])('%j → %j', (text, stem) => {
    expect(safeFileStem(text)).toBe(stem);
  });

  it('is <alt>-<uid>.png', () => {
    expect(downloadName('A fox: red?', '5f1c-22')).toBe('A-fox-red-5f1c-22.png');
  });
});

describe('the provenance text', () => {
  it('says where, when and with which settings; the guidance only where it was sent', () => {
    const sent = { prompt: 'A fox', negativePrompt: '', count: 2, ratio: '4:3' as const, guidance: 7.5 };
    expect(provenanceText({ createdAt: Date.UTC(2026, 10, 24, 15, 0), sent, placeholder: false })).toBe(
      'Generated in Studio (Vision Studio) on 2026-11-24T15:00:00.000Z with prompt "A fox", negative prompt "", aspect ratio 4:3, 2 results, guidance scale 7.5.',
    );
    expect(provenanceText({ createdAt: 0, sent: { ...sent, guidance: null, count: 1 }, placeholder: true })).toContain('(a placeholder: no image model was configured) with prompt "A fox", negative prompt "", aspect ratio 4:3, 1 result.');
  });
});

describe('PNG text chunks in the browser', () => {
  const png = base64ToBytes('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==');

  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it('adds Latin-1 text as tEXt and other text as iTXt, before the image data, and reads both back', () => {
    const marked = withTexts(png, { Description: 'Café', prompt: 'Ein Fuchs 🦊' });
    expect(pngTexts(marked)).toEqual({ Description: 'Café', prompt: 'Ein Fuchs 🦊' });
    const text = new TextDecoder('latin1').decode(marked);
    expect(text.indexOf('tEXt')).toBeLessThan(text.indexOf('IDAT'));
    expect(text.indexOf('iTXt')).toBeLessThan(text.indexOf('IDAT'));
    expect(marked.length).toBe(png.length + 12 + 'Description'.length + 1 + 4 + 12 + 'prompt'.length + 5 + new TextEncoder().encode('Ein Fuchs 🦊').length);
  });

  it('refuses what is not a PNG and reads no texts from it', () => {
    expect(() => withTexts(new Uint8Array([1, 2, 3]), { a: 'b' })).toThrow('not a PNG');
    expect(pngTexts(new Uint8Array([1, 2, 3]))).toEqual({});
  });
});
