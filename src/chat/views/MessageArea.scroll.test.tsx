import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppSelector } from '../../platform/store-hooks';
import { selectActiveChat } from '../../../store/chats.slice';
import { chatStreamHandler, summarizationHandler } from '../../../test/msw/handlers/main';
import { contentChunk, doneChunk } from '../../../test/msw/handlers/ndjson';
import { mswServer, setupMswForSuite } from '../../../test/msw/server';
import { startChatHarness } from '../chat-tool.test-support';
import { MessageArea } from '../../conversation/views/MessageArea';

setupMswForSuite();

function ActiveChat() {
  const chat = useAppSelector(selectActiveChat);
  return <MessageArea chat={chat} onEdit={() => {}} />;
}

/** The scroller with the sizes jsdom does not lay out: `grow` adds content below. */
function sizedScroller(scrollHeight: number, clientHeight: number) {
  const el = document.querySelector<HTMLElement>('.message-scroller')!;
  const size = { scrollHeight };
  Object.defineProperty(el, 'scrollHeight', { get: () => size.scrollHeight, configurable: true });
  Object.defineProperty(el, 'clientHeight', { get: () => clientHeight, configurable: true });
  return {
    el,
    grow: (by: number) => void (size.scrollHeight += by),
    scrollTo(top: number) {
      el.scrollTop = top;
      fireEvent.scroll(el);
    },
  };
}

describe('the conversation when the reader has scrolled up', () => {
  it('shows their own question as they send it, and offers one pill at a time, never two', async () => {
    mswServer.use(chatStreamHandler({ lines: [contentChunk('Zweite Antwort'), doneChunk] }), summarizationHandler({ body: 'Fragen' }));
    const chat = await startChatHarness({ ui: () => <ActiveChat /> });
    chat.seedAnsweredChat();
    await screen.findByText('Erste Antwort');
    const list = sizedScroller(2000, 400);

    // At the bottom, then up to an earlier message.
    list.scrollTo(1600);
    list.scrollTo(100);
    expect(await screen.findByRole('button', { name: 'Scroll to the bottom' })).toBeInTheDocument();
    list.grow(300);
    act(() => chat.commands.send('Zweite Frage'));
    // Brought to the bottom at once: the question is in view, no pill asks the reader to go there.
    await waitFor(() => expect(list.el.scrollTop).toBe(2300));
    await chat.answerSettled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    expect(screen.queryByRole('button', { name: 'Scroll to the bottom' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New messages' })).toBeNull();
  });
});
