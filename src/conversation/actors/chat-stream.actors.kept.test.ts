import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { chatSentinels } from '../../../domain/chat-sentinels';
import { chatStreamMachine } from '../../../machines/conversation/chat-stream.machine';
import type { ChatStreamEmitted } from '../../../machines/conversation/chat-stream.types';
import { exampleDocHash } from '../../../test/msw/handlers/main';
import { openChatStreamHandler } from '../../../test/msw/handlers/chat-stream';
import { contentChunk, doneChunk, ndjsonResponse } from '../../../test/msw/handlers/ndjson';
import { mswServer, setupMswForSuite } from '../../../test/msw/server';
import { chatBackend } from '../../api/chat-backend';
import { createMainClient } from '../../api/main-client';
import { recordRequests, testDeps } from '../../api/testing';
import { cancelAnswerActor, chatStreamActor } from './chat-stream.actors';

const api = 'http://localhost:4000';
const sessionId = 'session_0b9d3c1e-0000-4000-8000-000000000002';
const answerId = '0b9d3c1e-0000-4000-8000-00000000000a';
const question = { role: 'user' as const, content: 'Was steht im Bericht?' };
const start = {
  type: 'stream.start' as const,
  sessionId,
  messages: [question, { role: 'assistant' as const, content: chatSentinels.typing }],
  documents: [exampleDocHash],
  answerId,
};

/** The real machine with the real actors, the real client and msw behind it. */
function startChat() {
  const backend = chatBackend(createMainClient(testDeps().deps), 'chat');
  const machine = chatStreamMachine.provide({ actors: { streamAnswer: chatStreamActor(backend), cancelAnswer: cancelAnswerActor(backend) } });
  const actor = createActor(machine);
  const emitted: ChatStreamEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

describe('the chat stream actor with kept answers, against the API', () => {
  setupMswForSuite();

  it('asks with the answer id and the chat id in the body', async () => {
    mswServer.use(http.post(`${api}/v1/chat/stream`, () => ndjsonResponse([contentChunk('Hallo'), doneChunk])));
    const requests = recordRequests();
    const { actor } = startChat();
    actor.send(start);
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    expect(await requests[0]?.clone().json()).toEqual({ messages: [question], documents: [exampleDocHash], answerId, sessionId });
  });

  it('re-attaches from the length of the text shown and ends with the whole answer', async () => {
    mswServer.use(http.get(`${api}/v1/chat/answers/:answerId`, () => ndjsonResponse([contentChunk('aus Köln'), doneChunk])));
    const requests = recordRequests();
    const { actor, emitted } = startChat();
    actor.send({ type: 'stream.reattach', sessionId, answerId, text: 'Grüße ' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    expect(new URL(requests[0]!.url).pathname).toBe(`/v1/chat/answers/${answerId}`);
    expect(new URL(requests[0]!.url).searchParams.get('from')).toBe('6');
    expect(emitted).toEqual([{ type: 'answer.ended', sessionId, text: 'Grüße aus Köln', end: { status: 'complete' }, sources: [], answerId }]);
  });

  it('Stop makes the cancel call for the answer', async () => {
    const cancelled: string[] = [];
    mswServer.use(
      openChatStreamHandler([contentChunk('Umsatz')]),
      http.post(`${api}/v1/chat/answers/:answerId/cancel`, ({ params }) => {
        cancelled.push(String(params.answerId));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { actor, emitted } = startChat();
    actor.send(start);
    await waitFor(actor, (snapshot) => snapshot.hasTag('streaming'));
    actor.send({ type: 'stream.cancel' });
    await expect.poll(() => cancelled).toEqual([answerId]);
    expect(emitted.map((event) => event.end)).toEqual([{ status: 'canceled' }]);
  });
});
