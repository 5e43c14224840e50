import ExcelJS from 'exceljs';
import JSZip from 'jszip';

const xmlHeader = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function contentTypes(overrides: Record<string, string>): string {
  const parts = Object.entries(overrides)
    .map(([part, type]) => `<Override PartName="${part}" ContentType="${type}"/>`)
    .join('');
  return `${xmlHeader}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    `<Default Extension="xml" ContentType="application/xml"/>${parts}</Types>`;
}

function packageRels(target: string): string {
  return `${xmlHeader}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
    `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${target}"/>` +
    '</Relationships>';
}

/** A minimal valid Word document: one paragraph per entry. */
export async function makeDocx(paragraphs: readonly string[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', contentTypes({
    '/word/document.xml': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  }));
  zip.file('_rels/.rels', packageRels('word/document.xml'));
  const body = paragraphs.map((text) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`).join('');
  zip.file('word/document.xml',
    `${xmlHeader}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A minimal valid presentation: one slide per entry, one text paragraph per line. */
export async function makePptx(slides: ReadonlyArray<readonly string[]>): Promise<Buffer> {
  const zip = new JSZip();
  const slideType = 'application/vnd.openxmlformats-officedocument.presentationml.slide+xml';
  zip.file('[Content_Types].xml', contentTypes({
    '/ppt/presentation.xml': 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
    ...Object.fromEntries(slides.map((_, i) => [`/ppt/slides/slide${i + 1}.xml`, slideType])),
  }));
  zip.file('_rels/.rels', packageRels('ppt/presentation.xml'));
  const ns = 'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
  const ids = slides.map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 1}"/>`).join('');
  zip.file('ppt/presentation.xml',
    `${xmlHeader}<p:presentation ${ns} xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><p:sldIdLst>${ids}</p:sldIdLst></p:presentation>`);
  zip.file('ppt/_rels/presentation.xml.rels',
    `${xmlHeader}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${slides
      .map((_, i) => `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide" Target="slides/slide${i + 1}.xml"/>`)
      .join('')}</Relationships>`);
  slides.forEach((lines, i) => {
    const paragraphs = lines.map((line) => `<a:p><a:r><a:rPr lang="de-DE"/><a:t>${escapeXml(line)}</a:t></a:r></a:p>`).join('');
    zip.file(`ppt/slides/slide${i + 1}.xml`,
      `${xmlHeader}<p:sld ${ns}><p:cSld><p:spTree><p:sp><p:txBody><a:bodyPr/>${paragraphs}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`);
  });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A workbook written by exceljs: sheet name → rows of cells. */
export async function makeXlsx(sheets: Record<string, ReadonlyArray<ReadonlyArray<string | number>>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow([...row]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
