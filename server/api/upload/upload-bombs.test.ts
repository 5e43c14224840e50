import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLyingDocx, makeLyingPptx, makeLyingXlsx, makePdfBomb } from '../testing/bomb-fixtures';
import { makePdf } from '../testing/file-fixtures';
import { uploadForm } from '../testing/requests';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';
import { startUpload } from '../testing/uploads';

/** A quarter of the default: counting a bomb up to it still takes the worker a while, building one the test little. */
const cap = 64 * 1024 * 1024;
const plainInARow = 5;

describe('uploads that inflate far beyond their size', () => {
  let api: TestApi;
  let bombs: ReadonlyArray<readonly [string, Buffer]>;
  beforeAll(async () => {
    api = await startTestApi({ port: 4317, extraction: { maxInflatedBytes: cap } });
    bombs = [
      ['report.pdf', await makePdfBomb(2 * cap)],
      ['letter.docx', await makeLyingDocx(2 * cap)],
      ['slides.pptx', await makeLyingPptx(2 * cap)],
      ['table.xlsx', await makeLyingXlsx(2 * cap)],
    ];
  }, startUpMs);
  afterAll(() => api.stop());

  it('are refused with 413, and plain requests started after them are answered first, one after another', async () => {
    const headers = await api.bearer({ subject: 'bomber' });
    // The PDF reader is loaded (in a worker, or wherever reading happens) before the bombs come.
    const warmUp = await fetch(`${api.url}/v1/upload/documents`, { method: 'POST', headers, body: uploadForm(await makePdf(['Warm-up']), 'warm-up.pdf') });
    expect(warmUp.status).toBe(200);
    const order: string[] = [];
    const uploads = await Promise.all(bombs.map(([name, bytes]) => startUpload(api.url, headers, uploadForm(bytes, name))));
    const answers = uploads.map(({ answered }, i) =>
      answered.then((answer) => {
        order.push(bombs[i]?.[0] ?? '');
        return answer;
      }),
    );
    // All four are being read (or wait for a worker) when the first plain request starts.
    await Promise.all(uploads.map(({ sent }) => sent));
    await api.readsGiven(1 + bombs.length);
    // One plain request after the other: a request that slipped in before a blocking read began
    // proves nothing, the next one would wait for that read.
    for (let i = 0; i < plainInARow; i += 1) {
      const plain = await fetch(`${api.url}/v1/capabilities`, { headers });
      expect(plain.status).toBe(200);
      order.push('plain request');
    }

    const answered = await Promise.all(answers);
    expect(order.slice(0, plainInARow)).toEqual(Array(plainInARow).fill('plain request'));
    expect(answered).toEqual(bombs.map(([name]) => ({ status: 413, detail: `"${name}" is too large when unpacked (the maximum is 64 MB).` })));
    expect(await api.db.query("select file_name from documents where file_name <> 'warm-up.pdf'")).toEqual([]);
  });
});

describe('a file that takes longer to read than it may', () => {
  let api: TestApi;
  beforeAll(async () => {
    // 1 ms: reading any PDF takes longer, so the worker is certain to run out of time.
    api = await startTestApi({ port: 4318, extraction: { timeoutMs: 1 } });
  }, startUpMs);
  afterAll(() => api.stop());

  it('is refused with 413 and a text that says so', async () => {
    const response = await fetch(`${api.url}/v1/upload/documents`, {
      method: 'POST',
      headers: await api.bearer(),
      body: uploadForm(await makePdf(['Quartalsbericht']), 'slow.pdf', 'application/pdf'),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: '"slow.pdf" takes too long to read (the maximum is 0.001 seconds per file).' });
  });
});
