import { useTranslation } from 'react-i18next';
import { StreamingAnswer } from '../../conversation/render/StreamingAnswer';
import { ButtonView } from './ButtonView';
import type { MessageKind, MessageViewProps } from './message-kind';
import { toButtons, type Button } from './message-parts';

export interface ButtonListContent {
  type: 'BUTTON_LIST';
  text?: string;
  buttons: Button[];
}

function ButtonList({ content, actions }: MessageViewProps<ButtonListContent>) {
  const { t } = useTranslation('scos');
  return (
    <div className="scos-button-list">
      {content.text && <StreamingAnswer text={content.text} />}
      <ul className="scos-buttons" aria-label={content.text ? undefined : t('buttonsLabel')}>
        {content.buttons.map((button, index) => (
          <li key={index}>
            <ButtonView button={button} actions={actions} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** BUTTON_LIST: a text and its buttons (sends, copies, checked links). */
export const buttonListKind: MessageKind<'BUTTON_LIST', ButtonListContent> = {
  content: (item, context, warnings) => ({ type: 'BUTTON_LIST', text: item.message, buttons: toButtons(item.data.buttons, 'data', context, warnings) }),
  View: ButtonList,
  plainText: (content) => content.text ?? '',
  transcriptText: (content) => [content.text, ...content.buttons.map((button) => `[${button.label}]`)].filter(Boolean).join(' '),
  closesOnReply: false,
};
