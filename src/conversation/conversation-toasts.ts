import type messages from '../../locales/en-US/chat-stream.json';
import { maxIndexedCharacters, maxUploadMegabytes } from '../../domain/upload-allow-list';
import type { AnswerEnd } from '../../domain/answer-end';
import { isSessionExpired } from '../../domain/session-expiry';
import type { UploadQueueEmitted } from '../../machines/conversation/upload-queue.types';
import type { ToastColor } from '../../store/toasts.slice';

/** A message of the `chat-stream` namespace, typed by the English file so a typo does not compile. */
type Key = `chat-stream:${keyof typeof messages & string}`;

export interface ToastText {
  key: Key;
  values?: Record<string, string | number>;
}

/** A toast as keys: the platform translates it (src/platform/toasts.ts). */
export interface ToastSpec {
  color: Exclude<ToastColor, 'neutral'>;
  title: ToastText;
  description?: ToastText;
}

const text = (key: Key, values?: ToastText['values']): ToastText => (values ? { key, values } : { key });
const danger = (title: ToastText, description?: ToastText): ToastSpec => ({ color: 'danger', title, ...(description ? { description } : {}) });
const genericFailure = (title: ToastText) => danger(title, text('chat-stream:generic'));

/**
 * tools.md §8 "Chat streaming": the toast an ended answer gets, or null. What the chat keeps is
 * `settleAnswer`'s (domain/answer-end.ts); this is only how the ending is told.
 */
export function answerToast(end: AnswerEnd, answerText: string): ToastSpec | null {
  switch (end.status) {
    case 'complete':
      // `done` with no text at all would leave an empty bubble and no explanation.
      return answerText === '' ? genericFailure(text('chat-stream:emptyAnswerTitle')) : null;
    case 'incomplete':
      // Partial text is kept (the user has read it) but never passed off as final.
      if (answerText === '') return genericFailure(text('chat-stream:streamBrokenTitle'));
      if (end.reason === 'capped') return { color: 'warning', title: text('chat-stream:cappedTitle'), description: text('chat-stream:capped') };
      return end.reason === 'cut-by-server'
        ? { color: 'warning', title: text('chat-stream:cutTitle'), description: text('chat-stream:cut') }
        : { color: 'warning', title: text('chat-stream:incompleteTitle'), description: text('chat-stream:incomplete') };
    // An error field in the stream is reported as a 429 (tools.md §8).
    case 'stream-error':
      return danger(text('chat-stream:rateLimitTitle', { status: 429 }), text('chat-stream:rateLimit'));
    case 'failed':
    case 'crashed':
      return genericFailure(text('chat-stream:streamBrokenTitle'));
    case 'network':
      return danger(text('chat-stream:networkFailedTitle'), text('chat-stream:networkFailed'));
    case 'canceled':
      return { color: 'warning', title: text('chat-stream:streamCanceled') };
    // Nobody is there to read it (the page goes, or the session ended).
    case 'left':
      return null;
    case 'http':
      if (isSessionExpired(end.code)) return null;
      switch (end.code) {
        case 410:
          return danger(
            text('chat-stream:streamFailedTitle', { status: 410 }),
            end.detail ? text('chat-stream:serverDetail', { detail: end.detail }) : text('chat-stream:documentGone'),
          );
        case 413:
          return danger(text('chat-stream:contextTooLongTitle', { status: 413 }), text('chat-stream:contextTooLong'));
        case 429:
          return danger(text('chat-stream:rateLimitTitle', { status: 429 }), text('chat-stream:rateLimit'));
        default:
          return genericFailure(text('chat-stream:streamFailedTitle', { status: end.code }));
      }
  }
}

const fileText = (name: string) => text('chat-stream:fileName', { file: name });

/** tools.md §8 "Upload": the headline is a data-uploading error, the description "reason: file name". */
function failureDescription(name: string, status: number | null): ToastText {
  const file = { file: name };
  if (status === 413) return text('chat-stream:uploadTooLarge', file);
  if (status === 415) return text('chat-stream:uploadUnsupported', file);
  if (status === null) return text('chat-stream:uploadNetworkError', file);
  return text('chat-stream:uploadProcessingError', { ...file, status });
}

const rejectionTitles = {
  type: text('chat-stream:fileTypeNotAllowed'),
  size: text('chat-stream:fileTooBig', { max: maxUploadMegabytes }),
  empty: text('chat-stream:fileEmpty'),
} as const;

/** tools.md §5, §8 "Upload": the toast each thing the upload queue tells gets, or null. */
export function uploadToast(event: UploadQueueEmitted): ToastSpec | null {
  switch (event.type) {
    // tools.md §5: a refused file is named in a warning and skipped.
    case 'upload.rejected':
      return { color: 'warning', title: rejectionTitles[event.reason], description: fileText(event.name) };
    case 'document.uploaded':
      // Answers will not know the rest of the document: the user must not think they do.
      if (event.textTruncated) {
        return {
          color: 'warning',
          title: text('chat-stream:uploadTruncatedTitle'),
          description: text('chat-stream:uploadTruncated', { file: event.label, max: maxIndexedCharacters }),
        };
      }
      return { color: 'success', title: text('chat-stream:uploadSucceeded'), description: fileText(event.label) };
    case 'upload.failed':
      return danger(text('chat-stream:uploadFailedTitle'), failureDescription(event.name, event.status));
    // Names the running file and every waiting one: none of them was uploaded.
    case 'upload.canceled':
      return { color: 'warning', title: text('chat-stream:uploadCanceled'), description: text('chat-stream:uploadCanceledDescription', { files: event.names.join(', ') }) };
    case 'session.expired':
      return null;
  }
}

/** A toast as the toast list takes it: in the reader's language. */
export const translatedToast = ({ color, title, description }: ToastSpec, i18n: { t: (key: Key, values?: ToastText['values']) => string }) => ({
  color,
  title: i18n.t(title.key, title.values ?? {}),
  ...(description ? { description: i18n.t(description.key, description.values ?? {}) } : {}),
});
