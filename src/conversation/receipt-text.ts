import type { TFunction } from 'i18next';
import type { ContextReceipt, ReceiptDocument } from '../../domain/context-receipt';

/** A context receipt in words: the summary line, the warning when something was cut, one line per document. */
export interface ReceiptText {
  summary: string;
  /** Set when part of a document was left out to fit the model's limit. */
  warning: string | null;
  /** Set when the chat's oldest messages were left out to fit it. */
  earlier: string | null;
  documents: { name: string; usage: string; leftOut: string | null }[];
}

type T = TFunction<'chat-stream'>;

function usage(t: T, document: ReceiptDocument, number: (n: number) => string): string {
  const tokens = number(document.tokens);
  if (document.use === 'whole') return t('receiptWhole', { tokens });
  if (document.passageCount === 0) return t('receiptNoText');
  if (document.passages.length === 0) return t('receiptNoPassage');
  return t('receiptSomePassages', { count: document.passages.length, list: document.passages.join(', '), total: number(document.passageCount), tokens });
}

/** The receipt's texts in the interface's language (`language` formats the numbers: 3,100 or 3.100). */
export function receiptText(receipt: ContextReceipt, t: T, language: string): ReceiptText {
  const format = new Intl.NumberFormat(language);
  const number = (n: number) => format.format(n);
  const passages = receipt.documents.reduce((sum, document) => sum + document.passages.length, 0);
  const parts = [
    t('receiptDocuments', { count: receipt.documents.length }),
    ...(passages > 0 ? [t('receiptPassages', { count: passages })] : []),
    t('receiptTokens', { tokens: number(receipt.tokens) }),
  ];
  return {
    summary: receipt.documents.length === 0 ? t('receiptNone') : t('receiptSummary', { parts: parts.join(', ') }),
    warning: receipt.truncated ? t('receiptCut') : null,
    earlier: receipt.earlierMessages ? t('receiptEarlier', { count: receipt.earlierMessages }) : null,
    documents: receipt.documents.map((document) => ({
      name: document.name,
      usage: usage(t, document, number),
      leftOut: document.leftOut ? t('receiptLeftOut') : null,
    })),
  };
}

/** The receipt as lines of a transcript, under the answer. */
export function receiptLines({ summary, warning, earlier, documents }: ReceiptText): string[] {
  return [
    warning ? `${summary}. ${warning}.` : `${summary}.`,
    ...(earlier ? [`${earlier}.`] : []),
    ...documents.map(({ name, usage: how, leftOut }) => `- ${name}: ${how}${leftOut ? `; ${leftOut}` : ''}`),
  ];
}
