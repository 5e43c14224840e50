import type { HtmlTagDescriptor, IndexHtmlTransformContext, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { startupPreloadPlugin } from './startup-preload-plugin';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[], isEntry = false) =>
  ({ type: 'chunk', fileName, facadeModuleId, imports, isEntry }) as unknown as Rollup.OutputChunk;

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', '/app/index.html', ['assets/react.js'], true),
    chunk('assets/react.js', null, []),
    chunk('assets/user-manager.js', '/app/src/app/auth/user-manager.ts', ['assets/oidc.js', 'assets/react.js']),
    chunk('assets/oidc.js', null, []),
    chunk('assets/chat-tool.js', '/app/src/chat/chat-tool.tsx', []),
  ].map((output) => [output.fileName, output]),
);

function tagsFor(modules: string[], base = '/') {
  const plugin = startupPreloadPlugin(modules);
  (plugin.configResolved as (config: { base: string }) => void)({ base });
  const { handler } = plugin.transformIndexHtml as { handler: (html: string, context: Partial<IndexHtmlTransformContext>) => HtmlTagDescriptor[] };
  return handler('', { bundle });
}

describe('index.html asks for the start-up chunks beside the entry (issue 11)', () => {
  it('preloads each start-up module with its imports, minus what the entry already brings', () => {
    expect(tagsFor(['src/app/auth/user-manager.ts']).map((tag) => tag.attrs?.href)).toEqual(['/assets/user-manager.js', '/assets/oidc.js']);
  });

  it('under a base path, and as module preloads in the head', () => {
    expect(tagsFor(['src/app/auth/user-manager.ts'], '/studio/')[0]).toEqual({
      tag: 'link',
      attrs: { rel: 'modulepreload', crossorigin: true, href: '/studio/assets/user-manager.js' },
      injectTo: 'head',
    });
  });

  it('a start-up module the build does not have fails the build', () => {
    expect(() => tagsFor(['src/app/auth/renamed.ts'])).toThrow('no chunk for src/app/auth/renamed.ts');
  });

  it('the dev server (no bundle) adds nothing', () => {
    const plugin = startupPreloadPlugin(['src/app/auth/user-manager.ts']);
    const { handler } = plugin.transformIndexHtml as { handler: (html: string, context: Partial<IndexHtmlTransformContext>) => HtmlTagDescriptor[] };
    expect(handler('', {})).toEqual([]);
  });
});
