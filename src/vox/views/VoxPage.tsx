import { useTranslation } from 'react-i18next';
import { VoxResults } from './VoxResults';
import { ToolLayout } from '../../shell/views/ToolLayout';
import { VoxPhoneFiles, VoxSidebar } from './VoxSidebar';

/** tools.md §2 "Voice studio": the sidebar (files, language, profile, actions) beside the results; on a phone the files over them, the language in a drawer. */
export default function VoxPage() {
  const { t } = useTranslation('vox');
  return (
    <ToolLayout tool="vox" className="vox-page" heading={t('title')} panel={<VoxSidebar />} openButton={{ label: t('sidebar.heading') }}>
      <VoxPhoneFiles />
      <VoxResults />
    </ToolLayout>
  );
}
