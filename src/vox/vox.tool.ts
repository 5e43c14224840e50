import type vox from '../../locales/en-US/vox.json';
import { defineTool } from '../tools/tool-descriptor';

declare module '../tools/tool-descriptor' {
  interface ToolKeys {
    vox: true;
  }
}
declare module '../i18n/tool-namespaces' {
  interface ToolNamespaces {
    vox: typeof vox;
  }
}

/** Vox Studio: transcription, summaries and evaluations (the config group is still `voice`). */
export const tool = defineTool({
  key: 'vox',
  paths: ['/vox'],
  groups: ['voice'],
  origins: 'internal',
  nav: { order: 3, label: 'tools.vox' },
  namespaces: ['vox'],
  apiHosts: ['main'],
  module: () => import('./vox-tool'),
  machines: async () => ({ vox: (await import('../../machines/vox/vox.machine')).voxMachine }),
  slices: async () => [],
});
