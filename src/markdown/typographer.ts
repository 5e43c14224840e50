/** Typographer replacements for prose (never for code): quotes, dashes, ellipsis. */
export function typographer(text: string): string {
  return text
    .replace(/---/g, '\u2014')
    .replace(/--/g, '\u2013')
    .replace(/\.\.\./g, '\u2026')
    .replace(/(^|[\s([{\u2014\u2013-])"/g, '$1\u201c')
    .replace(/"/g, '\u201d')
    .replace(/(^|[\s([{\u2014\u2013-])'/g, '$1\u2018')
    .replace(/'/g, '\u2019');
}
