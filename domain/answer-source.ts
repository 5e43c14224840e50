/** A passage a registry component's answer drew on (the last chunk's `sources`): plain text, shown under the answer. */
export interface AnswerSource {
  document: string;
  section: string;
  passage: string;
}
