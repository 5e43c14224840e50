import { ChevronRight, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ContextReceipt } from '../../../domain/context-receipt';
import { receiptText } from '../receipt-text';
import './context-receipt.css';

/**
 * Under an answer, what it was given to read — a one-line summary that opens
 * into the documents, whole or by which passages, and how many tokens. When part of a document
 * was left out to fit the model's limit, a warning says so in words, with an icon; so does a
 * chat whose oldest messages the model was not given.
 */
export function ContextReceiptView({ receipt }: { receipt: ContextReceipt }) {
  const { t, i18n } = useTranslation('chat-stream');
  const { summary, warning, earlier, documents } = receiptText(receipt, t, i18n.language);
  const warningMark = (text: string) => (
    <span className="context-receipt-warning">
      <TriangleAlert aria-hidden="true" size="1em" /> {text}
    </span>
  );
  // Not in the documents' list: it is about the chat, and is read without opening anything.
  const earlierNote = earlier && <p className="context-receipt context-receipt-earlier">{warningMark(earlier)}</p>;
  const documentsPart =
    documents.length === 0 ? (
      <p className="context-receipt context-receipt-summary">{summary}</p>
    ) : (
      <details className="context-receipt">
        <summary className="context-receipt-summary">
          <ChevronRight className="context-receipt-chevron" aria-hidden="true" size="1em" />
          <span>{summary}</span>
          {warning && warningMark(warning)}
        </summary>
        <ul className="context-receipt-list">
          {documents.map(({ name, usage, leftOut }, index) => (
            <li key={`${index}-${name}`}>
              <strong>{name}</strong>: {usage}
              {leftOut && warningMark(leftOut)}
            </li>
          ))}
        </ul>
      </details>
    );
  return (
    <>
      {documentsPart}
      {earlierNote}
    </>
  );
}
