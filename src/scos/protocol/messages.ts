import { type MediaSource, mediaSource } from './media-source';
import { checkLink, checkWebUrl, type UrlRefusal } from './safe-url';
import { knownMessageTypes, legacyItemSchema, replyItemSchema, replySchema, type WireButton, type WireChip, type WireItem } from '../../../contracts/customer-service';

/** What the studio had to refuse or found missing in an item; the payload switch shows these. */
export type Warning =
  | { kind: 'unknown-type'; type: string }
  | { kind: 'invalid-item'; detail: string }
  | { kind: 'missing-alt-text'; where: string }
  /** An address refused: untrusted, or carrying user information (`https://shown@opened/`). */
  | { kind: UrlRefusal; where: string; value: string }
  | { kind: 'video-host-not-allowed'; value: string }
  | { kind: 'date-outside-range'; value: string };

export interface Chip {
  label: string;
  value: string;
  image?: { src: string; alt: string };
}

export type Button =
  | { kind: 'send'; label: string; value: string; sitData?: Record<string, unknown> }
  | { kind: 'copy'; label: string; text: string }
  | { kind: 'link'; label: string; href: string; newTab: boolean };

export interface Card {
  title: string;
  subtitle?: string;
  description?: string;
  image?: { src: string; alt: string };
  buttons: Button[];
}

export interface ListEntry extends Card {
  href?: string;
}

export type Content =
  | { type: 'TEXT'; direction: 'in' | 'out'; text: string; fallback: boolean; uploadTrigger?: 'init' | 'cancel' }
  | { type: 'BUTTON_LIST'; text?: string; buttons: Button[] }
  | { type: 'MEDIA'; media: 'IMAGE' | 'VIDEO' | 'AUDIO'; source: MediaSource; alt: string }
  | { type: 'CARD'; cards: Card[] }
  | { type: 'LIST'; product: boolean; entries: ListEntry[]; largeTopItem: boolean; button?: Button }
  | { type: 'DATE_PICKER'; text?: string; defaultDate?: string; minDate?: string; maxDate?: string; submitText?: string }
  | { type: 'DATA_ONLY'; data: Record<string, unknown> }
  | { type: 'PLACEHOLDER' }
  /** An unknown type or a broken item: shown as "this message could not be shown", never a crash. */
  | { type: 'UNSHOWABLE' };

export interface ScosMessage {
  content: Content;
  chips: Chip[];
  warnings: Warning[];
  /** The item as it came, for the payload switch. */
  raw: unknown;
}

export interface ParseContext {
  /** The address the turn was posted to: relative media resolve against it. */
  botUrl: string;
  /** Video sites whose embeds may be shown. */
  videoHosts: readonly string[];
}

const clipboardPrefix = 'clipboard:';

function toButton(button: WireButton, where: string, context: ParseContext, warnings: Warning[]): Button | null {
  if (button.value.startsWith(clipboardPrefix)) return { kind: 'copy', label: button.label, text: button.value.slice(clipboardPrefix.length) };
  if (button.type === 'ACTION' || button.type === 'POSTBACK') return { kind: 'send', label: button.label, value: button.value, sitData: button.sitData };
  const kind = button.type === 'EMAIL' ? 'email' : button.type === 'PHONE' ? 'phone' : 'web';
  const checked = checkLink(kind, button.value, context.botUrl);
  if (!checked.ok) {
    warnings.push({ kind: checked.refused, where, value: button.value });
    return null;
  }
  return { kind: 'link', label: button.label, href: checked.href, newTab: kind === 'web' && button.target !== '_self' };
}

function toButtons(buttons: readonly WireButton[] | undefined, where: string, context: ParseContext, warnings: Warning[]) {
  return (buttons ?? []).flatMap((button, index) => toButton(button, `${where}.buttons[${index}]`, context, warnings) ?? []);
}

function toImage(src: string | undefined, alt: string | undefined, where: string, context: ParseContext, warnings: Warning[]) {
  if (src === undefined || src.trim() === '') return undefined;
  const checked = checkWebUrl(src, context.botUrl);
  if (!checked.ok) {
    warnings.push({ kind: checked.refused, where, value: src });
    return undefined;
  }
  if (!alt?.trim()) warnings.push({ kind: 'missing-alt-text', where });
  return { src: checked.href, alt: alt?.trim() ?? '' };
}

function toChips(chips: readonly WireChip[] | undefined, context: ParseContext, warnings: Warning[]): Chip[] {
  return (chips ?? []).map((chip, index) => {
    const image = toImage(chip.imageUrl, chip.imageAltText, `chips[${index}].imageUrl`, context, warnings);
    return image ? { label: chip.label, value: chip.value, image } : { label: chip.label, value: chip.value };
  });
}

function toContent(item: WireItem, context: ParseContext, warnings: Warning[]): Content {
  switch (item.type) {
    case 'TEXT':
      return {
        type: 'TEXT',
        direction: item.direction === 'out' ? 'out' : 'in',
        text: item.message,
        fallback: item.data?.textIsFallback === true,
        uploadTrigger: item.data?.execTrigger?.data.action,
      };
    case 'PLACEHOLDER':
      return { type: 'PLACEHOLDER' };
    case 'BUTTON_LIST':
      return { type: 'BUTTON_LIST', text: item.message, buttons: toButtons(item.data.buttons, 'data', context, warnings) };
    case 'MEDIA': {
      const source = mediaSource(item.data.source, item.data.type, context.botUrl, context.videoHosts);
      if (source.kind === 'refused') {
        warnings.push(
          source.reason === 'video-host-not-allowed' ? { kind: 'video-host-not-allowed', value: item.data.source } : { kind: source.reason, where: 'data.source', value: item.data.source },
        );
      }
      if (!item.data.altText?.trim()) warnings.push({ kind: 'missing-alt-text', where: 'data.altText' });
      return { type: 'MEDIA', media: item.data.type, source, alt: item.data.altText?.trim() ?? '' };
    }
    case 'CARD':
      return {
        type: 'CARD',
        cards: item.data.items.map((card, index) => ({
          title: card.title,
          subtitle: card.subtitle,
          description: card.description,
          image: toImage(card.image, card.imageAltText ?? card.title, `data.items[${index}].image`, context, warnings),
          buttons: toButtons(card.buttons, `data.items[${index}]`, context, warnings),
        })),
      };
    case 'LIST':
    case 'PRODUCT_LIST':
      return {
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
      };
    case 'DATE_PICKER': {
      const { defaultDate, minDate, maxDate } = item.data ?? {};
      if (defaultDate && ((minDate && defaultDate < minDate) || (maxDate && defaultDate > maxDate))) {
        warnings.push({ kind: 'date-outside-range', value: defaultDate });
      }
      return {
        type: 'DATE_PICKER',
        text: item.message,
        defaultDate: item.data?.defaultDate?.slice(0, 10),
        minDate: item.data?.minDate?.slice(0, 10),
        maxDate: item.data?.maxDate?.slice(0, 10),
        submitText: item.data?.submitButtonText,
      };
    }
    case 'DATA_ONLY':
      return { type: 'DATA_ONLY', data: item.data ?? {} };
  }
}

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
    return { content: { type: 'UNSHOWABLE' }, chips: [], warnings, raw };
  }
  const item = parsed.data;
  const content = toContent(item, context, warnings);
  const wireChips =
    item.type === 'PLACEHOLDER' || item.type === 'DATE_PICKER' || item.type === 'DATA_ONLY' ? [] : [...(item.chips ?? []), ...(item.quickReplies ?? [])];
  return { content, chips: toChips(wireChips, context, warnings), warnings, raw };
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
