import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useVisionTool } from '../vision-tool-context';
import { ToolLayout } from '../../shell/views/ToolLayout';
import { VisionForm, VisionPhonePrompt } from './VisionForm';
import { VisionGallery } from './VisionGallery';

/** tools.md §2 "Image generation studio": the settings beside the results (on a phone the prompt over them, the rest in a drawer). */
export default function VisionPage() {
  const { t } = useTranslation('vision');
  const { commands } = useVisionTool();
  // tools.md §4: leaving the page aborts a request under way, silently.
  useEffect(() => () => commands.leave(), [commands]);
  return (
    <ToolLayout tool="vision" className="vision-page" heading={t('title')} panel={<VisionForm />} openButton={{ label: t('form.heading') }}>
      <VisionPhonePrompt />
      <VisionGallery />
    </ToolLayout>
  );
}
