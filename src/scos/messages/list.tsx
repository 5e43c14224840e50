import { useTranslation } from 'react-i18next';
import { checkWebUrl } from '../protocol/safe-url';
import { ButtonView } from './ButtonView';
import type { MessageKind, MessageViewProps } from './message-kind';
import { toButton, toButtons, toImage, type Button, type Card } from './message-parts';

export interface ListEntry extends Card {
  href?: string;
}

export interface ListContent {
  type: 'LIST';
  product: boolean;
  entries: ListEntry[];
  largeTopItem: boolean;
  button?: Button;
}

/** A LIST (or PRODUCT_LIST): a list; the first entry larger when asked; a default action is the title's link. */
function ListMessage({ content, actions }: MessageViewProps<ListContent>) {
  const { t } = useTranslation('scos');
  return (
    <div className="scos-list">
      <ul aria-label={t(content.product ? 'list.products' : 'list.label')}>
        {content.entries.map((entry, index) => (
          <li key={index} className={index === 0 && content.largeTopItem ? 'scos-list-entry scos-list-top' : 'scos-list-entry'}>
            {entry.image && <img src={entry.image.src} alt={entry.image.alt} className="scos-list-image" />}
            <div>
              <p className="scos-list-title">
                {entry.href ? (
                  <a href={entry.href} target="_blank" rel="noopener noreferrer">
                    {entry.title}
                    <span className="sr-only"> ({t('newTab')})</span>
                  </a>
                ) : (
                  entry.title
                )}
              </p>
              {entry.subtitle && <p className="scos-muted">{entry.subtitle}</p>}
              {entry.buttons.map((button, buttonIndex) => (
                <ButtonView key={buttonIndex} button={button} actions={actions} />
              ))}
            </div>
          </li>
        ))}
      </ul>
      {content.button && <ButtonView button={content.button} actions={actions} />}
    </div>
  );
}

/** LIST and PRODUCT_LIST: entries with an image, a checked default action and buttons, and a button beneath. */
export const listKind: MessageKind<'LIST' | 'PRODUCT_LIST', ListContent> = {
  content: (item, context, warnings) => ({
    type: 'LIST',
    product: item.type === 'PRODUCT_LIST',
    largeTopItem: item.data.largeTopItem === true,
    entries: item.data.items.map((entry, index) => {
      const where = `data.items[${index}]`;
      const action = entry.defaultActionUrl === undefined ? undefined : checkWebUrl(entry.defaultActionUrl, context.botUrl);
      if (action?.ok === false) warnings.push({ kind: action.refused, where: `${where}.defaultActionUrl`, value: entry.defaultActionUrl ?? '' });
      return {
        title: entry.title,
        subtitle: entry.subtitle,
        image: toImage(entry.imageUrl, entry.imageAltText, `${where}.imageUrl`, context, warnings),
        buttons: toButtons(entry.buttons, where, context, warnings),
        href: action?.ok ? action.href : undefined,
      };
    }),
    button: item.data.button ? (toButton(item.data.button, 'data.button', context, warnings) ?? undefined) : undefined,
  }),
  View: ListMessage,
  plainText: (content) => content.entries.map((entry) => entry.title).join(', '),
  transcriptText: (content) => content.entries.map((entry) => entry.title).join(' | '),
  closesOnReply: false,
};
