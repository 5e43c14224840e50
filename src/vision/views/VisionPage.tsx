import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useVisionTool } from '../vision-tool-context';
import { VisionForm } from './VisionForm';
import { VisionGallery } from './VisionGallery';

/** tools.md §2 "Image generation studio": the settings beside the results. */
export default function VisionPage() {
  const { t } = useTranslation('vision');
  const { commands } = useVisionTool();
  // tools.md §4: leaving the page aborts a request under way, silently.
  useEffect(() => () => commands.leave(), [commands]);
  return (
    <div className="vision-page">
      <h1 className="sr-only">{t('title')}</h1>
      <VisionForm />
      <VisionGallery />
    </div>
  );
}
