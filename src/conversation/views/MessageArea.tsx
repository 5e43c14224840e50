import { useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Chat, ChatMessage } from '../../../domain/chat';
import { chatSentinels } from '../../../domain/chat-sentinels';
import { useConversation } from '../conversation-context';
import { VirtualList } from '../render/VirtualList';
import { useAnswerAnnouncer, useStreamHeard } from './AnswerAnnouncer';
import { MessageView, type MessageHandlers } from './MessageView';
import { ScrollButtons } from './ScrollButtons';
import { useStickToBottom } from './use-stick-to-bottom';

/** The conversation: follows the bottom within 50 px, else offers scroll-down and new-messages buttons. */
export function MessageArea({
  chat,
  onEdit,
  renderAfter,
  empty,
}: {
  chat: Chat | null;
  onEdit: (index: number) => void;
  /** What a tool shows under a settled message (a registry answer's sources); keep it stable (module-level or memoised). */
  renderAfter?: (message: ChatMessage) => ReactNode;
  /** What a chat without messages shows (the general chat's example questions); a short hint if absent. */
  empty?: ReactNode;
}) {
  const { t } = useTranslation('chat');
  const { stream, commands } = useConversation();
  const ready = useSelector(stream, (s) => s.hasTag('ready'));
  const streamingHere = useSelector(stream, (s) => s.hasTag('busy') && chat !== null && s.context.sessionId === chat.sessionId);
  const messages = chat?.messages ?? [];
  // The reader's own question is shown as it goes, however far up they had scrolled.
  const sent = messages.filter((message) => message.role === 'user').length;
  const { ref, showScrollButton, hasNewMessages, scrollToBottom } = useStickToBottom(messages.length, `${chat?.sessionId ?? ''}:${sent}`);
  const sessionId = chat?.sessionId ?? null;
  const { announcer, region } = useAnswerAnnouncer();
  useStreamHeard(stream, announcer);

  const handlers = useMemo<MessageHandlers>(
    () => ({
      onCopy: commands.copy,
      onEdit,
      onResend: (index) => sessionId && commands.resend(sessionId, index),
      onDeleteLast: () => sessionId && commands.deleteLastMessage(sessionId),
    }),
    [commands, onEdit, sessionId],
  );

  return (
    <section className="message-area" aria-label={t('messages.label')}>
      {messages.length === 0 ? (
        (empty ?? <p className="muted empty-chat">{t('messages.empty')}</p>)
      ) : (
        // Virtualised: a 500-message chat mounts a screenful of rows; it opens at the end and stays there.
        <VirtualList
          className="message-scroller"
          aria-label={t('messages.label')}
          items={messages}
          // Messages are only appended or cut from the end: the index is a stable key within a chat.
          // The chat's id is part of it: a row kept across a switch showed the old chat's answer
          // beside the new chat's question until the renderer's next frame.
          itemKey={(_, index) => `${sessionId ?? ''}:${index}`}
          estimateHeight={140}
          startAt="end"
          // Read message by message with the keys: a screen reader reaches every row, mounted or not.
          moveByRow
          scrollerRef={ref}
          renderItem={(message, index) => {
            const last = index === messages.length - 1;
            const live = last && streamingHere && message.content === chatSentinels.typing;
            const before = messages[index - 1];
            const question = message.role === 'assistant' && before?.role === 'user' ? before.content : undefined;
            return <MessageView message={message} index={index} isLast={last} ready={ready} handlers={handlers} live={live} renderAfter={renderAfter} question={question} />;
          }}
        />
      )}
      {region}
      <ScrollButtons showScrollButton={showScrollButton} hasNewMessages={hasNewMessages} scrollToBottom={scrollToBottom} />
    </section>
  );
}
