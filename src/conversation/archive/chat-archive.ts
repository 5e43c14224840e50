import { createActor, fromCallback, fromPromise } from 'xstate';
import { chatArchiveMachine, type ApplyInput, type ChatArchiveEvent, type PlanInput } from '../../../machines/conversation/chat-archive.machine';
import type { StorageScope } from '../../../domain/chat';
import type { Platform } from '../../platform/platform';
import { downloadBlob } from '../clipboard';
import { defaultBroadcast, type SavedMessage } from '../../persistence/cross-tab';
import { tabPersistence } from '../../persistence/browser-persistence';
import { usableComponents } from './archive-access';
import { archiveFileName } from './archive-file';
import { workerPlanner } from './archive-planner';
import { ARCHIVE_WRITER } from './archive-protocol';
import { archiveSections } from './archive-sections';
import { archiveWork, type ArchiveEnvironment, type ArchivePlanner } from './archive-work';

export interface ChatArchiveOptions {
  /** Tests: the planner in this thread (`inThreadPlanner`); the browser's is the worker. */
  planner?: () => ArchivePlanner;
  now?: () => number;
  download?: (fileName: string, file: Blob) => void;
  /** Tests: the registry components the user may use, in place of asking the registry. */
  usableComponents?: (signal: AbortSignal) => Promise<string[] | null>;
}

/** The take-along work in this thread, over a given storage (tests; a browser without workers). */
export function inThreadPlanner(env: ArchiveEnvironment): ArchivePlanner {
  const work = archiveSections().then((sections) => archiveWork(env, sections));
  return {
    exportFile: async (scope, now) => (await work).exportFile(scope, now),
    plan: async (file, request, progress) => (await work).plan(file, request, progress),
    apply: async (ticked, progress) => (await work).apply(ticked, progress),
    dispose: () => undefined,
  };
}

/** The worker where the browser has one, else this tab's own storage in this thread. */
function browserPlanner(platform: Platform): ArchivePlanner {
  if (typeof Worker !== 'undefined') return workerPlanner();
  const { storage, locks } = tabPersistence(platform);
  const channel = defaultBroadcast();
  return inThreadPlanner({ storage, locks, written: (key) => channel.postMessage({ type: 'saved', key, tab: ARCHIVE_WRITER } satisfies SavedMessage) });
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The take-along flow for the signed-in user: the machine with the planner's work (in a worker),
 * the download, and the registry's components asked for before an import is planned.
 */
export function openChatArchive(platform: Platform, options: ChatArchiveOptions = {}) {
  const now = options.now ?? Date.now;
  const download = options.download ?? ((fileName: string, file: Blob) => downloadBlob(fileName, file));
  const usable = options.usableComponents ?? ((signal: AbortSignal) => usableComponents(platform, signal));
  let planner: ArchivePlanner | null = null;
  const plannerNow = () => (planner ??= (options.planner ?? (() => browserPlanner(platform)))());
  const scopeNow = (): StorageScope => {
    const { scope } = platform.studio.getSnapshot().context;
    if (!scope) throw new Error('nobody is signed in');
    return scope;
  };

  const logic = chatArchiveMachine.provide({
    actors: {
      exportFile: fromPromise(async () => {
        const at = now();
        download(archiveFileName(at), await plannerNow().exportFile(scopeNow(), at));
      }),
      plan: fromCallback<ChatArchiveEvent, PlanInput>(({ input, sendBack }) => {
        const abort = new AbortController();
        (async () => {
          const scope = scopeNow();
          const components = await usable(abort.signal);
          const outcome = await plannerNow().plan(input.file, { scope, now: now(), usableComponents: components }, (step, done) =>
            sendBack({ type: 'archive.progress', step, done }),
          );
          if (!abort.signal.aborted) sendBack({ type: 'archive.planned', outcome });
        })().catch((error: unknown) => {
          if (!abort.signal.aborted) sendBack({ type: 'archive.failed', message: messageOf(error) });
        });
        return () => abort.abort();
      }),
      apply: fromCallback<ChatArchiveEvent, ApplyInput>(({ input, sendBack }) => {
        plannerNow()
          .apply(input.ticked, (step, done) => sendBack({ type: 'archive.progress', step, done }))
          .then(
            (report) => sendBack({ type: 'archive.applied', report }),
            (error: unknown) => sendBack({ type: 'archive.failed', message: messageOf(error) }),
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

export type ChatArchive = ReturnType<typeof openChatArchive>;
