import type { ChatMessage } from '../../../domain/chat';
import { MarkdownWriter, seededRandom } from '../fixtures/markdown-fixtures';

/** A long conversation: questions and Markdown answers of varying length. */
export function conversation(count: number, seed = 500): ChatMessage[] {
  const writer = new MarkdownWriter(seededRandom(seed));
  return Array.from({ length: count }, (_, index): ChatMessage =>
    index % 2 === 0
      ? { role: 'user', content: `${writer.sentence()}\n${writer.sentence()}` }
      : { role: 'assistant', content: writer.answer(300 + (index % 7) * 250) },
  );
}

export interface BenchChat {
  name: string;
  messages: ChatMessage[];
}

/** A history of `count` chats, each a few exchanges long. */
export function history(count: number, seed = 2000): BenchChat[] {
  const writer = new MarkdownWriter(seededRandom(seed));
  return Array.from({ length: count }, (_, index) => ({
    name: `${writer.word()} ${writer.word()} ${index}`,
    messages: Array.from({ length: 4 + (index % 5) }, (_, turn): ChatMessage =>
      turn % 2 === 0 ? { role: 'user', content: writer.sentence() } : { role: 'assistant', content: writer.paragraph() },
    ),
  }));
}
