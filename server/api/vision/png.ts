import { crc32, deflateSync } from 'node:zlib';

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/**
 * A PNG text chunk. tEXt is Latin-1 only, so text beyond it (a German or emoji prompt) goes into
 * an uncompressed iTXt chunk (UTF-8), which every reader of text chunks understands.
 */
export function textChunk(keyword: string, text: string): Buffer {
  const latin1 = [...text].every((character) => character.charCodeAt(0) <= 0xff && character.length === 1);
  if (latin1) return chunk('tEXt', Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0]), Buffer.from(text, 'latin1')]));
  // keyword, 0, compression flag 0, method 0, empty language tag, 0, empty translated keyword, 0, text
  return chunk('iTXt', Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0, 0, 0, 0, 0]), Buffer.from(text, 'utf8')]));
}

/** An 8-bit RGB PNG of `rgb` (width × height × 3 bytes, row by row) with text chunks before the image data. */
export function encodePng(width: number, height: number, rgb: Uint8Array, texts: Record<string, string> = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  // Every row starts with filter type 0 (none); deflate does the rest.
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) raw.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    ...Object.entries(texts).map(([keyword, text]) => textChunk(keyword, text)),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The text chunks of a PNG (tEXt and uncompressed iTXt), keyword to text; for tests and checks. */
export function pngTexts(png: Buffer): Record<string, string> {
  if (!png.subarray(0, 8).equals(signature)) throw new Error('not a PNG');
  const texts: Record<string, string> = {};
  for (let offset = 8; offset + 8 <= png.length; ) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    const keywordEnd = data.indexOf(0);
    if (type === 'tEXt') texts[data.toString('latin1', 0, keywordEnd)] = data.toString('latin1', keywordEnd + 1);
    if (type === 'iTXt' && data[keywordEnd + 1] === 0) {
      const languageEnd = data.indexOf(0, keywordEnd + 3);
      const translatedEnd = data.indexOf(0, languageEnd + 1);
      texts[data.toString('latin1', 0, keywordEnd)] = data.toString('utf8', translatedEnd + 1);
    }
    offset += 12 + length;
  }
  return texts;
}

/** Width and height from the IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
