/** tools.md §9: a text sent to a model is at most this many tokens (the server counts them exactly). */
export const maxTextTokens = 40_000;

/**
 * Real texts average 3.5 to 4.5 characters a token (o200k: the spec 4.5, German and code about
 * 3.8, logs fewer); 6 leaves a margin, so a text longer than this is over the limit whatever it
 * says. Shorter texts go to the server, whose exact count (a 413) has the last word.
 */
export const charactersSurelyOverLimit = maxTextTokens * 6;

/** A character count, no tokenizer: cheap enough for every keystroke in a 1.5 MB text. */
export const surelyOverTokenLimit = (text: string) => text.length > charactersSurelyOverLimit;

/**
 * The newest messages of a conversation that could still fit the limit together: the oldest go
 * while the rest is surely over it by characters. The server counts what is left exactly and
 * leaves out more where it must; this keeps a long chat's request small (a 15 MB chat would be
 * over the API's 4 MB body limit). The newest message always stays: alone over the limit, it is
 * the server's 413 to tell.
 */
export function newestWithinReach<Message extends { content: string }>(messages: readonly Message[]): Message[] {
  let characters = 0;
  let first = messages.length;
  while (first > 0) {
    characters += messages[first - 1]!.content.length;
    if (characters > charactersSurelyOverLimit && first < messages.length) break;
    first -= 1;
  }
  return messages.slice(first);
}
