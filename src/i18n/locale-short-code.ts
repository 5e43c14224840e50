/** platform.md §2: a locale is shown by its language; the region is added when two share a language. */
export function localeShortCode(locale: string, all: readonly string[]): string {
  const [language = locale, region] = locale.split('-');
  const shared = all.filter((l) => l.split('-')[0] === language).length > 1;
  return shared && region ? `${language.toUpperCase()}-${region}` : language.toUpperCase();
}
