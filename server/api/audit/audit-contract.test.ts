import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ApiContext } from '../api-context';
import { auditRoutes } from './audit-routes';
import { usageSettings } from '../usage/usage-settings';
import { localDepartments, offlineModel } from './audit-settings';

const contract = readFileSync(new URL('../../../docs/openapi/audit.yaml', import.meta.url), 'utf8');

/** The methods the contract documents under a path (`/v1/prompt/{id}`). */
function documentedMethods(path: string): string[] {
  const start = contract.indexOf(`\n  ${path}:\n`);
  if (start < 0) return [];
  const rest = contract.slice(start + path.length + 4);
  const end = rest.search(/\n {2}\/|\ncomponents:/);
  return [...rest.slice(0, end).matchAll(/\n {4}(get|post|put|delete):\n/g)].map((match) => match[1]!.toUpperCase());
}

describe('the audit contract', () => {
  it('documents every route the reference API serves for the audit assistant', () => {
    const context = { db: {}, now: () => new Date(), llm: null, offlinePaceMs: 0, rateLimitPerMinute: 1, usage: { settings: usageSettings({}) } } as unknown as ApiContext;
    const routes = auditRoutes(context, { departments: localDepartments, models: [offlineModel] });
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      expect(documentedMethods(path), `${route.method} ${path}`).toContain(route.method);
    }
  });
});
