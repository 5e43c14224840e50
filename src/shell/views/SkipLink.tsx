import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The work area a skip lands in: a tool's (beside its panel), else the whole main content. */
export function skipTarget(): HTMLElement | null {
  return document.querySelector<HTMLElement>('#main .tool-work') ?? document.getElementById('main');
}

/**
 * WCAG 2.4.1: the page's first stop, shown when focused. It moves the focus to the work area, so
 * the next Tab reaches the tool's own controls (the chat's message box) instead of the navigation
 * and the panel. A plain link: it comes with the shell, before React Aria's code.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = skipTarget();
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <a className="skip-link" href="#main" onClick={skip}>
      {t('nav.skipToContent')}
    </a>
  );
}
