/// <reference lib="dom" />
import { flushSync } from 'react-dom';
import type { Stage } from './stage';
import type { ChatMessage } from '../../../domain/chat';
import { MessageContent } from '../../../src/conversation/render/MessageContent';
import { VirtualList } from '../../../src/conversation/render/VirtualList';
import type { OpenChatRun } from '../bench-types';
import { longTasksBetween, nextFrame, settleObservers, storageWriteCount } from './instrumentation';
import { conversation } from './chat-fixtures';

function Conversation({ messages }: { messages: readonly ChatMessage[] }) {
  return (
    <VirtualList
      className="bench-list"
      aria-label="Messages"
      items={messages}
      itemKey={(_, index) => String(index)}
      estimateHeight={160}
      startAt="end"
      renderItem={(message) => (
        <div className="bench-row">
          <MessageContent message={message} />
        </div>
      )}
    />
  );
}

const mountedRows = () => document.querySelectorAll('.bench-list [data-index]').length;
const listHeight = () => document.querySelector('.bench-list')?.scrollHeight ?? 0;

/** Opens a chat of `count` messages: mount, first frame, then until measuring settles. */
export async function openChat(root: Stage, count: number): Promise<OpenChatRun> {
  const messages = conversation(count);
  flushSync(() => root.render(<div />));
  await nextFrame();
  const writesBefore = storageWriteCount();
  const start = performance.now();
  flushSync(() => root.render(<Conversation messages={messages} />));
  const mountMs = performance.now() - start;
  let maxRowsMounted = mountedRows();
  await nextFrame();
  const firstFrameMs = performance.now() - start;
  let settledAt = performance.now();
  let last = `${mountedRows()}/${listHeight()}`;
  // Settled: rows and total height unchanged for 5 frames (2 s at most).
  for (let still = 0; still < 5 && performance.now() - start < 2000; ) {
    await nextFrame();
    maxRowsMounted = Math.max(maxRowsMounted, mountedRows());
    const now = `${mountedRows()}/${listHeight()}`;
    if (now === last) still += 1;
    else [still, last, settledAt] = [0, now, performance.now()];
  }
  const end = performance.now();
  await settleObservers();
  return {
    messages: count,
    mountMs,
    firstFrameMs,
    settledMs: settledAt - start,
    maxRowsMounted,
    rowsMounted: mountedRows(),
    longTaskMs: longTasksBetween(start, end),
    storageWrites: storageWriteCount() - writesBefore,
  };
}
