import { existsSync, readdirSync } from 'node:fs';
import type { AnyStateMachine } from 'xstate';
import { authMachine } from '../machines/auth/auth.machine';
import { takeAlongMachine } from '../machines/take-along/take-along.machine';
import { answerAnnouncerMachine } from '../machines/conversation/answer-announcer.machine';
import { chatStreamMachine } from '../machines/conversation/chat-stream.machine';
import { serverDeletesMachine } from '../machines/conversation/server-deletes.machine';
import { uploadQueueMachine } from '../machines/conversation/upload-queue.machine';
import { historyMachine } from '../machines/persistence/history.machine';
import { listPersistenceMachine } from '../machines/persistence/list-persistence.machine';
import { tokenMachine } from '../machines/session/token.machine';
import { studioMachine } from '../machines/studio/studio.machine';
import { usageLoadMachine } from '../machines/usage/usage-load.machine';

/** What the catalogue reads of a tool's descriptor (src/tools/tool-descriptor.ts). */
export interface DescribedTool {
  key: string;
  machines: () => Promise<Record<string, AnyStateMachine>>;
}

/** The machines every tool shares, by the file name their diagrams get. */
export const sharedMachines: Record<string, AnyStateMachine> = {
  'studio': studioMachine,
  'auth': authMachine,
  'token': tokenMachine,
  'chat-stream': chatStreamMachine,
  'upload-queue': uploadQueueMachine,
  'history': historyMachine,
  'list-persistence': listPersistenceMachine,
  'take-along': takeAlongMachine,
  'server-deletes': serverDeletesMachine,
  'answer-announcer': answerAnnouncerMachine,
  // Generic over what it loads; the diagram is the same for every use (the user's own usage).
  'usage-load': usageLoadMachine(),
};

/** The shared machines, then each tool's, as its descriptor lists them. */
export async function machineCatalogOf(tools: readonly DescribedTool[]): Promise<Record<string, AnyStateMachine>> {
  const catalog = { ...sharedMachines };
  for (const tool of tools) Object.assign(catalog, await tool.machines());
  return catalog;
}

/** Every tool's descriptor, found as the studio finds them: `src/<tool>/<tool>.tool.ts`. */
export async function toolDescriptorFiles(): Promise<DescribedTool[]> {
  const src = new URL('../src/', import.meta.url);
  const files = readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => new URL(`${entry.name}/${entry.name}.tool.ts`, src))
    .filter((file) => existsSync(file));
  return Promise.all(files.map(async (file) => ((await import(file.href)) as { tool: DescribedTool }).tool));
}

/**
 * Every machine of the studio, by the file name its diagram gets under docs/machines/ (the
 * machine file's name without `.machine.ts`): the shared ones and each tool's, from its
 * descriptor. A test fails when a machine file is missing here.
 */
export const machineCatalog: Record<string, AnyStateMachine> = await machineCatalogOf(await toolDescriptorFiles());
