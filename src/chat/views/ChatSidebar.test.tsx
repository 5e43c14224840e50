import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Chat } from '../../../domain/chat';
import { selectPanelOpen, selectSidebarWidth } from '../../../store/sidebar.slice';
import { rehydrate } from '../../../store/store';
import { unansweredHandler } from '../../../test/msw/handlers/chat-stream';
import { mswServer, setupMswForSuite } from '../../../test/msw/server';
import { fileOf } from '../chat-tool.test-support';
import { shownToasts } from '../../platform/screen.test-support';
import { openChatPage } from './chat-page.test-support';

setupMswForSuite();

const budget: Chat = {
  sessionId: 'session_budget',
  // Named, so no auto-naming request is made; created now, so the expired-chats dialog stays shut.
  name: 'Budget',
  messages: [
    { role: 'user', content: 'What are the quarterly numbers?' },
    { role: 'assistant', content: 'Revenue grew by 4 %.' },
  ],
  timeStamp: Date.now(),
  createdAt: Date.now(),
  documents: [],
};

// The sidebar and the top menu that stands in for it carry the same name.
const sidebar = () => screen.queryByRole('complementary', { name: 'Chats and documents' });
const topMenu = () => screen.queryByRole('toolbar', { name: 'Chats and documents' });
const resizer = () => screen.getByRole('separator', { name: 'Resize sidebar' });
const shownWidth = () => ({ width: sidebar()?.style.width, valueNow: resizer().getAttribute('aria-valuenow') });

afterEach(() => localStorage.clear());

describe('closing and opening the sidebar (tools.md §2)', () => {
  it('closing the sidebar hides it and shows the top menu in its place; "Open sidebar" brings it back', async () => {
    const page = await openChatPage([budget]);
    expect(sidebar()).toBeInTheDocument();
    expect(topMenu()).not.toBeInTheDocument();

    await page.user.click(within(sidebar()!).getByRole('button', { name: 'Close sidebar' }));

    expect(sidebar()).not.toBeInTheDocument();
    expect(within(topMenu()!).getByRole('button', { name: 'New chat' })).toBeInTheDocument();
    expect(within(topMenu()!).getByRole('button', { name: 'Delete chat' })).toBeInTheDocument();
    // The conversation stays where it was.
    expect(screen.getByRole('region', { name: 'Conversation' })).toHaveTextContent('Revenue grew by 4 %.');

    await page.user.click(within(topMenu()!).getByRole('button', { name: 'Open sidebar' }));

    expect(topMenu()).not.toBeInTheDocument();
    expect(within(sidebar()!).getByRole('button', { name: /^Budget/ })).toBeInTheDocument();
  });
});

describe('focus when the sidebar closes and opens', () => {
  it('closing moves focus to "Open sidebar", and opening moves it back to "Close sidebar", never to the page body', async () => {
    const page = await openChatPage([budget]);

    await page.user.click(screen.getByRole('button', { name: 'Close sidebar' }));
    expect(within(topMenu()!).getByRole('button', { name: 'Open sidebar' })).toHaveFocus();

    await page.user.keyboard('{Enter}');
    expect(within(sidebar()!).getByRole('button', { name: 'Close sidebar' })).toHaveFocus();
  });

  it('arriving at the page moves no focus', async () => {
    await openChatPage([budget]);
    expect(document.body).toHaveFocus();
  });
});

