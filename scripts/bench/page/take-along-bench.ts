/// <reference lib="dom" />
/// <reference types="vite/client" />
import { workerPlanner } from '../../../src/take-along/take-along-planner';
import { takeAlongFile } from '../../../src/take-along/take-along-file';
import { takeAlongSections } from '../../../src/take-along/take-along-sections';
import { takeAlongWork, type TakeAlongPlanner } from '../../../src/take-along/take-along-work';
import { localLocks } from '../../../src/persistence/cross-tab';
import { memoryKeyValueStore } from '../../../src/persistence/key-value-store';
import type { TakeAlongRun, TakeAlongSide } from '../bench-types';
import { longTasksBetween, settleObservers } from './instrumentation';

const scope = { tenant: 'corporate' as const, userId: 'bench' };
const words = ['walrus', 'budget', 'latency', 'invoice', 'retrieval', 'component', 'passage', 'summary', 'context', 'answer'];

/** A take-along file of about `megabytes` MB: general-chat chats of 40 messages each, varied text. */
function generatedFile(megabytes: number, now: number) {
  const items = [];
  let size = 0;
  for (let index = 0; size < megabytes * 1_000_000; index += 1) {
    const messages = Array.from({ length: 40 }, (_, turn) => ({
      role: turn % 2 === 0 ? 'user' : 'assistant',
      content: Array.from({ length: 100 }, (_, word) => `${words[(index * 7 + turn * 3 + word) % words.length]}${(index + turn + word) % 97}`).join(' '),
    }));
    const chat = { sessionId: `session_bench-${index}`, name: `Chat ${index}`, messages, timeStamp: now - 60_000, createdAt: now - 3_600_000, documents: [] };
    size += JSON.stringify(chat).length;
    items.push(chat);
  }
  const text = JSON.stringify(takeAlongFile({ exportedAt: now, user: scope.userId, tenant: scope.tenant, tools: { chat: { lists: { chats: { version: 1, items } }, settings: {} } } }));
  return { file: new Blob([text], { type: 'application/json' }), chats: items.length };
}

async function measure(planner: TakeAlongPlanner, file: Blob, now: number): Promise<TakeAlongSide> {
  const start = performance.now();
  const outcome = await planner.plan(file, { scope, now, usableComponents: null }, () => undefined);
  const planned = performance.now();
  if (!outcome.ok) throw new Error(`the bench file was refused: ${outcome.refusal.reason}`);
  const report = await planner.apply([], () => undefined);
  const end = performance.now();
  await settleObservers();
  return {
    planMs: planned - start,
    applyMs: end - planned,
    added: report.lists.reduce((sum, list) => sum + list.added, 0),
    longTaskMs: longTasksBetween(start, end),
  };
}

/**
 * Imports a generated 50 MB take-along file as the studio does (read, check and plan in the
 * worker, then written to this page's IndexedDB there) and, as the baseline, the same work on
 * the main thread over memory storage. What the page's main thread was blocked by in each.
 */
export async function takeAlong(megabytes: number): Promise<TakeAlongRun> {
  const now = Date.now();
  const { file, chats } = generatedFile(megabytes, now);
  await settleObservers();
  const worker = workerPlanner();
  const inWorker = await measure(worker, file, now).finally(() => worker.dispose());
  const sections = await takeAlongSections();
  const work = takeAlongWork({ storage: memoryKeyValueStore(), locks: localLocks(), written: () => undefined }, sections);
  const mainThread = await measure({ ...work, dispose: () => undefined }, file, now);
  return { fileBytes: file.size, chats, worker: inWorker, mainThread };
}
