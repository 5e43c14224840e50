import type { Passage } from '../documents/passage-search';
import type { LlmMessage } from '../llm/llm-client';
import type { ChatMessage } from './chat-request';

const role = [
  'You are Studio, an assistant for the staff of the organisation.',
  "Answer in the language of the user's last message. Use Markdown.",
].join(' ');

const grounding = [
  'Answer from the passages of the user\'s documents below where they are relevant.',
  'After a statement taken from a passage, name its file in square brackets, e.g. [report.pdf].',
  'If the passages do not hold the answer, say so rather than guessing.',
].join(' ');

/** The conversation for the model: a system message carrying the passages, then the chat as sent. */
export function modelMessages(messages: readonly ChatMessage[], passages: readonly Passage[]): LlmMessage[] {
  const context = passages.map((passage, i) => `[${i + 1}] ${passage.fileName}\n${passage.content}`).join('\n\n');
  const system = passages.length ? `${role}\n\n${grounding}\n\n${context}` : role;
  return [{ role: 'system', content: system }, ...messages];
}
