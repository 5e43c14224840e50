import { Check } from 'lucide-react';

/** The drawn box of a React Aria Checkbox (`className="checkbox"`): the tick shows when selected (styles.css). */
export function CheckboxMark() {
  return (
    <span className="box" aria-hidden="true">
      <Check className="icon" strokeWidth={3} />
    </span>
  );
}
