import type { TFunction } from 'i18next';
import type { ScosEntry } from '../../../machines/scos/scos-conversation.types';
import type { ReplyCut } from '../../../domain/scos-reply';
import { kindOf } from '../messages/message-kinds';
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
  return kindOf(content).plainText(content, t);
}
