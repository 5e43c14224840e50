import { X } from 'lucide-react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useDocumentSelection } from './use-chat-lists';

/**
 * What the next message will use, above the message box: the ticked documents as chips, each
 * untickable here (on a phone the list itself is in the drawer). With documents but none
 * ticked, a line says the answer will use none.
 */
export function ContextChips() {
  const { t } = useTranslation('chat');
  const { documents, selected, select } = useDocumentSelection();
  const used = documents.filter((document) => selected.includes(document.option.value));
  if (documents.length === 0) return null;
  if (used.length === 0) return <p className="context-chips muted">{t('input.usesNone')}</p>;
  return (
    <div className="context-chips">
      <span className="muted" id="context-chips-label">
        {t('input.uses')}
      </span>
      <ul aria-labelledby="context-chips-label">
        {used.map((document) => (
          <li key={document.option.value} className="chip">
            <span className="chip-label">{document.option.label}</span>
            <Button
              className="chip-remove"
              aria-label={t('input.stopUsing', { name: document.option.label })}
              onPress={() => select(selected.filter((hash) => hash !== document.option.value))}
            >
              <X aria-hidden="true" className="icon" />
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
