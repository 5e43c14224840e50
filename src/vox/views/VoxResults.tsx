import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { keptDays, maxKeptResults } from '../../../machines/vox/vox-kept';
import { DisclosureHeading } from '../../forms/DisclosureHeading';
import { useVoxTool } from '../vox-tool-context';
import { ResultPanel } from './ResultPanel';

/** What the storage of the results has to say, until the user dismisses it. */
function VoxNoticeBanner() {
  const { t } = useTranslation('vox');
  const { actor, commands } = useVoxTool();
  const notice = useSelector(actor, (s) => s.context.notice);
  if (!notice) return null;
  const text = notice.kind === 'unreadable' ? t('notices.unreadable', { count: notice.count }) : t(`notices.${notice.kind}`);
  return (
    <div className={notice.kind === 'saveFailed' || notice.kind === 'storageFull' ? 'notice' : 'notice notice-danger'} role="alert">
      <p>{text}</p>
      <Button className="button" onPress={commands.dismissNotice}>
        {t('notices.dismiss')}
      </Button>
    </div>
  );
}

/** tools.md §2: results per file in accordion panels; kept ones (from an earlier visit) start closed, new ones open. */
export function VoxResults() {
  const { t } = useTranslation('vox');
  const { actor } = useVoxTool();
  const results = useSelector(actor, (s) => s.context.results);
  const restored = useSelector(actor, (s) => s.context.restored);
  // What the user opened or closed; otherwise a new result is open and a kept one closed.
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const isOpen = (id: string) => toggled.get(id) ?? !restored.includes(id);
  const expanded = results.map((result) => result.id).filter(isOpen);
  return (
    <section className="vox-results" aria-labelledby="vox-results-heading">
      <h2 id="vox-results-heading">{t('results.heading')}</h2>
      <p className="muted">{t('results.kept', { days: keptDays, max: maxKeptResults })}</p>
      <VoxNoticeBanner />
      {results.length === 0 && <p className="muted">{t('results.empty')}</p>}
      <DisclosureGroup
        allowsMultipleExpanded
        expandedKeys={expanded}
        onExpandedChange={(keys) => setToggled(new Map(results.map((result) => [result.id, keys.has(result.id)])))}
      >
        {results.map((result) => (
          <Disclosure key={result.id} id={result.id} className="vox-panel">
            <DisclosureHeading className="vox-panel-trigger">{result.fileName}</DisclosureHeading>
            <DisclosurePanel className="vox-panel-body">
              <ResultPanel result={result} />
            </DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </section>
  );
}
