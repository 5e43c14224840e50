import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';

export interface VoxOption {
  id: string;
  label: string;
}

/** A labelled single select (react-aria: keyboard, screen readers, typeahead). */
export function VoxSelect({ label, placeholder, items, selected, onSelect }: {
  label: string;
  placeholder: string;
  items: readonly VoxOption[];
  selected: string | null;
  onSelect: (id: string | null) => void;
}) {
  return (
    <Select className="field vox-select" placeholder={placeholder} selectedKey={selected} onSelectionChange={(key) => onSelect(key === null ? null : String(key))}>
      <Label>{label}</Label>
      <Button className="button vox-select-button">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="menu" placement="bottom start">
        <ListBox items={items}>
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
