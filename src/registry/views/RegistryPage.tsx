import { useSelector } from '@xstate/react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useRegistryTool } from '../registry-tool-context';
import { RegistryCards } from './RegistryCards';
import { RegistryChatView } from './RegistryChatView';

/** tools.md §2 "Retrieval-chat registry": registry mode and chat mode, chat mode only with a set component. */
export default function RegistryPage() {
  const { t } = useTranslation('registry');
  const { catalogue, commands } = useRegistryTool();
  const inChat = useSelector(catalogue, (s) => s.matches({ mode: 'chat' }));
  const card = useSelector(catalogue, (s) => s.context.components.find((component) => component.key === s.context.component) ?? null);
  return (
    <div className="registry-page">
      <header className="registry-header">
        <h1>{t('title')}</h1>
        <div className="registry-modes" role="group" aria-label={t('mode.label')}>
          <Button className="button" aria-pressed={!inChat} onPress={commands.showRegistry}>
            {t('mode.registry')}
          </Button>
          <Button className="button" aria-pressed={inChat} isDisabled={!card} onPress={commands.showChat}>
            {t('mode.chat')}
          </Button>
        </div>
        <p className="muted registry-current" role="status">
          {card ? t('mode.current', { name: card.title, environment: card.environment }) : t('mode.noneSet')}
        </p>
      </header>
      {inChat && card ? <RegistryChatView card={card} /> : <RegistryCards />}
    </div>
  );
}
