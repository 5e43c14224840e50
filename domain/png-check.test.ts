import { describe, expect, it } from 'vitest';
import { base64Length, maxImageBytes, pngProblem } from './png-check';

/** A 1×1 RGBA PNG: signature (8), IHDR (25), IDAT (25), IEND (12). */
const tinyPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const tiny = atob(tinyPng);
const [head, imageData, end] = [tiny.slice(0, 33), tiny.slice(33, 58), tiny.slice(58)];

const uint32 = (value: number) => String.fromCharCode(value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
/** A chunk as bytes (a Latin-1 string); the CRC is not checked, so it is zero. */
const chunk = (type: string, data: string) => `${uint32(data.length)}${type}${data}\0\0\0\0`;
/** The tiny PNG's header with some of its 13 IHDR bytes changed. */
const header = (change: (ihdr: string[]) => void) => {
  const ihdr = [...tiny.slice(16, 29)];
  change(ihdr);
  return `${tiny.slice(0, 8)}${chunk('IHDR', ihdr.join(''))}`;
};
const base64 = (bytes: string) => btoa(bytes);

describe('the PNG check every image result passes before it is shown', () => {
  it('passes a PNG with a sane header whose chunks run in bounds through image data to IEND', () => {
    expect(pngProblem(tinyPng)).toBeNull();
    expect(pngProblem(base64(head + chunk('tEXt', 'Comment\0placeholder') + imageData + end))).toBeNull();
  });

  it.each([
    ['text that is not base64', 'not base64!'],
    ['base64 cut short', tinyPng.slice(0, -1)],
    ['base64 with a line break', `${tinyPng.slice(0, 40)}\n${tinyPng.slice(40)}`],
    ['a data URL', `data:image/png;base64,${tinyPng}`],
    ['a number', 42],
    ['null', null],
  ])('refuses %s as not base64', (_, answer) => {
    expect(pngProblem(answer)).toBe('not-base64');
  });

  it.each([
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'],
    ['HTML', '<!doctype html><html><body><img src=x onerror=alert(1)></body></html>'],
    ['a JPEG', '\xff\xd8\xff\xe0\0\x10JFIF\0\x01'],
    ['nothing', ''],
  ])('refuses %s as not a PNG', (_, bytes) => {
    expect(pngProblem(base64(bytes))).toBe('not-png');
  });

  it.each([
    ['the signature alone', tiny.slice(0, 8)],
    ['another chunk before IHDR', tiny.slice(0, 8) + chunk('tEXt', 'a\0b') + tiny.slice(8)],
    ['a width of 0', header((ihdr) => ihdr.splice(0, 4, '\0', '\0', '\0', '\0')) + imageData + end],
    ['RGB at 4 bits', header((ihdr) => ihdr.splice(8, 2, '\x04', '\x02')) + imageData + end],
    ['an unknown interlace method', header((ihdr) => ihdr.splice(12, 1, '\x02')) + imageData + end],
    ['no image data', head + end],
    ['no IEND (cut short)', head + imageData],
    ['a chunk running past the end', head + imageData + uint32(1000) + 'IEND'],
    ['a chunk with a name that is no name', head + chunk('<svg', '') + imageData + end],
  ])('refuses %s as damaged', (_, bytes) => {
    expect(pngProblem(base64(bytes))).toBe('damaged');
  });

  it('takes up to 10 MB decoded and refuses a byte more, and a picture over 16384 pixels a side, as too large', () => {
    const padded = (bytes: number) => head + chunk('zTXt', 'x'.repeat(bytes - tiny.length - 12)) + imageData + end;
    expect(pngProblem(base64(padded(maxImageBytes)))).toBeNull();
    expect(pngProblem(base64(padded(maxImageBytes + 1)))).toBe('too-large');
    // Refused by its length alone, whatever it holds.
    expect(pngProblem('%'.repeat(base64Length(maxImageBytes) + 4))).toBe('too-large');
    expect(pngProblem(base64(header((ihdr) => ihdr.splice(0, 4, ...uint32(16385))) + imageData + end))).toBe('too-large');
    expect(pngProblem(base64(header((ihdr) => ihdr.splice(0, 4, ...uint32(16384))) + imageData + end))).toBeNull();
  });
});
