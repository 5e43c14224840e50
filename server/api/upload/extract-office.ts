import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import mammoth from 'mammoth';

export async function docxText(bytes: Buffer): Promise<string> {
  const { value } = await mammoth.extractRawText({ buffer: bytes });
  return value;
}

/** Each sheet under its name, one line per row, cells as Excel shows them. */
export async function xlsxText(bytes: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  // exceljs' typings predate Node's generic Buffer; the bytes are what it reads.
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheets: string[] = [];
  workbook.eachSheet((sheet) => {
    const rows: string[] = [];
    sheet.eachRow((row) => {
      const cells: string[] = [];
      row.eachCell((cell) => {
        const text = cell.text.trim();
        if (text) cells.push(text);
      });
      if (cells.length) rows.push(cells.join(' | '));
    });
    if (rows.length) sheets.push(`Sheet "${sheet.name}"\n${rows.join('\n')}`);
  });
  return sheets.join('\n\n');
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** The text runs (`a:t`) of each slide, a paragraph (`a:p`) per line, slides in their order. */
export async function pptxText(bytes: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  const slides = Object.keys(zip.files)
    .map((name) => ({ name, number: Number(/^ppt\/slides\/slide(\d+)\.xml$/.exec(name)?.[1]) }))
    .filter((slide) => Number.isInteger(slide.number))
    .sort((a, b) => a.number - b.number);
  const texts: string[] = [];
  for (const slide of slides) {
    const xml = (await zip.file(slide.name)?.async('string')) ?? '';
    const paragraphs = xml
      .split(/<\/a:p>/)
      .map((paragraph) => [...paragraph.matchAll(/<a:t(?:\s[^>]*)?>([^<]*)<\/a:t>/g)].map((run) => decodeXml(run[1] ?? '')).join(''))
      .map((line) => line.trim())
      .filter(Boolean);
    if (paragraphs.length) texts.push(`Slide ${slide.number}\n${paragraphs.join('\n')}`);
  }
  return texts.join('\n\n');
}
