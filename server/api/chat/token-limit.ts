import { isWithinTokenLimit } from 'gpt-tokenizer';
import { maxTextTokens } from '../../../domain/text-limit';
import { HttpError } from '../http/errors';
import type { ChatMessage } from '../../../contracts/main-api';

export const maxTokens = maxTextTokens;

/** 413 when the messages together exceed the 40,000-token limit of tools.md §9 (o200k tokenizer). */
export function enforceTokenLimit(messages: readonly ChatMessage[]) {
  const text = messages.map((message) => message.content).join('\n');
  if (isWithinTokenLimit(text, maxTokens) === false) {
    throw new HttpError(413, `The text is too long. The maximum length is ${maxTokens.toLocaleString('en-US')} tokens.`);
  }
}
