import { describe, expect, it } from 'vitest';
import { doneEvent, errorEvent, walkEveryTransition } from '../../test/unit/model-based';
import { scosConversationMachine } from './scos-conversation.machine';
import { messageCount, type ReplyItem, type RestoredChat, type ScosContext } from './scos-conversation.types';

const text: ReplyItem = { content: { type: 'TEXT' }, chips: [], closesOnReply: false };
const askForDocument: ReplyItem = { content: { type: 'TEXT', uploadTrigger: 'init' }, chips: [], closesOnReply: false };
const saved: RestoredChat = {
  sessionId: 'session_saved',
  name: 'Order 4711',
  entries: [
    { id: 1, from: 'bot', kind: 'item', message: text, disabled: false },
    { id: 2, from: 'user', text: 'where is my order' },
  ],
  documents: [],
};

const events = [
  { type: 'scos.restore', chat: null, sessionId: 'session_new' },
  { type: 'scos.restore', chat: saved, sessionId: 'session_new' },
  doneEvent('sendTurn', { ok: true, messages: [text] }),
  doneEvent('sendTurn', { ok: true, messages: [text, text] }),
  doneEvent('sendTurn', { ok: true, messages: [askForDocument] }),
  doneEvent('sendTurn', { ok: false, code: 'ER001' }),
  errorEvent('sendTurn'),
  // The pause between reply items.
  { type: 'xstate.after.replyPause.scos.waiting.revealing' },
  { type: 'scos.send', text: 'where is my order' },
  { type: 'scos.send', text: '   ' },
  { type: 'scos.abort' },
  { type: 'scos.newChat', sessionId: 'session_2' },
  { type: 'scos.open', chat: saved },
  { type: 'scos.reset', sessionId: 'session_3' },
  { type: 'scos.renamed', name: 'Mine' },
  doneEvent('nameChat', 'Parcel question'),
  errorEvent('nameChat'),
  { type: 'upload.start' },
  { type: 'upload.chosen', file: new File(['x'], 'invoice.txt') },
  doneEvent('uploadDocument', { name: 'invoice.txt', hash: 'h1' }),
  errorEvent('uploadDocument'),
  { type: 'upload.cancel' },
  { type: 'session.scopeChanged', scope: { tenant: 'corporate', userId: 'bob' } },
];

/**
 * The model's state: the machine's state and the few facts its guards read, capped — the rows
 * grow with every turn, so keying on the whole context would never end the walk.
 */
function modelState(snapshot: { value: unknown; context?: unknown }) {
  const context = snapshot.context as ScosContext;
  return [
    snapshot.value,
    Math.min(messageCount(context.entries), 4),
    context.entries.length > 1,
    context.queue.length,
    context.uploadTrigger,
    context.name !== null,
  ];
}

// State × event pairs that change something; fewer or more means the model changed.
const EXPECTED_TRANSITIONS = 349;

describe('the customer-service conversation, model-based (tools.md §4 "Customer-service chat")', () => {
  it('every state and transition is reachable and behaves as the model says', async () => {
    const walked = await walkEveryTransition(scosConversationMachine, {
      input: { scope: { tenant: 'corporate', userId: 'alice' } },
      events,
      invokes: { sendTurn: 'sendTurn', uploadDocument: 'uploadDocument', nameChat: 'nameChat' },
      serializeState: modelState,
    });
    expect(walked.visited).toEqual(walked.allStates);
    expect(walked.transitions).toBe(EXPECTED_TRANSITIONS);
  }, 120_000);
});
