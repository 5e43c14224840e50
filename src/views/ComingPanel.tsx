import { useTranslation } from 'react-i18next';

export type ToolName = 'home' | 'vision' | 'vox' | 'scos' | 'audit' | 'rags' | 'guidelines';

/** The one allowed placeholder: a tool whose own issue has not landed yet. */
export function ComingPanel({ tool }: { tool: ToolName }) {
  const { t } = useTranslation();
  const name = t(`tools.${tool}`);
  return (
    <section className="panel">
      <h1>{t('coming.title', { tool: name })}</h1>
      <p>{t('coming.body')}</p>
    </section>
  );
}
