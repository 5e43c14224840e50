import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { uploadHandler } from '../../test/msw/handlers/main';
import { botApi, reply, startScosHarness } from './scos-tool.test-support';

const welcome = { type: 'TEXT', message: 'Hello! How can I help?' };
const askForDocument = { type: 'TEXT', message: 'Please send the invoice.', data: { execTrigger: { type: 'upload', data: { action: 'init' } } } };
const input = () => screen.getByRole('textbox', { name: /message/i });

/** The bot asks for a document; the keyboard user is on the upload panel's `button`. */
async function onUploadPanel(button: string) {
  botApi((message) => (message === 'hi' ? reply(welcome) : reply(askForDocument)));
  mswServer.use(uploadHandler({ body: { doc_hash: 'd'.repeat(64) } }));
  const { user } = await startScosHarness({ scos: { autoNameAt: 99 } });
  await screen.findByText('Hello! How can I help?');
  await user.type(input(), 'upload{Enter}');
  const panel = await screen.findByRole('region', { name: 'Upload a document' });
  const pressed = screen.getByRole('button', { name: button });
  act(() => pressed.focus());
  return { user, panel };
}

describe('the focus when the upload panel goes (it held the focus)', () => {
  setupMswForSuite();

  it('a file chosen from "Choose a file": once it is uploaded and the panel gone, the message box has the focus, not body', async () => {
    const { panel } = await onUploadPanel('Choose a file');
    const chooser = panel.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(chooser, { target: { files: [new File(['Invoice 4711'], 'invoice.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('invoice.txt was uploaded.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Upload a document' })).toBeNull();
    await waitFor(() => expect(input()).toHaveFocus());
  });

  it('"Cancel upload" by Enter: the panel goes, the message box has the focus', async () => {
    const { user } = await onUploadPanel('Cancel upload');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Upload a document' })).toBeNull());
    await waitFor(() => expect(input()).toHaveFocus());
  });
});
