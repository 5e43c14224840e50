import { isWithinTokenLimit } from 'gpt-tokenizer';
import { maxTextTokens } from '../../../domain/text-limit';
import { HttpError } from '../http/errors';
import type { ChatMessage } from '../../../contracts/main-api';

export const maxTokens = maxTextTokens;

/**
 * The conversation that goes to the model: its newest messages that fit the 40,000-token limit of
 * tools.md §9 together (o200k tokenizer), older ones left out, oldest first, so a long chat can
 * still be asked on. The newest message alone over the limit is the 413 of tools.md §5.
 */
export function withinTokenLimit(messages: readonly ChatMessage[]): ChatMessage[] {
  let tokensLeft = maxTokens;
  let first = messages.length;
  while (first > 0) {
    const tokens = isWithinTokenLimit(messages[first - 1]!.content, tokensLeft);
    if (tokens === false) break;
    tokensLeft -= tokens;
    first -= 1;
  }
  if (first === messages.length && messages.length > 0) {
    throw new HttpError(413, `The text is too long. The maximum length is ${maxTokens.toLocaleString('en-US')} tokens.`);
  }
  return messages.slice(first);
}
