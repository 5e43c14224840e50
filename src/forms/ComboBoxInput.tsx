import { ChevronDown } from 'lucide-react';
import { Button, Input } from 'react-aria-components';

/** A combo box's field: the text to search with, and the button that shows every option. */
export function ComboBoxInput({ className, placeholder, showLabel }: { className: string; placeholder: string; showLabel: string }) {
  return (
    <div className={className}>
      <Input placeholder={placeholder} />
      <Button className="button ghost" aria-label={showLabel}>
        <ChevronDown aria-hidden="true" className="icon" />
      </Button>
    </div>
  );
}
