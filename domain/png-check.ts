/**
 * Whether an image result is a PNG the studio can show. The reference API checks the
 * image model's answer with it before it answers, and the studio checks every answer again before
 * it shows one: what fails is named, never shown as a broken image. One check for both.
 *
 * How deep: the base64 is valid, the decoded bytes are within the cap, start with the PNG
 * signature and a sane IHDR chunk, and their chunks run in bounds through image data to IEND.
 * The image data itself is not inflated (the browser does that; a view that cannot show an image
 * that passed says so too).
 */
export type PngProblem = 'not-base64' | 'too-large' | 'not-png' | 'damaged';

/** At most 10 MB decoded per image (a 1792×1024 model image is 2 to 4 MB). */
export const maxImageBytes = 10 * 1000 * 1000;
export const maxImageMegabytes = Math.floor(maxImageBytes / 1_000_000);
/** At most this many pixels a side: a small file may still claim a picture no browser can hold. */
export const maxImageSide = 16384;

/** How long the base64 of `bytes` bytes is at most. */
export const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Bit depths each colour type allows (PNG specification, 11.2.2). */
const bitDepths: Readonly<Record<number, readonly number[]>> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
const maxChunkLength = 2 ** 31 - 1;

function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/** Strict base64 (RFC 4648 §4, padded, no line breaks or data-URL prefix). */
function isBase64(text: string): boolean {
  if (text.length % 4 !== 0) return false;
  const body = text.endsWith('==') ? text.slice(0, -2) : text.endsWith('=') ? text.slice(0, -1) : text;
  return !/[^A-Za-z0-9+/]/.test(body);
}

/** What is wrong with a base64 PNG, or null: it can be shown. Anything not a string is not base64. */
export function pngProblem(base64: unknown): PngProblem | null {
  if (typeof base64 !== 'string') return 'not-base64';
  // By its length first: a huge answer is never scanned or decoded.
  if (base64.length > base64Length(maxImageBytes)) return 'too-large';
  if (!isBase64(base64)) return 'not-base64';
  if (decodedLength(base64) > maxImageBytes) return 'too-large';
  // A Latin-1 string, one character per byte: read in place, not copied into an array.
  const bytes = atob(base64);
  const byte = (offset: number) => bytes.charCodeAt(offset);
  const uint32 = (offset: number) => ((byte(offset) << 24) | (byte(offset + 1) << 16) | (byte(offset + 2) << 8) | byte(offset + 3)) >>> 0;
  const type = (offset: number) => bytes.slice(offset, offset + 4);

  if (bytes.length < signature.length || signature.some((value, index) => byte(index) !== value)) return 'not-png';
  // IHDR comes first: 13 bytes of width, height, bit depth, colour type, compression, filter, interlace.
  if (bytes.length < 8 + 12 + 13 || uint32(8) !== 13 || type(12) !== 'IHDR') return 'damaged';
  const [width, height] = [uint32(16), uint32(20)];
  if (width === 0 || height === 0 || width > maxChunkLength || height > maxChunkLength) return 'damaged';
  if (!(bitDepths[byte(25)] ?? []).includes(byte(24)) || byte(26) !== 0 || byte(27) !== 0 || byte(28) > 1) return 'damaged';
  if (width > maxImageSide || height > maxImageSide) return 'too-large';

  let imageData = false;
  for (let offset = 8; offset + 12 <= bytes.length; ) {
    const length = uint32(offset);
    const name = type(offset + 4);
    if (length > maxChunkLength || !/^[A-Za-z]{4}$/.test(name) || offset + 12 + length > bytes.length) return 'damaged';
    if (name === 'IDAT') imageData = true;
    if (name === 'IEND') return imageData ? null : 'damaged';
    offset += 12 + length;
  }
  return 'damaged';
}
