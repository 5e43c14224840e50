import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;
type OutputBundle = Rollup.OutputBundle;

export interface StartupPreloads {
  /** The runtime configuration's file beside index.html: every start reads it first. */
  configFile: string;
  /** Modules imported at start-up (the session's oidc code), preloaded with their imports. */
  code: readonly string[];
  /** The start-up texts' modules of a locale; index.html preloads the default locale's and the stored one's. */
  texts: (locale: string) => readonly string[];
  locales: readonly string[];
  defaultLocale: string;
  /** The redux-persist key the chosen locale is stored under (`{"current":"\"de-DE\""}`). */
  localeStorageKey: string;
}

/**
 * The production index.html asks at once, beside the entry, for what every start waits on after
 * the entry has run: config.json, the session's chunks and the texts. Each was
 * otherwise a round trip after the entry's evaluation, on the way to the first render. The chosen
 * locale is known only in the browser, so a small inline script preloads its texts.
 * The entry's own static imports Vite preloads already.
 */
export function startupPreloadPlugin(preloads: StartupPreloads): Plugin {
  let base = '/';
  return {
    name: 'studio-startup-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const files = chunkFiles(bundle);
        const entry = files.closure(files.entries());
        const notInEntry = (modules: readonly string[]) => [...files.closure(modules.map(files.of))].filter((file) => !entry.has(file));
        const otherLocales = preloads.locales.filter((locale) => locale !== preloads.defaultLocale);
        const textsByLocale = Object.fromEntries(otherLocales.map((locale) => [locale, notInEntry(preloads.texts(locale)).map((file) => `${base}${file}`)]));
        // Before the stylesheets Vite adds (an inline script after a stylesheet waits for it to
        // load), after the <meta charset>: where index.html has its title.
        if (!html.includes('<title>')) throw new Error('startup-preload: index.html has no <title> to put the texts\' preload before');
        const script = `<script>${storedLocaleTextsScript(textsByLocale, preloads.localeStorageKey)}</script>\n    `;
        const tags: HtmlTagDescriptor[] = [
          {
            tag: 'link',
            // A fetch() in CORS mode with same-origin credentials, as loadRuntimeConfig's, takes it.
            attrs: { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: `${base}${preloads.configFile}` },
            injectTo: 'head',
          },
          // The default locale's texts are always read: they are every other locale's fallback.
          ...notInEntry([...preloads.code, ...preloads.texts(preloads.defaultLocale)]).map(
            (file): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' }),
          ),
        ];
        return { html: html.replace('<title>', `${script}<title>`), tags };
      },
    },
  };
}

/** The bundle's chunks by module, and the files a set of chunks needs (themselves and their static imports). */
function chunkFiles(bundle: OutputBundle) {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  return {
    entries: () => chunks.filter((chunk) => chunk.isEntry),
    of(module: string): OutputChunk {
      // A module of its own chunk, or one gathered with others (the start-up texts).
      const chunk =
        chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module)) ??
        chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(module)));
      if (!chunk) throw new Error(`startup-preload: the build has no chunk for ${module}`);
      return chunk;
    },
    closure(roots: OutputChunk[]): Set<string> {
      const files = new Set<string>();
      const visit = (chunk: OutputChunk | undefined) => {
        if (!chunk || files.has(chunk.fileName)) return;
        files.add(chunk.fileName);
        for (const imported of chunk.imports) visit(bundle[imported] as OutputChunk | undefined);
      };
      roots.forEach(visit);
      return files;
    },
  };
}

/**
 * An inline script (allowed by its hash, as the colour scheme's) that preloads the start-up texts
 * of the locale the user chose, when it is one of `textsByLocale`'s (not the default locale).
 */
export function storedLocaleTextsScript(textsByLocale: Record<string, string[]>, storageKey: string): string {
  return `(function (texts) {
  var locale;
  try {
    locale = JSON.parse(JSON.parse(localStorage.getItem(${JSON.stringify(storageKey)}) || '{}').current || 'null');
  } catch (e) {
    return;
  }
  if (!Object.prototype.hasOwnProperty.call(texts, locale)) return;
  texts[locale].forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
})(${JSON.stringify(textsByLocale)});`;
}
