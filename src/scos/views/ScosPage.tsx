import { useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ChatInput } from '../../conversation/views/ChatInput';
import { DropZone } from '../../conversation/views/DropOverlay';
import { ScrollButtons } from '../../conversation/views/ScrollButtons';
import { useStickToBottom } from '../../conversation/views/use-stick-to-bottom';
import { PanelOpenButton } from '../../shell/views/PanelButtons';
import { ToolLayout } from '../../shell/views/ToolLayout';
import { useToolPanel } from '../../shell/views/use-tool-panel';
import { useFocusAfterBusy } from '../../forms/use-focus-after-busy';
import { useScosTool } from '../scos-tool-context';
import { LiveAnnouncer } from './LiveAnnouncer';
import { ScosChatList } from './ScosChatList';
import { ScosExpiredChats } from './ScosExpiredChats';
import { ScosStorageNotices } from './ScosStorageNotices';
import { ScosEntryView } from './ScosEntryView';
import { UploadPanel } from './UploadPanel';

/**
 * tools.md §2 "Customer-service chat demo": the sidebar (a drawer below `sm`), the conversation
 * with the bot, its rich messages and its input.
 */
export default function ScosPage() {
  const { t } = useTranslation('scos');
  const { actor, commands, settings } = useScosTool();
  const entries = useSelector(actor, (snapshot) => snapshot.context.entries);
  const waiting = useSelector(actor, (snapshot) => snapshot.matches('waiting') || snapshot.matches('isLoading'));
  const uploading = useSelector(actor, (snapshot) => snapshot.hasTag('uploading'));
  const chatId = useSelector(actor, (snapshot) => snapshot.context.sessionId);
  const choosing = useSelector(actor, (snapshot) => snapshot.matches({ uploading: 'choosing' }));
  const [showPayload, setShowPayload] = useState(false);
  const inputArea = useRef<HTMLDivElement>(null);
  // After a chip or button, the user goes on typing where they were.
  const focusInput = () => inputArea.current?.querySelector('textarea')?.focus();
  // The upload panel goes once its file is in or the upload is cancelled, and the focus it held with
  // it: the message box takes it, where the conversation goes on.
  useFocusAfterBusy(uploading, () => inputArea.current?.querySelector('textarea'));

  // tools.md §2: the list follows the bottom within 50 px; else the scroll and new-messages buttons.
  const { ref: scroller, showScrollButton, hasNewMessages, scrollToBottom } = useStickToBottom(entries.at(-1)?.id);

  const conversation = (
    <>
      <div className="scos-conversation">
        <div className="scos-messages" ref={scroller}>
          <ol className="scos-message-list" aria-label={t('messagesLabel')}>
            {entries.map((entry) => (
              <ScosEntryView key={entry.id} entry={entry} showPayload={showPayload} onAnswered={focusInput} />
            ))}
          </ol>
        </div>
        <ScrollButtons showScrollButton={showScrollButton} hasNewMessages={hasNewMessages} scrollToBottom={scrollToBottom} />
        <LiveAnnouncer entries={entries} chatId={chatId} />
      </div>
      {uploading && <UploadPanel />}
    </>
  );

  return (
    <ToolLayout tool="scos" className="scos-page" panel={<ScosChatList />} openButton="tool">
      <div className="scos-main">
        <header className="scos-header">
          <SidebarOpener />
          <h1 className="scos-title">{t('title')}</h1>
          {settings.testMode && <span className="scos-badge">{t('testBadge')}</span>}
          <Switch className="scos-switch" isSelected={showPayload} onChange={setShowPayload}>
            <span className="scos-switch-track" aria-hidden="true" />
            {t('payload.switch')}
          </Switch>
        </header>
        <ScosStorageNotices />
        {/* Files can be dropped only while the bot has asked for a document (the upload panel is open). */}
        <DropZone enabled={choosing} onFiles={(files) => files[0] && commands.chooseFile(files[0])}>
          {conversation}
        </DropZone>
        <div ref={inputArea}>
          <ChatInput waiting={waiting} canCancel={waiting} onSend={commands.send} onCancel={commands.abort} />
        </div>
      </div>
      <ScosExpiredChats />
    </ToolLayout>
  );
}

/** "Open sidebar" at the head of the conversation while the chat list is hidden. */
function SidebarOpener() {
  return useToolPanel().shown ? null : <PanelOpenButton />;
}
