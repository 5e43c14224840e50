import { describe, expect, it, vi } from 'vitest';
import type { AnswerSource } from '../../domain/answer-source';
import { ndjsonStream } from '../../test/msw/handlers/ndjson';
import type { RegistryBackend } from '../api/registry-client';
import { componentStream, UntrustedComponentError, watchSources } from './component-stream';
import { card } from '../../machines/registry/registry-catalogue.test-support';

const sources: AnswerSource[] = [{ document: 'Travel policy', section: 'Hotels', passage: '120 EUR a night.' }];
const drain = async (body: ReadableStream<Uint8Array>) => new TextDecoder().decode(new Uint8Array(await new Response(body).arrayBuffer()));

describe('the component stream', () => {
  it('passes the body on unchanged and picks the sources out of the last line, however the bytes are split', async () => {
    const lines = [{ content: 'Hotels: ', done: false, error: null }, { content: '', done: true, error: null, sources }];
    const original = await drain(ndjsonStream(lines));
    for (const splitAt of [[1], [5, 40], [original.length - 3]]) {
      const found = vi.fn();
      expect(await drain(watchSources(ndjsonStream(lines, { splitAt }), found))).toBe(original);
      expect(found).toHaveBeenCalledWith(sources);
    }
  });

  it('ignores sources that are not a list of document, section and passage texts', async () => {
    const found = vi.fn();
    await drain(watchSources(ndjsonStream([{ content: '', done: true, error: null, sources: [{ document: 1 }, 'x'] } as never]), found));
    expect(found).toHaveBeenCalledWith([]);
  });

  it('refuses a component outside the allowlist before any request, and waits before asking a trusted one', async () => {
    const backend: Pick<RegistryBackend, 'listComponents' | 'streamComponentChat'> = { listComponents: vi.fn(), streamComponentChat: vi.fn(async () => ndjsonStream([])) };
    const untrusted = componentStream({ backend, target: () => card('partner-wiki', false), delayMs: 0 });
    await expect(untrusted.streamChat({ messages: [], documents: [] }, undefined, { onSources: vi.fn() })).rejects.toBeInstanceOf(UntrustedComponentError);
    expect(backend.streamComponentChat).not.toHaveBeenCalled();

    vi.useFakeTimers();
    try {
      const trusted = componentStream({ backend, target: () => card('travel-policy') });
      const asked = trusted.streamChat({ messages: [{ role: 'user', content: 'Hi' }], documents: ['doc'] }, undefined, { onSources: vi.fn() });
      await vi.advanceTimersByTimeAsync(199);
      expect(backend.streamComponentChat).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await asked;
      // The component gets the conversation only: no uploads' hashes.
      expect(backend.streamComponentChat).toHaveBeenCalledWith(card('travel-policy').url, { messages: [{ role: 'user', content: 'Hi' }], documents: [] }, undefined);
    } finally {
      vi.useRealTimers();
    }
  });
});
