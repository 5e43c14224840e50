import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxVoiceMegabytes, voiceAccept } from '../../../domain/voice-media';

/** tools.md §2: the drop area with a real, labelled file input under it (issue 15). */
export function FileDrop({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useTranslation('vox');
  const inputId = useId();
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
      <label htmlFor={inputId}>{t('sidebar.pick')}</label>
      <input
        id={inputId}
        type="file"
        multiple
        accept={voiceAccept}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <p className="muted">{t('sidebar.limits', { max: maxVoiceMegabytes })}</p>
    </div>
  );
}
