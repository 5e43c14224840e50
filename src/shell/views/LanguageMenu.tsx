import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

import { localeChosen, selectLocale, supportedLocales } from '../../../store/locale.slice';
import { useAppDispatch, useAppSelector } from '../../platform/store-hooks';
import { localeShortCode } from '../../i18n/locale-short-code';
import type { Arrival } from '../../forms/DeferredTrigger';
import { popoverOffsetPx } from '../../forms/overlays';

export function LanguageMenu({ autoFocus, isOpen, onOpenChange }: Partial<Arrival>) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  // A preference: dispatched here directly.
  const dispatch = useAppDispatch();
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {/* The accessible name contains the visible code (WCAG 2.5.3). */}
      <Button autoFocus={autoFocus} className="button ghost" aria-label={`${t('nav.language')}: ${localeShortCode(locale, supportedLocales)}`}>
        {localeShortCode(locale, supportedLocales)}
      </Button>
      <Popover placement="bottom end" offset={popoverOffsetPx}>
        <Menu
          className="menu"
          aria-label={t('nav.language')}
          selectionMode="single"
          selectedKeys={[locale]}
          onAction={(key) => dispatch(localeChosen(String(key)))}
        >
          {supportedLocales.map((l) => (
            <MenuItem key={l} id={l} className="menu-item" lang={l}>
              {`${localeShortCode(l, supportedLocales)} · ${t(`locales.${l}`)}`}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
