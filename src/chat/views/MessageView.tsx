import { memo } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../../store/chat.types';
import { sentinelMessageKey, sentinels } from '../../errors/catalogue';
import { renderMarkdown } from '../../markdown/render-markdown';

export interface MessageActions {
  onCopy?: () => void;
  onEdit?: () => void;
  onResend?: () => void;
  onDeleteLast?: () => void;
}

/** One message: user text as text, answers as sanitised Markdown, sentinels in the reader's language. */
export const MessageView = memo(function MessageView({
  message, streamingText, actions,
}: { message: ChatMessage; streamingText?: string; actions: MessageActions }) {
  const { t } = useTranslation(['chat', 'common']);
  const who = message.role === 'user' ? t('chat:messages.you') : t('chat:messages.assistant');
  const errorKey = sentinelMessageKey(message.content);
  const typing = message.content === sentinels.typing;
  let body;
  if (message.role === 'user') body = <p className="user-text">{message.content}</p>;
  else if (errorKey) body = <p className="error-text" role="alert">{t(`common:${errorKey}`)}</p>;
  else if (typing && !streamingText) body = <p className="typing" aria-label={t('chat:messages.assistant')}>…</p>;
  else body = <div className="markdown" dangerouslySetInnerHTML={{ __html: renderMarkdown(typing ? (streamingText ?? '') : message.content) }} />;
  return (
    <article className={`message message-${message.role}`} aria-label={who}>
      <header className="message-who">{who}</header>
      {body}
      <div className="message-actions">
        {actions.onCopy && <Button className="button ghost" onPress={actions.onCopy}>{t('chat:actions.copy')}</Button>}
        {actions.onEdit && <Button className="button ghost" onPress={actions.onEdit}>{t('chat:actions.edit')}</Button>}
        {actions.onResend && <Button className="button ghost" onPress={actions.onResend}>{t('chat:actions.resend')}</Button>}
        {actions.onDeleteLast && <Button className="button ghost" onPress={actions.onDeleteLast}>{t('chat:actions.deleteLast')}</Button>}
      </div>
    </article>
  );
});
