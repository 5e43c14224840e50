import { takeAlongFile } from '../../src/take-along/take-along-file';

/** What a long-chat take-along file holds, to find it again in the studio. */
export interface LongChatFile {
  text: string;
  /** The long chat's name and its last message's last words. */
  longChatName: string;
  lastWords: string;
  sidebarChats: number;
}

const words = ['walrus', 'budget', 'latency', 'invoice', 'retrieval', 'component', 'passage', 'summary', 'context', 'answer', 'tenant', 'release'];
const word = (seed: number) => words[seed % words.length] ?? 'word';
const sentence = (seed: number) => `${Array.from({ length: 14 }, (_, at) => word(seed * 31 + at * 7)).join(' ')} ${seed % 997}.`;

/** A Markdown answer of about `chars` characters: a heading, paragraphs, a table and a code block, repeated. */
function answer(turn: number, chars: number): string {
  const parts = [`## Answer ${turn}`];
  for (let part = 0; parts.join('\n\n').length < chars; part += 1) {
    const seed = turn * 101 + part;
    parts.push(
      `${sentence(seed)} **${word(seed)}** and \`${word(seed + 1)}\` ${sentence(seed + 2)}`,
      ['| Item | Cost | Owner |', '| --- | ---: | --- |', ...Array.from({ length: 4 }, (_, row) => `| ${word(seed + row)} | ${(seed * 13 + row) % 9000} | ${word(seed + row + 5)} |`)].join('\n'),
      ['```ts', `export function ${word(seed)}${part}(input: number): number {`, `  return input * ${seed % 89} + ${part};`, '}', '```'].join('\n'),
    );
  }
  return parts.join('\n\n');
}

/**
 * A take-along file (its format is the studio's stable export) with one general chat of
 * `messages` messages (questions and Markdown answers of about `answerChars` characters) and
 * `sidebarChats` short chats beside it, all recent.
 */
export function longChatFile({ messages, answerChars, sidebarChats = 0, now = Date.now() }: { messages: number; answerChars: number; sidebarChats?: number; now?: number }): LongChatFile {
  const longChatName = `Long chat: ${messages} messages`;
  const lastWords = `The last of ${messages} messages.`;
  const turns = Array.from({ length: messages }, (_, turn) =>
    turn % 2 === 0 ? { role: 'user', content: `Question ${turn}: ${sentence(turn)} ${sentence(turn + 1)}` } : { role: 'assistant', content: answer(turn, answerChars) },
  );
  const last = turns[messages - 1];
  if (last) last.content = `${last.content}\n\n${lastWords}`;
  const items = [
    { sessionId: `session_long-chat-${messages}`, name: longChatName, messages: turns, timeStamp: now, createdAt: now - 3_600_000, documents: [] },
    ...Array.from({ length: sidebarChats }, (_, index) => ({
      sessionId: `session_sidebar-${index}`,
      name: `Sidebar chat ${String(index).padStart(4, '0')} ${word(index)}`,
      messages: [
        { role: 'user', content: `About the ${word(index + 3)} of ${index}` },
        { role: 'assistant', content: sentence(index) },
      ],
      timeStamp: now - (index + 1) * 60_000,
      createdAt: now - (index + 1) * 60_000,
      documents: [],
    })),
  ];
  const file = takeAlongFile({ exportedAt: now, user: 'alice', tenant: 'corporate', tools: { chat: { lists: { chats: { version: 1, items } }, settings: {} } } });
  return { text: JSON.stringify(file), longChatName, lastWords, sidebarChats };
}
