import type { ReactNode } from 'react';

/** Where a bench scene is rendered: the page's React root, inside the i18n provider. */
export interface Stage {
  render(children: ReactNode): void;
}
