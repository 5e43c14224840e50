import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ownerOf } from './chunk-contents';
import { budgetsKiB, firstAnswerModules, firstAnswerPublicScripts, firstLoad, overBudget, startUpCode, startUpModules, staticClosure, type Manifest } from './first-load';

const KiB = 1024;

/** A build like the studio's: an entry with a shared vendor chunk, start-up chunks, the chat tool. */
function build(sizes: Partial<Record<string, number>> = {}): { manifest: Manifest; gzipBytes: (file: string) => number } {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'], dynamicImports: ['src/chat/chat-tool.tsx'] },
    '_vendor.js': { file: 'assets/vendor.js' },
    '_dialog.js': { file: 'assets/dialog.js', imports: ['_vendor.js'] },
    'src/chat/chat-tool.tsx': { file: 'assets/chat-tool.js', isDynamicEntry: true, imports: ['_dialog.js', '_vendor.js'] },
    'src/vision/vision-tool.tsx': { file: 'assets/vision-tool.js', isDynamicEntry: true, imports: ['_dialog.js'] },
    'src/index.css': { file: 'assets/index.css' },
    ...Object.fromEntries(
      startUpModules.map((key) =>
        // A group's chunk (the start-up texts) has no module's key, only its name.
        key.startsWith('texts-') ? [`_${key}-h4sh.js`, { file: `assets/${key}-h4sh.js`, name: key }] : [key, { file: `assets/${key.replace(/\W/g, '-')}.js`, isDynamicEntry: true }],
      ),
    ),
    // What the chat fetches by its first answer; the Markdown renderer brings a chunk of its own.
    ...Object.fromEntries(firstAnswerModules['/chat']!.map((key) => [key, { file: `assets/${key.replace(/\W/g, '-')}.js`, isDynamicEntry: true }])),
    'src/markdown/streaming-markdown.ts': { file: 'assets/streaming-markdown.js', isDynamicEntry: true, imports: ['_render-markdown.js', '_dialog.js'] },
    '_render-markdown.js': { file: 'assets/render-markdown.js' },
  };
  const fallback: Record<string, number> = { 'assets/index.js': 60 * KiB, 'assets/vendor.js': 70 * KiB, 'assets/dialog.js': 40 * KiB, 'assets/chat-tool.js': 30 * KiB };
  return { manifest, gzipBytes: (file) => sizes[file] ?? fallback[file] ?? KiB };
}

describe('the first-load budget', () => {
  it('initial JavaScript is the entry with its static imports, each chunk counted once', () => {
    const { manifest, gzipBytes } = build();
    const { initial } = firstLoad(manifest, gzipBytes);
    expect(initial.chunks).toEqual(['assets/index.js', 'assets/vendor.js']);
    expect(initial.bytes).toBe(130 * KiB);
  });

  it('the chat route adds the start-up chunks (code and texts), the chat tool and what it imports; a shared chunk once', () => {
    const { manifest, gzipBytes } = build();
    const chat = firstLoad(manifest, gzipBytes).routes.find(({ route }) => route === '/chat')!;
    expect(chat.chunks).toContain('assets/dialog.js');
    expect(chat.chunks.filter((file) => file === 'assets/vendor.js')).toHaveLength(1);
    expect(chat.chunks).not.toContain('assets/vision-tool.js');
    expect(chat.bytes).toBe((130 + 40 + 30) * KiB + startUpModules.length * KiB);
  });

  it("the chat's first answer adds what comes at the first interaction and with the answer, the public scripts included; a shared chunk once", () => {
    const { manifest, gzipBytes } = build({ 'assets/render-markdown.js': 27 * KiB });
    const { routes, firstAnswers } = firstLoad(manifest, gzipBytes);
    const route = routes.find(({ route }) => route === '/chat')!;
    const answer = firstAnswers.find(({ route }) => route === '/chat')!;
    expect(answer.chunks).toEqual(expect.arrayContaining([...route.chunks, 'assets/render-markdown.js', ...firstAnswerPublicScripts]));
    expect(answer.chunks.filter((file) => file === 'assets/dialog.js')).toHaveLength(1);
    expect(answer.chunks).not.toContain('assets/vision-tool.js');
    expect(answer.bytes).toBe(route.bytes + 27 * KiB + (firstAnswerModules['/chat']!.length + firstAnswerPublicScripts.length) * KiB);
  });

  it('within budget, nothing is reported; each budget broken is named with its figure', () => {
    const within = build();
    expect(overBudget(firstLoad(within.manifest, within.gzipBytes))).toEqual([]);
    const heavy = build({ 'assets/index.js': 101 * KiB, 'assets/chat-tool.js': 150 * KiB });
    expect(overBudget(firstLoad(heavy.manifest, heavy.gzipBytes))).toEqual([
      'initial JavaScript is 171.0 KiB, over 170 KiB',
      expect.stringMatching(/^the chat route loads \d+\.\d KiB, over \d+(\.\d)? KiB$/),
      expect.stringMatching(/^the chat loads \d+\.\d KiB by its first answer, over \d+(\.\d)? KiB$/),
      'assets/chat-tool.js is 150.0 KiB, over 100 KiB',
    ]);
    // The route within its budget, the first answer not: the Markdown renderer grew.
    const markdownGrew = build({ 'assets/render-markdown.js': 99 * KiB, 'assets/streaming-markdown.js': 20 * KiB });
    expect(overBudget(firstLoad(markdownGrew.manifest, markdownGrew.gzipBytes))).toEqual([expect.stringMatching(new RegExp(`^the chat loads \\d+\\.\\d KiB by its first answer, over ${budgetsKiB.chatFirstAnswer} KiB$`))]);
  });

  it('a module the budget names but the build lacks stops the check instead of passing it', () => {
    expect(() => staticClosure({}, ['src/chat/chat-tool.tsx'])).toThrow(/no module "src\/chat\/chat-tool.tsx"/);
  });

  it('a chunk is said to hold packages and the studio folders its sources come from', () => {
    expect(ownerOf('../../node_modules/react-aria/dist/private/focus/FocusScope.mjs')).toBe('react-aria');
    expect(ownerOf('../../node_modules/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs')).toBe('@reduxjs/toolkit');
    expect(ownerOf('../../src/chat/views/ChatPage.tsx')).toBe('src/chat');
    expect(ownerOf('../../../work/main/machines/chat/chat.machine.ts')).toBe('machines/chat');
  });
});

describe('the start-up code the budget counts', () => {
  it('is every module the studio imports at each start (bootstrap.tsx), the development inspector aside', () => {
    // A module imported there and missing here is fetched by every browser and counted by none
    // (the token renewal was, until the bench saw it).
    const source = readFileSync(new URL('../../src/app/bootstrap.tsx', import.meta.url), 'utf8');
    const imported = [...source.matchAll(/import\('\.\/([^']+)'\)/g)].map(([, path]) => path!).filter((path) => path !== 'inspector');
    expect(imported.map((path) => `src/app/${path}.ts`)).toEqual([...startUpCode]);
  });
});
