import { useSelector as useActorSelector } from '@xstate/react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { uploadingFileName } from '../../../machines/conversation/upload-queue.machine';
import { useConversationWithUploads } from '../conversation-context';

/**
 * While files upload: which one is on its way, and the way to stop (tools.md §2 "cancel upload").
 * In the sidebar and, when it is hidden, in the top menu. The status region stays rendered so a
 * screen reader hears the change.
 */
export function UploadProgress() {
  const { t } = useTranslation('chat');
  const { uploads, commands } = useConversationWithUploads();
  const current = useActorSelector(uploads, uploadingFileName);
  const canCancel = useActorSelector(uploads, (s) => s.can({ type: 'upload.cancel' }));
  return (
    <>
      <span className="upload-status muted" role="status">
        {current && t('sidebar.uploading', { name: current })}
      </span>
      {current && (
        <Button className="button danger-outline" isDisabled={!canCancel} onPress={commands.cancelUpload}>
          {t('sidebar.cancelUpload')}
        </Button>
      )}
    </>
  );
}
