import { createActor, fromCallback, fromPromise } from 'xstate';
import { takeAlongMachine, type ApplyInput, type TakeAlongEvent, type PlanInput } from '../../machines/take-along/take-along.machine';
import type { StorageScope } from '../../domain/chat';
import type { Platform } from '../platform/platform';
import { downloadBlob } from '../browser/clipboard';
import { defaultBroadcast, type SavedMessage } from '../persistence/cross-tab';
import { tabPersistence } from '../persistence/browser-persistence';
import { usableComponents } from './take-along-access';
import { takeAlongFileName } from './take-along-file';
import { workerPlanner } from './take-along-planner';
import { TAKE_ALONG_WRITER } from './take-along-protocol';
import { takeAlongSections } from './take-along-sections';
import { takeAlongWork, type TakeAlongEnvironment, type TakeAlongPlanner } from './take-along-work';

export interface TakeAlongOptions {
  /** Tests: the planner in this thread (`inThreadPlanner`); the browser's is the worker. */
  planner?: () => TakeAlongPlanner;
  now?: () => number;
  download?: (fileName: string, file: Blob) => void;
  /** Tests: the registry components the user may use, in place of asking the registry. */
  usableComponents?: (signal: AbortSignal) => Promise<string[] | null>;
}

/** The take-along work in this thread, over a given storage (tests; a browser without workers). */
export function inThreadPlanner(env: TakeAlongEnvironment): TakeAlongPlanner {
  const work = takeAlongSections().then((sections) => takeAlongWork(env, sections));
  return {
    exportFile: async (scope, now) => (await work).exportFile(scope, now),
    plan: async (file, request, progress) => (await work).plan(file, request, progress),
    apply: async (ticked, progress) => (await work).apply(ticked, progress),
    dispose: () => undefined,
  };
}

/** The worker where the browser has one, else this tab's own storage in this thread. */
function browserPlanner(platform: Platform): TakeAlongPlanner {
  if (typeof Worker !== 'undefined') return workerPlanner();
  const { storage, locks } = tabPersistence(platform);
  const channel = defaultBroadcast();
  return inThreadPlanner({ storage, locks, written: (key) => channel.postMessage({ type: 'saved', key, tab: TAKE_ALONG_WRITER } satisfies SavedMessage) });
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The take-along flow for the signed-in user: the machine with the planner's work (in a worker),
 * the download, and the registry's components asked for before an import is planned.
 */
export function openTakeAlong(platform: Platform, options: TakeAlongOptions = {}) {
  const now = options.now ?? Date.now;
  const download = options.download ?? ((fileName: string, file: Blob) => downloadBlob(fileName, file));
  const usable = options.usableComponents ?? ((signal: AbortSignal) => usableComponents(platform, signal));
  let planner: TakeAlongPlanner | null = null;
  const plannerNow = () => (planner ??= (options.planner ?? (() => browserPlanner(platform)))());
  const scopeNow = (): StorageScope => {
    const { scope } = platform.studio.getSnapshot().context;
    if (!scope) throw new Error('nobody is signed in');
    return scope;
  };

  const logic = takeAlongMachine.provide({
    actors: {
      exportFile: fromPromise(async () => {
        const at = now();
        download(takeAlongFileName(at), await plannerNow().exportFile(scopeNow(), at));
      }),
      plan: fromCallback<TakeAlongEvent, PlanInput>(({ input, sendBack }) => {
        const abort = new AbortController();
        (async () => {
          const scope = scopeNow();
          const components = await usable(abort.signal);
          const outcome = await plannerNow().plan(input.file, { scope, now: now(), usableComponents: components }, (step, done) =>
            sendBack({ type: 'takeAlong.progress', step, done }),
          );
          if (!abort.signal.aborted) sendBack({ type: 'takeAlong.planned', outcome });
        })().catch((error: unknown) => {
          if (!abort.signal.aborted) sendBack({ type: 'takeAlong.failed', message: messageOf(error) });
        });
        return () => abort.abort();
      }),
      apply: fromCallback<TakeAlongEvent, ApplyInput>(({ input, sendBack }) => {
        plannerNow()
          .apply(input.ticked, (step, done) => sendBack({ type: 'takeAlong.progress', step, done }))
          .then(
            (report) => sendBack({ type: 'takeAlong.applied', report }),
            (error: unknown) => sendBack({ type: 'takeAlong.failed', message: messageOf(error) }),
          );
      }),
    },
  });
  const actor = createActor(logic);
  actor.start();
  return {
    actor,
    /** Ends the worker (a later step starts another). */
    release() {
      planner?.dispose();
      planner = null;
    },
  };
}

export type TakeAlong = ReturnType<typeof openTakeAlong>;
