import type audit from '../../locales/en-US/audit.json';
import { defineTool } from '../tools/tool-descriptor';

declare module '../tools/tool-descriptor' {
  interface ToolKeys {
    audit: true;
  }
}
declare module '../i18n/tool-namespaces' {
  interface ToolNamespaces {
    audit: typeof audit;
  }
}

/** The audit assistant. */
export const tool = defineTool({
  key: 'audit',
  paths: ['/audit-gpt'],
  groups: ['audit'],
  origins: 'internal',
  nav: { order: 5, label: 'tools.audit' },
  namespaces: ['audit', 'chat'],
  apiHosts: ['audit', 'main'],
  module: () => import('./audit-tool'),
  machines: async () => ({
    'audit': (await import('../../machines/audit/audit.machine')).auditMachine,
    'audit-load': (await import('../../machines/audit/audit-load.machine')).auditLoadMachine,
    'answer-feedback': (await import('../../machines/feedback/answer-feedback.machine')).answerFeedbackMachine,
  }),
  slices: async () => [],
});
