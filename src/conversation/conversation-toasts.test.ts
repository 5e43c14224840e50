import { describe, expect, it } from 'vitest';
import { settleAnswer, type AnswerEnd } from '../../domain/answer-end';
import { chatSentinels } from '../../domain/chat-sentinels';
import { answerToast, uploadToast } from './conversation-toasts';

const generic = { key: 'chat-stream:generic' };

/** What an ending leaves in the chat (domain/answer-end.ts) and the toast it gets: the whole of tools.md §8 "Chat streaming". */
const shown = (end: AnswerEnd, text = '') => ({ chat: settleAnswer(end, text), toast: answerToast(end, text) });

describe('how each ending of an answer reaches the chat (tools.md §8 "Chat streaming")', () => {
  it('complete: the answer, and no toast; complete without any text: the generic error and a toast', () => {
    expect(shown({ status: 'complete' }, 'Umsatz +12 %')).toEqual({ chat: { content: 'Umsatz +12 %' }, toast: null });
    expect(shown({ status: 'complete' })).toEqual({
      chat: { content: chatSentinels.generic },
      toast: { color: 'danger', title: { key: 'chat-stream:emptyAnswerTitle' }, description: generic },
    });
  });

  it('401 drops the question and its placeholder, without a toast (the session-expired page says it)', () => {
    expect(shown({ status: 'http', code: 401, detail: 'The token has expired.' }, 'Teil')).toEqual({ chat: { remove: 'exchange' }, toast: null });
  });

  it('410: the generic error, and a toast with the detail from the body (or that a document is gone)', () => {
    expect(shown({ status: 'http', code: 410, detail: 'The document "report.pdf" has expired.' })).toEqual({
      chat: { content: chatSentinels.generic },
      toast: {
        color: 'danger',
        title: { key: 'chat-stream:streamFailedTitle', values: { status: 410 } },
        description: { key: 'chat-stream:serverDetail', values: { detail: 'The document "report.pdf" has expired.' } },
      },
    });
    expect(answerToast({ status: 'http', code: 410, detail: null }, '')?.description).toEqual({ key: 'chat-stream:documentGone' });
  });

  it('413: the context-too-long text, and a toast with headline, text and status', () => {
    expect(shown({ status: 'http', code: 413, detail: 'The text is too long.' })).toEqual({
      chat: { content: chatSentinels.contextTooLong },
      toast: { color: 'danger', title: { key: 'chat-stream:contextTooLongTitle', values: { status: 413 } }, description: { key: 'chat-stream:contextTooLong' } },
    });
  });

  const rateLimited = {
    chat: { content: chatSentinels.rateLimit },
    toast: { color: 'danger', title: { key: 'chat-stream:rateLimitTitle', values: { status: 429 } }, description: { key: 'chat-stream:rateLimit' } },
  };

  it('429, and an error field in the stream whatever had arrived before: the rate-limit text and a toast with status 429', () => {
    expect(shown({ status: 'http', code: 429, detail: null })).toEqual(rateLimited);
    expect(shown({ status: 'stream-error', error: 'upstream overloaded' }, 'Teil')).toEqual(rateLimited);
  });

  it.each([400, 403, 422, 500, 502, 200])('any other status (%i): the generic error and a toast with the status', (code) => {
    expect(shown({ status: 'http', code, detail: 'whatever' })).toEqual({
      chat: { content: chatSentinels.generic },
      toast: { color: 'danger', title: { key: 'chat-stream:streamFailedTitle', values: { status: code } }, description: generic },
    });
  });

  it('a network failure: the generic error and a connection toast', () => {
    expect(shown({ status: 'network', message: 'Failed to fetch' })).toEqual({
      chat: { content: chatSentinels.generic },
      toast: { color: 'danger', title: { key: 'chat-stream:networkFailedTitle' }, description: { key: 'chat-stream:networkFailed' } },
    });
  });

  it('a stream that ends without done keeps the partial text, with a warning that it is incomplete', () => {
    expect(shown({ status: 'incomplete', reason: 'ended-without-done', message: 'no done' }, 'Umsatz +1')).toEqual({
      chat: { content: 'Umsatz +1' },
      toast: { color: 'warning', title: { key: 'chat-stream:incompleteTitle' }, description: { key: 'chat-stream:incomplete' } },
    });
  });

  it('a kept answer cut off where its server stopped keeps the text, and the warning says the server stopped', () => {
    expect(shown({ status: 'incomplete', reason: 'cut-by-server', message: 'cut off' }, 'Umsatz +1')).toEqual({
      chat: { content: 'Umsatz +1' },
      toast: { color: 'warning', title: { key: 'chat-stream:cutTitle' }, description: { key: 'chat-stream:cut' } },
    });
  });

  it('an answer stopped at one of the server\'s limits keeps the text, and the warning says it reached a limit', () => {
    expect(shown({ status: 'incomplete', reason: 'capped', message: 'limit' }, 'Umsatz +1')).toEqual({
      chat: { content: 'Umsatz +1' },
      toast: { color: 'warning', title: { key: 'chat-stream:cappedTitle' }, description: { key: 'chat-stream:capped' } },
    });
  });

  it.each<[string, AnswerEnd]>([
    ['an incomplete stream with no text at all', { status: 'incomplete', reason: 'cut-mid-line', message: 'cut' }],
    ['the empty-stream guard', { status: 'failed', reason: 'empty-stream', message: '50 empty chunks' }],
    ['an over-long line', { status: 'failed', reason: 'line-too-long', message: 'line 3' }],
    ['a stream actor that failed', { status: 'crashed', message: 'defect' }],
  ])('%s: the generic error and a toast that the answer could not be read', (_, end) => {
    expect(shown(end)).toEqual({ chat: { content: chatSentinels.generic }, toast: { color: 'danger', title: { key: 'chat-stream:streamBrokenTitle' }, description: generic } });
  });

  it('stopped by the user: the empty placeholder goes, text already read stays, and "The response was canceled"', () => {
    const toast = { color: 'warning', title: { key: 'chat-stream:streamCanceled' } };
    expect(shown({ status: 'canceled' })).toEqual({ chat: { remove: 'placeholder' }, toast });
    expect(shown({ status: 'canceled' }, 'Umsatz')).toEqual({ chat: { content: 'Umsatz' }, toast });
  });

  it('the page goes mid-answer: what arrived is kept (else the generic error a leftover placeholder becomes), silently', () => {
    expect(shown({ status: 'left' }, 'Der Umsatz stieg')).toEqual({ chat: { content: 'Der Umsatz stieg' }, toast: null });
    expect(shown({ status: 'left' })).toEqual({ chat: { content: chatSentinels.generic }, toast: null });
  });
});

