import { assign } from 'xstate';
import { answerSettleAtOnce } from '../studio/tool-protocol';
import { analysing, profileOf, targetsOf, voxAnalysing } from './vox-analysing';
import { loading } from './vox-kept';
import { voiceProfiles } from './vox-profile';
import { checking, transcribing } from './vox-transcribing';

/**
 * The voice studio (tools.md §2, §4 "Voice studio (mocked)", §5): files checked
 * and listed, transcribed one after another (the mock: 3 s each, placeholder passages; the real
 * path: the API's passages with times and speakers), then summarized or evaluated per result with
 * the chosen profile's prompts. Every change of a result is told to the storage, which keeps the
 * results per tenant and user in this browser; they are read again when the tool opens.
 * Its parts sit beside it, each adding its actions and guards to the setup of the one before: the
 * effects (`vox-actors.ts`), the kept results (`vox-kept.ts`), transcribing (`vox-transcribing.ts`),
 * analysing (`vox-analysing.ts`).
 */
export const voxMachine = voxAnalysing.createMachine({
  id: 'vox',
  context: ({ input }) => ({
    real: false,
    scope: input.scope,
    files: [],
    results: [],
    restored: [],
    language: '',
    profileId: null,
    queue: [],
    analysing: null,
    analysisProfile: null,
    nextId: 1,
    notice: null,
  }),
  // The storage of the results: told every change as it happens, it writes them in order.
  invoke: { id: 'store', src: 'storeResults' },
  on: {
    'vox.language': { actions: assign({ language: ({ event }) => event.language }) },
    'vox.profile': { actions: assign({ profileId: ({ event }) => (voiceProfiles.some((p) => p.id === event.profileId) ? event.profileId : null) }) },
    'vox.editSegment': { actions: 'changeResult' },
    'vox.assignSpeaker': { actions: 'changeResult' },
    'vox.newSpeaker': { actions: 'changeResult' },
    'vox.renameSpeaker': { actions: 'changeResult' },
    'vox.mask': { actions: 'changeResult' },
    'vox.delete': { actions: 'deleteResult' },
    'vox.dismissNotice': { actions: assign({ notice: null }) },
    'vox.storeFailed': { actions: assign({ notice: ({ event }) => ({ kind: event.full ? ('storageFull' as const) : ('saveFailed' as const) }) }) },
    // Each change is handed to the storage as it happens: nothing waits to be written.
    'tool.settle': { actions: answerSettleAtOnce(voxAnalysing, 'vox') },
    // Another user (or nobody): nothing of the last one's stays on screen; the new scope's kept results are read.
    'session.scopeChanged': {
      target: '.loading',
      actions: assign({ scope: ({ event }) => event.scope, files: [], results: [], restored: [], profileId: null, language: '', queue: [], analysing: null, notice: null }),
    },
  },
  initial: 'starting',
  states: {
    starting: {
      invoke: {
        src: 'loadCapabilities',
        onDone: { target: 'loading', actions: assign({ real: ({ event }) => event.output.transcription }) },
        // Without an answer the mock runs: it makes no calls.
        onError: 'loading',
      },
      on: { 'session.scopeChanged': { actions: assign({ scope: ({ event }) => event.scope }) } },
    },
    loading,
    ready: {
      tags: ['ready'],
      on: {
        'vox.add': 'checking',
        'vox.remove': { actions: assign({ files: ({ context, event }) => context.files.filter((file) => file.id !== event.id) }) },
        'vox.transcribe': { guard: 'hasFiles', target: 'transcribing' },
        'vox.summarize': { guard: 'canAnalyse', target: 'analysing', actions: assign({ analysing: 'summary', analysisProfile: ({ context }) => profileOf(context), queue: ({ context, event }) => targetsOf(context, event) }) },
        'vox.evaluate': { guard: 'canAnalyse', target: 'analysing', actions: assign({ analysing: 'evaluation', analysisProfile: ({ context }) => profileOf(context), queue: ({ context, event }) => targetsOf(context, event) }) },
      },
    },
    checking,
    transcribing,
    analysing,
  },
});
