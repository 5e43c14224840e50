import { Bot, Scissors } from 'lucide-react';
import { memo, useMemo, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ScosEntry } from '../../../machines/scos/scos-conversation.types';
import { TypingIndicator } from '../../conversation/render/TypingIndicator';
import type { MessageActions } from '../messages/message-kind';
import type { Chip } from '../messages/message-parts';
import { messageOf } from '../scos-entries';
import { useScosTool } from '../scos-tool-context';
import { PayloadView } from './PayloadView';
import { cutText } from './plain-text';
import { RichContent } from './RichContent';

export interface EntryProps {
  entry: ScosEntry;
  showPayload: boolean;
  /** A chip or button was used: focus goes back to the input. */
  onAnswered: () => void;
}

function Chips({ chips, onAnswered }: { chips: readonly Chip[]; onAnswered: () => void }) {
  const { t } = useTranslation('scos');
  const { commands } = useScosTool();
  return (
    <div className="scos-chips" role="group" aria-label={t('chipsLabel')}>
      {chips.map((chip) => (
        <Button
          key={`${chip.value}-${chip.label}`}
          className="button scos-chip"
          onPress={() => {
            commands.chip(chip.value, chip.label);
            onAnswered();
          }}
        >
          {chip.image && <img src={chip.image.src} alt={chip.image.alt} width={20} height={20} />}
          {chip.label}
        </Button>
      ))}
    </div>
  );
}

/**
 * A row of the bot's, behind its avatar: the bot's side of the conversation, as a messenger marks
 * it (its name is not read: the rows say who speaks). `kind` is the row's own class.
 */
function BotRow({ kind, children }: { kind?: string; children: ReactNode }) {
  return (
    <li className={kind ? `scos-row scos-bot ${kind}` : 'scos-row scos-bot'}>
      <span className="scos-avatar" aria-hidden="true">
        <Bot className="icon" />
      </span>
      {children}
    </li>
  );
}

/** One row of the conversation: the user's text, the typing row, an apology, the note of a cut reply, or a bot item with its chips. */
export const ScosEntryView = memo(function ScosEntryView({ entry, showPayload, onAnswered }: EntryProps) {
  const { t } = useTranslation('scos');
  const { commands } = useScosTool();
  const actions = useMemo<MessageActions>(() => ({ press: commands.press, submitDate: commands.submitDate, answered: onAnswered }), [commands, onAnswered]);
  if (entry.from === 'user') {
    return (
      <li className="scos-row scos-user">
        <span className="sr-only">{t('you')}: </span>
        <p className="scos-user-text">{entry.text}</p>
      </li>
    );
  }
  if (entry.kind === 'typing') {
    return (
      <BotRow>
        <TypingIndicator label={t('typing')} />
      </BotRow>
    );
  }
  if (entry.kind === 'apology') {
    return (
      <BotRow kind="scos-apology">
        <p>
          {t(entry.code === 'ES901' ? 'apology.socket' : 'apology.maintenance')} <span className="scos-code">({entry.code})</span>
        </p>
      </BotRow>
    );
  }
  if (entry.kind === 'cut') {
    return (
      <BotRow kind="scos-cut">
        <p>
          <Scissors aria-hidden="true" className="icon" /> {cutText(entry.cut, t)}
        </p>
      </BotRow>
    );
  }
  const message = messageOf(entry);
  return (
    // The row's own class (scos-row-card, …): the item inside carries scos-card, scos-text and the like.
    <BotRow kind={`scos-row-${message.content.type.toLowerCase().replace('_', '-')}`}>
      <div className="scos-item">
        <RichContent content={message.content} disabled={entry.disabled} actions={actions} />
        {message.chips.length > 0 && <Chips chips={message.chips} onAnswered={onAnswered} />}
      </div>
      {showPayload && <PayloadView message={message} />}
    </BotRow>
  );
});
