/**
 * The texts every page starts with, loaded by i18n's start (the shell's, the guidelines' and the
 * home chat's, which shared pieces also speak); a tool's own texts load when it opens. The
 * production index.html preloads these for the stored locale (scripts/build/startup-preload-plugin.ts).
 */
export const startupNamespaces = ['common', 'guidelines', 'chat', 'chat-stream', 'chat-persistence'] as const;

/** Each start-up text's module, as the build names it (`locales/de-DE/chat.json`). */
export const startupTextModules = (locale: string) => startupNamespaces.map((namespace) => `locales/${locale}/${namespace}.json`);

/** The production build's one chunk of a locale's start-up texts: one request, not five. */
export const startupTextsChunk = (locale: string) => `texts-${locale}`;

/** Which of `locales`' start-up texts chunks a module goes into, if it is one of those texts (vite.config.ts). */
export const startupTextsChunkOf =
  (locales: readonly string[]) =>
  (moduleId: string): string | null => {
    const locale = locales.find((candidate) => startupTextModules(candidate).some((module) => moduleId.endsWith(`/${module}`)));
    return locale ? startupTextsChunk(locale) : null;
  };
