/** Why a component could not find a source's passage in the document it names (contract: ComponentSource.unverifiedReason). */
export const unverifiedReasons = ['document-not-found', 'passage-not-found'] as const;
export type UnverifiedReason = (typeof unverifiedReasons)[number];

/** Where a verified passage stands in its document: what the component's passage call opens. */
export interface PassageLocation {
  documentId: string;
  /** UTF-16 offsets into the document's text, the end exclusive. */
  start: number;
  end: number;
}

/**
 * A passage a registry component's answer drew on (the last chunk's `sources`): plain text, shown
 * under the answer. `verified` is absent where the component said nothing (older stored answers,
 * components that do not check): such a source is shown without a mark.
 */
export interface AnswerSource {
  document: string;
  section: string;
  passage: string;
  /** Whether the component found the full passage, word for word, in the document it names. */
  verified?: boolean;
  /** Why not, when `verified` is false; `unknown` for a code the studio does not know. */
  unverifiedReason?: UnverifiedReason | 'unknown';
  /** Where it stands, when verified. */
  location?: PassageLocation;
}
