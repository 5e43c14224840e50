/**
 * PNG text chunks in the browser: read the ones an image carries, and add one before its image
 * data (the download says where and how it was made). tEXt holds Latin-1 only, so other text
 * goes into an uncompressed iTXt chunk (UTF-8).
 */

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const latin1 = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));
const readLatin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);
const isLatin1 = (text: string) => [...text].every((character) => character.length === 1 && character.charCodeAt(0) <= 0xff);

export function isPng(bytes: Uint8Array): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

interface Chunk {
  type: string;
  /** Offset of the chunk's length field. */
  start: number;
  data: Uint8Array;
}

function* chunks(png: Uint8Array): Generator<Chunk> {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  for (let offset = 8; offset + 12 <= png.length; ) {
    const length = view.getUint32(offset);
    yield { type: readLatin1(png.subarray(offset + 4, offset + 8)), start: offset, data: png.subarray(offset + 8, offset + 8 + length) };
    offset += 12 + length;
  }
}

/** The tEXt and uncompressed iTXt chunks, keyword to text; an unreadable image has none. */
export function pngTexts(png: Uint8Array): Record<string, string> {
  const texts: Record<string, string> = {};
  if (!isPng(png)) return texts;
  for (const { type, data } of chunks(png)) {
    const keywordEnd = data.indexOf(0);
    if (keywordEnd < 1) continue;
    const keyword = readLatin1(data.subarray(0, keywordEnd));
    if (type === 'tEXt') texts[keyword] = readLatin1(data.subarray(keywordEnd + 1));
    if (type === 'iTXt' && data[keywordEnd + 1] === 0) {
      const languageEnd = data.indexOf(0, keywordEnd + 3);
      const translatedEnd = data.indexOf(0, languageEnd + 1);
      texts[keyword] = new TextDecoder().decode(data.subarray(translatedEnd + 1));
    }
  }
  return texts;
}

function chunkBytes(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(latin1(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

function textChunkBytes(keyword: string, text: string): Uint8Array {
  const name = latin1(keyword);
  if (isLatin1(text)) return chunkBytes('tEXt', new Uint8Array([...name, 0, ...latin1(text)]));
  return chunkBytes('iTXt', new Uint8Array([...name, 0, 0, 0, 0, 0, ...new TextEncoder().encode(text)]));
}

/** The PNG with text chunks added before its first image data chunk (the PNG standard allows them anywhere before IEND; readers look there). */
export function withTexts(png: Uint8Array, texts: Record<string, string>): Uint8Array {
  if (!isPng(png)) throw new Error('not a PNG');
  const idat = [...chunks(png)].find((chunk) => chunk.type === 'IDAT');
  if (!idat) throw new Error('a PNG without image data');
  const added = Object.entries(texts).map(([keyword, text]) => textChunkBytes(keyword, text));
  const size = png.length + added.reduce((sum, chunk) => sum + chunk.length, 0);
  const out = new Uint8Array(size);
  out.set(png.subarray(0, idat.start));
  let offset = idat.start;
  for (const chunk of added) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  out.set(png.subarray(idat.start), offset);
  return out;
}
