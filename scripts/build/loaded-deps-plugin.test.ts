import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { depsToPreload, loadedDepsPlugin, staticClosures } from './loaded-deps-plugin';

const chunk = (fileName: string, imports: string[], isEntry = false) => ({ type: 'chunk', fileName, imports, isEntry }) as unknown as Rollup.OutputChunk;

const bundle: Rollup.OutputBundle = Object.fromEntries(
  [
    chunk('assets/index.js', ['assets/react.js'], true),
    chunk('assets/react.js', []),
    chunk('assets/chat-tool.js', ['assets/react.js', 'assets/aria.js']),
    chunk('assets/aria.js', ['assets/react.js']),
    chunk('assets/dialogs.js', ['assets/aria.js', 'assets/dialog-frame.js']),
    chunk('assets/dialog-frame.js', []),
  ].map((output) => [output.fileName, output]),
);

type Resolve = (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];

/** The plugin's resolveDependencies, after it has read `bundle` as the build would. */
function resolver(): Resolve {
  const plugin = loadedDepsPlugin();
  const config = (plugin.config as () => { build: { modulePreload: { resolveDependencies: Resolve } } })();
  (plugin.generateBundle as (this: unknown, options: unknown, bundle: Rollup.OutputBundle) => void).call({}, {}, bundle);
  return config.build.modulePreload.resolveDependencies;
}

describe('the preload lists of dynamic imports', () => {
  it('a chunk with its static imports, each once', () => {
    expect([...staticClosures(bundle)('assets/dialogs.js')].sort()).toEqual(['assets/aria.js', 'assets/dialog-frame.js', 'assets/dialogs.js', 'assets/react.js']);
  });

  it("leave out the entry's chunks and the host's own static imports", () => {
    const resolve = resolver();
    const deps = ['assets/dialogs.js', 'assets/aria.js', 'assets/react.js', 'assets/dialog-frame.js'];
    // From the entry: only react is loaded for sure.
    expect(resolve('assets/dialogs.js', deps, { hostId: 'assets/index.js', hostType: 'js' })).toEqual(['assets/dialogs.js', 'assets/aria.js', 'assets/dialog-frame.js']);
    // From the chat tool, which imports aria itself.
    expect(resolve('assets/dialogs.js', deps, { hostId: 'assets/chat-tool.js', hostType: 'js' })).toEqual(['assets/dialogs.js', 'assets/dialog-frame.js']);
  });

  it('no list when only the imported chunk itself is left (its import fetches it)', () => {
    expect(depsToPreload(['assets/aria.js', 'assets/react.js'], new Set(['assets/react.js']))).toEqual([]);
    expect(resolver()('assets/aria.js', ['assets/aria.js', 'assets/react.js'], { hostId: 'assets/chat-tool.js', hostType: 'js' })).toEqual([]);
  });

  it("keep index.html's preloads as they are", () => {
    expect(resolver()('assets/index.js', ['assets/react.js'], { hostId: 'index.html', hostType: 'html' })).toEqual(['assets/react.js']);
  });
});
