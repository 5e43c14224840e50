import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock, type EventObject } from 'xstate';
import { chatSentinels } from '../../domain/chat-sentinels';
import { answerSoFar, chatStreamMachine, type StreamAnswerInput } from './chat-stream.machine';
import type { ChatMessage } from '../../domain/chat';
import { endedAs, question, runChatStream, sessionId, start } from './chat-stream.test-support';
import type { ChatStreamEmitted } from './chat-stream.types';

describe('chat streaming', () => {
  it('asks with the messages without the placeholder and the documents, and streams the answer into context', () => {
    const { actor, emitted, requests, chunk, end } = runChatStream();
    actor.send(start);
    expect(requests).toEqual([{ request: { messages: [question], documents: ['hash-1'] } }]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('streaming')).toBe(false);

    chunk('Umsatz ');
    chunk('+12 %');
    expect(actor.getSnapshot().hasTag('streaming')).toBe(true);
    expect(actor.getSnapshot().context.text).toBe('Umsatz +12 %');
    expect(emitted).toEqual([]);

    end({ status: 'complete' });
    expect(emitted).toEqual([endedAs({ status: 'complete' }, 'Umsatz +12 %')]);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context.text).toBe('');
  });

  it('the context receipt the stream sends goes with the answer, even a canceled one; the next answer, without one, has none', () => {
    const { actor, emitted, chunk, end, receipt } = runChatStream();
    const told = {
      documents: [{ name: 'report.pdf', docHash: 'hash-1', use: 'whole' as const, passages: [], passageCount: 3, tokens: 900, leftOut: false }],
      tokens: 900,
      truncated: false,
    };
    actor.send(start);
    receipt(told);
    chunk('Umsatz +12 %');
    end({ status: 'complete' });
    expect(emitted).toEqual([{ ...endedAs({ status: 'complete' }, 'Umsatz +12 %'), receipt: told }]);

    actor.send(start);
    receipt(told);
    chunk('Umsatz');
    actor.send({ type: 'stream.cancel' });
    expect(emitted.at(-1)).toEqual({ ...endedAs({ status: 'canceled' }, 'Umsatz'), receipt: told });

    actor.send(start);
    chunk('Hallo.');
    end({ status: 'complete' });
    expect(emitted.at(-1)).toEqual(endedAs({ status: 'complete' }, 'Hallo.'));
    expect(emitted.at(-1)).not.toHaveProperty('receipt');
  });

  it('the sources the stream names go with the answer, the last naming counting; the next answer starts with none', () => {
    const { actor, emitted, chunk, end, sources } = runChatStream();
    const travel = { document: 'travel.pdf', section: '2', passage: 'Trains first.' };
    const hotels = { document: 'hotels.pdf', section: '4', passage: 'Up to 120 EUR.' };
    actor.send(start);
    sources([travel]);
    chunk('Take the train.');
    sources([travel, hotels]);
    end({ status: 'complete' });
    expect(emitted).toEqual([{ ...endedAs({ status: 'complete' }, 'Take the train.'), sources: [travel, hotels] }]);

    actor.send(start);
    chunk('No idea.');
    end({ status: 'complete' });
    expect(emitted.at(-1)).toEqual(endedAs({ status: 'complete' }, 'No idea.'));
  });

  it('the answer so far is there only while text streams: not before its first text, not once it has ended', () => {
    const { actor, chunk, end } = runChatStream();
    expect(answerSoFar(actor.getSnapshot())).toBeNull();
    actor.send(start);
    expect(answerSoFar(actor.getSnapshot())).toBeNull();
    chunk('Umsatz ');
    expect(answerSoFar(actor.getSnapshot())).toEqual({ sessionId, content: 'Umsatz ' });
    end({ status: 'complete' });
    expect(answerSoFar(actor.getSnapshot())).toBeNull();
  });

  it('stored error sentinels are not sent to the model; a chat without placeholder is sent as it is', () => {
    const { actor, requests } = runChatStream();
    const earlier: ChatMessage[] = [
      { role: 'user', content: 'Hallo' },
      { role: 'assistant', content: chatSentinels.rateLimit },
      question,
    ];
    actor.send({ ...start, messages: earlier, documents: [] });
    expect(requests[0]?.request).toEqual({ messages: [earlier[0], question], documents: [] });
  });

  it('stop is offered exactly while an answer is on its way, and send is not', () => {
    const { actor, chunk, end } = runChatStream();
    const canStop = () => actor.getSnapshot().can({ type: 'stream.cancel' });
    const canSend = () => actor.getSnapshot().can(start);
    expect([canStop(), canSend()]).toEqual([false, true]);
    actor.send(start);
    expect([canStop(), canSend()]).toEqual([true, false]);
    chunk('Teil');
    expect([canStop(), canSend()]).toEqual([true, false]);
    end({ status: 'complete' });
    expect([canStop(), canSend()]).toEqual([false, true]);
  });

  it('aborting stops the request, says so once, and nothing late arrives', () => {
    const { actor, emitted, stops, chunk } = runChatStream();
    actor.send(start);
    actor.send({ type: 'stream.cancel' });
    expect(stops()).toBe(1);
    expect(emitted).toEqual([endedAs({ status: 'canceled' })]);
    expect(() => chunk('late')).not.toThrow();
    expect(actor.getSnapshot().context.text).toBe('');
    expect(emitted).toHaveLength(1);
  });

  it('aborting mid-stream tells what the user has read', () => {
    const { actor, emitted, chunk } = runChatStream();
    actor.send(start);
    chunk('Umsatz');
    actor.send({ type: 'stream.cancel' });
    expect(emitted).toEqual([endedAs({ status: 'canceled' }, 'Umsatz')]);
  });

  it('however the request or the read ends, the end is told once, as it came, with the text so far', () => {
    const ends = [
      { status: 'http', code: 410, detail: 'gone' },
      { status: 'network', message: 'Failed to fetch' },
      { status: 'incomplete', reason: 'ended-without-done', message: 'no done' },
      { status: 'stream-error', error: 'overloaded' },
      { status: 'failed', reason: 'empty-stream', message: '50 empty chunks' },
    ] as const;
    for (const value of ends) {
      const { actor, emitted, chunk, end } = runChatStream();
      actor.send(start);
      chunk('Teil');
      end(value);
      expect(emitted).toEqual([endedAs(value, 'Teil')]);
      expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    }
  });

  it('a page reloaded or closed mid-stream keeps what had arrived, silently, and stops the request', () => {
    const { actor, emitted, chunk } = runChatStream();
    actor.send(start);
    chunk('Der Umsatz ');
    chunk('stieg');
    actor.send({ type: 'page.leaving' });
    expect(emitted).toEqual([endedAs({ status: 'left' }, 'Der Umsatz stieg')]);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(() => chunk('late')).not.toThrow();
    expect(emitted).toHaveLength(1);
  });

  it('a page that goes before any text tells it with no text, and going while idle changes nothing', () => {
    const { actor, emitted } = runChatStream();
    actor.send({ type: 'page.leaving' });
    expect(emitted).toEqual([]);
    actor.send(start);
    actor.send({ type: 'page.leaving' });
    expect(emitted).toEqual([endedAs({ status: 'left' })]);
  });

  it('a stream actor that throws ends the answer as crashed, and the next question works', () => {
    let calls = 0;
    const machine = chatStreamMachine.provide({
      actors: {
        streamAnswer: fromCallback<EventObject, StreamAnswerInput>(({ sendBack }) => {
          calls += 1;
          if (calls === 1) throw new Error('defect');
          sendBack({ type: 'stream.chunk', content: 'ok' });
          sendBack({ type: 'stream.ended', end: { status: 'complete' } });
        }),
      },
    });
    const actor = createActor(machine, { clock: new SimulatedClock() });
    const emitted: ChatStreamEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    actor.send(start);
    expect(emitted[0]).toEqual(endedAs({ status: 'crashed', message: 'Error: defect' }));
    actor.send({ ...start, sessionId: 'session_2' });
    expect(emitted.at(-1)).toEqual({ type: 'answer.ended', sessionId: 'session_2', text: 'ok', end: { status: 'complete' }, sources: [] });
  });
});
