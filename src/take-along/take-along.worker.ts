import { defaultBroadcast, defaultLocks, type SavedMessage } from '../persistence/cross-tab';
import { indexedDbKeyValueStore } from '../persistence/indexeddb-store';
import type { TakeAlongStep } from '../../machines/take-along/take-along.types';
import { TAKE_ALONG_WRITER, type TakeAlongAnswer, type TakeAlongRequest } from './take-along-protocol';
import { takeAlongSections } from './take-along-sections';
import { takeAlongWork } from './take-along-work';

/**
 * The take-along file's worker: reads, checks and plans a 50 MB file, and writes the import, off
 * the page's main thread. It opens the same IndexedDB and takes the same Web Locks as the tabs,
 * and tells them on the lists' channel what it wrote.
 */
interface WorkerScope {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<TakeAlongRequest>) => void): void;
}
// The studio type-checks with the DOM's libraries; a dedicated worker's global is this much of them.
const scope = globalThis as unknown as WorkerScope;
const broadcast = defaultBroadcast();
const work = takeAlongSections().then((sections) =>
  takeAlongWork(
    {
      storage: indexedDbKeyValueStore(),
      locks: defaultLocks(),
      written: (key) => broadcast.postMessage({ type: 'saved', key, tab: TAKE_ALONG_WRITER } satisfies SavedMessage),
    },
    sections,
  ),
);

const answer = (message: TakeAlongAnswer) => scope.postMessage(message);

async function handle(request: TakeAlongRequest): Promise<TakeAlongAnswer> {
  const { id } = request;
  const progress = (step: TakeAlongStep, done: number) => answer({ id, type: 'progress', step, done });
  const planner = await work;
  switch (request.type) {
    case 'export':
      return { id, type: 'exported', file: await planner.exportFile(request.scope, request.now) };
    case 'plan':
      return { id, type: 'planned', outcome: await planner.plan(request.file, request.request, progress) };
    case 'apply':
      return { id, type: 'applied', report: await planner.apply(request.ticked, progress) };
  }
}

// One request at a time, in order: an apply always follows its plan.
let queue = Promise.resolve();
scope.addEventListener('message', (event) => {
  const request = event.data;
  queue = queue.then(async () => {
    try {
      answer(await handle(request));
    } catch (error) {
      answer({ id: request.id, type: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  });
});
