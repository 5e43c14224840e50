import { assign, emit, enqueueActions } from 'xstate';
import { placeholderEvaluation, type Evaluation } from './evidence';
import { analysisText } from './transcript';
import { statusOf, type VoxStoreCommand } from './vox-actors';
import { evaluationAspects, voiceProfiles } from './vox-profile';
import { voxTranscribing } from './vox-transcribing';
import type { AnalysisText, VoxContext, VoxEvent } from './vox.types';

/** The profile chosen in the sidebar (null: none, or one that is gone). */
export const profileOf = (context: VoxContext) => voiceProfiles.find((profile) => profile.id === context.profileId) ?? null;
const atWork = (context: VoxContext) => context.results.find((result) => result.id === context.queue[0]);

/** What Summarize or Evaluate goes through: the results named, or (the sidebar's) those of this visit. */
export const targetsOf = (context: VoxContext, event: VoxEvent) => {
  const ids = (event.type === 'vox.summarize' || event.type === 'vox.evaluate') && event.ids ? event.ids : null;
  return context.results.filter((result) => (ids ? ids.includes(result.id) : !context.restored.includes(result.id))).map((result) => result.id);
};

/** Results summarized or evaluated one after another with the chosen profile's prompts (the mock: 3 s each, placeholders). */
export const voxAnalysing = voxTranscribing.extend({
  guards: {
    canAnalyse: ({ context, event }) => targetsOf(context, event).length > 0 && profileOf(context) !== null,
    summarising: ({ context }) => context.analysing === 'summary',
    moreResults: ({ context }) => context.queue.length > 0,
  },
  actions: {
    /** The result at work gets its summary or evaluation (kept), and the next one's turn comes. */
    setAnalysis: enqueueActions(({ context, enqueue }, params: { summary?: AnalysisText; evaluation?: Evaluation }) => {
      const result = atWork(context);
      enqueue.assign({ queue: context.queue.slice(1) });
      if (!result) return;
      const changed = { ...result, ...params };
      enqueue.assign({ results: context.results.map((each) => (each === result ? changed : each)) });
      if (context.scope) enqueue.sendTo('store', { type: 'save', scope: context.scope, result: changed } satisfies VoxStoreCommand);
    }),
    skipResult: assign({ queue: ({ context }) => context.queue.slice(1) }),
    /** A result deleted while it waited for its turn is passed over. */
    dropGone: assign({ queue: ({ context }) => context.queue.filter((id) => context.results.some((result) => result.id === id)) }),
  },
});

export const analysing = voxAnalysing.createStateConfig({
  tags: ['busy'],
  initial: 'next',
  exit: assign({ analysing: null, analysisProfile: null, queue: [] }),
  states: {
    next: { entry: 'dropGone', always: [{ guard: 'moreResults', target: 'result' }, { target: '#vox.ready' }] },
    result: {
      always: { guard: 'real', target: 'calling' },
      after: {
        mockStep: {
          target: 'next',
          actions: {
            type: 'setAnalysis',
            params: ({ context }) =>
              context.analysing === 'summary'
                ? { summary: { placeholder: true as const } }
                : { evaluation: placeholderEvaluation(evaluationAspects(context.analysisProfile!).map(({ aspect }) => aspect), atWork(context)?.segments ?? []) },
          },
        },
      },
    },
    calling: { always: [{ guard: 'summarising', target: 'summary' }, { target: 'evaluation' }] },
    summary: {
      invoke: {
        src: 'summarise',
        input: ({ context }) => ({ transcript: analysisText(atWork(context)!), kind: 'summary' as const, profile: context.analysisProfile! }),
        onDone: { target: 'next', actions: { type: 'setAnalysis', params: ({ event }) => ({ summary: { placeholder: false as const, text: event.output } }) } },
        onError: {
          target: 'next',
          actions: [
            emit(({ context, event }) => ({ type: 'vox.failed' as const, fileName: atWork(context)?.fileName ?? '', step: context.analysing ?? ('summary' as const), status: statusOf(event.error) })),
            'skipResult',
          ],
        },
      },
    },
    evaluation: {
      invoke: {
        src: 'evaluate',
        input: ({ context }) => ({ transcript: analysisText(atWork(context)!), kind: 'evaluation' as const, profile: context.analysisProfile! }),
        onDone: { target: 'next', actions: { type: 'setAnalysis', params: ({ event }) => ({ evaluation: { placeholder: false, findings: event.output } }) } },
        onError: {
          target: 'next',
          actions: [
            emit(({ context, event }) => ({ type: 'vox.failed' as const, fileName: atWork(context)?.fileName ?? '', step: context.analysing ?? ('summary' as const), status: statusOf(event.error) })),
            'skipResult',
          ],
        },
      },
    },
  },
});
