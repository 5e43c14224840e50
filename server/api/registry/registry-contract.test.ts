import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ApiContext } from '../api-context';
import { registryRoutes } from './registry-routes';

const contract = readFileSync(new URL('../../../docs/openapi/registry.yaml', import.meta.url), 'utf8');

/** The contract's path for a route: component paths are documented under the `{componentUrl}` server, `:name` as `{name}`. */
const documentedPath = (path: string) => path.replace(/^\/v1\/registry\/:component(?=\/)/, '').replace(/:(\w+)/g, '{$1}');

describe('the registry contract', () => {
  it('documents every route the reference API serves for the registry and its components', () => {
    const context = { db: {}, now: () => new Date(), llm: null, offlinePaceMs: 0, rateLimitPerMinute: 1 } as unknown as ApiContext;
    const routes = registryRoutes(context, []);
    expect(routes.map((route) => `${route.method} ${documentedPath(route.path)}`)).toEqual([
      'GET /v1/registry',
      'GET /health',
      'POST /v1/chat/stream',
      'GET /v1/documents/{document}/passage',
    ]);
    for (const route of routes) {
      expect(contract).toContain(`\n  ${documentedPath(route.path)}:\n`);
      expect(contract).toMatch(new RegExp(`\\n  ${documentedPath(route.path)}:\\n(?: {4}.*\\n| {6,}.*\\n)*? {4}${route.method.toLowerCase()}:\\n`));
    }
  });

  it('documents the health with the list and the sources in the last chunk', () => {
    expect(contract).toContain("Health:\n          $ref: '#/components/schemas/ComponentHealth'");
    expect(contract).toContain("$ref: '#/components/schemas/ComponentStreamChunk'");
  });

  it('documents whether a source is verified, why not, where it stands, and the passage in its context', () => {
    const source = contract.slice(contract.indexOf('    ComponentSource:'), contract.indexOf('    ComponentStreamChunk:'));
    for (const field of ['verified:', 'unverifiedReason:', 'enum: [document-not-found, passage-not-found]', 'location:']) expect(source).toContain(field);
    expect(contract).toContain("$ref: '#/components/schemas/PassageInContext'");
  });
});
