/**
 * What an answer was given to read: which documents went into the model's
 * context and how, how much, and whether something was left out to fit. The reference API sends
 * it as a line of the answer stream (contract: ContextReceipt in docs/openapi/main.yaml); the
 * studio keeps it with the answer. Wire and stored shape are the same.
 */

/** `whole`: the document's full text went in; `passages`: only the passages listed. */
export type ReceiptUse = 'whole' | 'passages';

export interface ReceiptDocument {
  /** The file name. */
  name: string;
  docHash: string;
  use: ReceiptUse;
  /** The document's passages that went in, numbered from 1 in document order; empty for `whole`. */
  passages: number[];
  /** How many passages the document has in all. */
  passageCount: number;
  /** Tokens of this document's text that went in. */
  tokens: number;
  /** Part of the document was left out to fit the model's limit. */
  leftOut: boolean;
}

export interface ContextReceipt {
  documents: ReceiptDocument[];
  /** Tokens of all document text that went in (o200k; for other models an estimate). */
  tokens: number;
  /** Something was left out to fit the model's limit: the documents with `leftOut` say what. */
  truncated: boolean;
}

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
  return { documents, tokens: value.tokens, truncated: value.truncated };
}
