import { describe, expect, it } from 'vitest';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { contentChunk, doneChunk } from '../../test/msw/handlers/ndjson';
import { componentChatHandler, componentPassageHandler, exampleComponent, examplePassage, registryListHandler } from '../../test/msw/handlers/registry';
import { ApiError } from './api-error';
import { readNdjsonStream } from './ndjson-stream';
import { createRegistryClient, registryBackend } from './registry-client';
import { recordRequests, rejectionOf, testDeps, testTokens } from './testing';

describe('the registry client', () => {
  setupMswForSuite();

  const question = { messages: [{ role: 'user' as const, content: 'Wie viele Urlaubstage habe ich?' }] };

  function registry() {
    const setup = testDeps();
    return { ...setup, backend: registryBackend(createRegistryClient(setup.deps)) };
  }

  describe('GET /v1/registry', () => {
    it('lists the components with the bearer token', async () => {
      mswServer.use(registryListHandler());
      const requests = recordRequests();
      expect(await registry().backend.listComponents()).toEqual([exampleComponent]);
      expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${testTokens.accessToken}`);
    });
  });

  describe('chatting with a component', () => {
    it('a component on an allowlisted host gets the bearer token', async () => {
      mswServer.use(componentChatHandler(exampleComponent.Url));
      const requests = recordRequests();

      const stream = await registry().backend.streamComponentChat(exampleComponent.Url, question);

      expect(await readNdjsonStream(stream, { onEvent: () => undefined })).toEqual({ status: 'complete' });
      expect(requests[0]?.url).toBe(`${exampleComponent.Url}/v1/chat/stream`);
      expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${testTokens.accessToken}`);
    });

    it('a component hosted elsewhere gets no token, though the token check still runs', async () => {
      const elsewhere = 'https://rag.elsewhere.example/components/hr';
      mswServer.use(componentChatHandler(elsewhere, { lines: [contentChunk('Antwort'), doneChunk] }));
      const requests = recordRequests();
      const { backend, bearerToken } = registry();

      const stream = await backend.streamComponentChat(elsewhere, question);

      expect(await readNdjsonStream(stream, { onEvent: () => undefined })).toEqual({ status: 'complete' });
      expect(requests).toHaveLength(1);
      expect(requests[0]?.url).toBe(`${elsewhere}/v1/chat/stream`);
      expect(requests[0]?.headers.has('Authorization')).toBe(false);
      expect(bearerToken).toHaveBeenCalledTimes(1);
    });

    it('an Authorization header a caller sets itself does not reach another origin either', async () => {
      const elsewhere = 'https://rag.elsewhere.example/components/hr';
      mswServer.use(componentChatHandler(elsewhere));
      const requests = recordRequests();

      await createRegistryClient(testDeps().deps).POST('/v1/chat/stream', {
        baseUrl: elsewhere,
        body: question,
        headers: { Authorization: `Bearer ${testTokens.accessToken}` },
        parseAs: 'stream',
      });

      expect(requests[0]?.headers.has('Authorization')).toBe(false);
    });

    it('the same host on another port is another origin and gets no token', async () => {
      const otherPort = 'http://localhost:4999/v1/registry/hr-handbook';
      mswServer.use(componentChatHandler(otherPort));
      const requests = recordRequests();
      await registry().backend.streamComponentChat(otherPort, question);
      expect(requests[0]?.headers.has('Authorization')).toBe(false);
    });

    it.each([
      [401, 'The token has expired.'],
      [410, 'The document "handbuch.pdf" has expired.'],
      [500, 'Internal error'],
    ] as const)('a %i answer is an ApiError with its status and body', async (status, detail) => {
      mswServer.use(componentChatHandler(exampleComponent.Url, { status, detail }));
      const { backend, onSessionExpired } = registry();

      const error = await rejectionOf(backend.streamComponentChat(exampleComponent.Url, question));

      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status, body: { detail } });
      expect(onSessionExpired).toHaveBeenCalledTimes(status === 401 ? 1 : 0);
    });

    it('a 401 from a host that never saw the token does not end the session', async () => {
      const elsewhere = 'https://rag.elsewhere.example/components/hr';
      mswServer.use(componentChatHandler(elsewhere, { status: 401, detail: 'Who are you?' }));
      const { backend, onSessionExpired } = registry();

      expect(await rejectionOf(backend.streamComponentChat(elsewhere, question))).toMatchObject({ status: 401 });
      expect(onSessionExpired).not.toHaveBeenCalled();
    });
  });

  describe('a source opened at its passage', () => {
    const location = { documentId: 'hr-handbook.de', start: 120, end: 180 };

    it('asks the component for the place the source names, with the bearer token', async () => {
      mswServer.use(componentPassageHandler());
      const requests = recordRequests();
      expect(await registry().backend.passageInContext(exampleComponent.Url, location)).toEqual(examplePassage);
      expect(requests[0]?.url).toBe(`${exampleComponent.Url}/v1/documents/hr-handbook.de/passage?start=120&end=180`);
      expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${testTokens.accessToken}`);
    });

    it('a refusal is an ApiError with its status', async () => {
      mswServer.use(componentPassageHandler(exampleComponent.Url, { status: 403, detail: 'You are not in a group that may use HR-Handbuch.' }));
      expect(await rejectionOf(registry().backend.passageInContext(exampleComponent.Url, location))).toMatchObject({ status: 403 });
    });
  });
});
