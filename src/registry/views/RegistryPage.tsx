import { useSelector } from '@xstate/react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { PanelCloseButton } from '../../shell/views/PanelButtons';
import { ToolLayout } from '../../shell/views/ToolLayout';
import { useRegistryTool } from '../registry-tool-context';
import { RegistryCards } from './RegistryCards';
import { RegistryChatMenu } from './RegistryChatMenu';
import { RegistryChatView } from './RegistryChatView';

/**
 * tools.md §2 "Retrieval-chat registry": registry mode and chat mode, chat mode only with a set
 * component. The panel holds the mode, the set component and, in chat mode, the chat menu; the
 * work area the cards with their search, or the conversation.
 */
export default function RegistryPage() {
  const { t } = useTranslation('registry');
  const { catalogue, commands } = useRegistryTool();
  const inChat = useSelector(catalogue, (s) => s.matches({ mode: 'chat' }));
  const card = useSelector(catalogue, (s) => s.context.components.find((component) => component.key === s.context.component) ?? null);
  const panel = (
    <aside className="registry-panel" aria-label={t('panel.label')}>
      <div className="panel-head">
        <div className="registry-modes" role="group" aria-label={t('mode.label')}>
          <Button className="button" aria-pressed={!inChat} onPress={commands.showRegistry}>
            {t('mode.registry')}
          </Button>
          <Button className="button" aria-pressed={inChat} isDisabled={!card} onPress={commands.showChat}>
            {t('mode.chat')}
          </Button>
        </div>
        <PanelCloseButton />
      </div>
      <p className="muted registry-current" role="status">
        {card ? t('mode.current', { name: card.title, environment: card.environment }) : t('mode.noneSet')}
      </p>
      {inChat && card && <RegistryChatMenu card={card} />}
    </aside>
  );
  return (
    <ToolLayout tool="registry" className="registry-page" panel={panel} openButton={{ label: t('panel.label') }}>
      <h1 className="registry-title">{t('title')}</h1>
      {inChat && card ? <RegistryChatView card={card} /> : <RegistryCards />}
    </ToolLayout>
  );
}
