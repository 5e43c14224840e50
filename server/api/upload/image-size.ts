export interface ImageSize {
  width: number;
  height: number;
}

function pngSize(bytes: Buffer): ImageSize | undefined {
  // Signature (8), IHDR length and type (8), then width and height.
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers carry the size; C4 (Huffman), C8 and CC (arithmetic tables) do not. */
const isFrameMarker = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

function jpegSize(bytes: Buffer): ImageSize | undefined {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (isFrameMarker(marker)) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  return undefined;
}

/** Width and height from the image header, when it is where it should be; nothing is decoded. */
export function imageSize(kind: 'png' | 'jpeg', bytes: Buffer): ImageSize | undefined {
  return kind === 'png' ? pngSize(bytes) : jpegSize(bytes);
}
