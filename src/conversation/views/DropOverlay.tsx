import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The drag-and-drop upload overlay: shows while files are dragged over the chat; a drop hands them
 * on. `enabled: false` takes no files (the children stay mounted, unlike leaving the zone out).
 */
export function DropZone({ onFiles, enabled = true, children }: { onFiles: (files: File[]) => void; enabled?: boolean; children: ReactNode }) {
  const { t } = useTranslation('chat');
  const [depth, setDepth] = useState(0);
  const carriesFiles = (event: React.DragEvent) => enabled && [...event.dataTransfer.types].includes('Files');
  return (
    <div
      className="drop-zone"
      onDragEnter={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setDepth((d) => d + 1);
      }}
      onDragOver={(event) => {
        if (carriesFiles(event)) event.preventDefault();
      }}
      onDragLeave={() => setDepth((d) => Math.max(0, d - 1))}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setDepth(0);
        onFiles([...event.dataTransfer.files]);
      }}
    >
      {children}
      {enabled && depth > 0 && (
        <div className="drop-overlay" role="status">
          {t('dialogs.drop')}
        </div>
      )}
    </div>
  );
}
