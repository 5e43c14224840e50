import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { localConfigJson } from '../../test/fixtures/runtime-config';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { loadRuntimeConfig } from './load-config';

const base = 'http://studio.test/';
const serveConfig = (response: () => Response) => mswServer.use(http.get(`${base}config.json`, response));

describe('loading the runtime configuration', () => {
  setupMswForSuite();

  it('reads and validates the file next to index.html', async () => {
    serveConfig(() => HttpResponse.json(localConfigJson()));
    const result = await loadRuntimeConfig(base);
    expect(result.ok && result.config.origins.trial.hosts).toEqual(['trial.localhost']);
  });

  it('a missing file is reported with its status', async () => {
    serveConfig(() => new HttpResponse('not here', { status: 404 }));
    expect(await loadRuntimeConfig(base)).toEqual({ ok: false, failure: { kind: 'unreachable', status: 404 } });
  });

  it('a file that is not JSON is reported as such', async () => {
    serveConfig(() => new HttpResponse('{"auth": ', { status: 200 }));
    const result = await loadRuntimeConfig(base);
    expect(result.ok ? undefined : result.failure.kind).toBe('notJson');
  });

  it('a network failure is reported, not thrown', async () => {
    serveConfig(() => HttpResponse.error());
    const result = await loadRuntimeConfig(base);
    expect(result.ok ? undefined : result.failure.kind).toBe('network');
  });

  it('an invalid file lists its problems', async () => {
    const json = localConfigJson();
    delete json.groups;
    serveConfig(() => HttpResponse.json(json));
    const result = await loadRuntimeConfig(base);
    expect(result.ok ? [] : result.failure.kind === 'invalid' && result.failure.problems).toContain('groups must be an object');
  });
});
