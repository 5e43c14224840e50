/**
 * The one check every address from the bot passes (issue 14, item 5): https, or an address
 * relative to the bot (resolved against its origin), plus mailto:/tel: where a button asks for
 * them. Anything else (javascript:, data:, http: elsewhere, another origin's relative trick) is null.
 */
export type LinkKind = 'web' | 'email' | 'phone';

const hasScheme = /^[a-z][a-z0-9+.-]*:/i;
const emailPattern = /^[^\s@:/]+@[^\s@:/]+\.[^\s@:/]+$/;
const phonePattern = /^\+?[0-9][0-9 ()/.-]{2,}$/;

/** A web address from the bot (images, media, default actions, URL buttons), or null. */
export function trustedWebUrl(value: string, botUrl: string): string | null {
  const text = value.trim();
  // Control characters and spaces inside an address are never legitimate and hide schemes.
  if (text === '' || /[\u0000-\u0020\u007f]/.test(text)) return null;
  let bot: URL;
  let resolved: URL;
  try {
    bot = new URL(botUrl);
    resolved = new URL(text, bot);
  } catch {
    return null;
  }
  const relative = !hasScheme.test(text) && !text.startsWith('//');
  if (relative) return resolved.origin === bot.origin ? resolved.href : null;
  return resolved.protocol === 'https:' ? resolved.href : null;
}

/** The href of a button of the given kind, or null when its value does not pass the check. */
export function trustedLink(kind: LinkKind, value: string, botUrl: string): string | null {
  const text = value.trim();
  if (kind === 'email') {
    const address = text.replace(/^mailto:/i, '');
    return emailPattern.test(address) ? `mailto:${address}` : null;
  }
  if (kind === 'phone') {
    const number = text.replace(/^tel:/i, '');
    return phonePattern.test(number) ? `tel:${number.replace(/[ ()/.-]/g, '')}` : null;
  }
  return trustedWebUrl(text, botUrl);
}
