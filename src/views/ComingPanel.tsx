import { useTranslation } from 'react-i18next';

import type { ToolKey } from '../access/route-table';

/** The one allowed placeholder: a tool whose own issue has not landed yet. */
export function ComingPanel({ tool }: { tool: ToolKey }) {
  const { t } = useTranslation();
  const name = t(`tools.${tool}`);
  return (
    <section className="panel">
      <h1>{t('coming.title', { tool: name })}</h1>
      <p>{t('coming.body')}</p>
    </section>
  );
}
