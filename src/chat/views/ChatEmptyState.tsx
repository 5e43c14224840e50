import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/**
 * A new chat: what to do next, and a few example questions. Pressing one puts it in the message
 * box (docs/decisions.md, "The chat's look"): the user reads it, finishes it, and sends it.
 */
export function ChatEmptyState({ onPick }: { onPick: (question: string) => void }) {
  const { t } = useTranslation('chat');
  return (
    <div className="empty-chat">
      <h2 className="empty-chat-title">{t('messages.emptyTitle')}</h2>
      <p className="muted">{t('messages.empty')}</p>
      <ul className="example-questions" aria-label={t('messages.examplesLabel')}>
        {t('messages.examples', { returnObjects: true }).map((question) => (
          <li key={question}>
            <Button className="example-question" onPress={() => onPick(question)}>
              {question.trim()}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
