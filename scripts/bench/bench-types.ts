/** What the bench page measures and hands back to the runner (plain data: it crosses CDP). */

/** Raw samples (ms), so runs can be pooled before percentiles are taken. */
export interface StreamRun {
  tokens: number;
  wallMs: number;
  /** Applying each chunk: the view re-rendered synchronously with the longer text. */
  chunkMs: number[];
  /** Rendering the answer: each per-frame tail flush (incremental) or every chunk (naive). */
  flushMs: number[];
  /** Animation frames the browser ran during the stream. */
  frames: number;
  longTaskMs: number[];
  /** Undefined when this Chromium has no 'long-animation-frame' entries. */
  longAnimationFrameMs?: number[];
  storageWrites: number;
}

export interface StreamRequest {
  chunks: string[];
  /** Chunks [0, from) are on screen before the measured run starts. */
  from: number;
  /** Chunks [from, to) are streamed and measured. */
  to: number;
  intervalMs: number;
  naive: boolean;
}

export interface OpenChatRun {
  messages: number;
  /** The synchronous mount of the list with its first rows. */
  mountMs: number;
  /** Until the first frame after the mount. */
  firstFrameMs: number;
  /** Until rows and heights stopped changing (measured rows, pinned to the end). */
  settledMs: number;
  /** The most rows mounted at any frame while opening, and at the end. */
  maxRowsMounted: number;
  rowsMounted: number;
  longTaskMs: number[];
  storageWrites: number;
}

export interface SearchRun {
  chats: number;
  corpusChars: number;
  queries: { query: string; matches: number; filterMs: number; renderMs: number; preparedFilterMs: number }[];
  /** Building the lower-cased text of every chat once, for the prepared search. */
  prepareMs: number;
  rowsMounted: number;
}

/** One way of importing the take-along file: its wall times, and the main thread's long tasks meanwhile. */
export interface TakeAlongSide {
  planMs: number;
  applyMs: number;
  added: number;
  longTaskMs: number[];
}

export interface TakeAlongRun {
  fileBytes: number;
  chats: number;
  /** The studio's way: the worker reads, checks, plans and writes. */
  worker: TakeAlongSide;
  /** The baseline: the same work on the page's main thread. */
  mainThread: TakeAlongSide;
}

/** The page's API, on `globalThis.studioBench`. */
export interface BenchApi {
  prepareStream(request: StreamRequest): Promise<void>;
  runStream(): Promise<StreamRun>;
  /** Whether the streamed answer on screen is exactly the whole text rendered at once. */
  streamedEqualsWhole(): boolean;
  /** The app's Markdown renderer on the whole text at once (the whole-app bench compares the studio's screen with it). */
  renderWhole(text: string): string;
  openChat(messages: number): Promise<OpenChatRun>;
  sidebarSearch(chats: number, queries: string[]): Promise<SearchRun>;
  chromiumFeatures(): { longAnimationFrame: boolean };
  /** Imports a generated take-along file of about `megabytes` MB, in the worker and on the main thread. */
  takeAlong(megabytes: number): Promise<TakeAlongRun>;
}
