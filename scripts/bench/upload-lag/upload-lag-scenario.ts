import { request } from 'node:http';
import { makeLyingDocx, makeLyingPptx, makeLyingXlsx, makePdfBomb } from '../../../server/api/testing/bomb-fixtures';
import { makePdf } from '../../../server/api/testing/file-fixtures';
import { startTestApi } from '../../../server/api/testing/test-api';
import { extractionSettings } from '../../../server/api/upload/extraction-settings';

/** Off the bench stack's ports (4200-4202, 4273) and the tests'. */
const port = 4203;
/** What the PDF inflated to: twice the default cap. */
const inflatedBytes = 400 * 1024 * 1024;
const baselineRequests = 100;

export interface UploadLagRun {
  inflatedBytes: number;
  fileBytes: number[];
  maxInflatedBytes: number;
  workers: number;
  /** A plain request's time to its answer with no upload under way. */
  baselineMs: number[];
  /** The same request, one after the other, while the four bombs are being read. */
  duringMs: number[];
  /** Each bomb's time from its start to its answer, and the answer's status. */
  bombs: Array<{ name: string; ms: number; status: number }>;
}

/** One upload over plain HTTP: its status and how long it took. */
function upload(url: string, authorization: string, name: string, bytes: Buffer): Promise<{ ms: number; status: number }> {
  const boundary = `bench${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(`${url}/v1/upload/documents`, {
      method: 'POST',
      headers: { authorization, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode ?? 0 }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function plainRequest(url: string, authorization: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/v1/capabilities`, { headers: { authorization } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET /v1/capabilities answered ${response.status}`);
  return performance.now() - started;
}

/**
 * How long a plain request waits while four crafted files (a PDF with one huge flate stream, a
 * docx, a pptx and an xlsx whose zip directories lie downwards) are read, against the same
 * request with no upload under way, in the same run and on the same API (the reference API
 * with the extraction settings of the environment, as `npm start` has them).
 */
export async function runUploadLagScenario(log: (message: string) => void): Promise<UploadLagRun> {
  log(`upload lag: building four files that inflate to ${inflatedBytes / 1024 / 1024} MB each`);
  const bombs = [
    ['report.pdf', await makePdfBomb(inflatedBytes)],
    ['letter.docx', await makeLyingDocx(inflatedBytes)],
    ['slides.pptx', await makeLyingPptx(inflatedBytes)],
    ['table.xlsx', await makeLyingXlsx(inflatedBytes)],
  ] as const;
  const settings = extractionSettings();
  const api = await startTestApi({ port, extraction: settings });
  try {
    const { authorization } = await api.bearer({ subject: 'bench' });
    // The worker starts and loads its readers on the first file, as after a server start.
    await upload(api.url, authorization, 'warm-up.pdf', await makePdf(['Warm-up']));
    log(`upload lag: ${baselineRequests} plain requests with no upload`);
    // Warmed up first, so the baseline is not the server's first requests.
    for (let i = 0; i < 20; i += 1) await plainRequest(api.url, authorization);
    const baselineMs: number[] = [];
    for (let i = 0; i < baselineRequests; i += 1) baselineMs.push(await plainRequest(api.url, authorization));

    log('upload lag: plain requests one after another while the four files are read');
    let open = bombs.length;
    const answers = Promise.all(
      bombs.map(([name, bytes]) =>
        upload(api.url, authorization, name, bytes).then((answer) => {
          open -= 1;
          return { name, ...answer };
        }),
      ),
    );
    const duringMs: number[] = [];
    while (open > 0) duringMs.push(await plainRequest(api.url, authorization));
    return {
      inflatedBytes,
      fileBytes: bombs.map(([, bytes]) => bytes.length),
      maxInflatedBytes: settings.maxInflatedBytes,
      workers: settings.workers,
      baselineMs,
      duringMs,
      bombs: await answers,
    };
  } finally {
    await api.stop();
  }
}
