import type { TFunction } from 'i18next';
import type { ScosEntry } from '../../../machines/scos/scos-conversation.types';
import type { ReplyCut } from '../../../domain/scos-reply';
import { messageOf } from '../scos-entries';

/** The note after a reply the studio cut short. */
export const cutText = (cut: ReplyCut, t: TFunction<'scos'>) => (cut.reason === 'items' ? t('cut.items', { count: cut.dropped }) : t('cut.size'));

/** A short reading of a bot row for the live region: its words, not its markup. */
export function plainText(entry: ScosEntry, t: TFunction<'scos'>): string {
  if (entry.from === 'user') return entry.text;
  if (entry.kind === 'typing') return '';
  if (entry.kind === 'apology') return t(entry.code === 'ES901' ? 'apology.socket' : 'apology.maintenance');
  if (entry.kind === 'cut') return cutText(entry.cut, t);
  const { content } = messageOf(entry);
  switch (content.type) {
    case 'TEXT':
      // Emphasis marks and heading hashes are markup, not words.
      return content.text.replace(/[*_`]/g, '').replace(/^#+\s*/gm, '');
    case 'BUTTON_LIST':
      return content.text ?? '';
    case 'DATE_PICKER':
      return content.text ?? t('date.label');
    case 'CARD':
      return t('cards.label', { count: content.cards.length });
    case 'LIST':
      return content.entries.map((entry) => entry.title).join(', ');
    case 'MEDIA':
      return content.alt;
    case 'UNSHOWABLE':
      return t('unshowable');
    default:
      return '';
  }
}
