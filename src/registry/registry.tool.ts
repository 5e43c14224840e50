import type registry from '../../locales/en-US/registry.json';
import { defineTool } from '../tools/tool-descriptor';

declare module '../tools/tool-descriptor' {
  interface ToolKeys {
    registry: true;
  }
}
declare module '../i18n/tool-namespaces' {
  interface ToolNamespaces {
    registry: typeof registry;
  }
}

/** The retrieval-chat registry (its URL is still `/rags`). */
export const tool = defineTool({
  key: 'registry',
  paths: ['/rags'],
  groups: ['registry'],
  origins: 'internal',
  nav: { order: 6, label: 'tools.rags' },
  namespaces: ['registry', 'chat', 'chat-stream', 'chat-persistence', 'feedback'],
  apiHosts: ['registry'],
  module: () => import('./registry-tool'),
  machines: async () => ({
    'registry': (await import('../../machines/registry/registry.machine')).registryMachine,
    'registry-catalogue': (await import('../../machines/registry/registry-catalogue.machine')).registryCatalogueMachine,
    'source-passage': (await import('../../machines/registry/source-passage.machine')).sourcePassageMachine,
    'component-feedback': (await import('../../machines/feedback/component-feedback.machine')).componentFeedbackMachine,
  }),
  slices: async () => [(await import('../../store/registry-chats.slice')).registryChatsSlice],
  takeAlong: async () => (await import('./registry.take-along')).takeAlong,
  takeAlongAccess: async () => (await import('./registry.take-along-access')).usableComponents,
});
