import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useVoxTool } from '../vox-tool-context';
import { ResultPanel } from './ResultPanel';

/** tools.md §2: results per file in accordion panels. */
export function VoxResults() {
  const { t } = useTranslation('vox');
  const { actor } = useVoxTool();
  const results = useSelector(actor, (s) => s.context.results);
  // A new result opens; a panel the user closed stays closed.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const expanded = results.map((result) => result.id).filter((id) => !collapsed.has(id));
  return (
    <section className="vox-results" aria-labelledby="vox-results-heading">
      <h2 id="vox-results-heading">{t('results.heading')}</h2>
      {results.length === 0 && <p className="muted">{t('results.empty')}</p>}
      <DisclosureGroup
        allowsMultipleExpanded
        expandedKeys={expanded}
        onExpandedChange={(keys) => setCollapsed(new Set(results.map((result) => result.id).filter((id) => !keys.has(id))))}
      >
        {results.map((result) => (
          <Disclosure key={result.id} id={result.id} className="vox-panel">
            <Heading level={3}>
              <Button slot="trigger" className="button ghost vox-panel-trigger">
                <span aria-hidden="true">▸</span> {result.fileName}
              </Button>
            </Heading>
            <DisclosurePanel className="vox-panel-body">
              <ResultPanel result={result} />
            </DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </section>
  );
}
