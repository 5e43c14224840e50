import type feedback from '../../locales/en-US/feedback.json';
import type usage from '../../locales/en-US/usage.json';
import { defineTool } from '../tools/tool-descriptor';

declare module '../tools/tool-descriptor' {
  interface ToolKeys {
    usage: true;
  }
}
declare module '../i18n/tool-namespaces' {
  interface ToolNamespaces {
    usage: typeof usage;
    /** The figures an owner, a contact or an admin reads (also the registry's). */
    feedback: typeof feedback;
  }
}

/**
 * The admins' usage page: who may open it is the API's to say (ADMIN_GROUPS, GET
 * /v1/capabilities), so it names no config.json group; the corporate tenant only.
 */
export const tool = defineTool({
  key: 'usage',
  paths: ['/usage'],
  groups: [],
  capability: 'usageAdmin',
  origins: 'internal',
  nav: { order: 7, label: 'tools.usage' },
  namespaces: ['usage', 'chat', 'feedback'],
  apiHosts: ['main'],
  module: () => import('./usage-tool'),
  machines: async () => {
    const { usageReportMachine, usageCostsMachine } = await import('../../machines/usage/usage-report.machine');
    // period-report.machine.ts makes the costs' and the feedback's report machines alike: drawn once, as the costs'.
    return { 'usage-report': usageReportMachine, 'period-report': usageCostsMachine };
  },
  slices: async () => [],
});
