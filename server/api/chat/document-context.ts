import { countTokens, isWithinTokenLimit } from 'gpt-tokenizer';
import type { ContextReceipt, ReceiptDocument } from '../../../domain/context-receipt';
import type { DocumentRef } from '../documents/document-store';
import type { Passage, PassageSearch } from '../documents/passage-search';

/**
 * The tokens the ticked documents may take in the model's context. With the conversation's own
 * 40,000 (tools.md §9), the instructions and room for the answer, a request fits a 64k model.
 */
export const documentTokenBudget = 16_000;
/** The passages retrieval picks for the documents that do not go in whole. */
export const passageCount = 4;
/** When no passage matches the question ("summarise this"): each such document's opening. */
const openingPassagesPerDocument = 2;
/**
 * Above this many characters per token of the budget left, a document is not read to be counted:
 * prose in the studio's languages has about 4 characters per o200k token, so such a text cannot fit.
 */
const maxCharactersPerToken = 12;
/** Passages overlap by about 150 characters (chunking.ts); a shorter match is taken for chance. */
const shortestOverlap = 8;
const longestOverlap = 400;

/** One piece of document text for the model, under its file name. */
export interface ContextBlock {
  fileName: string;
  content: string;
}

export interface DocumentContext {
  blocks: ContextBlock[];
  receipt: ContextReceipt;
}

/** A document's text from its passages in order, each overlap with the one before kept once. */
export function wholeText(passages: readonly Passage[]): string {
  let text = '';
  for (const { content } of passages) {
    let overlap = Math.min(text.length, content.length, longestOverlap);
    while (overlap >= shortestOverlap && !text.endsWith(content.slice(0, overlap))) overlap -= 1;
    if (overlap >= shortestOverlap) text += content.slice(overlap);
    else text += text ? `\n${content}` : content;
  }
  return text;
}

/**
 * What the model reads of the ticked documents, and its receipt. The smallest documents go in
 * whole while they fit the budget; the others by the passages that best match the question (or
 * their openings when none does), as many as still fit. A document of which only passages went
 * in is `leftOut`: the receipt says so, and the studio warns.
 */
export async function documentContext(
  search: PassageSearch,
  owner: string,
  documents: readonly DocumentRef[],
  question: string,
  budget = documentTokenBudget,
): Promise<DocumentContext> {
  const sizes = await search.sizes(owner, documents.map((doc) => doc.docHash));
  const characters = (doc: DocumentRef) => sizes.get(doc.docHash)?.characters ?? 0;
  let left = budget;

  const whole = new Map<string, { text: string; tokens: number }>();
  for (const doc of [...documents].filter((d) => sizes.has(d.docHash)).sort((a, b) => characters(a) - characters(b))) {
    if (characters(doc) > left * maxCharactersPerToken) continue;
    const text = wholeText(await search.all(owner, doc.docHash));
    const tokens = isWithinTokenLimit(text, left);
    if (tokens === false) continue;
    whole.set(doc.docHash, { text, tokens });
    left -= tokens;
  }

  const rest = documents.filter((doc) => sizes.has(doc.docHash) && !whole.has(doc.docHash)).map((doc) => doc.docHash);
  let found = rest.length ? await search.best(owner, rest, question, passageCount) : [];
  if (rest.length && !found.length) found = await search.opening(owner, rest, openingPassagesPerDocument);
  const taken: { passage: Passage; tokens: number }[] = [];
  for (const passage of found) {
    const tokens = countTokens(passage.content);
    if (tokens > left) continue;
    taken.push({ passage, tokens });
    left -= tokens;
  }

  const receiptDocuments = documents.map((doc): ReceiptDocument => {
    const passageTotal = sizes.get(doc.docHash)?.passageCount ?? 0;
    const wholeDoc = whole.get(doc.docHash);
    if (wholeDoc) return { name: doc.fileName, docHash: doc.docHash, use: 'whole', passages: [], passageCount: passageTotal, tokens: wholeDoc.tokens, leftOut: false };
    const mine = taken.filter(({ passage }) => passage.docHash === doc.docHash);
    return {
      name: doc.fileName,
      docHash: doc.docHash,
      use: 'passages',
      passages: mine.map(({ passage }) => passage.seq + 1).sort((a, b) => a - b),
      passageCount: passageTotal,
      tokens: mine.reduce((sum, { tokens }) => sum + tokens, 0),
      leftOut: mine.length < passageTotal,
    };
  });

  const blocks = [
    ...documents.flatMap((doc) => {
      const wholeDoc = whole.get(doc.docHash);
      return wholeDoc ? [{ fileName: doc.fileName, content: wholeDoc.text }] : [];
    }),
    ...taken.map(({ passage }) => ({ fileName: passage.fileName, content: passage.content })),
  ];
  return {
    blocks,
    receipt: { documents: receiptDocuments, tokens: budget - left, truncated: receiptDocuments.some((doc) => doc.leftOut) },
  };
}
