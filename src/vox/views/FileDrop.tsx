import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxVoiceMegabytes, voiceAccept } from '../../../domain/voice-media';

/** tools.md §2: the drop area with a real, labelled file input in it, shown as a button that opens the chooser. */
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
      {/*
        The input stays the real one (keyboard, screen readers, the browser's chooser) but out of
        sight; its label is what is seen, as the kit's button: no "No file chosen" beside it. The
        input comes first so its focus can ring the label (vox.css).
      */}
      <input
        id={inputId}
        className="vox-file-input"
        type="file"
        multiple
        accept={voiceAccept}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <label htmlFor={inputId} className="button primary vox-file-button">
        {t('sidebar.pick')}
      </label>
      <p className="muted">{t('sidebar.limits', { max: maxVoiceMegabytes })}</p>
    </div>
  );
}
