/** What the whole-app bench measures: the studio's production build on the reference stack. */
import type { FirstAnswerBytes } from './first-answer-bytes';
import type { AppSlowStreamRun } from './slow-stream-scenario';

/** One storage write, `atMs` after the scenario's start. */
export interface TimedWrite {
  atMs: number;
  what: string;
}

/** A long task or frame, `atMs` after the scenario's start. */
export interface TimedTask {
  atMs: number;
  durationMs: number;
}

/** The 20,000-token answer, asked in the chat and streamed by the bench model through the API. */
export interface AppStreamRun {
  tokens: number;
  /** From the Enter that sent the question until the finished answer was on screen. */
  wallMs: number;
  /** From that Enter until the answer's first text was on screen. */
  firstTextMs: number;
  /** From that Enter until the browser had the answer stream's last byte. */
  lastByteMs: number;
  /** The bench model's own time from the first to the last token. */
  modelSendMs: number;
  /** Chromium's TaskDuration of the studio's main thread over `wallMs` (thread CPU time). */
  mainThreadMs: number;
  /** From the Enter until the task that finished the answer (the one the send button came back in). */
  longTasks: TimedTask[];
  longAnimationFrames?: TimedTask[];
  /** From the task that finished the answer until `afterMs` after it was shown: finishing, saving, naming. */
  completionLongTasks: TimedTask[];
  completionLongAnimationFrames?: TimedTask[];
  /** Saving the question as it is sent, before the answer's first text. */
  writesAtSend: TimedWrite[];
  /** From the answer's first text until its last byte. */
  writesWhileStreaming: TimedWrite[];
  /** The most writes within any one second of the stream. */
  busiestSecondWrites: number;
  writesAfter: TimedWrite[];
  afterMs: number;
  /** Characters of the answer's text on screen, and whether its HTML is the whole text rendered at once. */
  shownChars: number;
  shownEqualsWhole: boolean;
  /** The streamed answer's element was replaced when it finished: the whole answer was rendered again at once. */
  rebuiltWhenFinished: boolean;
  /** The stored chat's last message is the whole answer. */
  savedAnswerComplete: boolean;
  chatName: string | null;
}

/** Reloading the studio with a 500-message chat in IndexedDB. */
export interface AppOpenChatRun {
  messages: number;
  storedChars: number;
  /** From the reload's navigation start until the last message was on screen. */
  shownMs: number;
  /** Until rows and heights stopped changing. */
  settledMs: number;
  /** The most message rows mounted at any frame, and at the end. */
  maxRowsMounted: number;
  rowsMounted: number;
  /** NaN when Chromium's counter did not survive the reload. */
  mainThreadMs: number;
  /** From the reload's start (the studio's start-up included) until settled. */
  longTaskMs: number[];
  storageWrites: TimedWrite[];
  /** The last message was already there when watching began: `shownMs` is an upper bound. */
  shownBeforeWatch: boolean;
}

export interface AppSearchQuery {
  query: string;
  /** What the sidebar list says it holds (aria-setsize), and what the stored chats contain. */
  matches: number;
  expected: number;
  /** From the input event until it had been handled (the store's search and React's commit); NaN: not committed by then. */
  updatedMs: number;
  /** From the input event until the next animation frame: the frame that shows the result. */
  frameMs: number;
  mainThreadMs: number;
}

/** The sidebar's search box over 2,000 stored chats. */
export interface AppSearchRun {
  chats: number;
  storedChars: number;
  /** From the reload's navigation start until the sidebar listed every chat. */
  listShownMs: number;
  queries: AppSearchQuery[];
  rowsMounted: number;
  /** From the list's first showing on: typing, filtering, clearing. */
  longTaskMs: number[];
}

export interface AppBenchRun {
  apiSummary: string;
  /** Requests the bench model answered: streamed answers and whole completions (chat naming). */
  modelStreams: number;
  modelCompletions: number;
  stream: AppStreamRun;
  /** A second answer at a slow model's pace, measured over a window mid-answer. */
  slowStream: AppSlowStreamRun;
  /** The scripts a cold browser fetched from navigation to the first answer's finished render (the stream above). */
  firstAnswer: FirstAnswerBytes;
  openChat: AppOpenChatRun;
  search: AppSearchRun;
  /** Uncaught errors and console errors of the studio's documents. */
  errors: string[];
}
