import { describe, expect, it, vi } from 'vitest';
import type { OriginKey } from '../../contracts/runtime-config';
import { localConfig } from '../../test/fixtures/runtime-config';
import { modelsHandler } from '../../test/msw/handlers/audit';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { auditBackend, createAuditClient } from '../api/audit-client';
import { recordRequests, rejectionOf, testTokens } from '../api/testing';
import { clientDeps } from './client-deps';
import type { SessionAccess, SessionTokens } from './platform';

function toolOn(origin: OriginKey, config = localConfig()) {
  const access: SessionAccess = { validTokens: vi.fn(async (): Promise<SessionTokens | null> => testTokens), onSessionExpired: vi.fn() };
  return { access, audit: auditBackend(createAuditClient(clientDeps({ config, origin, access }))) };
}

describe("a tool's API client, set up by clientDeps", () => {
  setupMswForSuite();

  it.each([
    ['trial', `Bearer ${testTokens.accessToken}`],
    ['corporate1', `Bearer ${testTokens.idToken}`],
    ['corporate2', `Bearer ${testTokens.idToken}`],
    ['development', `Bearer ${testTokens.idToken}`],
  ] as const)('on the %s origin a call carries %s (tools.md §6: the trial tenant the access token, the others the ID token)', async (origin, header) => {
    mswServer.use(modelsHandler());
    const requests = recordRequests();
    await toolOn(origin).audit.listModels();
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([header]);
  });

  it("sends the access token on a corporate origin whose config.json says backendToken: 'accessToken', the ID token where one says 'idToken'", async () => {
    const config = localConfig();
    config.origins.corporate1.backendToken = 'accessToken';
    config.origins.trial.backendToken = 'idToken';
    mswServer.use(modelsHandler());
    const requests = recordRequests();
    await toolOn('corporate1', config).audit.listModels();
    await toolOn('trial', config).audit.listModels();
    await toolOn('corporate2', config).audit.listModels();
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([`Bearer ${testTokens.accessToken}`, `Bearer ${testTokens.idToken}`, `Bearer ${testTokens.idToken}`]);
  });

  it('a session that cannot be kept sends nothing and tells the session it expired', async () => {
    const { access, audit } = toolOn('corporate1');
    vi.mocked(access.validTokens).mockResolvedValue(null);
    const requests = recordRequests();
    expect(await rejectionOf(audit.listModels())).toMatchObject({ status: 401, sent: false });
    expect(requests).toEqual([]);
    expect(access.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('a 401 to a call that carried the token tells the session it expired; another failure does not', async () => {
    const { access, audit } = toolOn('trial');
    mswServer.use(modelsHandler({ status: 403, detail: 'Not in the audit group.' }));
    await rejectionOf(audit.listModels());
    expect(access.onSessionExpired).not.toHaveBeenCalled();
    mswServer.use(modelsHandler({ status: 401, detail: 'The token has expired.' }));
    expect(await rejectionOf(audit.listModels())).toMatchObject({ status: 401, sent: true });
    expect(access.onSessionExpired).toHaveBeenCalledTimes(1);
  });
});
