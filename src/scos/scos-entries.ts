import type { ScosEntry } from '../../machines/scos/scos-conversation.types';
import type { ScosMessage } from './messages/parse-item';

export type BotItemEntry = Extract<ScosEntry, { kind: 'item' }>;

/**
 * The full parsed item of a bot row. The machine keeps items as the turn's effect made them
 * (`sendTurnActor`, which only ever yields ScosMessage); it knows only their outline.
 */
export const messageOf = (entry: BotItemEntry) => entry.message as ScosMessage;
