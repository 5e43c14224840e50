export interface TypingIndicatorProps {
  /** What assistive technology announces, in the reader's language. */
  label: string;
}

/** The assistant is preparing an answer: three animated dots, announced as a status. */
export function TypingIndicator({ label }: TypingIndicatorProps) {
  return (
    <span role="status" aria-label={label} className="typing-indicator">
      <span aria-hidden="true" className="typing-indicator-dot" />
      <span aria-hidden="true" className="typing-indicator-dot" />
      <span aria-hidden="true" className="typing-indicator-dot" />
    </span>
  );
}
