import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { maxVoiceMegabytes, voiceAccept } from '../../../domain/voice-media';

/**
 * tools.md §2: the drop area with the kit's labelled button that opens the file chooser (its input
 * is hidden: no "Choose Files / No file chosen" of the browser's own).
 */
export function FileDrop({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useTranslation('vox');
  const [over, setOver] = useState(false);
  return (
    <div
      className={over ? 'vox-drop over' : 'vox-drop'}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onFiles([...event.dataTransfer.files]);
      }}
    >
      <p aria-hidden="true">{t('sidebar.drop')}</p>
      <FileTrigger allowsMultiple acceptedFileTypes={voiceAccept.split(',')} onSelect={(files) => files && onFiles([...files])}>
        <Button className="button vox-pick">
          <FileUp aria-hidden="true" className="icon" />
          {t('sidebar.pick')}
        </Button>
      </FileTrigger>
      <p className="muted">{t('sidebar.limits', { max: maxVoiceMegabytes })}</p>
    </div>
  );
}
