import { useSelector } from '@xstate/react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { Chat } from '../../../store/chat.types';
import { lastMessageDeleted } from '../../../store/chats.slice';
import { toastAdded } from '../../../store/toasts.slice';
import { useChatContext } from '../chat-services-context';
import { copyText } from '../clipboard';
import { MessageView } from './MessageView';
import { useStickToBottom } from './use-stick-to-bottom';

/** The conversation: follows the bottom within 50 px, else offers scroll-down and new-messages buttons. */
export function MessageArea({ chat, onEdit }: { chat: Chat | null; onEdit: (index: number) => void }) {
  const { t } = useTranslation('chat');
  const dispatch = useDispatch();
  const { services } = useChatContext();
  const ready = useSelector(services.stream, (s) => s.hasTag('ready'));
  const streamingText = useSelector(services.stream, (s) => (chat && s.context.sessionId === chat.sessionId ? s.context.text : ''));
  const messages = chat?.messages ?? [];
  const { ref, showScrollButton, hasNewMessages, scrollToBottom } = useStickToBottom(`${messages.length}:${streamingText.length}`);

  const copy = async (content: string) => {
    const copied = await copyText(services.describe(content));
    dispatch(toastAdded(copied ? { title: t('actions.copied'), color: 'success' } : { title: t('actions.copyFailed'), color: 'warning' }));
  };

  return (
    <section className="message-area" aria-label={t('messages.label')}>
      <div className="message-scroller" ref={ref}>
        {messages.length === 0 && <p className="muted empty-chat">{t('messages.empty')}</p>}
        {messages.map((message, index) => {
          const last = index === messages.length - 1;
          return (
            <MessageView
              // Messages are only appended or cut from the end: the index is a stable key.
              key={index}
              message={message}
              streamingText={last ? streamingText : undefined}
              actions={{
                onCopy: () => void copy(message.content),
                onEdit: ready && message.role === 'user' ? () => onEdit(index) : undefined,
                onResend: ready && chat ? () => services.resend(chat.sessionId, index) : undefined,
                onDeleteLast: ready && last && chat ? () => dispatch(lastMessageDeleted({ sessionId: chat.sessionId })) : undefined,
              }}
            />
          );
        })}
      </div>
      {showScrollButton && (
        <Button className="button scroll-down" onPress={scrollToBottom}>
          {hasNewMessages ? t('messages.newMessages') : t('messages.scrollDown')}
        </Button>
      )}
    </section>
  );
}
