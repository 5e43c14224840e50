import { useSelector } from '@xstate/react';
import { memo } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../../store/chat.types';
import { sentinels } from '../../errors/catalogue';
import { useChatContext } from '../chat-services-context';
import { MessageContent } from '../render/MessageContent';

export interface MessageHandlers {
  onCopy: (content: string) => void;
  onEdit: (index: number) => void;
  onResend: (index: number) => void;
  onDeleteLast: () => void;
}

interface MessageViewProps {
  message: ChatMessage;
  index: number;
  isLast: boolean;
  /** No answer is being waited for: editing and asking again are possible. */
  ready: boolean;
  handlers: MessageHandlers;
}

/** One stored message with its actions. Memoised: a streaming answer does not re-render the others. */
export const MessageView = memo(function MessageView({ message, index, isLast, ready, handlers }: MessageViewProps) {
  const { t } = useTranslation('chat');
  const who = message.role === 'user' ? t('messages.you') : t('messages.assistant');
  return (
    <article className={`message message-${message.role}`} aria-label={who}>
      <header className="message-who">{who}</header>
      <MessageContent message={message} />
      <div className="message-actions">
        <Button className="button ghost" onPress={() => handlers.onCopy(message.content)}>{t('actions.copy')}</Button>
        {ready && message.role === 'user' && (
          <Button className="button ghost" onPress={() => handlers.onEdit(index)}>{t('actions.edit')}</Button>
        )}
        {ready && <Button className="button ghost" onPress={() => handlers.onResend(index)}>{t('actions.resend')}</Button>}
        {ready && isLast && <Button className="button ghost" onPress={handlers.onDeleteLast}>{t('actions.deleteLast')}</Button>}
      </div>
    </article>
  );
});

/** The answer being streamed: the only part of the list that follows the stream's text. */
export function LiveAnswer() {
  const { t } = useTranslation('chat');
  const { services } = useChatContext();
  const text = useSelector(services.stream, (s) => s.context.text);
  return (
    <article className="message message-assistant" aria-label={t('messages.assistant')} aria-busy="true">
      <header className="message-who">{t('messages.assistant')}</header>
      <MessageContent message={{ role: 'assistant', content: text || sentinels.typing }} />
    </article>
  );
}
