import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../forms/IconButton';
import { ButtonView } from './ButtonView';
import type { MessageKind, MessageViewProps } from './message-kind';
import { toButtons, toImage, type Card } from './message-parts';

export interface CardContent {
  type: 'CARD';
  cards: Card[];
}

/** tools.md §9: the text's height class: 75 px with an image or 150 without, 8 less per button (up to 3). */
export const cardTextClass = (card: Card) => `scos-card-text ${card.image ? 'with-image' : 'without-image'} buttons-${Math.min(card.buttons.length, 3)}`;

/**
 * A card gallery: a list of named cards; the arrow keys move
 * between them (Home/End to the ends), Tab enters the gallery at one card and leaves it, and the
 * previous/next buttons beside it bring the neighbouring card into view (focus stays on the button).
 */
function CardGallery({ content: { cards }, actions }: MessageViewProps<CardContent>) {
  const { t } = useTranslation('scos');
  const list = useRef<HTMLUListElement>(null);
  // The card Tab enters the gallery at, and the arrow buttons move from.
  const [current, setCurrent] = useState(0);
  const show = (next: number, focus: boolean) => {
    const items = [...(list.current?.querySelectorAll<HTMLElement>('.scos-card') ?? [])];
    const at = Math.max(0, Math.min(items.length - 1, next));
    const target = items[at];
    setCurrent(at);
    if (focus) target?.focus();
    target?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const items = [...(list.current?.querySelectorAll<HTMLElement>('.scos-card') ?? [])];
    const at = items.indexOf(event.target as HTMLElement);
    if (at === -1) return;
    const next = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next, true);
  };
  return (
    <div className="scos-gallery">
      <ul ref={list} className={cards.length >= 3 ? 'scos-cards scos-cards-scroll' : 'scos-cards'} aria-label={t('cards.label', { count: cards.length })} onKeyDown={onKeyDown}>
        {cards.map((card, index) => (
          <li key={index} className="scos-card" tabIndex={index === current ? 0 : -1} aria-label={t('cards.card', { title: card.title, position: index + 1, total: cards.length })}>
            {card.image && <img className="scos-card-image" src={card.image.src} alt={card.image.alt} width={320} height={192} />}
            <div className={cardTextClass(card)}>
              <h3 className="scos-card-title">{card.title}</h3>
              {card.subtitle && <p className="scos-card-subtitle">{card.subtitle}</p>}
              {card.description && <p>{card.description}</p>}
            </div>
            {card.buttons.length > 0 && (
              <div className="scos-card-buttons">
                {card.buttons.map((button, buttonIndex) => (
                  <ButtonView key={buttonIndex} button={button} actions={actions} />
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
      {cards.length > 1 && (
        <div className="scos-gallery-arrows">
          <IconButton icon={ChevronLeft} label={t('cards.previous')} className="scos-gallery-arrow" isDisabled={current === 0} onPress={() => show(current - 1, false)} />
          <IconButton icon={ChevronRight} label={t('cards.next')} className="scos-gallery-arrow" isDisabled={current === cards.length - 1} onPress={() => show(current + 1, false)} />
        </div>
      )}
    </div>
  );
}

/** CARD: a gallery of cards, each with a checked image and its buttons. */
export const cardKind: MessageKind<'CARD', CardContent> = {
  content: (item, context, warnings) => ({
    type: 'CARD',
    cards: item.data.items.map((card, index) => ({
      title: card.title,
      subtitle: card.subtitle,
      description: card.description,
      image: toImage(card.image, card.imageAltText ?? card.title, `data.items[${index}].image`, context, warnings),
      buttons: toButtons(card.buttons, `data.items[${index}]`, context, warnings),
    })),
  }),
  View: CardGallery,
  plainText: (content, t) => t('cards.label', { count: content.cards.length }),
  transcriptText: (content) => content.cards.map((card) => [card.title, card.subtitle].filter(Boolean).join(', ')).join(' | '),
  closesOnReply: false,
};
