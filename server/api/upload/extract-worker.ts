import { parentPort } from 'node:worker_threads';
import { runExtraction, type ExtractionJob, type ExtractionOutcome } from './extract-job';

/** The messages between the pool and a worker: one job in, its outcome (or the error) out. */
export type WorkerReply = { ok: ExtractionOutcome } | { failed: string };

const port = parentPort;
if (!port) throw new Error('extract-worker.ts runs as a worker thread (extraction-pool.ts starts it)');

port.on('message', (job: ExtractionJob) => {
  runExtraction(job).then(
    (outcome) => port.postMessage({ ok: outcome } satisfies WorkerReply),
    (error: unknown) => port.postMessage({ failed: String(error) } satisfies WorkerReply),
  );
});
port.postMessage('ready');
