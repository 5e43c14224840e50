import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;
type OutputBundle = Rollup.OutputBundle;

/** The files of a chunk and of everything it imports statically, by chunk file name. */
export function staticClosures(bundle: OutputBundle): (fileName: string) => ReadonlySet<string> {
  const closures = new Map<string, Set<string>>();
  return (fileName) => {
    const known = closures.get(fileName);
    if (known) return known;
    const files = new Set<string>();
    const visit = (name: string) => {
      const chunk = bundle[name];
      if (!chunk || chunk.type !== 'chunk' || files.has(name)) return;
      files.add(name);
      for (const imported of chunk.imports) visit(imported);
    };
    visit(fileName);
    closures.set(fileName, files);
    return files;
  };
}

/**
 * The JavaScript a dynamic import in `host` preloads, less what is certainly loaded when that
 * import runs: the host's own static imports and the entry's (the entry has run before any code
 * imports anything dynamically). Vite lists them all in each chunk's `__vite__mapDeps`, the
 * shared chunks again in every chunk with a dynamic import; the browser would skip them, but the
 * bytes were sent. With the target alone left its own import fetches it: no list.
 */
export function depsToPreload(deps: readonly string[], loaded: ReadonlySet<string>): string[] {
  const left = deps.filter((dep) => !loaded.has(dep));
  return left.length > 1 ? left : [];
}

/**
 * Makes Vite's preload lists for dynamic imports (build.modulePreload.resolveDependencies) leave
 * out chunks already loaded. The lists are written in Vite's generateBundle, after this plugin's
 * (a normal plugin's hooks run before Vite's build plugins'), which reads the chunk graph.
 * index.html's own preloads are kept as they are.
 */
export function loadedDepsPlugin(): Plugin {
  let closureOf: ((fileName: string) => ReadonlySet<string>) | undefined;
  let entryFiles: ReadonlySet<string> = new Set();
  return {
    name: 'studio-loaded-deps',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies(_file, deps, { hostId, hostType }) {
            if (hostType !== 'js') return deps;
            if (!closureOf) throw new Error('loaded-deps: the chunk graph was not read before Vite wrote the preload lists');
            const loaded = new Set([...entryFiles, ...closureOf(hostId)]);
            return depsToPreload(deps, loaded);
          },
        },
      },
    }),
    generateBundle(_options, bundle) {
      closureOf = staticClosures(bundle);
      const entries = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk' && output.isEntry);
      entryFiles = new Set(entries.flatMap((entry) => [...closureOf!(entry.fileName)]));
    },
  };
}
