import { checkLink, checkWebUrl, type UrlRefusal } from '../protocol/safe-url';
import type { WireButton, WireChip } from '../../../contracts/customer-service';

/**
 * The parts several message kinds share (buttons, images, chips), as the studio shows them, and
 * how each is read off the wire: addresses checked, refusals noted as warnings.
 */

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

export interface ParseContext {
  /** The address the turn was posted to: relative media resolve against it. */
  botUrl: string;
  /** Video sites whose embeds may be shown. */
  videoHosts: readonly string[];
}

const clipboardPrefix = 'clipboard:';

export function toButton(button: WireButton, where: string, context: ParseContext, warnings: Warning[]): Button | null {
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

export function toButtons(buttons: readonly WireButton[] | undefined, where: string, context: ParseContext, warnings: Warning[]) {
  return (buttons ?? []).flatMap((button, index) => toButton(button, `${where}.buttons[${index}]`, context, warnings) ?? []);
}

export function toImage(src: string | undefined, alt: string | undefined, where: string, context: ParseContext, warnings: Warning[]) {
  if (src === undefined || src.trim() === '') return undefined;
  const checked = checkWebUrl(src, context.botUrl);
  if (!checked.ok) {
    warnings.push({ kind: checked.refused, where, value: src });
    return undefined;
  }
  if (!alt?.trim()) warnings.push({ kind: 'missing-alt-text', where });
  return { src: checked.href, alt: alt?.trim() ?? '' };
}

export function toChips(chips: readonly WireChip[] | undefined, context: ParseContext, warnings: Warning[]): Chip[] {
  return (chips ?? []).map((chip, index) => {
    const image = toImage(chip.imageUrl, chip.imageAltText, `chips[${index}].imageUrl`, context, warnings);
    return image ? { label: chip.label, value: chip.value, image } : { label: chip.label, value: chip.value };
  });
}
