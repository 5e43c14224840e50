import { chatSentinels, type FailureSentinel } from '../../domain/chat-sentinels';
import { text, type ToastRequest, type ToastText } from './chat-toast';
import type { ChatStreamEmitted, StreamEnd } from './chat-stream.types';

/** The answer being settled: its chat and the text streamed so far. */
interface Answer {
  sessionId: string;
  text: string;
}

type ToastTexts = Pick<ToastRequest, 'title' | 'description'>;

const failed = ({ sessionId, text: partial }: Answer, content: FailureSentinel, toast: ToastTexts): ChatStreamEmitted[] => [
  { type: 'answer.failed', sessionId, content, partial },
  { type: 'toast', color: 'danger', ...toast },
];

const generic = (answer: Answer, title: ToastText['key'], values?: ToastText['values']) =>
  failed(answer, chatSentinels.generic, { title: text(title, values), description: text('chat-stream:generic') });

// tools.md §8: an error field in the stream is reported as a 429 as well.
const rateLimited = (answer: Answer) =>
  failed(answer, chatSentinels.rateLimit, {
    title: text('chat-stream:rateLimitTitle', { status: 429 }),
    description: text('chat-stream:rateLimit'),
  });

/** tools.md §8 "Chat streaming", status by status. */
function httpOutcome(answer: Answer, code: number, detail: string | null): ChatStreamEmitted[] {
  switch (code) {
    case 401:
      return [{ type: 'session.lost', sessionId: answer.sessionId }];
    case 410:
      return failed(answer, chatSentinels.generic, {
        title: text('chat-stream:streamFailedTitle', { status: 410 }),
        description: detail ? text('chat-stream:serverDetail', { detail }) : text('chat-stream:documentGone'),
      });
    case 413:
      return failed(answer, chatSentinels.contextTooLong, {
        title: text('chat-stream:contextTooLongTitle', { status: 413 }),
        description: text('chat-stream:contextTooLong'),
      });
    case 429:
      return rateLimited(answer);
    default:
      return generic(answer, 'chat-stream:streamFailedTitle', { status: code });
  }
}

/** What the wiring is told when the stream actor reports the end of an answer. */
export function endOutcome(answer: Answer, end: StreamEnd): ChatStreamEmitted[] {
  switch (end.status) {
    case 'complete':
      // `done` with no text at all would leave an empty bubble and no explanation.
      return answer.text === ''
        ? generic(answer, 'chat-stream:emptyAnswerTitle')
        : [{ type: 'answer.finished', sessionId: answer.sessionId, content: answer.text }];
    case 'incomplete':
      // Partial text is kept (the user has read it) but never passed off as final.
      return answer.text === ''
        ? generic(answer, 'chat-stream:streamBrokenTitle')
        : [
            { type: 'answer.incomplete', sessionId: answer.sessionId, content: answer.text },
            { type: 'toast', color: 'warning', title: text('chat-stream:incompleteTitle'), description: text('chat-stream:incomplete') },
          ];
    case 'stream-error':
      return rateLimited(answer);
    case 'unreadable':
      return generic(answer, 'chat-stream:streamBrokenTitle');
    case 'http':
      return httpOutcome(answer, end.code, end.detail);
    case 'network':
      return failed(answer, chatSentinels.generic, {
        title: text('chat-stream:networkFailedTitle'),
        description: text('chat-stream:networkFailed'),
      });
  }
}

export const canceledOutcome = ({ sessionId, text: partial }: Answer): ChatStreamEmitted[] => [
  { type: 'answer.canceled', sessionId, partial },
  { type: 'toast', color: 'warning', title: text('chat-stream:streamCanceled') },
];

/** The stream actor itself threw (a defect, not the network): the answer cannot be trusted. */
export const crashedOutcome = (answer: Answer): ChatStreamEmitted[] => generic(answer, 'chat-stream:streamBrokenTitle');

/**
 * The page is going (reload, close) while the answer streams: what arrived is kept, as after a
 * broken stream; with nothing yet, the generic error a leftover placeholder would become
 * (tools.md §4). No toast: nobody is there to read it.
 */
export const leftOutcome = ({ sessionId, text: partial }: Answer): ChatStreamEmitted[] =>
  partial === ''
    ? [{ type: 'answer.failed', sessionId, content: chatSentinels.generic, partial }]
    : [{ type: 'answer.incomplete', sessionId, content: partial }];
