import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock, type EventObject } from 'xstate';
import { chatSentinels } from '../../domain/chat-sentinels';
import { answerSoFar, chatStreamMachine, type StreamAnswerInput } from './chat-stream.machine';
import { failedWith, question, runChatStream, sessionId, start } from './chat-stream.test-support';
import type { ChatStreamEmitted, ChatTurn } from './chat-stream.types';

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
    expect(emitted).toEqual([{ type: 'answer.finished', sessionId, content: 'Umsatz +12 %' }]);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context.text).toBe('');
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
    const earlier: ChatTurn[] = [
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

  it('aborting before any text removes the empty placeholder and says the response was canceled', () => {
    const { actor, emitted, stops, chunk } = runChatStream();
    actor.send(start);
    actor.send({ type: 'stream.cancel' });
    expect(stops()).toBe(1);
    expect(emitted).toEqual([
      { type: 'answer.canceled', sessionId, partial: '' },
      { type: 'toast', color: 'warning', title: { key: 'chat-stream:streamCanceled' } },
    ]);
    expect(() => chunk('late')).not.toThrow();
    expect(actor.getSnapshot().context.text).toBe('');
    expect(emitted).toHaveLength(2);
  });

  it('aborting mid-stream keeps what the user has read', () => {
    const { actor, emitted, chunk } = runChatStream();
    actor.send(start);
    chunk('Umsatz');
    actor.send({ type: 'stream.cancel' });
    expect(emitted[0]).toEqual({ type: 'answer.canceled', sessionId, partial: 'Umsatz' });
  });

  it('a page reloaded or closed mid-stream keeps what had arrived, silently, and stops the request', () => {
    const { actor, emitted, chunk } = runChatStream();
    actor.send(start);
    chunk('Der Umsatz ');
    chunk('stieg');
    actor.send({ type: 'page.leaving' });
    expect(emitted).toEqual([{ type: 'answer.incomplete', sessionId, content: 'Der Umsatz stieg' }]);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(() => chunk('late')).not.toThrow();
    expect(emitted).toHaveLength(1);
  });

  it('a page that goes before any text leaves the generic error, and going while idle changes nothing', () => {
    const { actor, emitted } = runChatStream();
    actor.send({ type: 'page.leaving' });
    expect(emitted).toEqual([]);
    actor.send(start);
    actor.send({ type: 'page.leaving' });
    expect(emitted).toEqual([{ type: 'answer.failed', sessionId, content: chatSentinels.generic, partial: '' }]);
  });

  it('a stream actor that throws ends in the generic error, and the next question works', () => {
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
    expect(emitted[0]).toEqual(failedWith(chatSentinels.generic));
    actor.send({ ...start, sessionId: 'session_2' });
    expect(emitted.at(-1)).toEqual({ type: 'answer.finished', sessionId: 'session_2', content: 'ok' });
  });
});
