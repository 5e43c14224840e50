import { describe, expect, it } from 'vitest';
import { fileOf, runUploadQueue } from './upload-queue.test-support';
import { UploadFailure, type UploadQueueEmitted } from './upload-queue.types';

const pdf = 'application/pdf';
const t0 = 1_800_000_000_000;
const failures = (emitted: UploadQueueEmitted[]) => emitted.filter((event) => event.type === 'upload.failed');

describe('upload queue', () => {
  it('uploads picked files one by one and reports each document', async () => {
    const { actor, emitted, uploads } = runUploadQueue();
    const a = fileOf('a.pdf', pdf);
    const b = fileOf('b.txt', 'text/plain');
    actor.send({ type: 'upload.add', files: [a, b], source: 'picker' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(uploads.map((u) => u.file)).toEqual([a]);

    uploads[0]?.resolve({ docHash: 'hash-a', uploadedAt: t0, textTruncated: false });
    await uploads[0]?.settled;
    expect(uploads.map((u) => u.file)).toEqual([a, b]);
    uploads[1]?.resolve({ docHash: 'hash-b', uploadedAt: t0 + 5, textTruncated: true });
    await uploads[1]?.settled;

    expect(emitted).toEqual([
      { type: 'document.uploaded', label: 'a.pdf', value: 'hash-a', timeStamp: t0, textTruncated: false },
      // The server indexed only the start of b.txt: the wiring tells the user.
      { type: 'document.uploaded', label: 'b.txt', value: 'hash-b', timeStamp: t0 + 5, textTruncated: true },
    ]);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  });

  // The queue treats every source alike; that a paste and a drop reach these checks is shown where
  // they happen (the chat page's paste scenario, the drop zone's scenario).
  it('a file of a type not allowed is refused by name and skipped', () => {
    const source = 'picker';
    const { actor, emitted, uploads } = runUploadQueue();
    const ok = fileOf('ok.png', 'image/png');
    actor.send({ type: 'upload.add', files: [fileOf('setup.exe', 'application/x-msdownload'), ok], source });
    expect(emitted).toEqual([{ type: 'upload.rejected', name: 'setup.exe', reason: 'type' }]);
    expect(uploads.map((u) => u.file)).toEqual([ok]);
  });

  it('a file over 7,000,000 bytes is refused for its size and skipped', () => {
    const source = 'picker';
    const { actor, emitted, uploads } = runUploadQueue();
    actor.send({ type: 'upload.add', files: [fileOf('scan.pdf', pdf, 7_000_001)], source });
    expect(emitted).toEqual([{ type: 'upload.rejected', name: 'scan.pdf', reason: 'size' }]);
    expect(uploads).toEqual([]);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  });

  it('an empty file is refused as empty, by name, and skipped', () => {
    const { actor, emitted, uploads } = runUploadQueue();
    actor.send({ type: 'upload.add', files: [fileOf('leer.pdf', pdf, 0)], source: 'picker' });
    expect(emitted).toEqual([{ type: 'upload.rejected', name: 'leer.pdf', reason: 'empty' }]);
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
    uploads[0]?.resolve({ docHash: 'h', uploadedAt: t0, textTruncated: false });
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
    expect(emitted).toEqual([{ type: 'upload.canceled', names: ['a.pdf', 'b.pdf'] }]);
    expect(actor.getSnapshot().context.queue).toEqual([]);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  });

  it('401 drops the queue and reports the expired session', async () => {
    const { actor, emitted, uploads } = runUploadQueue();
    actor.send({ type: 'upload.add', files: [fileOf('a.pdf', pdf), fileOf('b.pdf', pdf)], source: 'picker' });
    uploads[0]?.reject(new UploadFailure(401, 'The token has expired.'));
    await uploads[0]?.settled;
    expect(emitted).toEqual([{ type: 'session.expired' }]);
    expect(uploads).toHaveLength(1);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  });

  it.each([413, 415, 500, 400, 200, null])('status %s: the failure is reported with the file and its status, then the next file goes up', async (status) => {
    const { actor, emitted, uploads } = runUploadQueue();
    const b = fileOf('b.pdf', pdf);
    actor.send({ type: 'upload.add', files: [fileOf('a.pdf', pdf), b], source: 'picker' });
    uploads[0]?.reject(new UploadFailure(status, 'detail'));
    await uploads[0]?.settled;
    expect(emitted).toEqual([{ type: 'upload.failed', name: 'a.pdf', status }]);
    expect(uploads[1]?.file).toBe(b);
  });

  it('an error that is no UploadFailure counts as no answer', async () => {
    const { actor, emitted, uploads } = runUploadQueue();
    actor.send({ type: 'upload.add', files: [fileOf('a.pdf', pdf)], source: 'picker' });
    uploads[0]?.reject(new TypeError('Failed to fetch'));
    await uploads[0]?.settled;
    expect(failures(emitted)).toEqual([{ type: 'upload.failed', name: 'a.pdf', status: null }]);
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
