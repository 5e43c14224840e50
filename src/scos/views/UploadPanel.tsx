import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useScosTool } from '../scos-tool-context';

/** The upload the bot (or an upload button) started: choose a document, or cancel (not sent as a message). */
export function UploadPanel() {
  const { t } = useTranslation('scos');
  const { actor, commands } = useScosTool();
  const sending = useSelector(actor, (snapshot) => snapshot.matches({ uploading: 'sending' }));
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section className="scos-upload" aria-labelledby="scos-upload-heading">
      <h2 id="scos-upload-heading" ref={heading}>
        {t('upload.heading')}
      </h2>
      {sending ? (
        <p role="status">{t('upload.sending')}</p>
      ) : (
        <FileTrigger onSelect={(files) => files?.[0] && commands.chooseFile(files[0])}>
          <Button className="button primary">{t('upload.choose')}</Button>
        </FileTrigger>
      )}
      <Button className="button" onPress={commands.cancelUpload}>
        {t('upload.cancel')}
      </Button>
    </section>
  );
}
