import type { HtmlTagDescriptor, IndexHtmlTransformContext, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { startupPreloadPlugin, storedLocaleTextsScript, type StartupPreloads } from './startup-preload-plugin';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[], isEntry = false, moduleIds = facadeModuleId ? [facadeModuleId] : []) =>
  ({ type: 'chunk', fileName, facadeModuleId, imports, isEntry, moduleIds }) as unknown as Rollup.OutputChunk;

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', '/app/index.html', ['assets/react.js'], true),
    chunk('assets/react.js', null, []),
    chunk('assets/user-manager.js', '/app/src/app/auth/user-manager.ts', ['assets/oidc.js', 'assets/react.js']),
    chunk('assets/oidc.js', null, []),
    chunk('assets/chat-tool.js', '/app/src/chat/chat-tool.tsx', []),
    chunk('assets/common-en.js', '/app/locales/en-US/common.json', []),
    chunk('assets/common-de.js', '/app/locales/de-DE/common.json', []),
    // Gathered: no module is its facade.
    chunk('assets/texts-en.js', null, [], false, ['/app/locales/en-US/chat.json', '/app/locales/en-US/guidelines.json']),
  ].map((output) => [output.fileName, output]),
);

const preloads: StartupPreloads = {
  configFile: 'config.json',
  code: ['src/app/auth/user-manager.ts'],
  texts: (locale) => [`locales/${locale}/common.json`],
  locales: ['en-US', 'de-DE'],
  defaultLocale: 'en-US',
  localeStorageKey: 'locale',
};

const indexHtml = '<head>\n    <meta charset="UTF-8" />\n    <title>Studio</title>\n  </head>';

type Transformed = { html: string; tags: HtmlTagDescriptor[] };

function transform(options: Partial<StartupPreloads> = {}, base = '/', html = indexHtml) {
  const plugin = startupPreloadPlugin({ ...preloads, ...options });
  (plugin.configResolved as (config: { base: string }) => void)({ base });
  const { handler } = plugin.transformIndexHtml as { handler: (html: string, context: Partial<IndexHtmlTransformContext>) => Transformed };
  return handler(html, { bundle });
}

const tagsFor = (options: Partial<StartupPreloads> = {}, base = '/') => transform(options, base).tags;

/** The inline script the page gets, between its <script> tags. */
const inlineScriptOf = (html: string) => /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

/** Runs the inline script against a storage holding `stored` under "locale"; the preloads it adds. */
function preloadedBy(script: string, stored: string | null) {
  const links: Array<{ rel: string; href: string; crossOrigin: string | null }> = [];
  const storage = { getItem: (key: string) => (key === 'locale' ? stored : null) };
  const document = { createElement: () => ({ rel: '', href: '', crossOrigin: null }), head: { appendChild: (link: (typeof links)[number]) => links.push(link) } };
  new Function('localStorage', 'document', script)(storage, document);
  return links;
}

describe('index.html asks for what start-up waits on, beside the entry', () => {
  it('config.json as a fetch the configuration load takes over, under the base path', () => {
    expect(tagsFor({}, '/studio/')[0]).toEqual({
      tag: 'link',
      attrs: { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: '/studio/config.json' },
      injectTo: 'head',
    });
  });

  it("the session's modules with their imports and the default locale's texts, minus what the entry brings, as module preloads", () => {
    const preloaded = tagsFor({}, '/studio/').filter((tag) => tag.attrs?.rel === 'modulepreload');
    expect(preloaded.map((tag) => tag.attrs?.href)).toEqual(['/studio/assets/user-manager.js', '/studio/assets/oidc.js', '/studio/assets/common-en.js']);
    expect(preloaded[0]).toEqual({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: '/studio/assets/user-manager.js' }, injectTo: 'head' });
  });

  it('a module gathered into a chunk with others is preloaded by that chunk, once', () => {
    const preloaded = tagsFor({ texts: (locale) => [`locales/${locale}/chat.json`, `locales/${locale}/guidelines.json`], locales: ['en-US'] });
    expect(preloaded.filter((tag) => tag.attrs?.href === '/assets/texts-en.js')).toHaveLength(1);
  });

  it('a start-up module the build does not have fails the build', () => {
    expect(() => tagsFor({ code: ['src/app/auth/renamed.ts'] })).toThrow('no chunk for src/app/auth/renamed.ts');
    expect(() => tagsFor({ texts: (locale) => [`locales/${locale}/gone.json`] })).toThrow(/no chunk for locales\/(en-US|de-DE)\/gone.json/);
  });

  it('the dev server (no bundle) adds nothing', () => {
    const plugin = startupPreloadPlugin(preloads);
    const { handler } = plugin.transformIndexHtml as { handler: (html: string, context: Partial<IndexHtmlTransformContext>) => string };
    expect(handler(indexHtml, {})).toBe(indexHtml);
  });

  it("another locale's texts: an inline script after the charset and before the title (and so before any stylesheet it would wait for)", () => {
    const { html } = transform();
    expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('<script>'));
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<title>'));
    expect(preloadedBy(inlineScriptOf(html), '{"current":"\\"de-DE\\""}').map((link) => link.href)).toEqual(['/assets/common-de.js']);
    expect(preloadedBy(inlineScriptOf(html), '{"current":"\\"en-US\\""}')).toEqual([]); // preloaded by a link already
  });

  it('an index.html without a title fails the build rather than losing the preload', () => {
    expect(() => transform({}, '/', '<head></head>')).toThrow('no <title>');
  });
});

describe("the texts' inline script preloads the chosen locale's texts", () => {
  const script = storedLocaleTextsScript({ 'de-DE': ['/a/common-de.js', '/a/chat-de.js'] }, 'locale');
  const hrefs = (stored: string | null) => preloadedBy(script, stored).map((link) => link.href);

  it('German chosen: the German texts, as module preloads', () => {
    expect(hrefs(JSON.stringify({ current: JSON.stringify('de-DE'), _persist: '{"version":1}' }))).toEqual(['/a/common-de.js', '/a/chat-de.js']);
    expect(preloadedBy(script, '{"current":"\\"de-DE\\""}')[0]).toMatchObject({ rel: 'modulepreload', crossOrigin: '' });
  });

  it('nothing stored, the default or another language, a prototype key or a corrupt record: nothing more', () => {
    expect(hrefs(null)).toEqual([]);
    expect(hrefs('{"current":"\\"en-US\\""}')).toEqual([]);
    expect(hrefs('{"current":"\\"fr-FR\\""}')).toEqual([]);
    expect(hrefs('{"current":"\\"toString\\""}')).toEqual([]);
    expect(hrefs('{not json')).toEqual([]);
  });
});
