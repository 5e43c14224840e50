import { text, type ToastRequest } from './chat-toast';
import { maxUploadMegabytes } from '../../domain/upload-allow-list';
import type { UploadRejection } from './upload-checks';
import type { UploadOutput } from './upload-queue.types';

const fileText = (name: string) => text('chat-stream:fileName', { file: name });

const rejectionTitles: Record<UploadRejection, ToastRequest['title']> = {
  type: text('chat-stream:fileTypeNotAllowed'),
  size: text('chat-stream:fileTooBig', { max: maxUploadMegabytes }),
  empty: text('chat-stream:fileEmpty'),
};

/** tools.md §5: a refused file is named in a warning and skipped. */
export const rejectionToast = (name: string, reason: UploadRejection): ToastRequest => ({
  type: 'toast',
  color: 'warning',
  title: rejectionTitles[reason],
  description: fileText(name),
});

/** tools.md §8 "Upload": the headline is a data-uploading error, the description "reason: file name". */
export function failureToast(name: string, status: number | null): ToastRequest {
  const file = { file: name };
  const description =
    status === 413
      ? text('chat-stream:uploadTooLarge', file)
      : status === 415
        ? text('chat-stream:uploadUnsupported', file)
        : status === null
          ? text('chat-stream:uploadNetworkError', file)
          : text('chat-stream:uploadProcessingError', { ...file, status });
  return { type: 'toast', color: 'danger', title: text('chat-stream:uploadFailedTitle'), description };
}

export const uploadedEvents = (name: string, { docHash, uploadedAt }: UploadOutput) =>
  [
    { type: 'document.uploaded', label: name, value: docHash, timeStamp: uploadedAt },
    { type: 'toast', color: 'success', title: text('chat-stream:uploadSucceeded'), description: fileText(name) },
  ] as const;

/** Names the running file and every waiting one: none of them was uploaded. */
export const canceledToast = (names: readonly string[]): ToastRequest => ({
  type: 'toast',
  color: 'warning',
  title: text('chat-stream:uploadCanceled'),
  description: text('chat-stream:uploadCanceledDescription', { files: names.join(', ') }),
});
