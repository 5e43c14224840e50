import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { chatStreamHandler, exampleDocHash, summarizationHandler, uploadHandler } from '../../../test/msw/handlers/main';
import { mswServer, setupMswForSuite } from '../../../test/msw/server';
import { defaultApiBase } from '../../../test/msw/handlers/contract';
import { recordRequests } from '../../api/testing';
import { shownToasts } from '../../platform/screen.test-support';
import { fileOf } from '../chat-tool.test-support';
import { openChatPage } from './chat-page.test-support';

setupMswForSuite();

/** An upload the server answers only when the scenario says so. */
function heldUpload() {
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  mswServer.use(
    http.post(`${defaultApiBase}/v1/upload/documents`, async () => {
      await answered;
      return HttpResponse.json({ doc_hash: exampleDocHash });
    }),
  );
  return { release };
}

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const pasting = (...files: File[]) => ({ clipboardData: { files, getData: () => '', types: ['Files'] } });

describe('files pasted into the message box, and a question asked while one is uploading', () => {
  it('a pasted file gets the upload checks: a too-big and a wrong-type file are named in warnings and not sent', async () => {
    const chat = await openChatPage([]);
    const requests = recordRequests();

    fireEvent.paste(messageBox(), pasting(fileOf('riesig.pdf', 'application/pdf', 7_000_001), fileOf('setup.exe', 'application/x-msdownload')));
    await chat.uploadsSettled();

    expect(requests).toEqual([]);
    expect(chat.documents()).toEqual([]);
    expect(shownToasts()).toEqual([
      { role: 'alert', title: 'file too big (max 7 MB)', description: 'riesig.pdf' },
      { role: 'alert', title: chat.i18n.t('chat-stream:fileTypeNotAllowed'), description: 'setup.exe' },
    ]);
  });

  it('while a pasted document uploads, Send waits and says why; once it is in, the question goes with it', async () => {
    const upload = heldUpload();
    mswServer.use(chatStreamHandler(), summarizationHandler());
    const chat = await openChatPage([]);
    const requests = recordRequests();

    fireEvent.paste(messageBox(), pasting(fileOf('bericht.pdf', 'application/pdf')));
    await waitFor(() => expect(screen.getByText(/^bericht\.pdf is still uploading: send your question once it is in/)).toBeInTheDocument());
    await chat.user.type(messageBox(), 'Was steht im Bericht?{Enter}');

    // Nothing is asked and nothing is lost: the text stays, Send is off.
    expect(chat.messages()).toEqual([]);
    expect(messageBox()).toHaveValue('Was steht im Bericht?');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    upload.release();
    await chat.uploadsSettled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(screen.queryByText(/still uploading/)).not.toBeInTheDocument();
    await chat.user.click(screen.getByRole('button', { name: 'Send' }));
    await chat.answerSettled();

    const streamRequest = requests.find((request) => request.url.endsWith('/v1/chat/stream'));
    expect(await streamRequest?.clone().json()).toMatchObject({ messages: [{ role: 'user', content: 'Was steht im Bericht?' }], documents: [exampleDocHash] });
  });

  it("the composer's own upload button opens the file picker, and the picked file becomes a document", async () => {
    mswServer.use(uploadHandler({ body: { doc_hash: exampleDocHash } }));
    const chat = await openChatPage([]);
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const opened = vi.spyOn(picker, 'click');

    const composer = messageBox().closest<HTMLElement>('.chat-input')!;
    await chat.user.click(within(composer).getByRole('button', { name: 'Upload files' }));
    expect(opened).toHaveBeenCalledOnce();

    await chat.user.upload(picker, fileOf('bericht.pdf', 'application/pdf'));
    await chat.uploadsSettled();
    expect(chat.documents()).toEqual([{ label: 'bericht.pdf', value: exampleDocHash }]);
  });
});