describe('how the upload queue’s news is shown (tools.md §5, §8 "Upload")', () => {
  const file = (name: string) => ({ key: 'chat-stream:fileName', values: { file: name } });

  it('a refused file is named in a warning: its type, its size (max 7 MB), or that it is empty', () => {
    expect(uploadToast({ type: 'upload.rejected', name: 'setup.exe', reason: 'type' })).toEqual({
      color: 'warning', title: { key: 'chat-stream:fileTypeNotAllowed' }, description: file('setup.exe'),
    });
    expect(uploadToast({ type: 'upload.rejected', name: 'scan.pdf', reason: 'size' })).toEqual({
      color: 'warning', title: { key: 'chat-stream:fileTooBig', values: { max: 7 } }, description: file('scan.pdf'),
    });
    expect(uploadToast({ type: 'upload.rejected', name: 'leer.pdf', reason: 'empty' })).toEqual({
      color: 'warning', title: { key: 'chat-stream:fileEmpty' }, description: file('leer.pdf'),
    });
  });

  it('each uploaded document gets a success toast naming it', () => {
    expect(uploadToast({ type: 'document.uploaded', label: 'a.pdf', value: 'h', timeStamp: 1, textTruncated: false })).toEqual({
      color: 'success', title: { key: 'chat-stream:uploadSucceeded' }, description: file('a.pdf'),
    });
  });

  it('a document whose text was cut at 5,000,000 characters gets a warning that says so, naming it', () => {
    expect(uploadToast({ type: 'document.uploaded', label: 'akten.txt', value: 'h', timeStamp: 1, textTruncated: true })).toEqual({
      color: 'warning',
      title: { key: 'chat-stream:uploadTruncatedTitle' },
      description: { key: 'chat-stream:uploadTruncated', values: { file: 'akten.txt', max: 5_000_000 } },
    });
  });

  it.each([
    [413, { key: 'chat-stream:uploadTooLarge', values: { file: 'a.pdf' } }],
    [415, { key: 'chat-stream:uploadUnsupported', values: { file: 'a.pdf' } }],
    [500, { key: 'chat-stream:uploadProcessingError', values: { file: 'a.pdf', status: 500 } }],
    [200, { key: 'chat-stream:uploadProcessingError', values: { file: 'a.pdf', status: 200 } }],
    [null, { key: 'chat-stream:uploadNetworkError', values: { file: 'a.pdf' } }],
  ] as const)('status %s: a data-uploading error whose description gives the reason and the file', (status, description) => {
    expect(uploadToast({ type: 'upload.failed', name: 'a.pdf', status })).toEqual({ color: 'danger', title: { key: 'chat-stream:uploadFailedTitle' }, description });
  });

  it('a cancel names every file that was not uploaded; an expired session gets no toast', () => {
    expect(uploadToast({ type: 'upload.canceled', names: ['a.pdf', 'b.pdf'] })).toEqual({
      color: 'warning',
      title: { key: 'chat-stream:uploadCanceled' },
      description: { key: 'chat-stream:uploadCanceledDescription', values: { files: 'a.pdf, b.pdf' } },
    });
    expect(uploadToast({ type: 'session.expired' })).toBeNull();
  });
});
