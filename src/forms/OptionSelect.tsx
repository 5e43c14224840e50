import { ChevronDown } from 'lucide-react';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text } from 'react-aria-components';
import { popoverOffsetPx } from './overlays';

export interface SelectOption {
  id: string;
  label: string;
}

/** A labelled single select over plain options (react-aria: keyboard, screen readers, typeahead). */
export function OptionSelect({
  label, placeholder, items, selected, onSelect, description, isDisabled = false, labelHidden = false, className,
}: {
  label: string;
  placeholder: string;
  items: readonly SelectOption[];
  selected: string | null;
  onSelect: (id: string | null) => void;
  description?: string;
  isDisabled?: boolean;
  /** The label is read, not shown: for a select whose row already says what it is (a passage's speaker). */
  labelHidden?: boolean;
  className?: string;
}) {
  return (
    <Select
      className={className ? `field option-select ${className}` : 'field option-select'}
      placeholder={placeholder}
      selectedKey={selected}
      onSelectionChange={(key) => onSelect(key === null ? null : String(key))}
      isDisabled={isDisabled || items.length === 0}
    >
      <Label className={labelHidden ? 'sr-only' : undefined}>{label}</Label>
      <Button className="button option-select-button">
        <SelectValue />
        <ChevronDown aria-hidden="true" className="icon" />
      </Button>
      {description && <Text slot="description" className="field-hint">{description}</Text>}
      <Popover className="menu option-select-popover" placement="bottom start" offset={popoverOffsetPx}>
        <ListBox items={items} className="option-select-options">
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className="menu-item">
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
