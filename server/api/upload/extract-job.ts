import type { UploadKind } from '../../../domain/upload-allow-list';
import { extractText, hasUsableText } from './extract-text';
import { pdfInflatedBudget } from './pdf-budget';
import { verifyContent } from './verify-content';
import { inflatedBudget, type Budget } from './zip-budget';

export interface ExtractionJob {
  kind: UploadKind;
  bytes: Uint8Array;
  /** How much a file's compressed parts may inflate to, together. */
  maxInflatedBytes: number;
}

/** The answer of one job; the handler turns each refusal into its status and text. */
export type ExtractionOutcome =
  | { outcome: 'text'; text: string | null; truncated: boolean }
  | { outcome: 'unsupported'; reason: string }
  | { outcome: 'too-large-unpacked' }
  | { outcome: 'unreadable' }
  | { outcome: 'no-text' };

const isOffice = (kind: UploadKind) => kind === 'docx' || kind === 'xlsx' || kind === 'pptx';

function budgetOf(kind: UploadKind, bytes: Buffer, cap: number): Promise<Budget> | Budget {
  if (isOffice(kind)) return inflatedBudget(bytes, cap);
  if (kind === 'pdf') return pdfInflatedBudget(bytes, cap);
  return 'within';
}

/**
 * Everything an upload costs in CPU and memory, in the order a careful reader would: the bytes
 * are what they claim (415), their compressed parts stay within the inflation cap (413, before
 * any library inflates them), then the text is extracted (422 when it cannot be, or has no
 * letter or digit). Runs in an extraction worker (extraction-pool.ts), never on the event loop.
 */
export async function runExtraction({ kind, bytes: raw, maxInflatedBytes }: ExtractionJob): Promise<ExtractionOutcome> {
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  const verified = await verifyContent(bytes, kind);
  if ('refused' in verified) return { outcome: 'unsupported', reason: verified.refused };
  if (kind === 'png' || kind === 'jpeg') return { outcome: 'text', text: null, truncated: false };
  const budget = await budgetOf(kind, bytes, maxInflatedBytes);
  if (budget === 'over') return { outcome: 'too-large-unpacked' };
  // A zip whose directory cannot be walked is no Office file the libraries could read either.
  if (budget === 'broken') return { outcome: 'unreadable' };
  let extracted: { text: string; truncated: boolean };
  try {
    extracted = await extractText(kind, bytes, verified.text);
  } catch {
    return { outcome: 'unreadable' };
  }
  if (!hasUsableText(extracted.text)) return { outcome: 'no-text' };
  return { outcome: 'text', ...extracted };
}
