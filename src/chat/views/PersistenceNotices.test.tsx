import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { startChatHarness } from '../chat-tool.test-support';
import { downloadText } from '../../browser/clipboard';
import { memoryKeyValueStore } from '../../persistence/key-value-store';
import { PersistenceNotices } from '../../conversation/views/PersistenceNotices';

// The browser download itself (Blob URL, link click) is not what these scenarios are about.
vi.mock('../../browser/clipboard', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../browser/clipboard')>()), downloadText: vi.fn() }));

const unreadable = '[{"sessionId": "s';

/** The notices over a history whose stored chats could not be read (sign-in is off: the shared key). */
async function unreadableHistory() {
  const storage = memoryKeyValueStore({ PRIVATE_CHAT_HISTORY: unreadable });
  const user = userEvent.setup();
  const chat = await startChatHarness({ storage, ui: () => <PersistenceNotices /> });
  expect(await screen.findByRole('alert')).toHaveTextContent('Some saved chats could not be read');
  return { user, storage, chat };
}

describe('the unreadable-history notice', () => {
  it('"Download what could not be read" gives the set-aside copies as they were stored', async () => {
    const { user } = await unreadableHistory();
    await user.click(screen.getByRole('button', { name: 'Download what could not be read' }));
    await waitFor(() => expect(downloadText).toHaveBeenCalledOnce());
    const [fileName, text] = vi.mocked(downloadText).mock.calls[0]!;
    expect(fileName).toMatch(/^studio-unreadable-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(text)).toMatchObject({ copies: [{ key: expect.stringMatching(/^PRIVATE_CHAT_HISTORY\.unreadable\.\d+$/), value: unreadable }] });
  });

  it('a copy the storage cannot give back is reported, not swallowed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, storage } = await unreadableHistory();
    storage.get = () => Promise.reject(new DOMException('The connection was lost.', 'UnknownError'));
    await user.click(screen.getByRole('button', { name: 'Download what could not be read' }));
    expect(await screen.findByText(/The set-aside data could not be read from the browser storage/)).toBeInTheDocument();
  });

  it('"OK" lets the lists be written again: the notice goes', async () => {
    const { user, chat } = await unreadableHistory();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await chat.historySaved();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
