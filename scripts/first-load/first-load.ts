/**
 * What a first visit downloads, read from the production build's manifest: the
 * entry chunk with its static imports ("initial"), and per route that plus what the route
 * loads as it opens. Sizes are gzip -9, as the production server sends them to an old browser
 * (brotli, which it prefers, is smaller still). Pure: the caller reads the files.
 */
import { startupTextsChunk } from '../../src/i18n/startup-texts.ts';

/** The part of Vite's `.vite/manifest.json` this reads. */
export interface ManifestChunk {
  file: string;
  /** The chunk's name (a module's own, or a group's from vite.config.ts). */
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** KiB = 1,024 bytes, as the issue counts. */
export const budgetsKiB = {
  /** The entry and its static imports, before anything is dynamically imported. */
  initial: 170,
  /** The chat route: initial plus everything loaded while it opens (its menus' and dialogs' code comes later). */
  chatRoute: 257.5,
  /**
   * The chat's first answer: the route plus what comes before the answer is on screen (the code
   * fetched at the first interaction, typing the question, and the Markdown renderer).
   */
  chatFirstAnswer: 318,
  /** Any chunk loaded on demand. */
  lazyChunk: 100,
} as const;

/** The session's code, imported on every start while the store and the texts load. */
export const startUpCode = ['src/app/auth/oidc-session.ts'] as const;

/**
 * Loaded on every start beside the entry (index.html preloads them): the session's code and the
 * start-up texts, counted in en-US. (The bar's menus, the chat's menus and dialog frame come at
 * the user's first interaction, the Markdown renderer with the first answer:
 * src/deferred/deferred-code.ts.)
 */
export const startUpModules = [...startUpCode, startupTextsChunk('en-US')] as const;

/** What each measured route loads as it opens (its tool module and its own texts), besides the start-up. */
export const routeModules: Record<string, readonly string[]> = {
  '/chat': ['src/chat/chat-tool.tsx'],
  /** A public page: nothing beyond the start-up. */
  '/logged-out': [],
};

/**
 * What the chat fetches after it has opened and before its first answer is on screen: at the
 * first interaction (typing the question) the bar's menus, the chat's menus, dialogs and dialog
 * frame (src/deferred/deferred-code.ts), and with the answer the Markdown renderer. `npm run
 * bench` counts what a browser fetches on that way and reports any file this list misses.
 */
export const firstAnswerModules: Record<string, readonly string[]> = {
  '/chat': [
    'src/shell/views/ToolMenu.tsx',
    'src/shell/views/LanguageMenu.tsx',
    'src/shell/views/UserMenu.tsx',
    'src/chat/views/ChatActionsMenu.tsx',
    'src/chat/views/ChatDialogs.tsx',
    'src/dialogs/ModalDialogFrame.tsx',
    'src/markdown/streaming-markdown.ts',
  ],
};

/** Scripts of public/ (outside the manifest) fetched on that way: the provider session check's frame. */
export const firstAnswerPublicScripts = ['silent-check.js'] as const;

/** A module's manifest key, or the key of a chunk named so (vite.config.ts names the start-up texts' chunks). */
function manifestKey(manifest: Manifest, moduleOrChunk: string): string | undefined {
  if (manifest[moduleOrChunk]) return moduleOrChunk;
  return Object.keys(manifest).find((key) => manifest[key]!.name === moduleOrChunk);
}

/** The manifest keys a set of modules (or named chunks) pulls in through static imports (themselves included). */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (moduleOrChunk: string) => {
    const key = manifestKey(manifest, moduleOrChunk);
    if (!key) throw new Error(`the build has no module "${moduleOrChunk}" (renamed? update scripts/first-load/first-load.ts)`);
    if (seen.has(key)) return;
    const chunk = manifest[key]!;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

export function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  return entries[0]![0];
}

export interface RouteCost {
  route: string;
  chunks: string[];
  bytes: number;
}

const jsFiles = (manifest: Manifest, keys: Iterable<string>) =>
  [...new Set([...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')))];

/** Initial JavaScript, and each route's whole cost, in gzipped bytes. */
export function firstLoad(manifest: Manifest, gzipBytes: (file: string) => number) {
  const initialKeys = staticClosure(manifest, [entryKey(manifest)]);
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipBytes(file), 0);
  const initialFiles = jsFiles(manifest, initialKeys);
  const initial: RouteCost = { route: 'initial (any route)', chunks: initialFiles, bytes: sum(initialFiles) };
  const cost = (route: string, modules: readonly string[], publicScripts: readonly string[] = []): RouteCost => {
    const files = [...jsFiles(manifest, staticClosure(manifest, [entryKey(manifest), ...startUpModules, ...modules])), ...publicScripts];
    return { route, chunks: files, bytes: sum(files) };
  };
  const routes = Object.entries(routeModules).map(([route, modules]) => cost(route, modules));
  const firstAnswers = Object.entries(firstAnswerModules).map(([route, modules]) => cost(route, [...(routeModules[route] ?? []), ...modules], firstAnswerPublicScripts));
  const lazy = jsFiles(manifest, Object.keys(manifest).filter((key) => !initialKeys.has(key))).map((file) => ({ file, bytes: gzipBytes(file) }));
  return { initial, routes, firstAnswers, lazy };
}

export type FirstLoad = ReturnType<typeof firstLoad>;

/** The budgets a build breaks, as sentences; none: within budget. */
export function overBudget({ initial, routes, firstAnswers, lazy }: FirstLoad): string[] {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const limit = (value: number) => value * 1024;
  const chat = routes.find((route) => route.route === '/chat');
  const chatAnswer = firstAnswers.find((route) => route.route === '/chat');
  return [
    ...(initial.bytes > limit(budgetsKiB.initial) ? [`initial JavaScript is ${kib(initial.bytes)}, over ${budgetsKiB.initial} KiB`] : []),
    ...(chat && chat.bytes > limit(budgetsKiB.chatRoute) ? [`the chat route loads ${kib(chat.bytes)}, over ${budgetsKiB.chatRoute} KiB`] : []),
    ...(chatAnswer && chatAnswer.bytes > limit(budgetsKiB.chatFirstAnswer)
      ? [`the chat loads ${kib(chatAnswer.bytes)} by its first answer, over ${budgetsKiB.chatFirstAnswer} KiB`]
      : []),
    ...lazy.filter(({ bytes }) => bytes > limit(budgetsKiB.lazyChunk)).map(({ file, bytes }) => `${file} is ${kib(bytes)}, over ${budgetsKiB.lazyChunk} KiB`),
  ];
}
