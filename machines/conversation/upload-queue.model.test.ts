import { describe, expect, it, vi } from 'vitest';
import { doneEvent, errorEvent, walkEveryTransition } from '../../test/unit/model-based';
import { fileOf } from './upload-queue.test-support';
import { uploadQueueMachine } from './upload-queue.machine';
import { UploadFailure } from './upload-queue.types';

const a = fileOf('a.pdf', 'application/pdf');
const b = fileOf('b.txt', 'text/plain');

const events = [
  { type: 'upload.add', files: [a], source: 'picker' },
  { type: 'upload.add', files: [b], source: 'drop' },
  { type: 'upload.add', files: [fileOf('setup.exe', 'application/x-msdownload')], source: 'paste' },
  { type: 'upload.cancel' },
  doneEvent('upload', { docHash: 'hash', uploadedAt: 1_800_000_000_000, textTruncated: false }),
  errorEvent('upload', new UploadFailure(401)),
  errorEvent('upload', new UploadFailure(413)),
  errorEvent('upload', new UploadFailure(415)),
  errorEvent('upload', new UploadFailure(422)),
  errorEvent('upload', new UploadFailure(500)),
  errorEvent('upload', new TypeError('Failed to fetch')),
];

describe('upload-queue machine, model-based', () => {
  it('every state and transition is reachable and behaves as the model says', async () => {
    // The walk cannot pass a logger; the scenario tests check the 422 log text.
    const logRefused = vi.fn();
    const machine = uploadQueueMachine.provide({ actions: { logRefused } });
    const walked = await walkEveryTransition(machine, { input: undefined, events, invokes: { upload: 'uploadDocument' } });
    expect(walked.visited).toEqual(walked.allStates);
    // Files serialise alike, so states are idle, uploading one file, uploading with one waiting:
    // idle: add a, add b (2); one file: add the other, cancel, done, 6 failures (9);
    // one waiting: cancel, done, 6 failures (8). Fewer means a transition went missing.
    expect(walked.transitions).toBe(19);
    expect(logRefused).toHaveBeenCalled();
  });
});
