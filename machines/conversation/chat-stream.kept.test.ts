import { describe, expect, it } from 'vitest';
import { endedAs, question, runChatStream, sessionId, start } from './chat-stream.test-support';

const answerId = 'answer_6f1c2a7e-0000-4000-8000-00000000000a';
const keptStart = { ...start, answerId };
const keptEnd = (end: Parameters<typeof endedAs>[0], text = '') => ({ ...endedAs(end, text), answerId });

describe('chat streaming with kept answers (a backend with resumableAnswers)', () => {
  it('asks with the answer id and the chat id, so the backend keeps the answer', () => {
    const { actor, requests } = runChatStream();
    actor.send(keptStart);
    expect(requests).toEqual([{ request: { messages: [question], documents: ['hash-1'] }, kept: { answerId, sessionId } }]);
  });

  it('Stop ends the answer as canceled and makes the cancel call, since closing the request no longer stops it', async () => {
    const { actor, emitted, cancels, chunk, stops } = runChatStream();
    actor.send(keptStart);
    chunk('Umsatz');
    actor.send({ type: 'stream.cancel' });
    expect(emitted).toEqual([keptEnd({ status: 'canceled' }, 'Umsatz')]);
    expect(stops()).toBe(1);
    await Promise.resolve();
    expect(cancels).toEqual([answerId]);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  });

  it('when the page goes, the answer is left with its id for a later page to re-attach, and not cancelled', async () => {
    const { actor, emitted, cancels, chunk } = runChatStream();
    actor.send(keptStart);
    chunk('Umsatz');
    actor.send({ type: 'page.leaving' });
    expect(emitted).toEqual([keptEnd({ status: 'left' }, 'Umsatz')]);
    await Promise.resolve();
    expect(cancels).toEqual([]);
  });

  it('re-attaches from the text already shown: streaming at once, reading on from its length, the answer whole at the end', () => {
    const { actor, emitted, requests, chunk, end } = runChatStream();
    actor.send({ type: 'stream.reattach', sessionId, answerId, text: 'Umsatz ' });
    expect(requests).toEqual([{ request: { messages: [], documents: [] }, kept: { answerId, sessionId, from: 7 } }]);
    expect(actor.getSnapshot().hasTag('streaming')).toBe(true);
    chunk('+12 %');
    end({ status: 'complete' });
    expect(emitted).toEqual([keptEnd({ status: 'complete' }, 'Umsatz +12 %')]);
  });

  it('re-attached before any text, waits for the first as a new answer does', () => {
    const { actor, requests, chunk } = runChatStream();
    actor.send({ type: 'stream.reattach', sessionId, answerId, text: '' });
    expect(requests[0]?.kept).toEqual({ answerId, sessionId, from: 0 });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('streaming')).toBe(false);
    chunk('Umsatz');
    expect(actor.getSnapshot().hasTag('streaming')).toBe(true);
  });

  it('a re-attached answer the backend no longer has ends with the status, its text as far as it came', () => {
    const { actor, emitted, end } = runChatStream();
    actor.send({ type: 'stream.reattach', sessionId, answerId, text: 'Umsatz' });
    end({ status: 'http', code: 404, detail: 'There is no such answer (answers are kept for 24 hours).' });
    expect(emitted).toEqual([keptEnd({ status: 'http', code: 404, detail: 'There is no such answer (answers are kept for 24 hours).' }, 'Umsatz')]);
  });

  it('without an answer id, Stop makes no cancel call and the request is as the spec has it', async () => {
    const { actor, requests, cancels } = runChatStream();
    actor.send(start);
    actor.send({ type: 'stream.cancel' });
    await Promise.resolve();
    expect(requests).toEqual([{ request: { messages: [question], documents: ['hash-1'] } }]);
    expect(cancels).toEqual([]);
  });

  it('a re-attach while an answer streams is ignored: one answer at a time', () => {
    const { actor, requests } = runChatStream();
    actor.send(keptStart);
    actor.send({ type: 'stream.reattach', sessionId, answerId: 'answer_other', text: '' });
    expect(requests).toHaveLength(1);
  });
});
