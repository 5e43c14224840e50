import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import type { Chat } from '../../domain/chat';
import { PlatformProvider } from '../platform/platform';
import { startTestPlatform } from '../platform/testing';
import { localLocks } from '../persistence/cross-tab';
import { memoryKeyValueStore, type MemoryKeyValueStore } from '../persistence/key-value-store';
import { inThreadPlanner } from './take-along-actor';
import TakeAlongDialog, { Progress } from './TakeAlongDialog';
import { storedListIn } from '../persistence/testing';

const alice = { subject: 'alice', name: 'Alice', groups: [], expiresAt: 4_000_000_000 };
const now = Date.UTC(2026, 10, 26, 12);
const day = 24 * 60 * 60 * 1000;
const chat = (sessionId: string, name: string): Chat => ({
  sessionId, name, messages: [{ role: 'user', content: 'Hi' }], timeStamp: now - day, createdAt: now - 2 * day, documents: [],
});
const record = (items: unknown[], deleted: Record<string, number> = {}) => ({ version: 1, items, deleted });

/** The dialog as the user menu opens it, for alice, over `storage` (one browser); the planner runs in this thread. */
async function openDialog(storage: MemoryKeyValueStore, user = alice) {
  const { platform } = await startTestPlatform({ user });
  const downloads: { fileName: string; file: Blob }[] = [];
  const written: string[] = [];
  const onClose = vi.fn();
  const options = {
    planner: () => inThreadPlanner({ storage, locks: localLocks(), written: (key: string) => written.push(key) }),
    now: () => now,
    download: (fileName: string, file: Blob) => downloads.push({ fileName, file }),
    usableComponents: async () => [],
  };
  render(
    <Provider store={platform.store}>
      <I18nextProvider i18n={platform.i18n}>
        <PlatformProvider value={platform}>
          <TakeAlongDialog onClose={onClose} options={options} />
        </PlatformProvider>
      </I18nextProvider>
    </Provider>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Take your chats along' });
  return { dialog, downloads, written, onClose, user: userEvent.setup() };
}

const chooseFile = async (dialog: HTMLElement, file: File) => {
  // FileTrigger's input is hidden; a user reaches it through "Choose file…".
  const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, file, { applyAccept: false });
};

describe('taking your chats along', () => {
  it('exports in one browser and imports into a fresh one: the summary says what comes, the report what was added', async () => {
    const old = memoryKeyValueStore({ 'PRIVATE_CHAT_HISTORY:alice': record([chat('session_1', 'Trip'), chat('session_2', 'Budget')]) });
    const first = await openDialog(old);
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Export chats' }));
    expect(await within(first.dialog).findByRole('status')).toHaveTextContent('The file was downloaded.');
    expect(first.downloads.map((download) => download.fileName)).toEqual(['studio-take-along-2026-11-26.json']);
    cleanup();

    const fresh = memoryKeyValueStore();
    const second = await openDialog(fresh);
    await chooseFile(second.dialog, new File([await first.downloads[0]!.file.text()], 'studio-take-along-2026-11-26.json', { type: 'application/json' }));
    expect(await within(second.dialog).findByRole('heading', { name: 'Ready to import' })).toBeInTheDocument();
    expect(within(second.dialog).getByText('Home: 2 chats new')).toBeInTheDocument();
    expect(fresh.data.size).toBe(0);

    await second.user.click(within(second.dialog).getByRole('button', { name: 'Import' }));
    expect(await within(second.dialog).findByText('Home: 2 chats added')).toBeInTheDocument();
    expect(storedListIn(fresh.data, 'PRIVATE_CHAT_HISTORY:alice')).toMatchObject({ items: [chat('session_1', 'Trip'), chat('session_2', 'Budget')] });
    expect(second.written).toEqual(['PRIVATE_CHAT_HISTORY:alice']);
  });

  it('a broken file changes nothing and says why', async () => {
    const storage = memoryKeyValueStore({ 'PRIVATE_CHAT_HISTORY:alice': record([chat('session_1', 'Trip')]) });
    const before = structuredClone([...storage.data]);
    const { dialog } = await openDialog(storage);
    await chooseFile(dialog, new File(['{"format": "studio-chats", "version": 1, "tools": {'], 'broken.json', { type: 'application/json' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This file is not a chat export: it is not JSON. Nothing was changed.');
    expect([...storage.data]).toEqual(before);
  });

  it('another user\'s file is refused', async () => {
    const bobs = memoryKeyValueStore({ 'PRIVATE_CHAT_HISTORY:bob': record([chat('session_b', 'Bob')]) });
    const bob = await openDialog(bobs, { ...alice, subject: 'bob', name: 'Bob' });
    await bob.user.click(within(bob.dialog).getByRole('button', { name: 'Export chats' }));
    await within(bob.dialog).findByRole('status');
    cleanup();

    const mine = memoryKeyValueStore();
    const { dialog } = await openDialog(mine);
    await chooseFile(dialog, new File([await bob.downloads[0]!.file.text()], 'bob.json'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("This file holds another user's chats.");
    expect(mine.data.size).toBe(0);
  });

  it('a chat deleted here comes back only when ticked', async () => {
    const old = memoryKeyValueStore({ 'PRIVATE_CHAT_HISTORY:alice': record([chat('session_1', 'Trip'), chat('session_2', 'Budget')]) });
    const first = await openDialog(old);
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Export chats' }));
    await within(first.dialog).findByRole('status');
    cleanup();

    const here = memoryKeyValueStore({ 'PRIVATE_CHAT_HISTORY:alice': record([], { session_1: now - 60_000, session_2: now - 60_000 }) });
    const second = await openDialog(here);
    await chooseFile(second.dialog, new File([await first.downloads[0]!.file.text()], 'mine.json'));
    const deleted = await within(second.dialog).findByRole('group', { name: 'Deleted in this browser' });
    await second.user.click(within(deleted).getByRole('checkbox', { name: /Trip/ }));
    await second.user.click(within(second.dialog).getByRole('button', { name: 'Import' }));
    expect(await within(second.dialog).findByText('Home: 1 chat added')).toBeInTheDocument();
    await waitFor(() => expect(storedListIn(here.data, 'PRIVATE_CHAT_HISTORY:alice')).toMatchObject({ items: [{ sessionId: 'session_1' }], deleted: { session_2: now - 60_000 } }));
  });
});

describe("the work's progress bar", () => {
  it('is a progress bar named by its step, with its share in percent, in the interface language', () => {
    render(<Progress label="Reading the file" share={0.426} language="de-DE" />);
    const bar = screen.getByRole('progressbar', { name: 'Reading the file' });
    expect(bar).toHaveAttribute('aria-valuenow', '43');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar.getAttribute('aria-valuetext')).toMatch(/^43\s%$/);
    expect(bar.querySelector<HTMLElement>('.fill')?.style.width).toBe('43%');
    cleanup();
  });

  it('stays within 0 and 100 %', () => {
    render(<Progress label="Saving" share={1.2} language="en-US" />);
    expect(screen.getByRole('progressbar', { name: 'Saving' })).toHaveAttribute('aria-valuetext', '100%');
    cleanup();
  });
});
