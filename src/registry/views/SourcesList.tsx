import { GridList, GridListItem } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { AnswerSource } from '../../../domain/answer-source';
import type { RegistryMessage } from '../../../store/registry-chats.slice';

/** Issue 13 item 6: the passages an answer drew on, as a list the keyboard reaches (Tab, then the arrow keys). */
export function SourcesList({ sources }: { sources: AnswerSource[] }) {
  const { t } = useTranslation('registry');
  return (
    <div className="registry-sources">
      <p className="registry-sources-title">{t('sources.title')}</p>
      <GridList aria-label={t('sources.label')} className="registry-sources-list" items={sources.map((source, id) => ({ id, ...source }))}>
        {(source) => (
          <GridListItem id={source.id} textValue={`${source.document}: ${source.section}`} className="registry-source">
            <span>
              <strong>{source.document}</strong> · {source.section}
            </span>
            <span className="registry-source-passage">{source.passage}</span>
          </GridListItem>
        )}
      </GridList>
    </div>
  );
}

/** MessageArea's `renderAfter`: an answer's sources under it (module-level, so the rows stay memoised). */
export const renderSources = (message: RegistryMessage) =>
  message.role === 'assistant' && message.sources && message.sources.length > 0 ? <SourcesList sources={message.sources} /> : null;
