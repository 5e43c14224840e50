/**
 * What an answer was given to read: which documents went into the model's
 * context and how, how much, and whether something was left out to fit. The reference API sends
 * it as a line of the answer stream (contract: ContextReceipt in docs/openapi/main.yaml); the
 * studio keeps it with the answer. Wire and stored shape are the same: a receipt stored before
 * `earlierMessages` existed is one that read the whole conversation.
 */

import type { ContextReceipt, ReceiptDocument } from '../contracts/main-api';

export type { ContextReceipt, ReceiptDocument };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function parseReceiptDocument(value: unknown): ReceiptDocument | undefined {
  if (!isRecord(value)) return undefined;
  const { name, docHash, use, passages, passageCount, tokens, leftOut } = value;
  if (typeof name !== 'string' || typeof docHash !== 'string' || (use !== 'whole' && use !== 'passages')) return undefined;
  if (!Array.isArray(passages) || !passages.every(isCount) || !isCount(passageCount) || !isCount(tokens) || typeof leftOut !== 'boolean') return undefined;
  return { name, docHash, use, passages: [...passages], passageCount, tokens, leftOut };
}

/** A receipt as a backend sent it or a record stored it, cleaned; undefined when it is not one. */
export function parseContextReceipt(value: unknown): ContextReceipt | undefined {
  if (!isRecord(value) || !Array.isArray(value.documents) || !isCount(value.tokens) || typeof value.truncated !== 'boolean') return undefined;
  const documents = value.documents.map(parseReceiptDocument);
  if (!documents.every((document): document is ReceiptDocument => document !== undefined)) return undefined;
  // A count that is not one is dropped, not the receipt: the documents still say what went in.
  const earlierMessages = isCount(value.earlierMessages) && value.earlierMessages > 0 ? { earlierMessages: value.earlierMessages } : {};
  return { documents, tokens: value.tokens, truncated: value.truncated, ...earlierMessages };
}
