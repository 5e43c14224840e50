import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { uploadQueueMachine } from '../../../machines/chat/upload-queue.machine';
import type { UploadQueueEmitted } from '../../../machines/chat/upload-queue.types';
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
  const { deps, onSessionLost } = testDeps();
  const logged: unknown[] = [];
  const machine = uploadQueueMachine.provide({
    actors: { uploadDocument: uploadDocumentActor(chatBackend(createMainClient(deps)), () => t0) },
  });
  const actor = createActor(machine, { logger: (message: unknown) => logged.push(message) });
  const emitted: UploadQueueEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, logged, onSessionLost };
}

async function upload(reply?: UploadReply) {
  if (reply) mswServer.use(uploadHandler(reply));
  const queue = startQueue();
  queue.actor.send({ type: 'upload.add', files: [report()], source: 'picker' });
  await waitFor(queue.actor, (snapshot) => snapshot.hasTag('ready'));
  return queue;
}

const failureDescription = (emitted: UploadQueueEmitted[]) => {
  const toast = emitted.find((event) => event.type === 'toast');
  return toast?.type === 'toast' ? toast.description : undefined;
};

describe('the upload actor against the API', () => {
  setupMswForSuite();

  it('a stored file becomes a document with its doc_hash and the upload time', async () => {
    const { emitted } = await upload({ body: { doc_hash: exampleDocHash } });
    expect(emitted[0]).toEqual({ type: 'document.uploaded', label: 'bericht.txt', value: exampleDocHash, timeStamp: t0 });
    expect(emitted[1]).toMatchObject({ color: 'success', title: { key: 'chat-stream:uploadSucceeded' } });
  });

  it('401 drops the queue and reports the lost session', async () => {
    const { emitted, onSessionLost } = await upload({ status: 401, detail: 'The token has expired.' });
    expect(emitted).toEqual([{ type: 'session.lost' }]);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });

  it.each([
    [413, 'chat-stream:uploadTooLarge', { file: 'bericht.txt' }],
    [415, 'chat-stream:uploadUnsupported', { file: 'bericht.txt' }],
    [500, 'chat-stream:uploadProcessingError', { file: 'bericht.txt', status: 500 }],
  ] as const)('%i: a data-uploading error naming the file', async (status, key, values) => {
    const { emitted } = await upload({ status, detail: 'x' });
    expect(emitted).toHaveLength(1);
    expect(failureDescription(emitted)).toEqual({ key, values });
  });

  it('a 200 without doc_hash is an error with status 200', async () => {
    const { emitted } = await upload({ status: 200, malformedBody: { hash: 'x' } });
    expect(failureDescription(emitted)).toEqual({ key: 'chat-stream:uploadProcessingError', values: { file: 'bericht.txt', status: 200 } });
  });

  it('422 is logged with the server detail, nothing is shown', async () => {
    const { emitted, logged } = await upload({ status: 422, detail: 'No text could be extracted.' });
    expect(emitted).toEqual([]);
    expect(logged).toEqual(['upload of "bericht.txt" refused (422): No text could be extracted.']);
  });

  it('no answer at all: "Couldn\'t upload the file"', async () => {
    mswServer.use(networkErrorHandler('/v1/upload/documents'));
    const { emitted } = await upload();
    expect(failureDescription(emitted)).toEqual({ key: 'chat-stream:uploadNetworkError', values: { file: 'bericht.txt' } });
  });

  it('cancel aborts the request on the wire', async () => {
    const arrived = new Promise<Request>((resolve) => mswServer.use(unansweredHandler('/v1/upload/documents', resolve)));
    const { actor, emitted } = startQueue();
    actor.send({ type: 'upload.add', files: [report()], source: 'drop' });
    const request = await arrived;
    actor.send({ type: 'upload.cancel' });
    expect(request.signal.aborted).toBe(true);
    expect(emitted).toEqual([expect.objectContaining({ title: { key: 'chat-stream:uploadCanceled' } })]);
  });
});
