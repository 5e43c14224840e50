import { defineTool } from '../tools/tool-descriptor';

declare module '../tools/tool-descriptor' {
  interface ToolKeys {
    chat: true;
  }
}

/** The general chat: the home page. Its texts and slices come with the start (shared pieces speak them). */
export const tool = defineTool({
  key: 'chat',
  paths: ['/', '/chat'],
  groups: ['trial', 'chat'],
  origins: 'every',
  nav: { order: 1, label: 'tools.home' },
  namespaces: ['chat'],
  apiHosts: ['main', 'trial'],
  module: () => import('./chat-tool'),
  machines: async () => ({ chat: (await import('../../machines/chat/chat.machine')).chatMachine }),
  slices: async () => [],
  takeAlong: async () => (await import('./chat.take-along')).takeAlong,
});
