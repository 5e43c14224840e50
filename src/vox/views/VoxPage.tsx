import { useTranslation } from 'react-i18next';
import { VoxResults } from './VoxResults';
import { VoxSidebar } from './VoxSidebar';

/** tools.md §2 "Voice studio": the sidebar (files, language, profile, actions) beside the results. */
export default function VoxPage() {
  const { t } = useTranslation('vox');
  return (
    <div className="vox-page">
      <h1 className="sr-only">{t('title')}</h1>
      <VoxSidebar />
      <VoxResults />
    </div>
  );
}
