import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { RetryNotice } from '../../shell/views/RetryNotice';
import { ToolLayout } from '../../shell/views/ToolLayout';
import { useAuditTool } from '../audit-tool-context';
import { AuditSidebar } from './AuditSidebar';
import { PromptEditor } from './PromptEditor';
import { QueryPanel } from './QueryPanel';

/** tools.md §2 "Audit assistant": the sidebar beside the query panel or the prompt editor, both with a footer. */
export default function AuditPage() {
  const { t } = useTranslation('audit');
  const { actor, load, commands } = useAuditTool();
  const editor = useSelector(actor, (s) => s.context.editor);
  const failed = useSelector(load, (s) => s.hasTag('failed'));
  return (
    <ToolLayout tool="audit" className="audit-page" heading={t('title')} panel={<AuditSidebar />} openButton={{ label: t('sidebar.label') }}>
      <div className="audit-main">
        {failed && <RetryNotice message={t('load.failedNotice')} retryLabel={t('load.retry')} onRetry={commands.retryLoad} />}
        {editor ? <PromptEditor /> : <QueryPanel />}
        <footer className="audit-footer">{t('footer')}</footer>
      </div>
    </ToolLayout>
  );
}
