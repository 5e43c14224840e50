import { Worker } from 'node:worker_threads';
import type { ExtractionJob, ExtractionOutcome } from './extract-job';
import type { WorkerReply } from './extract-worker';

/** What the pool answers for a job: the worker's outcome, or that the file ran out of time or memory. */
export type PoolOutcome = ExtractionOutcome | { outcome: 'timed-out' } | { outcome: 'out-of-memory' };

export interface ExtractionPoolOptions {
  /** Worker threads at most; each reads one file at a time. */
  workers: number;
  /** Longest a worker may spend on one file (from when it takes it up, not while it waits). */
  timeoutMs: number;
  /** The heap a worker may grow to; past it the worker dies and the file counts as too large. */
  maxHeapMb: number;
}

export interface ExtractionPool {
  run(job: ExtractionJob): Promise<PoolOutcome>;
  /** The running workers' thread ids: a worker that timed out is gone from here, its replacement in. */
  threadIds(): number[];
  close(): Promise<void>;
}

interface Pending {
  job: ExtractionJob;
  resolve: (outcome: PoolOutcome) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  pending?: Pending;
  timer?: NodeJS.Timeout;
}

const entry = new URL('./extract-worker-entry.mjs', import.meta.url);

/**
 * Worker threads that read uploads (extract-job.ts), so that no file, however it is built,
 * holds up the event loop. Jobs queue in arrival order; a job past its time has its worker
 * terminated (the only way to stop code that is stuck in a library) and a fresh worker takes
 * that worker's place at once. Workers start on the first job and are unref'd, so an idle pool
 * keeps no process alive.
 */
export function createExtractionPool({ workers, timeoutMs, maxHeapMb }: ExtractionPoolOptions): ExtractionPool {
  let slots: Slot[] = [];
  const waiting: Pending[] = [];
  let closed = false;

  function retire(slot: Slot) {
    clearTimeout(slot.timer);
    slots = slots.filter((other) => other !== slot);
    void slot.worker.terminate();
  }

  function settle(slot: Slot, settleWith: (pending: Pending) => void) {
    const { pending } = slot;
    clearTimeout(slot.timer);
    slot.pending = undefined;
    if (pending) settleWith(pending);
  }

  function spawn() {
    const worker = new Worker(entry, { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: maxHeapMb } });
    worker.unref();
    const slot: Slot = { worker, ready: false };
    slots.push(slot);
    worker.on('message', (message: 'ready' | WorkerReply) => {
      if (message === 'ready') slot.ready = true;
      else settle(slot, (pending) => ('ok' in message ? pending.resolve(message.ok) : pending.reject(new Error(message.failed))));
      dispatch();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const wasReady = slot.ready;
      retire(slot);
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') settle(slot, (pending) => pending.resolve({ outcome: 'out-of-memory' }));
      else settle(slot, (pending) => pending.reject(error));
      // A worker that cannot even start would fail again: the waiting jobs hear why instead.
      if (!wasReady) for (const pending of waiting.splice(0)) pending.reject(error);
      dispatch();
    });
    worker.on('exit', () => {
      if (!slots.includes(slot)) return;
      retire(slot);
      settle(slot, (pending) => pending.reject(new Error('an extraction worker stopped unexpectedly')));
      dispatch();
    });
    return slot;
  }

  function timeOut(slot: Slot) {
    retire(slot);
    settle(slot, (pending) => pending.resolve({ outcome: 'timed-out' }));
    if (!closed) spawn();
    dispatch();
  }

  function dispatch() {
    if (closed) return;
    while (waiting.length > 0) {
      const free = slots.find((slot) => slot.ready && !slot.pending);
      if (!free) {
        if (slots.length < workers) spawn();
        return;
      }
      const pending = waiting.shift() as Pending;
      free.pending = pending;
      free.timer = setTimeout(() => timeOut(free), timeoutMs);
      free.worker.postMessage(pending.job);
    }
  }

  return {
    run(job) {
      if (closed) return Promise.reject(new Error('the extraction pool is closed'));
      return new Promise<PoolOutcome>((resolve, reject) => {
        waiting.push({ job, resolve, reject });
        dispatch();
      });
    },
    threadIds: () => slots.map((slot) => slot.worker.threadId),
    async close() {
      closed = true;
      const stopping = slots;
      slots = [];
      for (const slot of stopping) settle(slot, (pending) => pending.reject(new Error('the extraction pool was closed')));
      for (const pending of waiting.splice(0)) pending.reject(new Error('the extraction pool was closed'));
      await Promise.all(stopping.map((slot) => slot.worker.terminate()));
    },
  };
}
