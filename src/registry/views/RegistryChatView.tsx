import { useSelector as useActorSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistryCard } from '../../../machines/registry/registry.types';
import { selectRegistryActiveChat } from '../../../store/registry-chats.slice';
import { ChatInput } from '../../conversation/views/ChatInput';
import { EditMessageDialog } from '../../conversation/views/EditMessageDialog';
import { MessageArea } from '../../conversation/views/MessageArea';
import { PersistenceNotices } from '../../conversation/views/PersistenceNotices';
import { useAppSelector } from '../../platform/store-hooks';
import { useRegistryTool } from '../registry-tool-context';
import { SourcePassageDialog } from './SourcePassageDialog';
import { renderSources } from './SourcesList';

/** Chat mode: the conversation and the input; the chat menu (RegistryChatMenu) is in the page's panel. */
export function RegistryChatView({ card }: { card: RegistryCard }) {
  const { t } = useTranslation('registry');
  const { t: tChat } = useTranslation('chat');
  const { stream, commands } = useRegistryTool();
  const active = useAppSelector(selectRegistryActiveChat);
  const waiting = useActorSelector(stream, (s) => s.hasTag('busy'));
  const canCancel = useActorSelector(stream, (s) => s.can({ type: 'stream.cancel' }));
  const [editing, setEditing] = useState<number | null>(null);
  const onEdit = useCallback((index: number) => setEditing(index), []);

  return (
    <section className="registry-chat" aria-labelledby="registry-chat-heading">
      <h2 id="registry-chat-heading">{t('chat.heading', { name: card.title })}</h2>
      <PersistenceNotices />
      {card.trusted ? (
        <>
          <MessageArea chat={active} onEdit={onEdit} renderAfter={renderSources} />
          <ChatInput waiting={waiting} canCancel={canCancel} onSend={commands.send} onCancel={commands.cancelAnswer} />
          <p className="muted chat-notice">{tChat('input.notice')}</p>
        </>
      ) : (
        <div className="notice notice-warning" role="alert">
          <strong>{t('chat.untrustedTitle')}</strong>
          <p>{t('chat.untrusted', { name: card.title })}</p>
        </div>
      )}
      <SourcePassageDialog />
      {editing !== null && active && (
        <EditMessageDialog
          text={active.messages[editing]?.content ?? ''}
          onCancel={() => setEditing(null)}
          onSend={(text) => {
            commands.edit(active.sessionId, editing, text);
            setEditing(null);
          }}
        />
      )}
    </section>
  );
}
