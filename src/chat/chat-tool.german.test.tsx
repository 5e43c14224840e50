import { act, waitFor } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { openChatStreamHandler } from '../../test/msw/handlers/chat-stream';
import { chatStreamHandler, exampleDocHash, uploadHandler } from '../../test/msw/handlers/main';
import { contentChunk } from '../../test/msw/handlers/ndjson';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { chatSentinels, type ChatSentinel } from '../../domain/chat-sentinels';
import { sentinelMessage, sentinelText } from '../errors/catalogue';
import { fileOf, startChatHarness } from './chat-tool.test-support';
import { shownToasts, type ShownToast } from '../platform/screen.test-support';

const question = 'Was steht im Bericht?';
const goneDetail = 'The document "report.pdf" has expired (documents are kept for 24 hours). Please upload it again.';

/** A status of tools.md §8 "Chat streaming": the server's answer, what is stored, what the toast says. */
interface StreamCase {
  reply: Parameters<typeof chatStreamHandler>[0];
  stored: ChatSentinel;
  /** The toast, from the `chat-stream` texts of a language. */
  toast: (t: TFunction<'chat-stream'>) => ShownToast;
  /** The status the headline must show. */
  status: number;
}

const cases: Record<string, StreamCase> = {
  '410 (the body’s detail, as sent)': {
    reply: { status: 410, detail: goneDetail },
    stored: chatSentinels.generic,
    toast: (t) => ({ role: 'alert', title: t('streamFailedTitle', { status: 410 }), description: goneDetail }),
    status: 410,
  },
  '413 (context too long)': {
    reply: { status: 413, detail: 'The text is too long.' },
    stored: chatSentinels.contextTooLong,
    toast: (t) => ({ role: 'alert', title: t('contextTooLongTitle', { status: 413 }), description: t('contextTooLong') }),
    status: 413,
  },
  '429 (rate limit)': {
    reply: { status: 429, detail: 'Slow down.' },
    stored: chatSentinels.rateLimit,
    toast: (t) => ({ role: 'alert', title: t('rateLimitTitle', { status: 429 }), description: t('rateLimit') }),
    status: 429,
  },
  'an error field in the stream (rate limit, 429)': {
    reply: { lines: [contentChunk('Teil'), { content: '', done: false, error: 'upstream overloaded' }] },
    stored: chatSentinels.rateLimit,
    toast: (t) => ({ role: 'alert', title: t('rateLimitTitle', { status: 429 }), description: t('rateLimit') }),
    status: 429,
  },
  '500 (generic)': {
    reply: { status: 500, detail: 'Internal error' },
    stored: chatSentinels.generic,
    toast: (t) => ({ role: 'alert', title: t('streamFailedTitle', { status: 500 }), description: t('generic') }),
    status: 500,
  },
};

describe('after the user switches to German, chat and upload outcomes speak German (tools.md §8)', () => {
  setupMswForSuite();

  it.each(Object.entries(cases))('chat answer, %s: a German toast, and the stored error shown in German', async (_, { reply, stored, toast, status }) => {
    mswServer.use(chatStreamHandler(reply));
    const chat = await startChatHarness();
    await chat.chooseGerman();
    const german = chat.i18n.getFixedT('de-DE', 'chat-stream');
    const english = chat.i18n.getFixedT('en-US', 'chat-stream');

    act(() => chat.commands.send(question));
    await chat.answerSettled();

    expect(chat.messages()).toEqual([
      { role: 'user', content: question },
      { role: 'assistant', content: stored },
    ]);
    const shownAs = (locale: string) => sentinelText(sentinelMessage(stored)!, chat.i18n.getFixedT(locale, 'common'));
    expect(chat.commands.describe(stored)).toBe(shownAs('de-DE'));
    expect(chat.commands.describe(stored)).not.toBe(shownAs('en-US'));
    const expected = toast(german);
    expect(shownToasts()).toEqual([expected]);
    expect(expected.title).toContain(String(status));
    expect(expected.title).not.toBe(toast(english).title);
  });

  it('chat answer stopped: the German "response was canceled" toast, and the empty placeholder is gone', async () => {
    const requests: Request[] = [];
    mswServer.use(openChatStreamHandler([], (request) => requests.push(request)));
    const chat = await startChatHarness();
    await chat.chooseGerman();
    act(() => chat.commands.send(question));
    await waitFor(() => expect(requests).toHaveLength(1));

    act(() => chat.commands.cancelAnswer());
    await chat.answerSettled();

    expect(chat.messages()).toEqual([{ role: 'user', content: question }]);
    const title = chat.i18n.getFixedT('de-DE', 'chat-stream')('streamCanceled');
    expect(title).not.toBe('The response was canceled');
    expect(shownToasts()).toEqual([{ role: 'alert', title }]);
  });

  it('upload refused by the server (413): the German data-uploading error names the file', async () => {
    mswServer.use(uploadHandler({ status: 413, detail: 'File is too large.' }));
    const chat = await startChatHarness();
    await chat.chooseGerman();
    const german = chat.i18n.getFixedT('de-DE', 'chat-stream');

    act(() => chat.commands.upload([fileOf('scan.pdf', 'application/pdf')], 'picker'));
    await chat.uploadsSettled();

    expect(shownToasts()).toEqual([{ role: 'alert', title: german('uploadFailedTitle'), description: german('uploadTooLarge', { file: 'scan.pdf' }) }]);
    expect(shownToasts()[0]?.title).not.toMatch(/data.uploading error/i);
  });

  it('a document whose text the server cut: the German warning names the file and 5.000.000 characters', async () => {
    mswServer.use(uploadHandler({ body: { doc_hash: exampleDocHash, text_truncated: true } }));
    const chat = await startChatHarness();
    await chat.chooseGerman();

    act(() => chat.commands.upload([fileOf('akten.txt', 'text/plain')], 'picker'));
    await chat.uploadsSettled();

    expect(shownToasts()).toEqual([
      {
        role: 'alert',
        title: 'Datei nur teilweise übernommen',
        description: 'Von akten.txt werden nur die ersten 5.000.000 Zeichen verwendet; den Rest kennen die Antworten nicht.',
      },
    ]);
  });

  it('a file too big for the upload: the German warning keeps "7 MB" and names the file', async () => {
    const chat = await startChatHarness();
    await chat.chooseGerman();

    act(() => chat.commands.upload([fileOf('riesig.pdf', 'application/pdf', 7_000_001)], 'picker'));
    await chat.uploadsSettled();

    const title = chat.i18n.getFixedT('de-DE', 'chat-stream')('fileTooBig', { max: 7 });
    expect(title).toContain('7 MB');
    expect(title).not.toBe('file too big (max 7 MB)');
    expect(shownToasts()).toEqual([{ role: 'alert', title, description: 'riesig.pdf' }]);
  });
});
