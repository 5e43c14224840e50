/**
 * The texts every page starts with, loaded by i18n's start (the shell's, the guidelines' and the
 * home chat's, which shared pieces also speak); a tool's own texts load when it opens. The
 * production index.html preloads these for the stored locale (server/startup-preload-plugin.ts).
 */
export const startupNamespaces = ['common', 'guidelines', 'chat', 'chat-stream', 'chat-persistence'] as const;

/** Each start-up text's module, as the build names it (`locales/de-DE/chat.json`). */
export const startupTextModules = (locale: string) => startupNamespaces.map((namespace) => `locales/${locale}/${namespace}.json`);
