import { Download, History } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ActivityEntry } from '../../../contracts/audit-api';
import { formatDate, formatTime } from '../../i18n/formats';
import { useAuditTool } from '../audit-tool-context';

type Log = { state: 'closed' } | { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; entries: ActivityEntry[] };

/** Issue 25, item 4: the prompt activity log the user may read, with CSV and JSON downloads. */
export function ActivityLog() {
  const { t, i18n } = useTranslation('audit');
  const { commands } = useAuditTool();
  const [log, setLog] = useState<Log>({ state: 'closed' });
  const open = log.state !== 'closed';

  useEffect(() => {
    if (log.state !== 'loading') return;
    const controller = new AbortController();
    commands.listActivity(controller.signal).then(
      (entries) => setLog({ state: 'loaded', entries }),
      () => !controller.signal.aborted && setLog({ state: 'failed' }),
    );
    return () => controller.abort();
  }, [commands, log.state]);

  const when = (iso: string) => `${formatDate(new Date(iso), i18n.language)} ${formatTime(new Date(iso), i18n.language)}`;
  return (
    <section className="audit-activity" aria-labelledby="audit-activity-heading">
      <h3 id="audit-activity-heading">{t('activity.heading')}</h3>
      <div className="audit-editor-actions">
        <Button className="button" aria-expanded={open} onPress={() => setLog(open ? { state: 'closed' } : { state: 'loading' })}>
          <History aria-hidden="true" size={16} />
          {open ? t('activity.hide') : t('activity.show')}
        </Button>
        <Button className="button" onPress={() => void commands.downloadActivity('csv')}>
          <Download aria-hidden="true" size={16} />
          {t('activity.downloadCsv')}
        </Button>
        <Button className="button" onPress={() => void commands.downloadActivity('json')}>
          <Download aria-hidden="true" size={16} />
          {t('activity.downloadJson')}
        </Button>
      </div>
      {log.state === 'loading' && <p className="muted">{t('activity.loading')}</p>}
      {log.state === 'failed' && <p className="error-text">{t('activity.failed')}</p>}
      {log.state === 'loaded' && log.entries.length === 0 && <p className="muted">{t('activity.none')}</p>}
      {log.state === 'loaded' && log.entries.length > 0 && (
        <div className="audit-activity-scroll" tabIndex={0} role="region" aria-label={t('activity.heading')}>
          <table className="audit-activity-table">
            <caption>{t('activity.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('activity.time')}</th>
                <th scope="col">{t('activity.action')}</th>
                <th scope="col">{t('activity.prompt')}</th>
                <th scope="col">{t('activity.version')}</th>
                <th scope="col">{t('activity.who')}</th>
              </tr>
            </thead>
            <tbody>
              {[...log.entries].reverse().map((entry) => (
                <tr key={entry.id}>
                  <td><time dateTime={entry.at}>{when(entry.at)}</time></td>
                  <td>{t(`activity.actions.${entry.action}`)}</td>
                  <td>{`${entry.prompt_name} (${entry.department_code})`}</td>
                  <td>{entry.from_version === null ? entry.version : t('activity.restoredFrom', { version: entry.version, from: entry.from_version })}</td>
                  <td>{`${entry.actor_name} (${entry.actor_subject})`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
