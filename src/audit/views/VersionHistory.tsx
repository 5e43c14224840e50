import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { draftOf } from '../../../machines/audit/audit-selection';
import type { AuditPrompt } from '../../../machines/audit/audit.types';
import type { PromptVersion } from '../../api/audit-client';
import { ConfirmDialog } from '../../conversation/views/ConfirmDialog';
import { formatDate, formatTime } from '../../i18n/formats';
import { useAuditTool } from '../audit-tool-context';

type History = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; versions: PromptVersion[] };

/** Issue 12, item 9: the prompt's earlier versions; the owner restores one with an update of its fields. */
export function VersionHistory({ prompt, canRestore }: { prompt: AuditPrompt; canRestore: boolean }) {
  const { t, i18n } = useTranslation('audit');
  const { commands } = useAuditTool();
  const [history, setHistory] = useState<History>({ state: 'loading' });
  const [restoring, setRestoring] = useState<PromptVersion | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    commands.listVersions(prompt.id, controller.signal).then(
      (versions) => setHistory({ state: 'loaded', versions }),
      () => !controller.signal.aborted && setHistory({ state: 'failed' }),
    );
    return () => controller.abort();
  }, [commands, prompt.id]);

  const when = (iso: string) => `${formatDate(new Date(iso), i18n.language)} ${formatTime(new Date(iso), i18n.language)}`;
  return (
    <section className="audit-versions" aria-labelledby="audit-versions-heading">
      <h3 id="audit-versions-heading">{t('versions.heading', { version: prompt.version })}</h3>
      {history.state === 'loading' && <p className="muted">{t('versions.loading')}</p>}
      {history.state === 'failed' && <p className="error-text">{t('versions.failed')}</p>}
      {history.state === 'loaded' && history.versions.length === 0 && <p className="muted">{t('versions.none')}</p>}
      {history.state === 'loaded' && history.versions.length > 0 && (
        <ol className="audit-version-list">
          {history.versions.map((version) => (
            <li key={version.version}>
              <span>
                {t('versions.entry', { version: version.version, name: version.prompt_name, date: when(version.replaced_at) })}
              </span>
              {canRestore && (
                <Button className="button" onPress={() => setRestoring(version)} aria-label={t('versions.restoreLabel', { version: version.version })}>
                  {t('versions.restore')}
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      {restoring && (
        <ConfirmDialog
          headline={t('versions.confirmRestore', { version: restoring.version, name: prompt.prompt_name })}
          onCancel={() => setRestoring(null)}
          onConfirm={() => {
            commands.savePrompt({ op: 'update', id: prompt.id, body: draftOf({ ...prompt, ...restoring }) });
            setRestoring(null);
          }}
        />
      )}
    </section>
  );
}
