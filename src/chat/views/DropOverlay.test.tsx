import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleDocHash, uploadHandler } from '../../../test/msw/handlers/main';
import { mswServer, setupMswForSuite } from '../../../test/msw/server';
import { recordRequests } from '../../api/testing';
import type { ChatTool } from '../chat-tool-context';
import { fileOf, startChatHarness } from '../chat-tool.test-support';
import { shownToasts } from '../../platform/screen.test-support';
import { DropZone } from '../../conversation/views/DropOverlay';

/** What a drag of files from the desktop carries (jsdom has no DataTransfer of its own). */
const carrying = (...files: File[]) => ({ dataTransfer: { types: ['Files'], files } });
const textDrag = { dataTransfer: { types: ['text/plain'], files: [] } };

/** The drop zone as ChatPage wires it: dropped files go to the upload queue as a drop. */
function chatWithDropZone({ commands }: ChatTool) {
  return (
    <DropZone onFiles={(files) => commands.upload(files, 'drop')}>
      <section aria-label="Conversation">
        <p>Erste Antwort</p>
      </section>
    </DropZone>
  );
}

async function renderDropZone() {
  const chat = await startChatHarness({ ui: chatWithDropZone });
  const zone = screen.getByRole('region', { name: 'Conversation' }).parentElement;
  if (!zone) throw new Error('the drop zone is not rendered');
  return { ...chat, zone, inner: screen.getByText('Erste Antwort'), overlay: () => screen.queryByText(chat.i18n.t('chat:dialogs.drop')) };
}

describe('the drag-and-drop overlay', () => {
  setupMswForSuite();

  it('appears while files are dragged over the chat and disappears when the drag leaves', async () => {
    const { zone, overlay } = await renderDropZone();
    expect(overlay()).not.toBeInTheDocument();

    fireEvent.dragEnter(zone, carrying(fileOf('bericht.pdf', 'application/pdf')));
    expect(overlay()).toBeInTheDocument();
    expect(overlay()).toHaveAttribute('role', 'status');

    fireEvent.dragLeave(zone, carrying(fileOf('bericht.pdf', 'application/pdf')));
    expect(overlay()).not.toBeInTheDocument();
  });

  it('stays while the drag moves onto an element inside the chat, and goes once it has left both', async () => {
    const { zone, inner, overlay } = await renderDropZone();
    const drag = carrying(fileOf('bericht.pdf', 'application/pdf'));

    fireEvent.dragEnter(zone, drag);
    fireEvent.dragEnter(inner, drag);
    fireEvent.dragLeave(zone, drag);
    expect(overlay()).toBeInTheDocument();

    fireEvent.dragLeave(inner, drag);
    expect(overlay()).not.toBeInTheDocument();
  });

  it('dragging text, not files, shows no overlay and lets the browser handle it', async () => {
    const { zone, overlay } = await renderDropZone();

    expect(fireEvent.dragEnter(zone, textDrag)).toBe(true);
    expect(fireEvent.dragOver(zone, textDrag)).toBe(true);
    expect(overlay()).not.toBeInTheDocument();
  });

  it('a drop of files is taken from the browser, hides the overlay and uploads them', async () => {
    mswServer.use(uploadHandler({ body: { doc_hash: exampleDocHash } }));
    const chat = await renderDropZone();
    const drag = carrying(fileOf('bericht.pdf', 'application/pdf'));
    fireEvent.dragEnter(chat.zone, drag);
    // Without preventDefault on dragover the browser would not allow the drop at all.
    expect(fireEvent.dragOver(chat.zone, drag)).toBe(false);

    // false: the default (the browser opening the file) was prevented.
    expect(fireEvent.drop(chat.zone, drag)).toBe(false);
    expect(chat.overlay()).not.toBeInTheDocument();
    await chat.uploadsSettled();

    expect(chat.documents()).toEqual([{ label: 'bericht.pdf', value: exampleDocHash }]);
    expect(shownToasts()).toEqual([{ role: 'status', title: expect.stringMatching(/^file upload successful$/i), description: 'bericht.pdf' }]);
  });

  it('dropped files get the same checks: a too-big and a wrong-type file are named in warnings and not sent', async () => {
    const chat = await renderDropZone();
    // From the open tool on: opening it reads the capabilities.
    const requests = recordRequests();
    const drag = carrying(fileOf('riesig.pdf', 'application/pdf', 7_000_001), fileOf('setup.exe', 'application/x-msdownload'));

    fireEvent.dragEnter(chat.zone, drag);
    fireEvent.drop(chat.zone, drag);
    await chat.uploadsSettled();

    expect(requests).toEqual([]);
    expect(chat.documents()).toEqual([]);
    expect(shownToasts()).toEqual([
      { role: 'alert', title: 'file too big (max 7 MB)', description: 'riesig.pdf' },
      { role: 'alert', title: chat.i18n.t('chat-stream:fileTypeNotAllowed'), description: 'setup.exe' },
    ]);
  });
});
