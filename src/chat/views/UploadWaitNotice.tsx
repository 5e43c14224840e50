import { useSelector as useActorSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { uploadingFileName } from '../../../machines/conversation/upload-queue.machine';
import { useChatTool } from '../chat-tool-context';

/**
 * Why Send waits: a question sent while its document is still on its way would be asked without
 * it, so the chat's send rule holds questions back until the upload is in (the text stays in the box).
 * The status region stays rendered so a screen reader hears the change.
 */
export function UploadWaitNotice() {
  const { t } = useTranslation('chat');
  const { uploads } = useChatTool();
  const uploading = useActorSelector(uploads, uploadingFileName);
  return (
    <p className="upload-wait muted" role="status">
      {uploading && t('input.waitForUpload', { name: uploading })}
    </p>
  );
}
