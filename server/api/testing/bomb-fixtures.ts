import { crc32, createDeflate, createDeflateRaw } from 'node:zlib';
import JSZip from 'jszip';
import { makeDocx, makePptx, makeXlsx } from './office-fixtures';

/**
 * Crafted uploads that inflate far beyond their size, made when a test needs them (no binary is
 * committed). Each is what a real bomb is: a small, well-formed file with one part of `inflated`
 * bytes: a valid start and end of XML around a long run of blanks, or of PDF content around
 * one drawing operation repeated.
 */

const blanks = Buffer.alloc(1024 * 1024, 0x20);
/** A line drawn over and over: the PDF reader parses every operator, on the event loop unless kept off it. */
const strokes = Buffer.alloc(1024 * 1024).fill('0 0 m 1 1 l S\n');

interface Deflated {
  data: Buffer;
  crc: number;
}

/**
 * `head`, `size` bytes of `fill` and `tail`, deflated as it streams (never held whole). Level 1:
 * a fifth of the time of level 9, and 400 MB still fit in 2 MB.
 */
function deflatePadded(head: Buffer, size: number, tail: Buffer, raw: boolean, fill = blanks): Promise<Deflated> {
  return new Promise((resolve, reject) => {
    const deflate = raw ? createDeflateRaw({ level: 1 }) : createDeflate({ level: 1 });
    const out: Buffer[] = [];
    let crc = 0;
    deflate.on('data', (chunk: Buffer) => out.push(chunk));
    deflate.on('error', reject);
    deflate.on('end', () => resolve({ data: Buffer.concat(out), crc }));
    const write = (bytes: Buffer) => {
      crc = crc32(bytes, crc);
      return deflate.write(bytes);
    };
    let left = size;
    const pump = () => {
      while (left > 0) {
        const chunk = fill.subarray(0, Math.min(left, fill.length));
        left -= chunk.length;
        if (!write(chunk)) return void deflate.once('drain', pump);
      }
      write(tail);
      deflate.end();
    };
    write(head);
    pump();
  });
}

/** A PDF of one page whose one content stream (FlateDecode) of line drawings inflates to about `inflated` bytes. */
export async function makePdfBomb(inflated: number): Promise<Buffer> {
  const { data } = await deflatePadded(Buffer.from('BT /F1 12 Tf 50 750 Td (Bomb) Tj ET\n'), inflated, Buffer.from('\n'), false, strokes);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  const add = (bytes: Buffer) => {
    parts.push(bytes);
    length += bytes.length;
  };
  objects.forEach((body, i) => {
    offsets.push(length);
    if (body !== null) return add(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1'));
    add(Buffer.from(`${i + 1} 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'));
    add(data);
    add(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  });
  const xref = length;
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  add(Buffer.from(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

interface ZipPart {
  name: string;
  data: Buffer;
  crc: number;
  /** What the headers say it unpacks to. */
  claimed: number;
}

/** A plain zip archive (deflate, no data descriptors) whose headers say what `claimed` says. */
function writeZip(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(0, at + 2); // flags
      header.writeUInt16LE(8, at + 4); // deflate
      header.writeUInt32LE(0x00210000, at + 6); // 1980-01-01 00:00
      header.writeUInt32LE(part.crc >>> 0, at + 10);
      header.writeUInt32LE(part.data.length, at + 14);
      header.writeUInt32LE(part.claimed, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4); // made by
    fields(entry, 6);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data);
    central.push(entry, name);
    offset += local.length + name.length + part.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * `document` with its part `partName` replaced by one that inflates to `inflated` bytes while
 * the zip's headers claim it is as small as the part it replaced: a directory that lies downwards.
 */
async function lyingPackage(document: Buffer, partName: string, inflated: number): Promise<Buffer> {
  const zip = await JSZip.loadAsync(document);
  const parts: ZipPart[] = [];
  for (const name of Object.keys(zip.files)) {
    const file = zip.files[name];
    if (!file || file.dir) continue;
    const content = await file.async('nodebuffer');
    if (name !== partName) {
      const { data, crc } = await deflatePadded(content, 0, Buffer.alloc(0), true);
      parts.push({ name, data, crc, claimed: content.length });
      continue;
    }
    // The part's own text with the blanks inside its first element, so it stays well-formed XML.
    const split = content.indexOf('>', content.indexOf('?>') + 2) + 1;
    const { data, crc } = await deflatePadded(content.subarray(0, split), inflated, content.subarray(split), true);
    parts.push({ name, data, crc, claimed: content.length });
  }
  return writeZip(parts);
}

export const makeLyingDocx = async (inflated: number) => lyingPackage(await makeDocx(['Bomb']), 'word/document.xml', inflated);
export const makeLyingPptx = async (inflated: number) => lyingPackage(await makePptx([['Bomb']]), 'ppt/slides/slide1.xml', inflated);
export const makeLyingXlsx = async (inflated: number) =>
  lyingPackage(await makeXlsx({ Bomb: [['Bomb']] }), 'xl/worksheets/sheet1.xml', inflated);
