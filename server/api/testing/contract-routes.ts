import { readFileSync } from 'node:fs';

export interface ContractRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The path on the reference API, `{param}` segments kept. */
  path: string;
  /** The contract says `security: []`: no bearer, so no tenant either. */
  public: boolean;
}

const documentText = (name: string) => readFileSync(new URL(`../../../docs/openapi/${name}.yaml`, import.meta.url), 'utf8');

/**
 * Where each document's paths live on the reference API: the customer-service bot under
 * `/v1/scos`, a registry component's calls under its sample component's Url
 * (`/v1/registry/{component}`), except the registry list itself.
 */
const placeOf: Record<string, (path: string) => string> = {
  main: (path) => path,
  trial: (path) => path,
  audit: (path) => path,
  registry: (path) => (path === '/v1/registry' ? path : `/v1/registry/{component}${path}`),
  'customer-service': (path) => `/v1/scos${path}`,
};

/** Every operation a contract document declares, read from its `paths:` block (two-space paths, four-space methods). */
export function contractRoutes(name: keyof typeof placeOf): ContractRoute[] {
  const lines = documentText(name).split('\n');
  const routes: ContractRoute[] = [];
  let path: string | null = null;
  let inPaths = false;
  for (const [index, line] of lines.entries()) {
    if (/^\S/.test(line)) inPaths = line === 'paths:';
    if (!inPaths) continue;
    const pathLine = /^ {2}(\/\S*):$/.exec(line);
    if (pathLine) path = pathLine[1]!;
    const methodLine = /^ {4}(get|post|put|delete|patch):$/.exec(line);
    if (methodLine && path) {
      const operation = lines.slice(index + 1, lines.findIndex((next, at) => at > index && /^ {0,4}\S/.test(next)));
      routes.push({
        method: methodLine[1]!.toUpperCase() as ContractRoute['method'],
        path: placeOf[name]!(path),
        public: operation.some((text) => /^ {6}security: \[\]$/.test(text)),
      });
    }
  }
  return routes;
}

export const routeKey = (route: Pick<ContractRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;
