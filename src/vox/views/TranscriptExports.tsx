import { Download } from 'lucide-react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { VoxResult } from '../../../machines/vox/vox.types';
import { exportFormats } from '../transcript-export';
import { useVoxTool } from '../vox-tool-context';

/** A result's exports: SubRip, WebVTT, plain text and Word, each the transcript as shown. */
export function TranscriptExports({ result }: { result: VoxResult }) {
  const { t } = useTranslation('vox');
  const { commands } = useVoxTool();
  return (
    <div className="vox-exports" role="group" aria-label={t('export.heading')}>
      <span className="vox-exports-label" aria-hidden="true">
        <Download className="icon" /> {t('export.heading')}
      </span>
      {exportFormats.map((format) => (
        <Button
          key={format}
          className="button vox-export"
          aria-label={t('export.as', { name: result.fileName, format: t(`export.formats.${format}`) })}
          onPress={() => void commands.exportTranscript(result.id, format)}
        >
          {t(`export.formats.${format}`)}
        </Button>
      ))}
    </div>
  );
}
