import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { modelsHandler } from '../../test/msw/handlers/audit';
import { ApiError } from './api-error';
import { auditBackend, createAuditClient } from './audit-client';
import { createStudioClient, dataOf } from './studio-client';
import { recordRequests, rejectionOf, testDeps, testTokens } from './testing';

describe('every Studio client', () => {
  setupMswForSuite();

  const api = 'http://localhost:4000';

  it('every call names the interface language as Accept-Language, so the API answers in it', async () => {
    mswServer.use(modelsHandler());
    const requests = recordRequests();
    const before = document.documentElement.lang;
    try {
      document.documentElement.lang = 'de-DE';
      await auditBackend(createAuditClient(testDeps().deps)).listModels();
      document.documentElement.lang = 'en-US';
      await auditBackend(createAuditClient(testDeps().deps)).listModels();
    } finally {
      document.documentElement.lang = before;
    }
    expect(requests.map((request) => request.headers.get('Accept-Language'))).toEqual(['de-DE', 'en-US']);
  });

  describe('the token check before every call', () => {
    it('runs before each call and the call carries the access token', async () => {
      mswServer.use(modelsHandler());
      const { deps, bearerToken } = testDeps();
      const audit = auditBackend(createAuditClient(deps));
      const requests = recordRequests();

      await audit.listModels();
      await audit.listModels();

      expect(bearerToken).toHaveBeenCalledTimes(2);
      expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([
        `Bearer ${testTokens.accessToken}`,
        `Bearer ${testTokens.accessToken}`,
      ]);
    });

    it('when the session cannot be kept the call is not sent, the shell is told and a 401 ApiError is thrown', async () => {
      mswServer.use(modelsHandler());
      const { deps, bearerToken, onSessionExpired } = testDeps();
      bearerToken.mockResolvedValue(null);
      const requests = recordRequests();

      const error = await rejectionOf(auditBackend(createAuditClient(deps)).listModels());

      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 401, body: null, sent: false });
      expect(onSessionExpired).toHaveBeenCalledTimes(1);
      expect(requests).toEqual([]);
    });

    it('a token check that throws counts as failed (platform.md §4)', async () => {
      const { deps, bearerToken, onSessionExpired } = testDeps();
      bearerToken.mockRejectedValue(new Error('refresh exploded'));
      const requests = recordRequests();

      expect(await rejectionOf(auditBackend(createAuditClient(deps)).listModels())).toMatchObject({ status: 401, sent: false });
      expect(onSessionExpired).toHaveBeenCalledTimes(1);
      expect(requests).toEqual([]);
    });

    it('an empty token (authentication disabled) send the call without an Authorization header', async () => {
      mswServer.use(modelsHandler());
      const { deps, bearerToken } = testDeps();
      bearerToken.mockResolvedValue('');
      const requests = recordRequests();

      await auditBackend(createAuditClient(deps)).listModels();

      expect(requests).toHaveLength(1);
      expect(requests[0]?.headers.has('Authorization')).toBe(false);
    });
  });

  describe('a 401 answer', () => {
    it('tells the shell the session expired and throws a 401 ApiError with the body', async () => {
      mswServer.use(modelsHandler({ status: 401, detail: 'The token has expired.' }));
      const { deps, onSessionExpired } = testDeps();

      const error = await rejectionOf(auditBackend(createAuditClient(deps)).listModels());

      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 401, body: { detail: 'The token has expired.' }, sent: true });
      expect(onSessionExpired).toHaveBeenCalledTimes(1);
    });

    it('other error statuses do not touch the session', async () => {
      mswServer.use(modelsHandler({ status: 403, detail: 'Not in the audit group.' }));
      const { deps, onSessionExpired } = testDeps();

      expect(await rejectionOf(auditBackend(createAuditClient(deps)).listModels())).toMatchObject({
        status: 403,
        body: { detail: 'Not in the audit group.' },
      });
      expect(onSessionExpired).not.toHaveBeenCalled();
    });

    it('an error body that is not JSON is kept as text', async () => {
      mswServer.use(http.get(`${api}/v1/models`, () => HttpResponse.text('Bad Gateway', { status: 502 })));
      expect(await rejectionOf(auditBackend(createAuditClient(testDeps().deps)).listModels())).toMatchObject({
        status: 502,
        body: 'Bad Gateway',
      });
    });
  });

  /** A GET with query parameters; the contract has none, so the factory is tested on its own paths. */
  interface SearchPaths {
    '/v1/search': {
      get: {
        parameters: { query: { tag: string[]; filter: { department: string; year: number } } };
        responses: { 200: { content: { 'application/json': string[] } } };
      };
    };
  }

  describe('query serialisation', () => {
    it('sends arrays exploded and objects as deep objects', async () => {
      mswServer.use(http.get(`${api}/v1/search`, () => HttpResponse.json(['ok'])));
      const requests = recordRequests();
      const client = createStudioClient<SearchPaths>(api, testDeps().deps);

      const data = await dataOf(
        client.GET('/v1/search', { params: { query: { tag: ['a b', 'ä'], filter: { department: 'IA', year: 2025 } } } }),
      );

      expect(data).toEqual(['ok']);
      const url = new URL(requests[0]?.url ?? '');
      expect(url.search).toBe('?tag=a%20b&tag=%C3%A4&filter[department]=IA&filter[year]=2025');
      expect(url.searchParams.getAll('tag')).toEqual(['a b', 'ä']);
    });
  });

  describe('JSON bodies', () => {
    it('a JSON body is sent as application/json', async () => {
      const requests = recordRequests();
      mswServer.use(http.post(`${api}/v1/prompt`, () => HttpResponse.json({ prompt_id: 'p-9' })));
      const input = { department_code: 'IA', description: 'd', draft: false, private: true, prompt_name: 'n', prompt_template: 't' };

      expect(await auditBackend(createAuditClient(testDeps().deps)).createPrompt(input)).toBe('p-9');
      expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
      expect(await requests[0]?.clone().json()).toEqual(input);
    });
  });
});
