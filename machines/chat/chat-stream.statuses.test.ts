import { describe, expect, it } from 'vitest';
import { chatSentinels } from '../../domain/chat-sentinels';
import { failedWith, runChatStream, sessionId, start } from './chat-stream.test-support';
import type { ChatStreamEmitted, StreamEnd } from './chat-stream.types';

const toasts = (emitted: ChatStreamEmitted[]) => emitted.filter((event) => event.type === 'toast');

describe('chat streaming: how each ending of tools.md §8 reaches the chat', () => {
  it('401 drops the question and its placeholder and reports the lost session, without a toast', () => {
    const { actor, emitted, end } = runChatStream();
    actor.send(start);
    end({ status: 'http', code: 401, detail: 'The token has expired.' });
    expect(emitted).toEqual([{ type: 'session.lost', sessionId }]);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  });

  it('410: the generic error, and a toast with the detail from the body', () => {
    const { actor, emitted, end } = runChatStream();
    actor.send(start);
    end({ status: 'http', code: 410, detail: 'The document "report.pdf" has expired.' });
    expect(emitted).toEqual([
      failedWith(chatSentinels.generic),
      {
        type: 'toast',
        color: 'danger',
        title: { key: 'chat-stream:streamFailedTitle', values: { status: 410 } },
        description: { key: 'chat-stream:serverDetail', values: { detail: 'The document "report.pdf" has expired.' } },
      },
    ]);
  });

  it('410 without a detail still tells the user a document is gone', () => {
    const { actor, emitted, end } = runChatStream();
    actor.send(start);
    end({ status: 'http', code: 410, detail: null });
    expect(toasts(emitted)[0]?.description).toEqual({ key: 'chat-stream:documentGone' });
  });

  it('413: the context-too-long text, and a toast with headline, text and status', () => {
    const { actor, emitted, end } = runChatStream();
    actor.send(start);
    end({ status: 'http', code: 413, detail: 'The text is too long.' });
    expect(emitted).toEqual([
      failedWith(chatSentinels.contextTooLong),
      {
        type: 'toast',
        color: 'danger',
        title: { key: 'chat-stream:contextTooLongTitle', values: { status: 413 } },
        description: { key: 'chat-stream:contextTooLong' },
      },
    ]);
  });

  const rateLimitToast = {
    type: 'toast',
    color: 'danger',
    title: { key: 'chat-stream:rateLimitTitle', values: { status: 429 } },
    description: { key: 'chat-stream:rateLimit' },
  };

  it('429: the rate-limit text and a toast with status 429', () => {
    const { actor, emitted, end } = runChatStream();
    actor.send(start);
    end({ status: 'http', code: 429, detail: null });
    expect(emitted).toEqual([failedWith(chatSentinels.rateLimit), rateLimitToast]);
  });

  it('an error field in the stream is a 429 as well, whatever had arrived before', () => {
    const { actor, emitted, chunk, end } = runChatStream();
    actor.send(start);
    chunk('Teil');
    end({ status: 'stream-error', error: 'upstream overloaded' });
    expect(emitted).toEqual([failedWith(chatSentinels.rateLimit, 'Teil'), rateLimitToast]);
  });

  it.each([400, 403, 422, 500, 502, 200])('any other status (%i): the generic error and a toast with the status', (code) => {
    const { actor, emitted, end } = runChatStream();
    actor.send(start);
    end({ status: 'http', code, detail: 'whatever' });
    expect(emitted).toEqual([
      failedWith(chatSentinels.generic),
      {
        type: 'toast',
        color: 'danger',
        title: { key: 'chat-stream:streamFailedTitle', values: { status: code } },
        description: { key: 'chat-stream:generic' },
      },
    ]);
  });

  it('a network failure: the generic error and a connection toast', () => {
    const { actor, emitted, end } = runChatStream();
    actor.send(start);
    end({ status: 'network', message: 'Failed to fetch' });
    expect(emitted[0]).toEqual(failedWith(chatSentinels.generic));
    expect(toasts(emitted)[0]?.title).toEqual({ key: 'chat-stream:networkFailedTitle' });
  });

  it('a stream that ends without done keeps the partial text, marked incomplete, with a warning', () => {
    const { actor, emitted, chunk, end } = runChatStream();
    actor.send(start);
    chunk('Umsatz +1');
    end({ status: 'incomplete', message: 'ended-without-done' });
    expect(emitted).toEqual([
      { type: 'answer.incomplete', sessionId, content: 'Umsatz +1' },
      { type: 'toast', color: 'warning', title: { key: 'chat-stream:incompleteTitle' }, description: { key: 'chat-stream:incomplete' } },
    ]);
  });

  it.each<[string, StreamEnd, string]>([
    ['an incomplete stream with no text at all', { status: 'incomplete', message: 'cut-mid-line' }, 'streamBrokenTitle'],
    ['the empty-stream guard', { status: 'unreadable', message: 'empty-stream' }, 'streamBrokenTitle'],
    ['an over-long line', { status: 'unreadable', message: 'line-too-long' }, 'streamBrokenTitle'],
    ['done without any text', { status: 'complete' }, 'emptyAnswerTitle'],
  ])('%s: the generic error and a toast', (_, value, title) => {
    const { actor, emitted, end } = runChatStream();
    actor.send(start);
    end(value);
    expect(emitted).toEqual([
      failedWith(chatSentinels.generic),
      { type: 'toast', color: 'danger', title: { key: `chat-stream:${title}` }, description: { key: 'chat-stream:generic' } },
    ]);
  });

});
