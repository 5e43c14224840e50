import { describe, expect, it } from 'vitest';
import { fileOf, runUploadQueue } from './upload-queue.test-support';
import { UploadFailure, type UploadQueueEmitted } from './upload-queue.types';

const pdf = 'application/pdf';
const t0 = 1_800_000_000_000;
const toasts = (emitted: UploadQueueEmitted[]) => emitted.filter((event) => event.type === 'toast');
const failureToast = (description: { key: string; values: Record<string, string | number> }) => ({
  type: 'toast',
  color: 'danger',
  title: { key: 'chat-stream:uploadFailedTitle' },
  description,
});

describe('upload queue', () => {
  it('uploads picked files one by one and reports each document with a success toast', async () => {
    const { actor, emitted, uploads } = runUploadQueue();
    const a = fileOf('a.pdf', pdf);
    const b = fileOf('b.txt', 'text/plain');
    actor.send({ type: 'upload.add', files: [a, b], source: 'picker' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(uploads.map((u) => u.file)).toEqual([a]);

    uploads[0]?.resolve({ docHash: 'hash-a', uploadedAt: t0 });
    await uploads[0]?.settled;
    expect(uploads.map((u) => u.file)).toEqual([a, b]);
    uploads[1]?.resolve({ docHash: 'hash-b', uploadedAt: t0 + 5 });
    await uploads[1]?.settled;

    expect(emitted).toEqual([
      { type: 'document.uploaded', label: 'a.pdf', value: 'hash-a', timeStamp: t0 },
      { type: 'toast', color: 'success', title: { key: 'chat-stream:uploadSucceeded' }, description: { key: 'chat-stream:fileName', values: { file: 'a.pdf' } } },
      { type: 'document.uploaded', label: 'b.txt', value: 'hash-b', timeStamp: t0 + 5 },
      { type: 'toast', color: 'success', title: { key: 'chat-stream:uploadSucceeded' }, description: { key: 'chat-stream:fileName', values: { file: 'b.txt' } } },
    ]);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  });

  it.each(['picker', 'paste', 'drop'] as const)('%s: a file of a type not allowed is named in a warning and skipped', (source) => {
    const { actor, emitted, uploads } = runUploadQueue();
    const ok = fileOf('ok.png', 'image/png');
    actor.send({ type: 'upload.add', files: [fileOf('setup.exe', 'application/x-msdownload'), ok], source });
    expect(emitted).toEqual([
      { type: 'toast', color: 'warning', title: { key: 'chat-stream:fileTypeNotAllowed' }, description: { key: 'chat-stream:fileName', values: { file: 'setup.exe' } } },
    ]);
    expect(uploads.map((u) => u.file)).toEqual([ok]);
  });

  it.each(['picker', 'paste', 'drop'] as const)('%s: a file over 7,000,000 bytes gets "file too big (max 7 MB)" and is skipped', (source) => {
    const { actor, emitted, uploads } = runUploadQueue();
    actor.send({ type: 'upload.add', files: [fileOf('scan.pdf', pdf, 7_000_001)], source });
    expect(emitted).toEqual([
      { type: 'toast', color: 'warning', title: { key: 'chat-stream:fileTooBig', values: { max: 7 } }, description: { key: 'chat-stream:fileName', values: { file: 'scan.pdf' } } },
    ]);
    expect(uploads).toEqual([]);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  });

  it('an empty file gets "The file is empty", named, and is skipped', () => {
    const { actor, emitted, uploads } = runUploadQueue();
    actor.send({ type: 'upload.add', files: [fileOf('leer.pdf', pdf, 0)], source: 'picker' });
    expect(emitted).toEqual([
      { type: 'toast', color: 'warning', title: { key: 'chat-stream:fileEmpty' }, description: { key: 'chat-stream:fileName', values: { file: 'leer.pdf' } } },
    ]);
    expect(uploads).toEqual([]);
  });

  it('a file of exactly 7,000,000 bytes is uploaded', () => {
    const { actor, uploads } = runUploadQueue();
    actor.send({ type: 'upload.add', files: [fileOf('scan.pdf', pdf, 7_000_000)], source: 'drop' });
    expect(uploads).toHaveLength(1);
  });

  it('files added while uploading join the queue; the same file twice goes up once', async () => {
    const { actor, uploads } = runUploadQueue();
    const a = fileOf('a.pdf', pdf);
    const b = fileOf('b.pdf', pdf);
    actor.send({ type: 'upload.add', files: [a], source: 'picker' });
    actor.send({ type: 'upload.add', files: [b, a, b], source: 'drop' });
    expect(actor.getSnapshot().context.queue).toEqual([a, b]);
    uploads[0]?.resolve({ docHash: 'h', uploadedAt: t0 });
    await uploads[0]?.settled;
    expect(uploads.map((u) => u.file)).toEqual([a, b]);
  });

  it('cancel aborts the running upload, drops the waiting files and says so', () => {
    const { actor, emitted, uploads } = runUploadQueue();
    expect(actor.getSnapshot().can({ type: 'upload.cancel' })).toBe(false);
    actor.send({ type: 'upload.add', files: [fileOf('a.pdf', pdf), fileOf('b.pdf', pdf)], source: 'picker' });
    expect(actor.getSnapshot().can({ type: 'upload.cancel' })).toBe(true);
    actor.send({ type: 'upload.cancel' });
    expect(uploads[0]?.signal.aborted).toBe(true);
    expect(uploads).toHaveLength(1);
    expect(emitted).toEqual([
      {
        type: 'toast',
        color: 'warning',
        title: { key: 'chat-stream:uploadCanceled' },
        description: { key: 'chat-stream:uploadCanceledDescription', values: { files: 'a.pdf, b.pdf' } },
      },
    ]);
    expect(actor.getSnapshot().context.queue).toEqual([]);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  });

  it('401 drops the queue and reports the lost session, without a toast', async () => {
    const { actor, emitted, uploads } = runUploadQueue();
    actor.send({ type: 'upload.add', files: [fileOf('a.pdf', pdf), fileOf('b.pdf', pdf)], source: 'picker' });
    uploads[0]?.reject(new UploadFailure(401, 'The token has expired.'));
    await uploads[0]?.settled;
    expect(emitted).toEqual([{ type: 'session.lost' }]);
    expect(uploads).toHaveLength(1);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  });

  it.each([
    [413, { key: 'chat-stream:uploadTooLarge', values: { file: 'a.pdf' } }],
    [415, { key: 'chat-stream:uploadUnsupported', values: { file: 'a.pdf' } }],
    [500, { key: 'chat-stream:uploadProcessingError', values: { file: 'a.pdf', status: 500 } }],
    [400, { key: 'chat-stream:uploadProcessingError', values: { file: 'a.pdf', status: 400 } }],
    [200, { key: 'chat-stream:uploadProcessingError', values: { file: 'a.pdf', status: 200 } }],
    [null, { key: 'chat-stream:uploadNetworkError', values: { file: 'a.pdf' } }],
  ] as const)('status %s: a data-uploading error naming the file, then the next file goes up', async (status, description) => {
    const { actor, emitted, uploads } = runUploadQueue();
    const b = fileOf('b.pdf', pdf);
    actor.send({ type: 'upload.add', files: [fileOf('a.pdf', pdf), b], source: 'picker' });
    uploads[0]?.reject(new UploadFailure(status, 'detail'));
    await uploads[0]?.settled;
    expect(emitted).toEqual([failureToast(description)]);
    expect(uploads[1]?.file).toBe(b);
  });

  it('an error that is no UploadFailure counts as no answer', async () => {
    const { actor, emitted, uploads } = runUploadQueue();
    actor.send({ type: 'upload.add', files: [fileOf('a.pdf', pdf)], source: 'picker' });
    uploads[0]?.reject(new TypeError('Failed to fetch'));
    await uploads[0]?.settled;
    expect(toasts(emitted)[0]?.description).toEqual({ key: 'chat-stream:uploadNetworkError', values: { file: 'a.pdf' } });
  });

  it('422 is logged to the console only, and the queue goes on', async () => {
    const { actor, emitted, uploads, logger } = runUploadQueue();
    actor.send({ type: 'upload.add', files: [fileOf('scan.pdf', pdf), fileOf('b.pdf', pdf)], source: 'picker' });
    uploads[0]?.reject(new UploadFailure(422, 'No text could be extracted.'));
    await uploads[0]?.settled;
    expect(emitted).toEqual([]);
    expect(logger).toHaveBeenCalledWith('upload of "scan.pdf" refused (422): No text could be extracted.');
    expect(uploads).toHaveLength(2);
  });
});
