import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A PDF with one line of text per entry (Helvetica covers German umlauts and ß). */
export async function makePdf(lines: readonly string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage();
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 750 - i * 18, size: 12, font }));
  return Buffer.from(await pdf.save());
}

/** A PDF whose only page has no text (as a scan without a text layer). */
export async function makeTextlessPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawRectangle({ x: 50, y: 50, width: 100, height: 100 });
  return Buffer.from(await pdf.save());
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real (decodable) RGB PNG of the given size, all one colour. */
export function makePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x7f)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A well-known 125-byte valid JPEG: one grey pixel, arithmetic coded (frame marker C9). */
export function makeJpeg(): Buffer {
  return Buffer.from(
    'ffd8ffdb004300030202020202030202020303030304060404040404080606050609080a0a090809090a0c0f0c0a0b0e0b09090d110d0e0f101011100a0c12131210130f101010' +
      'ffc9000b080001000101011100ffcc000600101005ffda0008010100003f00d2cf20ffd9',
    'hex',
  );
}

/** What a Windows executable starts with: the MZ header, a PE header offset and the PE signature. */
export function makeExe(): Buffer {
  const exe = Buffer.alloc(512);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write('PE\0\0', 0x80, 'latin1');
  return exe;
}
