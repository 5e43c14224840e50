import { useState } from 'react';
import { ComboBox, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ComboBoxInput } from '../../forms/ComboBoxInput';
import { popoverOffsetPx } from '../../forms/overlays';

interface DepartmentOption {
  department_code: string;
  department_name: string;
}

/** tools.md §2: the searchable department select (by name or code). */
export function DepartmentComboBox({
  label, departments, selected, onSelect,
}: {
  label: string;
  departments: readonly DepartmentOption[];
  selected: string | null;
  onSelect: (code: string | null) => void;
}) {
  const { t } = useTranslation('audit');
  const nameOf = (code: string | null) => {
    const department = departments.find((d) => d.department_code === code);
    return department ? `${department.department_name} (${department.department_code})` : '';
  };
  const [query, setQuery] = useState<string | null>(null);
  const text = query ?? nameOf(selected);
  const needle = (query ?? '').trim().toLocaleLowerCase();
  const shown = departments.filter((d) => !needle || `${d.department_name} ${d.department_code}`.toLocaleLowerCase().includes(needle));
  return (
    <ComboBox
      className="field audit-combobox"
      items={shown.map((d) => ({ id: d.department_code, label: nameOf(d.department_code) }))}
      inputValue={text}
      onInputChange={setQuery}
      selectedKey={selected}
      onSelectionChange={(key) => {
        setQuery(null);
        if (key !== null) onSelect(String(key));
      }}
      onBlur={() => setQuery(null)}
      menuTrigger="focus"
      allowsEmptyCollection
      isDisabled={departments.length === 0}
    >
      <Label>{label}</Label>
      <ComboBoxInput className="audit-combobox-field" placeholder={t('sidebar.searchDepartment')} showLabel={t('sidebar.showDepartments')} />
      <Popover className="menu audit-popover" placement="bottom start" offset={popoverOffsetPx}>
        <ListBox className="audit-options" renderEmptyState={() => <p className="muted menu-item">{t('sidebar.noDepartmentMatch')}</p>}>
          {(item: { id: string; label: string }) => (
            <ListBoxItem id={item.id} textValue={item.label} className="menu-item">
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
