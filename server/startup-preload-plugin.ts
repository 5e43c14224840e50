import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/**
 * The production index.html asks for the start-up modules' chunks (the session's oidc code) at
 * once, beside the entry, instead of after the entry has run and imported them: they are on the
 * way to every route's first render (issue 11). The entry's own imports Vite preloads already.
 */
export function startupPreloadPlugin(modules: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'studio-startup-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }): HtmlTagDescriptor[] {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
        const closure = (roots: OutputChunk[]) => {
          const files = new Set<string>();
          const visit = (chunk: OutputChunk | undefined) => {
            if (!chunk || files.has(chunk.fileName)) return;
            files.add(chunk.fileName);
            for (const imported of chunk.imports) visit(bundle[imported] as OutputChunk | undefined);
          };
          roots.forEach(visit);
          return files;
        };
        const entry = closure(chunks.filter((chunk) => chunk.isEntry));
        const roots = modules.map((module) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`startup-preload: the build has no chunk for ${module}`);
          return chunk;
        });
        return [...closure(roots)]
          .filter((file) => !entry.has(file))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' }));
      },
    },
  };
}
