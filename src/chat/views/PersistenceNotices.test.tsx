import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../store/store';
import { initI18n } from '../../i18n/i18n';
import type { ChatPersistence } from '../../persistence/chat-persistence.types';
import { ToastRegion } from '../../views/ToastRegion';
import type { ChatServices } from '../chat-services';
import { ChatContextProvider } from '../chat-services-context';
import { downloadText } from '../clipboard';
import { PersistenceNotices } from './PersistenceNotices';

// The browser download itself (Blob URL, link click) is not what these scenarios are about.
vi.mock('../clipboard', async (importOriginal) => ({ ...(await importOriginal<typeof import('../clipboard')>()), downloadText: vi.fn() }));

const asideKey = 'PRIVATE_CHAT_HISTORY:alice.unreadable.1';

/** The notices over a history whose stored chats could not be read; `asideCopies` as given. */
async function unreadableHistory(asideCopies: ChatPersistence['asideCopies']) {
  const status = { chats: 'unreadable', documents: 'ready', asideKeys: [asideKey] } as const;
  const persistence = { getStatus: () => status, subscribe: () => () => {}, asideCopies } as unknown as ChatPersistence;
  const i18n = await initI18n('en-US');
  render(
    <Provider store={makeStore()}>
      <I18nextProvider i18n={i18n}>
        <ChatContextProvider value={{ services: {} as ChatServices, persistence }}>
          <PersistenceNotices />
        </ChatContextProvider>
        <ToastRegion />
      </I18nextProvider>
    </Provider>,
  );
  return userEvent.setup();
}

describe('the unreadable-history notice', () => {
  it('"Download what could not be read" gives the set-aside copies as they were stored', async () => {
    const user = await unreadableHistory(async () => [{ key: asideKey, value: '[{"sessionId": "s' }]);
    await user.click(screen.getByRole('button', { name: 'Download what could not be read' }));
    await waitFor(() => expect(downloadText).toHaveBeenCalledOnce());
    const [fileName, text] = vi.mocked(downloadText).mock.calls[0]!;
    expect(fileName).toMatch(/^studio-unreadable-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(text)).toMatchObject({ copies: [{ key: asideKey, value: '[{"sessionId": "s' }] });
  });

  it('a copy the storage cannot give back is reported, not swallowed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await unreadableHistory(() => Promise.reject(new DOMException('The connection was lost.', 'UnknownError')));
    await user.click(screen.getByRole('button', { name: 'Download what could not be read' }));
    expect(await screen.findByText(/The set-aside data could not be read from the browser storage/)).toBeInTheDocument();
  });
});
