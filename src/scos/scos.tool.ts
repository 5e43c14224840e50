import type scos from '../../locales/en-US/scos.json';
import { defineTool } from '../tools/tool-descriptor';

declare module '../tools/tool-descriptor' {
  interface ToolKeys {
    scos: true;
  }
}
declare module '../i18n/tool-namespaces' {
  interface ToolNamespaces {
    scos: typeof scos;
  }
}

/** The customer-service demo (the config group and API host are still `customerService`). */
export const tool = defineTool({
  key: 'scos',
  paths: ['/scos-demo'],
  groups: ['customerService'],
  origins: 'internal',
  nav: { order: 4, label: 'tools.scos' },
  namespaces: ['scos', 'chat', 'chat-persistence'],
  apiHosts: ['customerService', 'main'],
  module: () => import('./scos-tool'),
  machines: async () => ({
    'scos': (await import('../../machines/scos/scos.machine')).scosMachine,
    'scos-conversation': (await import('../../machines/scos/scos-conversation.machine')).scosConversationMachine,
  }),
  slices: async () => [(await import('../../store/scos-chats.slice')).scosChatsSlice],
  takeAlong: async () => (await import('./scos.take-along')).takeAlong,
});
