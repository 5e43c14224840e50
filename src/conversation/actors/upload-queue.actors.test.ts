import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { uploadQueueMachine } from '../../../machines/conversation/upload-queue.machine';
import type { UploadQueueEmitted } from '../../../machines/conversation/upload-queue.types';
import { exampleDocHash, uploadHandler, type UploadReply } from '../../../test/msw/handlers/main';
import { networkErrorHandler, unansweredHandler } from '../../../test/msw/handlers/chat-stream';
import { mswServer, setupMswForSuite } from '../../../test/msw/server';
import { chatBackend } from '../../api/chat-backend';
import { createMainClient } from '../../api/main-client';
import { testDeps } from '../../api/testing';
import { uploadDocumentActor } from './upload-queue.actors';

const t0 = 1_800_000_000_000;
const report = () => new File(['Quartalsbericht: Umsatz +12 %'], 'bericht.txt', { type: 'text/plain' });

/** The real machine with the real actor, the real client and msw behind it. */
function startQueue() {
  const { deps, onSessionExpired } = testDeps();
  const logged: unknown[] = [];
  const machine = uploadQueueMachine.provide({
    actors: { uploadDocument: uploadDocumentActor(chatBackend(createMainClient(deps), 'chat'), () => t0) },
  });
  const actor = createActor(machine, { logger: (message: unknown) => logged.push(message) });
  const emitted: UploadQueueEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, logged, onSessionExpired };
}

async function upload(reply?: UploadReply) {
  if (reply) mswServer.use(uploadHandler(reply));
  const queue = startQueue();
  queue.actor.send({ type: 'upload.add', files: [report()], source: 'picker' });
  await waitFor(queue.actor, (snapshot) => snapshot.hasTag('ready'));
  return queue;
}

describe('the upload actor against the API', () => {
  setupMswForSuite();

  it('a stored file becomes a document with its doc_hash and the upload time', async () => {
    const { emitted } = await upload({ body: { doc_hash: exampleDocHash } });
    expect(emitted).toEqual([{ type: 'document.uploaded', label: 'bericht.txt', value: exampleDocHash, timeStamp: t0, textTruncated: false }]);
  });

  it.each([
    [true, true],
    [false, false],
  ])('text_truncated %s: the document is reported as cut (%s)', async (truncated, expected) => {
    const { emitted } = await upload({ body: { doc_hash: exampleDocHash, text_truncated: truncated } });
    expect(emitted).toEqual([{ type: 'document.uploaded', label: 'bericht.txt', value: exampleDocHash, timeStamp: t0, textTruncated: expected }]);
  });

  it('401 drops the queue and reports the expired session', async () => {
    const { emitted, onSessionExpired } = await upload({ status: 401, detail: 'The token has expired.' });
    expect(emitted).toEqual([{ type: 'session.expired' }]);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it.each([413, 415, 500] as const)('%i: the upload of the file failed with that status', async (status) => {
    const { emitted } = await upload({ status, detail: 'x' });
    expect(emitted).toEqual([{ type: 'upload.failed', name: 'bericht.txt', status }]);
  });

  it('a 200 without doc_hash is a failure with status 200', async () => {
    const { emitted } = await upload({ status: 200, malformedBody: { hash: 'x' } });
    expect(emitted).toEqual([{ type: 'upload.failed', name: 'bericht.txt', status: 200 }]);
  });

  it('422 is logged with the server detail, nothing is shown', async () => {
    const { emitted, logged } = await upload({ status: 422, detail: 'No text could be extracted.' });
    expect(emitted).toEqual([]);
    expect(logged).toEqual(['upload of "bericht.txt" refused (422): No text could be extracted.']);
  });

  it('no answer at all: a failure without a status', async () => {
    mswServer.use(networkErrorHandler('/v1/upload/documents'));
    const { emitted } = await upload();
    expect(emitted).toEqual([{ type: 'upload.failed', name: 'bericht.txt', status: null }]);
  });

  it('cancel aborts the request on the wire', async () => {
    const arrived = new Promise<Request>((resolve) => mswServer.use(unansweredHandler('/v1/upload/documents', resolve)));
    const { actor, emitted } = startQueue();
    actor.send({ type: 'upload.add', files: [report()], source: 'drop' });
    const request = await arrived;
    actor.send({ type: 'upload.cancel' });
    expect(request.signal.aborted).toBe(true);
    expect(emitted).toEqual([{ type: 'upload.canceled', names: ['bericht.txt'] }]);
  });
});
