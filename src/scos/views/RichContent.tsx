import { useTranslation } from 'react-i18next';
import { StreamingAnswer } from '../../conversation/render/StreamingAnswer';
import type { Content } from '../protocol/messages';
import { ButtonView } from './ButtonView';
import { CardGallery } from './CardGallery';
import { DatePickerMessage } from './DatePickerMessage';
import { ListMessage } from './ListMessage';
import { MediaMessage } from './MediaMessage';

export interface RichContentProps {
  content: Content;
  /** The user has replied since: date pickers no longer submit (tools.md §5). */
  disabled: boolean;
  onAnswered: () => void;
}

/** A bot item by its type. Bot text goes through the sanitising Markdown renderer, never as HTML. */
export function RichContent({ content, disabled, onAnswered }: RichContentProps) {
  const { t } = useTranslation('scos');
  switch (content.type) {
    case 'TEXT':
      return (
        <div className={content.fallback ? 'scos-text scos-fallback' : 'scos-text'}>
          <StreamingAnswer text={content.text} />
        </div>
      );
    case 'BUTTON_LIST':
      return (
        <div className="scos-button-list">
          {content.text && <StreamingAnswer text={content.text} />}
          <ul className="scos-buttons" aria-label={content.text ? undefined : t('buttonsLabel')}>
            {content.buttons.map((button, index) => (
              <li key={index}>
                <ButtonView button={button} onAnswered={onAnswered} />
              </li>
            ))}
          </ul>
        </div>
      );
    case 'CARD':
      return <CardGallery cards={content.cards} onAnswered={onAnswered} />;
    case 'LIST':
      return <ListMessage content={content} onAnswered={onAnswered} />;
    case 'MEDIA':
      return <MediaMessage content={content} />;
    case 'DATE_PICKER':
      return <DatePickerMessage content={content} disabled={disabled} onAnswered={onAnswered} />;
    case 'DATA_ONLY':
      return <p className="scos-muted">{t('dataOnly')}</p>;
    case 'PLACEHOLDER':
      return null;
    case 'UNSHOWABLE':
      return (
        <p className="scos-unshowable" role="note">
          {t('unshowable')}
        </p>
      );
  }
}
