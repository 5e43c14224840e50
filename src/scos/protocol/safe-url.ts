/**
 * The one check every address from the bot passes: https, or an address
 * relative to the bot (resolved against its origin), plus mailto:/tel: where a button asks for
 * them. Anything else (javascript:, data:, http: elsewhere, another origin's relative trick) is
 * refused as untrusted; an address that would pass but carries user information
 * (`https://trusted.example@other.example/`) is refused by that name.
 */
export type LinkKind = 'web' | 'email' | 'phone';

/** Why an address was refused; the payload switch names it. */
export type UrlRefusal = 'untrusted-url' | 'user-info-in-url';

export type CheckedUrl = { ok: true; href: string } | { ok: false; refused: UrlRefusal };

const hasScheme = /^[a-z][a-z0-9+.-]*:/i;
// An authority (after `//`, or the `\\` browsers read as `//`) holding an `@`: user information,
// even an empty one the parser would silently drop.
const authorityWithAt = /^(?:[a-z][a-z0-9+.-]*:)?[\\/]{2,}[^\\/?#]*@/i;
const emailPattern = /^[^\s@:/]+@[^\s@:/]+\.[^\s@:/]+$/;
const phonePattern = /^\+?[0-9][0-9 ()/.-]{2,}$/;

const untrusted: CheckedUrl = { ok: false, refused: 'untrusted-url' };

/** A web address from the bot (images, media, default actions, URL buttons), checked. */
export function checkWebUrl(value: string, botUrl: string): CheckedUrl {
  const text = value.trim();
  // Control characters and spaces inside an address are never legitimate and hide schemes.
  if (text === '' || /[\u0000-\u0020\u007f]/.test(text)) return untrusted;
  let bot: URL;
  let resolved: URL;
  try {
    bot = new URL(botUrl);
    resolved = new URL(text, bot);
  } catch {
    return untrusted;
  }
  const relative = !hasScheme.test(text) && !text.startsWith('//');
  if (relative ? resolved.origin !== bot.origin : resolved.protocol !== 'https:') return untrusted;
  // The address shows one host and opens another; a relative `\\user@host` can carry it too.
  if (resolved.username !== '' || resolved.password !== '' || authorityWithAt.test(text)) return { ok: false, refused: 'user-info-in-url' };
  return { ok: true, href: resolved.href };
}

/** The href of a button of the given kind, checked. */
export function checkLink(kind: LinkKind, value: string, botUrl: string): CheckedUrl {
  const text = value.trim();
  if (kind === 'email') {
    const address = text.replace(/^mailto:/i, '');
    return emailPattern.test(address) ? { ok: true, href: `mailto:${address}` } : untrusted;
  }
  if (kind === 'phone') {
    const number = text.replace(/^tel:/i, '');
    return phonePattern.test(number) ? { ok: true, href: `tel:${number.replace(/[ ()/.-]/g, '')}` } : untrusted;
  }
  return checkWebUrl(text, botUrl);
}
