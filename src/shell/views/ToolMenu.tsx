import { ChevronDown, Menu as MenuIcon } from 'lucide-react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { NavItem } from '../../access/access';
import type { Arrival } from '../../forms/DeferredTrigger';
import { popoverOffsetPx } from '../../forms/overlays';
import { toolDescriptionKey } from '../tool-description';

/** The tools that do not fit the bar: the burger (narrow screens) or "More" (after the first few). */
export function ToolMenu({ items, label, className, autoFocus, isOpen, onOpenChange }: { items: NavItem[]; label: string; className: 'burger' | 'more' } & Partial<Arrival>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button autoFocus={autoFocus} className={`button ghost ${className}`} aria-label={label}>
        {className === 'burger' ? <MenuIcon aria-hidden="true" className="icon" /> : <>{label} <ChevronDown aria-hidden="true" className="icon" /></>}
      </Button>
      <Popover placement="bottom start" offset={popoverOffsetPx}>
        <Menu className="menu" onAction={(key) => void navigate(String(key))}>
          {items.map((item) => (
            <MenuItem key={item.path} id={item.path} className="menu-item" textValue={t(item.label)}>
              <Text slot="label">{t(item.label)}</Text>
              <Text slot="description" className="menu-item-description">
                {t(toolDescriptionKey(item.label))}
              </Text>
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
