import { assign, setup } from 'xstate';
import { nextPieceEnd, spokenText } from './spoken-pieces';

/** The least time between two polite announcements (a screen reader needs it to finish a sentence). */
export const announcementGapMs = 2000;

/** How an answer ended, as far as hearing it goes: only a complete one is said to be complete. */
export type HeardEnd = 'complete' | 'not-complete';

export type AnswerAnnouncerEvent =
  /** An answer is on its way; `shown` is what was on screen when the announcer first saw it (a reload's answer so far): never read out. */
  | { type: 'answer.began'; id: string; shown: string }
  /** The answer so far (its whole raw text). */
  | { type: 'answer.grew'; id: string; text: string }
  | { type: 'answer.ended'; id: string; text: string; end: HeardEnd };

/** What the polite region says now; `count` tells a repeat of the same words from a new announcement. */
export interface Announcement {
  words: string;
  count: number;
}

export interface AnswerAnnouncerContext {
  /** The words that say an answer is complete, in the reader's language. */
  completeWords: string;
  id: string | null;
  raw: string;
  /** How much of `raw` has been announced. */
  heard: number;
  ended: boolean;
  /** "Answer complete" still to come after the last piece. */
  completionDue: boolean;
  said: Announcement;
}

type Next = Pick<AnswerAnnouncerContext, 'heard' | 'completionDue'> & { words: string };

/** The next words: a finished sentence or more, the rest once the answer ended, then "complete". */
export function nextWords(context: AnswerAnnouncerContext): Next | null {
  let heard = context.heard;
  for (;;) {
    const end = nextPieceEnd(context.raw, heard, context.ended);
    if (end === null) break;
    const words = spokenText(context.raw.slice(heard, end));
    if (words !== '') return { words, heard: end, completionDue: context.completionDue };
    // Only marks (a fence, a bullet): heard, nothing to say.
    heard = end;
  }
  if (context.completionDue && heard >= context.raw.length) return { words: context.completeWords, heard, completionDue: false };
  return null;
}

/**
 * Hearing one streamed answer at a time (a chat's, the audit assistant's, a registry component's):
 * the polite region gets it in sentence-sized pieces, at most one per `announcementGapMs`, then
 * "answer complete" when it ended complete. A piece is never said twice, and what was on screen
 * when the announcer first saw the answer is never said. An answer that ends otherwise (cut,
 * refused, failed, stopped) gets its rest and no "complete": its toast, an alert, says how it
 * ended. Focus is not its business. Time comes from the actor's clock (fake timers in tests).
 */
export const answerAnnouncerMachine = setup({
  types: {
    context: {} as AnswerAnnouncerContext,
    events: {} as AnswerAnnouncerEvent,
    input: {} as { completeWords: string },
  },
  delays: { gap: announcementGapMs },
  guards: {
    // An ended answer is heard out: a late piece or a second end of it (another tab's copy) changes nothing.
    sameAnswer: ({ context, event }) => event.id === context.id && !context.ended,
    somethingToSay: ({ context }) => nextWords(context) !== null,
  },
  actions: {
    begin: assign((_, { id, shown }: { id: string; shown: string }) => ({ id, raw: shown, heard: shown.length, ended: false, completionDue: false })),
    // The text only grows; one that does not (an edit elsewhere) is taken as it is, and nothing heard is said again.
    grow: assign(({ context }, text: string) => ({ raw: text, heard: Math.min(context.heard, text.length) })),
    finish: assign(({ context }, { text, end }: { text: string; end: HeardEnd }) => ({
      raw: text,
      heard: Math.min(context.heard, text.length),
      ended: true,
      completionDue: end === 'complete' && text.trim() !== '',
    })),
    quiet: assign(({ context }) => ({ said: { ...context.said, words: '' } })),
    say: assign(({ context }) => {
      const next = nextWords(context)!;
      return { heard: next.heard, completionDue: next.completionDue, said: { words: next.words, count: context.said.count + 1 } };
    }),
  },
}).createMachine({
  id: 'answerAnnouncer',
  context: ({ input }) => ({ completeWords: input.completeWords, id: null, raw: '', heard: 0, ended: false, completionDue: false, said: { words: '', count: 0 } }),
  on: {
    'answer.began': { actions: { type: 'begin', params: ({ event }) => event } },
    'answer.grew': { guard: 'sameAnswer', actions: { type: 'grow', params: ({ event }) => event.text } },
    'answer.ended': { guard: 'sameAnswer', actions: { type: 'finish', params: ({ event }) => event } },
  },
  initial: 'ready',
  states: {
    /** Free to speak: the next words are said as soon as there are some. */
    ready: {
      always: { guard: 'somethingToSay', target: 'resting', actions: 'say' },
    },
    /** Just spoke: the next words wait for the gap; then the region empties (nothing stale for a reader's cursor to find). */
    resting: {
      after: { gap: { target: 'ready', actions: 'quiet' } },
    },
  },
});
