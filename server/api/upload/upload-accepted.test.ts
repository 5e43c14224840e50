import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg, makePdf, makePng } from '../testing/file-fixtures';
import { makeDocx, makePptx, makeXlsx } from '../testing/office-fixtures';
import { uploadForm } from '../testing/requests';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('uploading documents of every allowed type', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ port: 4302 });
  }, startUpMs);
  afterAll(() => api.stop());

  async function upload(bytes: Uint8Array, fileName: string, type = '') {
    const response = await fetch(`${api.url}/v1/upload/documents`, {
      method: 'POST',
      headers: await api.bearer({ subject: 'uploader' }),
      body: uploadForm(bytes, fileName, type),
    });
    return response;
  }

  async function storedText(docHash: string): Promise<string> {
    const rows = await api.db.query<{ content: string }>(
      'select content from document_chunks where doc_hash = $1 order by seq',
      [docHash],
    );
    return rows.map((row) => row.content).join('\n');
  }

  const textCases: Array<[string, () => Promise<Uint8Array>, string, string[]]> = [
    ['pdf', () => makePdf(['Quartalsbericht: Die Häuser am Hafen sind groß.', 'Revenue grew by 12 percent.']), 'application/pdf',
      ['Die Häuser am Hafen sind groß.', 'Revenue grew by 12 percent.']],
    ['docx', () => makeDocx(['Reisekostenrichtlinie', 'Flights need approval & a receipt.']),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ['Reisekostenrichtlinie', 'Flights need approval & a receipt.']],
    ['xlsx', () => makeXlsx({ Umsatz: [['Quartal', 'Betrag'], ['Q1', 1200]] }),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ['Sheet "Umsatz"', 'Quartal | Betrag', 'Q1 | 1200']],
    ['pptx', () => makePptx([['Roadmap 2026'], ['Ziele & <Termine>', 'Launch in May']]),
      'application/vnd.openxmlformats-officedocument.presentationml.presentation', ['Slide 1\nRoadmap 2026', 'Slide 2\nZiele & <Termine>\nLaunch in May']],
    ['csv', async () => new TextEncoder().encode('name;stadt\nMüller;Köln\n'), 'text/csv', ['name;stadt\nMüller;Köln']],
    ['json', async () => new TextEncoder().encode('{"policy": "Homeoffice an zwei Tagen"}'), 'application/json', ['Homeoffice an zwei Tagen']],
    ['txt', async () => new TextEncoder().encode('\uFEFFMeeting notes\r\nBudget approved.'), 'text/plain', ['Meeting notes\nBudget approved.']],
  ];

  it.each(textCases)('stores the text of a %s file and answers its SHA-256', async (extension, make, type, expected) => {
    const bytes = await make();
    const response = await upload(bytes, `sample.${extension}`, type);
    expect(response.status).toBe(200);
    const { doc_hash, text_truncated } = (await response.json()) as { doc_hash: string; text_truncated: boolean };
    expect(doc_hash).toBe(sha256(bytes));
    expect(text_truncated).toBe(false);
    const text = await storedText(doc_hash);
    for (const part of expected) expect(text).toContain(part);
  });

  it('stores a PNG with its name, type, size and dimensions, and no text', async () => {
    const png = makePng(3, 2);
    const response = await upload(png, 'diagram.png', 'image/png');
    expect(response.status).toBe(200);
    const { doc_hash } = (await response.json()) as { doc_hash: string };
    const [row] = await api.db.query('select file_name, media_type, size_bytes, width, height from documents where doc_hash = $1', [doc_hash]);
    expect(row).toEqual({ file_name: 'diagram.png', media_type: 'image/png', size_bytes: png.length, width: 3, height: 2 });
    expect(await storedText(doc_hash)).toBe('');
  });

  it('stores a JPEG named .jpg with its dimensions', async () => {
    const response = await upload(makeJpeg(), 'photo.jpg', 'image/jpeg');
    expect(response.status).toBe(200);
    const { doc_hash } = (await response.json()) as { doc_hash: string };
    const [row] = await api.db.query('select media_type, width, height from documents where doc_hash = $1', [doc_hash]);
    expect(row).toEqual({ media_type: 'image/jpeg', width: 1, height: 1 });
  });

  it('accepts a CSV sent as Excel\'s type, as Windows browsers do, and reads it as Windows-1252 when it is not UTF-8', async () => {
    const latin = Buffer.from('Stadt;Straße\nMünchen;Maximilianstraße\n', 'latin1');
    const response = await upload(latin, 'adressen.csv', 'application/vnd.ms-excel');
    expect(response.status).toBe(200);
    const { doc_hash } = (await response.json()) as { doc_hash: string };
    expect(await storedText(doc_hash)).toContain('München;Maximilianstraße');
  });

  it('takes the type from the name when the browser sends no specific type', async () => {
    const response = await upload(await makeDocx(['Unbekannter Typ']), 'notes.docx', 'application/octet-stream');
    expect(response.status).toBe(200);
  });

  it('keeps a file name with umlauts intact', async () => {
    const response = await upload(new TextEncoder().encode('Prüfbericht'), 'Prüfbericht Größe.txt', 'text/plain');
    const { doc_hash } = (await response.json()) as { doc_hash: string };
    const [row] = await api.db.query('select file_name from documents where doc_hash = $1', [doc_hash]);
    expect(row).toEqual({ file_name: 'Prüfbericht Größe.txt' });
  });

  it('gives the same bytes the same hash and keeps one record per user', async () => {
    const bytes = new TextEncoder().encode('Same content twice');
    const first = (await (await upload(bytes, 'a.txt')).json()) as { doc_hash: string };
    const second = (await (await upload(bytes, 'b.txt')).json()) as { doc_hash: string };
    expect(second.doc_hash).toBe(first.doc_hash);
    const rows = await api.db.query('select file_name from documents where doc_hash = $1', [first.doc_hash]);
    expect(rows).toEqual([{ file_name: 'b.txt' }]);
  });
});