describe('resizing the sidebar', () => {
  it('the handle is a window splitter that tells its range: 220 to 560 px', async () => {
    await openChatPage([budget]);
    expect(resizer()).toHaveAttribute('aria-valuemin', '220');
    expect(resizer()).toHaveAttribute('aria-valuemax', '560');
    expect(resizer()).toHaveAttribute('aria-orientation', 'vertical');
  });

  it('Home and End go to the narrowest and the widest', async () => {
    const page = await openChatPage([budget]);
    act(() => resizer().focus());
    await page.user.keyboard('{End}');
    expect(shownWidth()).toEqual({ width: '560px', valueNow: '560' });
    await page.user.keyboard('{Home}');
    expect(shownWidth()).toEqual({ width: '220px', valueNow: '220' });
  });

  it('a drag the browser takes over (pointercancel) ends there', async () => {
    await openChatPage([budget]);
    fireEvent.pointerDown(resizer(), { clientX: 300 });
    fireEvent.pointerMove(window, { clientX: 340 });
    fireEvent.pointerCancel(window);
    fireEvent.pointerMove(window, { clientX: 500 });
    expect(shownWidth()).toEqual({ width: '340px', valueNow: '340' });
  });

  it('the arrow keys on the resize handle widen and narrow it in 16 px steps', async () => {
    const page = await openChatPage([budget]);
    expect(shownWidth()).toEqual({ width: '300px', valueNow: '300' });
    act(() => resizer().focus());

    await page.user.keyboard('{ArrowRight}');
    expect(shownWidth()).toEqual({ width: '316px', valueNow: '316' });

    await page.user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shownWidth()).toEqual({ width: '284px', valueNow: '284' });
    expect(selectSidebarWidth(page.store.getState())).toBe(284);
  });

  it('the keyboard cannot make it narrower than 220 px or wider than 560 px', async () => {
    const page = await openChatPage([budget]);
    act(() => resizer().focus());

    await page.user.keyboard('{ArrowLeft>6/}');
    expect(shownWidth()).toEqual({ width: '220px', valueNow: '220' });

    await page.user.keyboard('{ArrowRight>25/}');
    expect(shownWidth()).toEqual({ width: '560px', valueNow: '560' });
  });

  it('dragging the handle follows the pointer, and letting go ends the drag', async () => {
    await openChatPage([budget]);

    fireEvent.pointerDown(resizer(), { clientX: 300 });
    fireEvent.pointerMove(window, { clientX: 340 });
    expect(shownWidth()).toEqual({ width: '340px', valueNow: '340' });
    fireEvent.pointerMove(window, { clientX: 420 });
    expect(shownWidth()).toEqual({ width: '420px', valueNow: '420' });

    fireEvent.pointerUp(window, { clientX: 420 });
    fireEvent.pointerMove(window, { clientX: 100 });
    expect(shownWidth()).toEqual({ width: '420px', valueNow: '420' });
  });
});

describe('resizing the sidebar with a single pointer, no drag (WCAG 2.5.7)', () => {
  const click = (x: number) => {
    fireEvent.pointerDown(resizer(), { clientX: x });
    fireEvent.pointerUp(window, { clientX: x + 1 });
  };

  it('each click on the handle steps from the usual 300 px to the widest, then the narrowest, then back', async () => {
    await openChatPage([budget]);
    click(300);
    expect(shownWidth()).toEqual({ width: '560px', valueNow: '560' });
    click(560);
    expect(shownWidth()).toEqual({ width: '220px', valueNow: '220' });
    click(220);
    expect(shownWidth()).toEqual({ width: '300px', valueNow: '300' });
  });

  it('a width between the steps goes to the next step up', async () => {
    const page = await openChatPage([budget]);
    act(() => resizer().focus());
    await page.user.keyboard('{ArrowLeft}');
    click(284);
    expect(shownWidth()).toEqual({ width: '300px', valueNow: '300' });
  });

  it('a drag that comes back to where it began is a drag, not a click', async () => {
    await openChatPage([budget]);
    fireEvent.pointerDown(resizer(), { clientX: 300 });
    fireEvent.pointerMove(window, { clientX: 360 });
    fireEvent.pointerMove(window, { clientX: 300 });
    fireEvent.pointerUp(window, { clientX: 300 });
    expect(shownWidth()).toEqual({ width: '300px', valueNow: '300' });
  });
});

