/// <reference lib="dom" />
import { flushSync } from 'react-dom';
import type { Stage } from './stage';
import { VirtualList } from '../../../src/conversation/render/VirtualList';
import type { SearchRun } from '../bench-types';
import { history, type BenchChat } from './chat-fixtures';
import { nextFrame } from './instrumentation';

function Sidebar({ chats }: { chats: readonly BenchChat[] }) {
  return (
    <VirtualList
      className="bench-list"
      aria-label="Chats"
      items={chats}
      itemKey={(chat) => chat.name}
      estimateHeight={36}
      renderItem={(chat) => <div className="bench-row">{chat.name}</div>}
    />
  );
}

/** Names and contents, lower-cased on every query: the simplest search a sidebar could do. */
const matches = (chat: BenchChat, query: string) =>
  chat.name.toLowerCase().includes(query) || chat.messages.some((message) => message.content.toLowerCase().includes(query));

/** Filters a 2,000-chat history by name and content, then shows the result in the sidebar list. */
export async function sidebarSearch(root: Stage, count: number, queries: string[]): Promise<SearchRun> {
  const chats = history(count);
  flushSync(() => root.render(<Sidebar chats={chats} />));
  await nextFrame();
  const prepareStart = performance.now();
  const haystacks = chats.map((chat) => [chat.name, ...chat.messages.map((message) => message.content)].join('\n').toLowerCase());
  const prepareMs = performance.now() - prepareStart;
  const results: SearchRun['queries'] = [];
  for (const query of queries) {
    const needle = query.toLowerCase();
    const filterStart = performance.now();
    const found = chats.filter((chat) => matches(chat, needle));
    const filterMs = performance.now() - filterStart;
    const preparedStart = performance.now();
    const preparedCount = haystacks.filter((haystack) => haystack.includes(needle)).length;
    const preparedFilterMs = performance.now() - preparedStart;
    if (preparedCount !== found.length) throw new Error(`searches disagree for "${query}"`);
    const renderStart = performance.now();
    flushSync(() => root.render(<Sidebar chats={found} />));
    const renderMs = performance.now() - renderStart;
    results.push({ query, matches: found.length, filterMs, renderMs, preparedFilterMs });
    await nextFrame();
  }
  flushSync(() => root.render(<Sidebar chats={chats} />));
  await nextFrame();
  return {
    chats: count,
    corpusChars: haystacks.reduce((sum, haystack) => sum + haystack.length, 0),
    queries: results,
    prepareMs,
    rowsMounted: document.querySelectorAll('.bench-list [data-index]').length,
  };
}
