/** Test support for the upload-queue tests (imported by *.test.ts only). */
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { vi } from 'vitest';
import { uploadQueueMachine } from './upload-queue.machine';
import type { UploadInput, UploadOutput, UploadQueueEmitted } from './upload-queue.types';

export interface PendingUpload {
  file: File;
  signal: AbortSignal;
  resolve: (output: UploadOutput) => void;
  reject: (error: unknown) => void;
  /** Settles after the machine has seen the outcome (the actor's reaction is queued first; one hop of margin). */
  settled: Promise<unknown>;
}

/** The machine with an upload actor whose every call the test settles by hand. */
export function runUploadQueue() {
  const uploads: PendingUpload[] = [];
  const machine = uploadQueueMachine.provide({
    actors: {
      uploadDocument: fromPromise<UploadOutput, UploadInput>(({ input, signal }) => {
        let resolve!: PendingUpload['resolve'];
        let reject!: PendingUpload['reject'];
        const promise = new Promise<UploadOutput>((ok, fail) => {
          resolve = ok;
          reject = fail;
        });
        uploads.push({ file: input.file, signal, resolve, reject, settled: promise.then(noop, noop).then(noop) });
        return promise;
      }),
    },
  });
  const logger = vi.fn();
  const actor = createActor(machine, { clock: new SimulatedClock(), logger });
  const emitted: UploadQueueEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, uploads, logger };
}

const noop = () => undefined;

/** A File of `size` bytes (zero-filled) with a MIME type. */
export const fileOf = (name: string, type: string, size = 64) => new File([new Uint8Array(size)], name, { type });