describe('the sidebar choice is kept (platform.md §3 "showSidebar")', () => {
  it('a closed, widened sidebar is stored under showSidebar, and the next visit opens with the top menu and that width', async () => {
    const first = await openChatPage([budget]);
    // As the app starts: the persisted slices are read back before the user acts.
    const persistor = await act(() => rehydrate(first.store));
    act(() => resizer().focus());
    await first.user.keyboard('{ArrowRight}{ArrowRight}');
    await first.user.click(screen.getByRole('button', { name: 'Close sidebar' }));
    await act(() => persistor.flush());

    expect(selectPanelOpen(first.store.getState(), 'chat')).toBe(false);
    // redux-persist stores each field of the slice as JSON of its own; the choice is the chat's.
    const stored = JSON.parse(localStorage.getItem('showSidebar') ?? 'null') as Record<string, string>;
    expect(stored).toMatchObject({ width: '332' });
    expect(JSON.parse(stored.open!)).toEqual({ chat: false });

    cleanup();
    const next = await openChatPage([budget]);
    await act(() => rehydrate(next.store));

    expect(sidebar()).not.toBeInTheDocument();
    await next.user.click(within(topMenu()!).getByRole('button', { name: 'Open sidebar' }));
    expect(shownWidth()).toEqual({ width: '332px', valueNow: '332' });
  });

  it('reopening is stored as well: the next visit shows the sidebar again', async () => {
    const first = await openChatPage([budget]);
    const persistor = await act(() => rehydrate(first.store));
    await first.user.click(screen.getByRole('button', { name: 'Close sidebar' }));
    await first.user.click(screen.getByRole('button', { name: 'Open sidebar' }));
    await act(() => persistor.flush());

    expect(JSON.parse((JSON.parse(localStorage.getItem('showSidebar') ?? 'null') as Record<string, string>).open!)).toEqual({ chat: true });

    cleanup();
    const next = await openChatPage([budget]);
    await act(() => rehydrate(next.store));
    expect(sidebar()).toBeInTheDocument();
    expect(topMenu()).not.toBeInTheDocument();
  });
});

describe('cancelling an upload from the sidebar (tools.md §4 "Upload", §8)', () => {
  it('"Cancel upload" is offered only while files upload', async () => {
    await openChatPage([budget]);
    expect(within(sidebar()!).getByRole('button', { name: 'Upload files' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel upload' })).not.toBeInTheDocument();
  });

  it('pressing "Cancel upload" aborts the upload, "File upload canceled" names the files, and no document is added', async () => {
    const requests: Request[] = [];
    mswServer.use(unansweredHandler('/v1/upload/documents', (request) => requests.push(request)));
    const page = await openChatPage([budget]);
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;

    await page.user.upload(picker, [fileOf('eins.pdf', 'application/pdf'), fileOf('zwei.pdf', 'application/pdf')]);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(within(sidebar()!).getByRole('status')).toHaveTextContent('Uploading eins.pdf…');
    const cancel = within(sidebar()!).getByRole('button', { name: 'Cancel upload' });
    expect(cancel).toBeEnabled();

    await page.user.click(cancel);
    await waitFor(() =>
      expect(shownToasts()).toEqual([
        { role: 'alert', title: 'File upload canceled', description: 'Upload canceled by user. Not uploaded: eins.pdf, zwei.pdf' },
      ]),
    );
    await page.uploadsSettled();

    expect(requests[0]?.signal.aborted).toBe(true);
    expect(requests).toHaveLength(1);
    expect(page.documents()).toEqual([]);
    expect(within(sidebar()!).getByText('No documents uploaded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel upload' })).not.toBeInTheDocument();
  });
});

describe('uploads while the sidebar is hidden', () => {
  it('the top menu says which file is on its way and can cancel it', async () => {
    const requests: Request[] = [];
    mswServer.use(unansweredHandler('/v1/upload/documents', (request) => requests.push(request)));
    const page = await openChatPage([budget]);
    await page.user.click(screen.getByRole('button', { name: 'Close sidebar' }));
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;

    await page.user.upload(picker, [fileOf('bericht.pdf', 'application/pdf')]);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(within(topMenu()!).getByRole('status')).toHaveTextContent('Uploading bericht.pdf…');

    await page.user.click(within(topMenu()!).getByRole('button', { name: 'Cancel upload' }));
    await page.uploadsSettled();

    expect(requests[0]?.signal.aborted).toBe(true);
    expect(within(topMenu()!).getByRole('status')).toHaveTextContent('');
    expect(page.documents()).toEqual([]);
  });
});

