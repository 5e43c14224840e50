import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { networkErrorHandler, unansweredHandler } from '../../test/msw/handlers/chat-stream';
import { exampleDocHash, uploadHandler } from '../../test/msw/handlers/main';
import { uploadSequenceHandler } from '../../test/msw/handlers/upload-sequence';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { recordRequests } from '../api/testing';
import { fileOf, startChatHarness, type ChatHarness } from './chat-tool.test-support';
import { shownToasts } from '../platform/screen.test-support';

const pdf = 'application/pdf';
const otherHash = 'a'.repeat(64);

// tools.md §8 "Upload": the headline is a data-uploading error, the description "reason: file name".
const uploadErrorTitle = /^data.uploading error$/i;

/** The user picks files; resolves once the queue has nothing left to do. */
async function pick(chat: ChatHarness, ...files: File[]) {
  act(() => chat.commands.upload(files, 'picker'));
  await chat.uploadsSettled();
}

describe('chat uploads as the user meets them (tools.md §5, §8 "Upload", real chat tool, msw)', () => {
  setupMswForSuite();

  it('success: the document joins the list under its file name and "file upload successful" names it', async () => {
    mswServer.use(uploadHandler({ body: { doc_hash: exampleDocHash } }));
    const chat = await startChatHarness();

    await pick(chat, fileOf('bericht.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'));

    expect(chat.documents()).toEqual([{ label: 'bericht.docx', value: exampleDocHash }]);
    expect(shownToasts()).toEqual([{ role: 'status', title: expect.stringMatching(/^file upload successful$/i), description: 'bericht.docx' }]);
  });

  it('uploading a file of the same name again replaces its entry', async () => {
    mswServer.use(uploadHandler({ body: { doc_hash: exampleDocHash } }));
    const chat = await startChatHarness();
    await pick(chat, fileOf('bericht.pdf', pdf));
    mswServer.use(uploadHandler({ body: { doc_hash: otherHash } }));

    await pick(chat, fileOf('bericht.pdf', pdf, 10));

    expect(chat.documents()).toEqual([{ label: 'bericht.pdf', value: otherHash }]);
  });

  it('413: a data-uploading error "File is too large: <name>"', async () => {
    mswServer.use(uploadHandler({ status: 413, detail: 'File is too large (the maximum is 7,000,000 bytes).' }));
    const chat = await startChatHarness();

    await pick(chat, fileOf('scan.pdf', pdf));

    expect(chat.documents()).toEqual([]);
    expect(shownToasts()).toEqual([{ role: 'alert', title: expect.stringMatching(uploadErrorTitle), description: 'File is too large: scan.pdf' }]);
  });

  it('413 for a file that inflates beyond the server\'s cap: the same "File is too large: <name>"', async () => {
    mswServer.use(uploadHandler({ status: 413, detail: '"bomb.docx" is too large when unpacked (the maximum is 200 MB).' }));
    const chat = await startChatHarness();

    await pick(chat, fileOf('bomb.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'));

    expect(chat.documents()).toEqual([]);
    expect(shownToasts()).toEqual([{ role: 'alert', title: expect.stringMatching(uploadErrorTitle), description: 'File is too large: bomb.docx' }]);
  });

  it('a document whose text the server cut: it is listed, and a warning says only the first 5,000,000 characters are used', async () => {
    mswServer.use(uploadHandler({ body: { doc_hash: exampleDocHash, text_truncated: true } }));
    const chat = await startChatHarness();

    await pick(chat, fileOf('akten.txt', 'text/plain'));

    expect(chat.documents()).toEqual([{ label: 'akten.txt', value: exampleDocHash }]);
    expect(shownToasts()).toEqual([
      {
        role: 'alert',
        title: 'File uploaded in part',
        description: 'Only the first 5,000,000 characters of akten.txt are used; answers do not know the rest.',
      },
    ]);
  });

  it('415: a data-uploading error saying the type is not supported, naming the file', async () => {
    mswServer.use(uploadHandler({ status: 415, detail: 'The bytes are not a PDF.' }));
    const chat = await startChatHarness();

    await pick(chat, fileOf('fake.pdf', pdf));

    expect(chat.documents()).toEqual([]);
    const [toast, ...others] = shownToasts();
    expect(others).toEqual([]);
    expect(toast).toMatchObject({ role: 'alert', title: expect.stringMatching(uploadErrorTitle) });
    expect(toast?.description).toMatch(/^The file type you selected is not supported\. Please choose a different file.*: fake\.pdf$/);
  });

  it('another status (500): "Error processing file" with the file name and the status', async () => {
    mswServer.use(uploadHandler({ status: 500, detail: 'Internal error' }));
    const chat = await startChatHarness();

    await pick(chat, fileOf('tabelle.csv', 'text/csv'));

    expect(chat.documents()).toEqual([]);
    const [toast, ...others] = shownToasts();
    expect(others).toEqual([]);
    expect(toast).toMatchObject({ role: 'alert', title: expect.stringMatching(uploadErrorTitle) });
    expect(toast?.description).toMatch(/^Error processing file: tabelle\.csv\b.*\b500\b/);
  });

  it('a 200 without doc_hash is an error: nothing is added and "Error processing file" names the file and status 200', async () => {
    mswServer.use(uploadHandler({ status: 200, malformedBody: { message: 'stored' } }));
    const chat = await startChatHarness();

    await pick(chat, fileOf('notiz.txt', 'text/plain'));

    expect(chat.documents()).toEqual([]);
    expect(shownToasts()).toEqual([
      { role: 'alert', title: expect.stringMatching(uploadErrorTitle), description: expect.stringMatching(/^Error processing file: notiz\.txt\b.*\b200\b/) },
    ]);
  });

  it('no answer at all: "Couldn\'t upload the file" with its name', async () => {
    mswServer.use(networkErrorHandler('/v1/upload/documents'));
    const chat = await startChatHarness();

    await pick(chat, fileOf('notiz.txt', 'text/plain'));

    expect(shownToasts()).toEqual([
      { role: 'alert', title: expect.stringMatching(uploadErrorTitle), description: expect.stringMatching(/^Couldn't upload the file: notiz\.txt$/) },
    ]);
  });

  it('422 is only logged to the console: no toast, nothing added, and the queue goes on', async () => {
    mswServer.use(uploadSequenceHandler([{ status: 422, detail: 'The document has no text.' }, { body: { doc_hash: exampleDocHash } }]));
    const chat = await startChatHarness();

    await pick(chat, fileOf('leer.pdf', pdf), fileOf('bericht.pdf', pdf));

    expect(chat.documents()).toEqual([{ label: 'bericht.pdf', value: exampleDocHash }]);
    expect(shownToasts()).toEqual([{ role: 'status', title: expect.stringMatching(/^file upload successful$/i), description: 'bericht.pdf' }]);
  });

  it('a failed file does not stop the queue: the next file is still uploaded', async () => {
    mswServer.use(uploadSequenceHandler([{ status: 500, detail: 'Internal error' }, { body: { doc_hash: exampleDocHash } }]));
    const chat = await startChatHarness();

    await pick(chat, fileOf('kaputt.pdf', pdf), fileOf('bericht.pdf', pdf));

    expect(chat.documents()).toEqual([{ label: 'bericht.pdf', value: exampleDocHash }]);
    expect(shownToasts()).toEqual([
      { role: 'alert', title: expect.stringMatching(uploadErrorTitle), description: expect.stringMatching(/^Error processing file: kaputt\.pdf\b.*\b500\b/) },
      { role: 'status', title: expect.stringMatching(/^file upload successful$/i), description: 'bericht.pdf' },
    ]);
  });

  it('401 stops the queue and reports the expired session: the next file is not sent, and no toast appears', async () => {
    mswServer.use(uploadHandler({ status: 401, detail: 'The token has expired.' }));
    const chat = await startChatHarness();
    const requests = recordRequests();

    await pick(chat, fileOf('eins.pdf', pdf), fileOf('zwei.pdf', pdf));

    expect(requests).toHaveLength(1);
    expect(chat.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(chat.documents()).toEqual([]);
    expect(shownToasts()).toEqual([]);
  });

  it('cancel aborts the running upload, drops the waiting files and says "File upload canceled", naming them', async () => {
    const requests: Request[] = [];
    mswServer.use(unansweredHandler('/v1/upload/documents', (request) => requests.push(request)));
    const chat = await startChatHarness();
    act(() => chat.commands.upload([fileOf('eins.pdf', pdf), fileOf('zwei.pdf', pdf)], 'picker'));
    await waitFor(() => expect(requests).toHaveLength(1));

    act(() => chat.commands.cancelUpload());
    await chat.uploadsSettled();

    expect(requests[0]?.signal.aborted).toBe(true);
    expect(requests).toHaveLength(1);
    expect(chat.documents()).toEqual([]);
    const [toast, ...others] = shownToasts();
    expect(others).toEqual([]);
    expect(toast).toMatchObject({ role: 'alert', title: 'File upload canceled' });
    expect(toast?.description).toMatch(/canceled by user/i);
    expect(toast?.description).toContain('eins.pdf, zwei.pdf');
  });

  it('a file over 7,000,000 bytes is not sent: a "file too big (max 7 MB)" warning names it', async () => {
    const chat = await startChatHarness();
    const requests = recordRequests();

    await pick(chat, fileOf('riesig.pdf', pdf, 7_000_001));

    expect(requests).toEqual([]);
    expect(shownToasts()).toEqual([{ role: 'alert', title: 'file too big (max 7 MB)', description: 'riesig.pdf' }]);
  });

  it('a file of exactly 7,000,000 bytes is sent', async () => {
    mswServer.use(uploadHandler({ body: { doc_hash: exampleDocHash } }));
    const chat = await startChatHarness();

    await pick(chat, fileOf('grenzfall.pdf', pdf, 7_000_000));

    expect(chat.documents()).toEqual([{ label: 'grenzfall.pdf', value: exampleDocHash }]);
  });

  it('a type outside the allowed list is not sent: a warning names the file, and the allowed files of the batch still go', async () => {
    mswServer.use(uploadHandler({ body: { doc_hash: exampleDocHash } }));
    const chat = await startChatHarness();
    const requests = recordRequests();

    await pick(chat, fileOf('setup.exe', 'application/x-msdownload'), fileOf('bericht.pdf', pdf));

    expect(requests).toHaveLength(1);
    expect(chat.documents()).toEqual([{ label: 'bericht.pdf', value: exampleDocHash }]);
    expect(shownToasts()).toEqual([
      { role: 'alert', title: chat.i18n.t('chat-stream:fileTypeNotAllowed'), description: 'setup.exe' },
      { role: 'status', title: expect.stringMatching(/^file upload successful$/i), description: 'bericht.pdf' },
    ]);
  });
});
