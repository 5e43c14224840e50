import { useSelector } from '@xstate/react';
import { Copy, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../../domain/chat';
import { chatSentinels } from '../../../domain/chat-sentinels';
import { IconButton } from '../../forms/IconButton';
import { useConversation } from '../conversation-context';
import { MessageContent } from '../render/MessageContent';
import { ContextReceiptView } from './ContextReceipt';
import { MessageFeedback } from '../../feedback/MessageFeedback';

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
  /** The stored placeholder of the answer being streamed: shows the stream's text instead. */
  live?: boolean;
  /** What the tool shows under the settled message (a registry answer's sources). */
  renderAfter?: (message: ChatMessage) => ReactNode;
  /** The question an answer answers (the user message before it): what a vote's "include" sends with it. */
  question?: string;
}

/** The stream's text for the live row; a constant for every other row, so they never re-render per chunk. */
function useLiveText(live: boolean): string {
  const { stream } = useConversation();
  return useSelector(stream, (s) => (live ? s.context.text : ''));
}

/**
 * One message with its actions. Memoised: a streaming answer does not re-render the others.
 * The answer being streamed is this same component (`live`), so when it is stored at the end
 * its rendered Markdown stays: nothing of a long answer is rendered again.
 */
export const MessageView = memo(function MessageView({ message, index, isLast, ready, handlers, live = false, renderAfter, question = '' }: MessageViewProps) {
  const { t } = useTranslation('chat');
  const { feedback } = useConversation();
  const liveText = useLiveText(live);
  const who = message.role === 'user' ? t('messages.you') : t('messages.assistant');
  // A placeholder no stream fills here yet (a kept answer waiting to be picked up again) shows what
  // an earlier page had of it, and like a live answer it has no actions.
  const pending = live || message.content === chatSentinels.typing;
  const shown = pending ? { role: 'assistant' as const, content: (live ? liveText : message.kept?.text) || chatSentinels.typing } : message;
  const user = message.role === 'user';
  return (
    <article className={`message message-${message.role}${isLast ? ' message-last' : ''}`} aria-label={who} aria-busy={pending || undefined}>
      {/* Your turns are told apart by their place and tint; the assistant's answers keep a small label. */}
      <header className={user ? 'message-who sr-only' : 'message-who'}>{who}</header>
      <div className="message-body">
        {/* Code is copied once the answer is complete: no copy bars come and go while it streams. */}
        <MessageContent message={shown} onCopyCode={pending ? undefined : handlers.onCopy} />
      </div>
      {!pending && message.receipt && <ContextReceiptView receipt={message.receipt} />}
      {!pending && renderAfter?.(message)}
      {!pending && feedback && message.ledgerId && <MessageFeedback votes={feedback} ledgerId={message.ledgerId} question={question} answer={message.content} />}
      {!pending && (
        <div className="message-actions">
          <IconButton icon={Copy} label={t('actions.copy')} onPress={() => handlers.onCopy(message.content)} />
          {ready && user && <IconButton icon={Pencil} label={t('actions.edit')} onPress={() => handlers.onEdit(index)} />}
          {ready && <IconButton icon={RotateCcw} label={t('actions.resend')} onPress={() => handlers.onResend(index)} />}
          {ready && isLast && <IconButton icon={Trash2} label={t('actions.deleteLast')} onPress={handlers.onDeleteLast} />}
        </div>
      )}
    </article>
  );
});
