import { useSelector as useActorSelector } from '@xstate/react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { RegistryCard } from '../../../machines/registry/registry.types';
import { selectComponentChats, selectRegistryActiveChat } from '../../../store/registry-chats.slice';
import { OptionSelect } from '../../forms/OptionSelect';
import { useAppSelector } from '../../platform/store-hooks';
import { useRegistryTool } from '../registry-tool-context';

/** Chat mode's menu (tools.md §2 "an endpoint selector in the chat menu"): the component, its chats, new and delete. */
export function RegistryChatMenu({ card }: { card: RegistryCard }) {
  const { t } = useTranslation('registry');
  const { t: tChat } = useTranslation('chat');
  const { catalogue, commands } = useRegistryTool();
  const components = useActorSelector(catalogue, (s) => s.context.components);
  const chats = useAppSelector(selectComponentChats);
  const active = useAppSelector(selectRegistryActiveChat);
  return (
    <div className="registry-chat-menu" role="toolbar" aria-label={t('chat.menu')}>
      <OptionSelect
        label={t('chat.endpoint')}
        placeholder={t('chat.endpointPlaceholder')}
        items={components.filter((component) => component.trusted).map((component) => ({ id: component.key, label: `${component.title} (${component.environment})` }))}
        selected={card.key}
        onSelect={(key) => key && commands.setComponent(key)}
      />
      <OptionSelect
        label={t('chat.chats')}
        placeholder={t('chat.noChat')}
        items={chats.map((chat) => ({ id: chat.sessionId, label: chat.name ?? tChat('sidebar.untitled') }))}
        selected={active?.sessionId ?? null}
        onSelect={(sessionId) => sessionId && commands.switchChat(sessionId)}
      />
      <Button className="button" onPress={commands.newChat} isDisabled={!card.trusted}>
        {t('chat.newChat')}
      </Button>
      {active && (
        <Button className="button ghost" onPress={() => commands.deleteChat(active.sessionId)}>
          {t('chat.deleteChat')}
        </Button>
      )}
    </div>
  );
}
