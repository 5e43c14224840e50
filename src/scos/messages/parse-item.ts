import { knownMessageTypes, legacyItemSchema, replyItemSchema, replySchema, type WireChip } from '../../../contracts/customer-service';
import type { AnyMessageKind, WireType } from './message-kind';
import { kindOf, messageKinds, type Content } from './message-kinds';
import { toChips, type Chip, type ParseContext, type Warning } from './message-parts';

export interface ScosMessage {
  content: Content;
  chips: Chip[];
  warnings: Warning[];
  /** The item as it came, for the payload switch. */
  raw: unknown;
  /** Its kind stops answering once the user replies (the conversation disables it then). */
  closesOnReply: boolean;
}

/** The item types whose schema carries chips and quick replies (a date picker's, say, does not). */
const typesWithChips = new Set<string>(replyItemSchema.options.flatMap((item) => ('chips' in item.shape ? [...item.shape.type.values] : [])));

/** An item whose schema carries chips: they were checked by it. */
type WithChips = { chips?: WireChip[]; quickReplies?: WireChip[] };

const knownTypes = new Set<string>(knownMessageTypes);

/** One item of `response[]` (current or legacy shape) as a typed message; never throws. */
export function parseItem(raw: unknown, context: ParseContext): ScosMessage {
  const warnings: Warning[] = [];
  const legacy = legacyItemSchema.safeParse(raw);
  const candidate = legacy.success ? legacy.data : raw;
  const parsed = replyItemSchema.safeParse(candidate);
  if (!parsed.success) {
    const type = typeof candidate === 'object' && candidate !== null ? (candidate as { type?: unknown }).type : undefined;
    const typeName = typeof type === 'string' ? type : '';
    const issue = parsed.error.issues[0];
    warnings.push(
      typeName !== '' && !knownTypes.has(typeName)
        ? { kind: 'unknown-type', type: typeName }
        : { kind: 'invalid-item', detail: issue ? `${issue.path.join('.') || 'item'}: ${issue.message}` : 'invalid item' },
    );
    return { content: { type: 'UNSHOWABLE' }, chips: [], warnings, raw, closesOnReply: false };
  }
  const item = parsed.data;
  // The table is keyed by the type the item has: its kind takes this item.
  const kind = messageKinds[item.type] as AnyMessageKind<WireType>;
  const content = kind.content(item, context, warnings) as Content;
  const { chips, quickReplies } = typesWithChips.has(item.type) ? (item as WithChips) : {};
  const wireChips = [...(chips ?? []), ...(quickReplies ?? [])];
  return { content, chips: toChips(wireChips, context, warnings), warnings, raw, closesOnReply: kindOf(content).closesOnReply };
}

export type ParsedReply = { ok: true; messages: ScosMessage[]; dropped: number } | { ok: false; problem: 'empty' | 'invalid' };

/**
 * A whole answer `{response[]}`: each item parsed on its own; no items is the empty-response case
 * (§8). Only the first `maxItems` are parsed; `dropped` counts the rest.
 */
export function parseReply(json: unknown, context: ParseContext, maxItems = Infinity): ParsedReply {
  const reply = replySchema.safeParse(json);
  if (!reply.success) return { ok: false, problem: 'invalid' };
  const { response } = reply.data;
  if (response.length === 0) return { ok: false, problem: 'empty' };
  const kept = response.slice(0, maxItems);
  return { ok: true, messages: kept.map((item) => parseItem(item, context)), dropped: response.length - kept.length };
}
