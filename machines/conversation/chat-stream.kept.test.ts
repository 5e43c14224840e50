import { describe, expect, it } from 'vitest';
import { settleAnswer } from '../../domain/answer-end';
import { endedAs, question, runChatStream, sessionId, start } from './chat-stream.test-support';

// The pauses before each new read of a broken answer, written out: 1, 2, 4, 8 and 15 seconds.
const reconnectDelaysMs = [1_000, 2_000, 4_000, 8_000, 15_000] as const;

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

  describe('when its connection breaks', () => {
    const broken = { status: 'incomplete', reason: 'read-failed', message: 'network error' } as const;

    it('the text so far stays on screen, and after a pause the answer is read on from where it broke, then ends whole', () => {
      const { actor, clock, emitted, requests, chunk, end } = runChatStream();
      actor.send(keptStart);
      chunk('Umsatz ');
      end(broken);
      expect(emitted).toEqual([]);
      expect(actor.getSnapshot().hasTag('streaming')).toBe(true);
      expect(actor.getSnapshot().context.text).toBe('Umsatz ');

      clock.increment(reconnectDelaysMs[0] - 1);
      expect(requests).toHaveLength(1);
      clock.increment(1);
      expect(requests[1]?.kept).toEqual({ answerId, sessionId, from: 7 });
      chunk('+12 %');
      end({ status: 'complete' });
      expect(emitted).toEqual([keptEnd({ status: 'complete' }, 'Umsatz +12 %')]);
    });

    it('a network failure before any text is tried again too; text arriving starts the count of tries again', () => {
      const { actor, clock, requests, chunk, end } = runChatStream();
      actor.send(keptStart);
      end({ status: 'network', message: 'Failed to fetch' });
      clock.increment(reconnectDelaysMs[0]);
      end({ status: 'network', message: 'Failed to fetch' });
      expect(actor.getSnapshot().context.reconnects).toBe(2);
      clock.increment(reconnectDelaysMs[1]);
      chunk('Umsatz');
      expect(actor.getSnapshot().context.reconnects).toBe(0);
      expect(requests.map((request) => request.kept?.from)).toEqual([undefined, 0, 0]);
    });

    it('reads again after 1, 2, 4, 8 and 15 s, each try not a millisecond sooner', () => {
      const { actor, clock, requests, chunk, end } = runChatStream();
      actor.send(keptStart);
      chunk('Umsatz');
      for (const [attempt, pause] of [1_000, 2_000, 4_000, 8_000, 15_000].entries()) {
        end(broken);
        clock.increment(pause - 1);
        expect(requests).toHaveLength(attempt + 1);
        clock.increment(1);
        expect(requests).toHaveLength(attempt + 2);
      }
    });

    it(`gives up after ${reconnectDelaysMs.length} tries: the answer ends as the last read broke, with its text`, () => {
      const { actor, clock, emitted, requests, chunk, end } = runChatStream();
      actor.send(keptStart);
      chunk('Umsatz');
      for (const pause of reconnectDelaysMs) {
        end(broken);
        clock.increment(pause);
      }
      end(broken);
      expect(requests).toHaveLength(reconnectDelaysMs.length + 1);
      expect(emitted).toEqual([keptEnd(broken, 'Umsatz')]);
      expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    });

    it('offline through every try (no answer at all each time): it ends incomplete, so the text shown stays', () => {
      const { actor, clock, emitted, chunk, end } = runChatStream();
      actor.send(keptStart);
      chunk('Umsatz');
      const offline = { status: 'network', message: 'Failed to fetch' } as const;
      for (const pause of reconnectDelaysMs) {
        end(offline);
        clock.increment(pause);
      }
      end(offline);
      expect(emitted).toEqual([keptEnd({ status: 'incomplete', reason: 'read-failed', message: 'Failed to fetch' }, 'Umsatz')]);
      expect(settleAnswer(emitted[0]!.end, 'Umsatz')).toEqual({ content: 'Umsatz' });
    });

    it('Stop while it waits ends it as canceled and makes the cancel call; the page going leaves it for a later page', async () => {
      const stopped = runChatStream();
      stopped.actor.send(keptStart);
      stopped.chunk('Umsatz');
      stopped.end(broken);
      stopped.actor.send({ type: 'stream.cancel' });
      expect(stopped.emitted).toEqual([keptEnd({ status: 'canceled' }, 'Umsatz')]);
      await Promise.resolve();
      expect(stopped.cancels).toEqual([answerId]);

      const left = runChatStream();
      left.actor.send(keptStart);
      left.chunk('Umsatz');
      left.end(broken);
      left.actor.send({ type: 'page.leaving' });
      expect(left.emitted).toEqual([keptEnd({ status: 'left' }, 'Umsatz')]);
      left.clock.increment(60_000);
      expect(left.requests).toHaveLength(1);
    });

    it.each([
      ['an answer the backend does not keep', start, { status: 'network', message: 'Failed to fetch' }],
      ['a kept answer its server cut off', keptStart, { status: 'incomplete', reason: 'cut-by-server', message: 'cut off' }],
      ['a kept answer stopped at a limit of the server', keptStart, { status: 'incomplete', reason: 'capped', message: 'limit' }],
      ['a kept answer the backend no longer has', keptStart, { status: 'incomplete', reason: 'gone', message: 'no such answer' }],
      ['a kept answer that failed', keptStart, { status: 'stream-error', error: 'The model failed.' }],
    ] as const)('%s is not read again: it ends at once', (_, how, brokenEnd) => {
      const { actor, emitted, chunk, end } = runChatStream();
      actor.send(how);
      chunk('Umsatz');
      end(brokenEnd);
      expect(emitted).toHaveLength(1);
      expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    });
  });
});

