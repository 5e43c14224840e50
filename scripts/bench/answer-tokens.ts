import { decode, encode } from 'gpt-tokenizer';
import { MarkdownWriter, seededRandom } from './fixtures/markdown-fixtures';

/**
 * The streamed answer: deterministic Markdown cut into exactly `tokenCount` GPT tokens, each
 * decoded on its own, so a chunk is what one streamed token delta carries.
 */
export function answerTokens(tokenCount: number, seed = 20_000): string[] {
  const writer = new MarkdownWriter(seededRandom(seed));
  let tokens: number[] = [];
  for (let chars = tokenCount * 4; tokens.length < tokenCount; chars *= 1.25) {
    tokens = encode(writer.answer(chars));
  }
  const chunks = tokens.slice(0, tokenCount).map((token) => decode([token]));
  if (chunks.join('') !== decode(tokens.slice(0, tokenCount))) throw new Error('tokens do not decode one by one');
  return chunks;
}
