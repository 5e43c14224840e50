import { useSelector } from '@xstate/react';
import { Download, History } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ActivityEntry } from '../../../contracts/audit-api';
import { formatDateTime } from '../../i18n/formats';
import { useAuditTool } from '../audit-tool-context';

type Log = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; entries: ActivityEntry[] };

/**
 * The prompt activity log the user may read, with CSV and JSON downloads. While it is shown it is
 * read again whenever the prompts are (after a save, a make-live or a restore), the old rows
 * staying until the new ones arrive.
 */
export function ActivityLog() {
  const { t, i18n } = useTranslation('audit');
  const { commands, load } = useAuditTool();
  const [open, setOpen] = useState(false);
  const [log, setLog] = useState<Log>({ state: 'loading' });
  const departments = useSelector(load, (s) => s.context.departments);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    commands.listActivity(controller.signal).then(
      (entries) => setLog({ state: 'loaded', entries }),
      () => !controller.signal.aborted && setLog({ state: 'failed' }),
    );
    return () => controller.abort();
  }, [commands, open, departments]);
  const toggle = () => {
    setLog({ state: 'loading' });
    setOpen(!open);
  };

  const when = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <section className="audit-activity" aria-labelledby="audit-activity-heading">
      <h3 id="audit-activity-heading">{t('activity.heading')}</h3>
      <div className="audit-editor-actions">
        <Button className="button" aria-expanded={open} onPress={toggle}>
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
      {open && log.state === 'loading' && <p className="muted">{t('activity.loading')}</p>}
      {open && log.state === 'failed' && <p className="error-text">{t('activity.failed')}</p>}
      {open && log.state === 'loaded' && log.entries.length === 0 && <p className="muted">{t('activity.none')}</p>}
      {open && log.state === 'loaded' && log.entries.length > 0 && (
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
