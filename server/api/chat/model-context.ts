import type { ContextBlock } from './document-context';
import type { LlmMessage } from '../llm/llm-client';
import type { ChatMessage } from '../../../contracts/main-api';

const role = [
  'You are Studio, an assistant for the staff of the organisation.',
  "Answer in the language of the user's last message. Use Markdown.",
].join(' ');

const grounding = [
  'Answer from the user\'s documents below (whole texts or passages) where they are relevant.',
  'After a statement taken from one, name its file in square brackets, e.g. [report.pdf].',
  'If they do not hold the answer, say so rather than guessing.',
].join(' ');

/** The conversation for the model: a system message carrying the documents' text, then the chat as sent. */
export function modelMessages(messages: readonly ChatMessage[], blocks: readonly ContextBlock[]): LlmMessage[] {
  const context = blocks.map((block, i) => `[${i + 1}] ${block.fileName}\n${block.content}`).join('\n\n');
  const system = blocks.length ? `${role}\n\n${grounding}\n\n${context}` : role;
  return [{ role: 'system', content: system }, ...messages];
}
