import takeAlongWorkerUrl from './take-along.worker.ts?worker&url';
import type { TakeAlongAnswer, TakeAlongRequest } from './take-along-protocol';
import type { ImportReport, PlanOutcome } from '../../machines/take-along/take-along.types';
import type { TakeAlongPlanner, Progress } from './take-along-work';

type Question = TakeAlongRequest extends infer R ? (R extends TakeAlongRequest ? Omit<R, 'id'> : never) : never;

/** What the planner needs of a worker (a test gives a fake). */
export interface WorkerLike {
  postMessage(message: TakeAlongRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<TakeAlongAnswer>) => void): void;
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
  if (!trustedTypes) return takeAlongWorkerUrl;
  workerPolicy ??= trustedTypes.createPolicy('studio-worker', {
    createScriptURL: (url: string) => {
      if (url !== takeAlongWorkerUrl) throw new TypeError(`not the take-along worker: ${url}`);
      return url;
    },
  });
  // The Worker constructor takes the TrustedScriptURL where the DOM's types say string.
  return workerPolicy.createScriptURL(takeAlongWorkerUrl) as unknown as string;
}

const startWorker = (): WorkerLike => new Worker(trustedWorkerUrl(), { type: 'module', name: 'take-along' });

/** The take-along work in its worker: the page only posts the file and hears progress and the small summary. */
export function workerPlanner(start: () => WorkerLike = startWorker): TakeAlongPlanner {
  const worker = start();
  let nextId = 0;
  const waiting = new Map<number, { settle(answer: TakeAlongAnswer): void; fail(error: Error): void; progress: Progress }>();

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

  function ask(question: Question, progress: Progress = () => undefined): Promise<TakeAlongAnswer> {
    const id = (nextId += 1);
    return new Promise((settle, fail) => {
      waiting.set(id, { settle, fail, progress });
      worker.postMessage({ ...question, id } as TakeAlongRequest);
    });
  }

  const expect = <T extends TakeAlongAnswer['type']>(answer: TakeAlongAnswer, type: T) => {
    if (answer.type !== type) throw new Error(`the take-along worker answered ${answer.type}, not ${type}`);
    return answer as Extract<TakeAlongAnswer, { type: T }>;
  };

  return {
    exportFile: async (scope, now) => expect(await ask({ type: 'export', scope, now }), 'exported').file,
    plan: async (file, request, progress): Promise<PlanOutcome> => expect(await ask({ type: 'plan', file, request }, progress), 'planned').outcome,
    apply: async (ticked, progress): Promise<ImportReport> => expect(await ask({ type: 'apply', ticked }, progress), 'applied').report,
    dispose: () => worker.terminate(),
  };
}
