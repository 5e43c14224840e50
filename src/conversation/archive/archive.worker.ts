import { defaultBroadcast, defaultLocks, type SavedMessage } from '../../persistence/cross-tab';
import { indexedDbKeyValueStore } from '../../persistence/indexeddb-store';
import type { ArchiveStep } from '../../../machines/conversation/chat-archive.types';
import { ARCHIVE_WRITER, type ArchiveAnswer, type ArchiveRequest } from './archive-protocol';
import { archiveSections } from './archive-sections';
import { archiveWork } from './archive-work';

/**
 * The take-along file's worker: reads, checks and plans a 50 MB file, and writes the import, off
 * the page's main thread. It opens the same IndexedDB and takes the same Web Locks as the tabs,
 * and tells them on the lists' channel what it wrote.
 */
interface WorkerScope {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ArchiveRequest>) => void): void;
}
// The studio type-checks with the DOM's libraries; a dedicated worker's global is this much of them.
const scope = globalThis as unknown as WorkerScope;
const broadcast = defaultBroadcast();
const work = archiveSections().then((sections) =>
  archiveWork(
    {
      storage: indexedDbKeyValueStore(),
      locks: defaultLocks(),
      written: (key) => broadcast.postMessage({ type: 'saved', key, tab: ARCHIVE_WRITER } satisfies SavedMessage),
    },
    sections,
  ),
);

const answer = (message: ArchiveAnswer) => scope.postMessage(message);

async function handle(request: ArchiveRequest): Promise<ArchiveAnswer> {
  const { id } = request;
  const progress = (step: ArchiveStep, done: number) => answer({ id, type: 'progress', step, done });
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
