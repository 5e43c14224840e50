import { BadgeCheck, FileSearch, TriangleAlert } from 'lucide-react';
import { GridList, GridListItem } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { AnswerSource } from '../../../domain/answer-source';
import type { RegistryMessage } from '../../../store/registry-chats.slice';
import { useRegistryTool } from '../registry-tool-context';

/** Whether a source opens at its passage: verified, with a place to open. */
const opens = (source: AnswerSource) => source.verified === true && source.location !== undefined;

/** What the component said of the source's passage; nothing where it said nothing (older answers). */
function SourceMark({ source }: { source: AnswerSource }) {
  const { t } = useTranslation('registry');
  if (source.verified === true) {
    return (
      <span className="registry-source-mark registry-source-verified">
        <BadgeCheck aria-hidden="true" size="1em" /> {t('sources.verified')}
      </span>
    );
  }
  if (source.verified !== false) return null;
  return (
    <span className="registry-source-mark registry-source-unverified">
      <TriangleAlert aria-hidden="true" size="1em" /> {t('sources.unverified', { reason: t(`sources.reason.${source.unverifiedReason ?? 'unknown'}`) })}
    </span>
  );
}

/**
 * The passages an answer drew on, as a list the keyboard reaches (Tab, then the
 * arrow keys); a verified one opens at its passage (Enter or a click), and Escape comes back to it.
 */
export function SourcesList({ sources }: { sources: AnswerSource[] }) {
  const { t } = useTranslation('registry');
  const { commands } = useRegistryTool();
  const items = sources.map((source, id) => ({ id, source }));
  return (
    <div className="registry-sources">
      <p className="registry-sources-title">{t('sources.title')}</p>
      <GridList
        aria-label={t('sources.label')}
        className="registry-sources-list"
        items={items}
        onAction={(key) => {
          const source = sources[Number(key)];
          if (source && opens(source)) commands.openSource(source);
        }}
      >
        {({ id, source }) => (
          <GridListItem
            id={id}
            textValue={`${source.document}: ${source.section}`}
            className={`registry-source${opens(source) ? ' registry-source-opens' : ''}`}
          >
            <span className="registry-source-heading">
              <span>
                <strong>{source.document}</strong> · {source.section}
              </span>
              <SourceMark source={source} />
            </span>
            <span className="registry-source-passage">{source.passage}</span>
            {opens(source) && (
              <span className="registry-source-open">
                <FileSearch aria-hidden="true" size="1em" /> {t('sources.open')}
              </span>
            )}
          </GridListItem>
        )}
      </GridList>
    </div>
  );
}

/** MessageArea's `renderAfter`: an answer's sources under it (module-level, so the rows stay memoised). */
export const renderSources = (message: RegistryMessage) =>
  message.role === 'assistant' && message.sources && message.sources.length > 0 ? <SourcesList sources={message.sources} /> : null;
