import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../../domain/chat';
import { chatSentinels } from '../../../domain/chat-sentinels';
import { sentinelMessage } from '../../errors/catalogue';
import type { FrameScheduler } from '../../markdown/frame-scheduler';
import { markdownLoader } from '../../markdown/markdown-loader';
import { useDeferredCode } from '../../deferred/use-deferred-code';
import { StreamingAnswer } from './StreamingAnswer';
import { TypingIndicator } from './TypingIndicator';

export interface MessageContentProps {
  message: ChatMessage;
  /** Passed to StreamingAnswer: when a streaming answer's tail is re-rendered. */
  frames?: FrameScheduler;
  /** Given: an answer's code blocks have a "Copy code" button that hands this its text. */
  onCopyCode?: (code: string) => void;
}

// The user's own line breaks and spacing, as typed.
const userTextStyle = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * The body of one chat message. User text is text (never HTML); assistant text is sanitised
 * Markdown, rendered incrementally while it streams; the stored sentinels are shown in the
 * reader's language (tools.md §3, §5).
 */
export function MessageContent({ message, frames, onCopyCode }: MessageContentProps) {
  const { t } = useTranslation('common');
  // The typing indicator comes first: the renderer is fetched while the answer is on its way.
  useDeferredCode(markdownLoader, message.role !== 'user');
  if (message.role === 'user') {
    return (
      <div className="message-text" style={userTextStyle}>
        {message.content}
      </div>
    );
  }
  if (message.content === chatSentinels.typing) return <TypingIndicator label={t('messages.typing')} />;
  const error = sentinelMessage(message.content);
  if (error) {
    return (
      <div className="message-error">
        {error.title && <strong className="message-error-title">{t(error.title)}</strong>}
        <p>{error.lines.map((key) => t(key)).join(' ')}</p>
      </div>
    );
  }
  return <StreamingAnswer text={message.content} frames={frames} onCopyCode={onCopyCode} />;
}
