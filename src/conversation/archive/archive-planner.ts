import archiveWorkerUrl from './archive.worker.ts?worker&url';
import type { ArchiveAnswer, ArchiveRequest } from './archive-protocol';
import type { ImportReport, PlanOutcome } from '../../../machines/conversation/chat-archive.types';
import type { ArchivePlanner, Progress } from './archive-work';

type Question = ArchiveRequest extends infer R ? (R extends ArchiveRequest ? Omit<R, 'id'> : never) : never;

/** What the planner needs of a worker (a test gives a fake). */
export interface WorkerLike {
  postMessage(message: ArchiveRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ArchiveAnswer>) => void): void;
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void;
  terminate(): void;
}

let workerPolicy: Pick<TrustedTypePolicy, 'createScriptURL'> | null = null;

/**
 * The worker's script URL as the production CSP's Trusted Types want it: through the
 * `studio-worker` policy, which lets exactly the take-along worker's own URL through.
 */
function trustedWorkerUrl(): string {
  const trustedTypes = typeof window === 'undefined' ? undefined : window.trustedTypes;
  if (!trustedTypes) return archiveWorkerUrl;
  workerPolicy ??= trustedTypes.createPolicy('studio-worker', {
    createScriptURL: (url: string) => {
      if (url !== archiveWorkerUrl) throw new TypeError(`not the take-along worker: ${url}`);
      return url;
    },
  });
  // The Worker constructor takes the TrustedScriptURL where the DOM's types say string.
  return workerPolicy.createScriptURL(archiveWorkerUrl) as unknown as string;
}

const startWorker = (): WorkerLike => new Worker(trustedWorkerUrl(), { type: 'module', name: 'take-along' });

/** The take-along work in its worker: the page only posts the file and hears progress and the small summary. */
export function workerPlanner(start: () => WorkerLike = startWorker): ArchivePlanner {
  const worker = start();
  let nextId = 0;
  const waiting = new Map<number, { settle(answer: ArchiveAnswer): void; fail(error: Error): void; progress: Progress }>();

  worker.addEventListener('message', (event) => {
    const answer = event.data;
    const asker = waiting.get(answer.id);
    if (!asker) return;
    if (answer.type === 'progress') return asker.progress(answer.step, answer.done);
    waiting.delete(answer.id);
    if (answer.type === 'failed') asker.fail(new Error(answer.message));
    else asker.settle(answer);
  });
  worker.addEventListener('error', (event) => {
    const error = new Error(event.message || 'the take-along worker failed');
    for (const asker of waiting.values()) asker.fail(error);
    waiting.clear();
  });

  function ask(question: Question, progress: Progress = () => undefined): Promise<ArchiveAnswer> {
    const id = (nextId += 1);
    return new Promise((settle, fail) => {
      waiting.set(id, { settle, fail, progress });
      worker.postMessage({ ...question, id } as ArchiveRequest);
    });
  }

  const expect = <T extends ArchiveAnswer['type']>(answer: ArchiveAnswer, type: T) => {
    if (answer.type !== type) throw new Error(`the take-along worker answered ${answer.type}, not ${type}`);
    return answer as Extract<ArchiveAnswer, { type: T }>;
  };

  return {
    exportFile: async (scope, now) => expect(await ask({ type: 'export', scope, now }), 'exported').file,
    plan: async (file, request, progress): Promise<PlanOutcome> => expect(await ask({ type: 'plan', file, request }, progress), 'planned').outcome,
    apply: async (ticked, progress): Promise<ImportReport> => expect(await ask({ type: 'apply', ticked }, progress), 'applied').report,
    dispose: () => worker.terminate(),
  };
}
