import type vision from '../../locales/en-US/vision.json';
import { defineTool } from '../tools/tool-descriptor';

declare module '../tools/tool-descriptor' {
  interface ToolKeys {
    vision: true;
  }
}
declare module '../i18n/tool-namespaces' {
  interface ToolNamespaces {
    vision: typeof vision;
  }
}

/** Vision Studio: the one tool of the trial origin besides the chat. */
export const tool = defineTool({
  key: 'vision',
  paths: ['/vision-studio'],
  groups: ['trial', 'vision'],
  origins: 'every',
  nav: { order: 2, label: 'tools.vision' },
  // chat: the confirmation dialog's buttons (also loaded at start).
  namespaces: ['vision', 'chat'],
  apiHosts: ['main', 'trial'],
  module: () => import('./vision-tool'),
  machines: async () => ({ vision: (await import('../../machines/vision/vision.machine')).visionMachine }),
  slices: async () => [],
});
