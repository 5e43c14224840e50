import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localGroups } from '../../idp/accounts';
import { makeExe, makePdf, makePng, makeTextlessPdf } from '../testing/file-fixtures';
import { makeDocx } from '../testing/office-fixtures';
import { detailOf, uploadForm } from '../testing/requests';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';
import { inflatedZip } from '../testing/zip-bomb';

const text = (value: string) => new TextEncoder().encode(value);

describe('refusing uploads', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ port: 4303 });
  }, startUpMs);
  afterAll(() => api.stop());

  async function post(body: NonNullable<RequestInit['body']>, headers: Record<string, string> = {}, init: RequestInit = {}) {
    return fetch(`${api.url}/v1/upload/documents`, {
      method: 'POST',
      headers: { ...(await api.bearer()), ...headers },
      body,
      ...init,
    });
  }

  const storedDocuments = async () => (await api.db.query('select doc_hash from documents')).length;

  describe('415: the bytes are not what the file claims to be', () => {
    const cases: Array<[string, () => Promise<Uint8Array> | Uint8Array, string, string, RegExp]> = [
      ['a renamed executable as .pdf', makeExe, 'report.pdf', 'application/pdf', /EXE, not PDF/],
      ['a renamed executable as .txt', makeExe, 'notes.txt', 'text/plain', /EXE, not TXT/],
      ['a renamed executable as .docx', makeExe, 'letter.docx', '', /EXE, not DOCX/],
      ['a PDF named .docx', () => makePdf(['Hello']), 'letter.docx', '', /PDF, not DOCX/],
      ['a Word document named .xlsx', () => makeDocx(['Hello']), 'table.xlsx', '', /DOCX, not XLSX/],
      ['a PNG named .jpg', () => makePng(1, 1), 'photo.jpg', 'image/jpeg', /PNG, not JPEG/],
      ['a PNG named .csv', () => makePng(1, 1), 'data.csv', 'text/csv', /PNG, not CSV/],
      ['plain text named .pdf', () => text('just text'), 'fake.pdf', 'application/pdf', /not a PDF file/],
      ['JSON that does not parse', () => text('{"open": '), 'broken.json', 'application/json', /not valid JSON/],
      ['JSON that is not UTF-8', () => Buffer.from('{"stadt": "München"}', 'latin1'), 'latin.json', 'application/json', /not UTF-8/],
      ['text with NUL bytes', () => text('abc\u0000def'), 'binary.txt', 'text/plain', /binary data/],
      ['an executable by its own name', makeExe, 'setup.exe', 'application/x-msdownload', /\.exe are not supported/],
      ['a legacy .doc file', () => text('whatever'), 'old.doc', 'application/msword', /\.doc are not supported/],
      ['a PDF whose part says it is a PNG', () => makePdf(['Hello']), 'report.pdf', 'image/png', /named \.pdf but was sent as image\/png/],
    ];

    it.each(cases)('refuses %s', async (_name, make, fileName, type, detail) => {
      const before = await storedDocuments();
      const response = await post(uploadForm(await make(), fileName, type));
      expect(response.status).toBe(415);
      const message = await detailOf(response);
      expect(message).toMatch(/^The file type you selected is not supported\./);
      expect(message).toMatch(detail);
      expect(await storedDocuments()).toBe(before);
    });
  });

  describe('413: too large', () => {
    it('refuses a file one byte over 7,000,000 bytes', async () => {
      const response = await post(uploadForm(new Uint8Array(7_000_001).fill(0x61), 'big.txt', 'text/plain'));
      expect(response.status).toBe(413);
      expect(await detailOf(response)).toBe('File is too large (the maximum is 7,000,000 bytes).');
    });

    it('accepts a file of exactly 7,000,000 bytes, and says its text was cut at 5,000,000 characters', async () => {
      const response = await post(uploadForm(new Uint8Array(7_000_000).fill(0x61), 'limit.txt', 'text/plain'));
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ text_truncated: true });
    });

    it('refuses an Office file whose directory says it unpacks to more than 200 MB', async () => {
      const response = await post(uploadForm(inflatedZip(await makeDocx(['Hello'])), 'bomb.docx'));
      expect(response.status).toBe(413);
      expect(await detailOf(response)).toBe('"bomb.docx" is too large when unpacked (the maximum is 200 MB).');
    });

    it('stops reading a body of unknown length as soon as it passes the limit', async () => {
      const form = new Response(uploadForm(new Uint8Array(7_500_000).fill(0x62), 'big.txt', 'text/plain'));
      const contentType = form.headers.get('content-type') ?? '';
      // A stream body goes out chunked: the server only learns the size while reading.
      const response = await post(form.body ?? '', { 'content-type': contentType }, { duplex: 'half' } as RequestInit);
      expect(response.status).toBe(413);
    });
  });

  describe('422: nothing usable', () => {
    it('refuses a PDF without a text layer', async () => {
      const response = await post(uploadForm(await makeTextlessPdf(), 'scan.pdf', 'application/pdf'));
      expect(response.status).toBe(422);
      expect(await detailOf(response)).toBe('"scan.pdf" contains no text that could be extracted.');
    });

    it.each([
      ['an empty text file', text(''), 'empty.txt'],
      ['a text file of blanks and punctuation', text(' \n--- ...\n'), 'blank.txt'],
      ['an empty JSON object', text('{}'), 'empty.json'],
    ])('refuses %s', async (_name, bytes, fileName) => {
      const response = await post(uploadForm(bytes, fileName));
      expect(response.status).toBe(422);
    });

    it('refuses a Word package whose document part is missing', async () => {
      const zip = await JSZip.loadAsync(await makeDocx(['x']));
      zip.remove('word/document.xml');
      const broken = await zip.generateAsync({ type: 'nodebuffer' });
      const response = await post(uploadForm(broken, 'broken.docx'));
      expect(response.status).toBe(422);
      expect(await detailOf(response)).toBe('"broken.docx" could not be read as DOCX.');
    });

    it('refuses a request without a file', async () => {
      const form = new FormData();
      form.append('note', 'no file here');
      const response = await post(form);
      expect(response.status).toBe(422);
      expect(await detailOf(response)).toMatch(/No file was sent/);
    });

    it('refuses a file in another field', async () => {
      const response = await post(uploadForm(text('hello'), 'a.txt', 'text/plain', 'file'));
      expect(response.status).toBe(422);
      expect(await detailOf(response)).toMatch(/field "files", not "file"/);
    });

    it('refuses two files in one request', async () => {
      const form = uploadForm(text('one'), 'one.txt', 'text/plain');
      form.append('files', new Blob(['two'], { type: 'text/plain' }), 'two.txt');
      const response = await post(form);
      expect(response.status).toBe(422);
      expect(await detailOf(response)).toBe('Send exactly one file per request.');
    });
  });

  it('refuses a body that is not multipart with 400', async () => {
    const response = await post('{"files": "x"}', { 'content-type': 'application/json' });
    expect(response.status).toBe(400);
  });

  it('checks the token and the group before reading the body (401, 403)', async () => {
    const anonymous = await fetch(`${api.url}/v1/upload/documents`, { method: 'POST', body: uploadForm(text('x'), 'a.txt') });
    expect(anonymous.status).toBe(401);
    const visionOnly = await fetch(`${api.url}/v1/upload/documents`, {
      method: 'POST',
      headers: await api.bearer({ groups: [localGroups.vision] }),
      body: uploadForm(text('x'), 'a.txt'),
    });
    expect(visionOnly.status).toBe(403);
  });
});
