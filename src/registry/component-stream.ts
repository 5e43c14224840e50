import { parseSources } from './registry-lists';
import type { ChatStreamRequest } from '../../contracts/main-api';
import type { RegistryBackend } from '../api/registry-client';
import type { StreamHearing, StreamingBackend } from '../conversation/actors/chat-stream.actors';
import type { AnswerSource } from '../../domain/answer-source';
import type { RegistryCard } from '../../machines/registry/registry.types';
import { MAX_LINE_LENGTH } from '../api/ndjson-stream';

/** tools.md §9: the wait before the retrieval request. */
export const COMPONENT_REQUEST_DELAY_MS = 200;

/** Refused before any request: the component's host is not on the bearer allowlist. */
export class UntrustedComponentError extends Error {
  constructor(readonly component: string) {
    super(`${component} is outside the bearer allowlist; nothing is sent to it`);
    this.name = 'UntrustedComponentError';
  }
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    }, { once: true });
  });
}

/**
 * The body passed on unchanged, with the `sources` of its lines picked out on the way (the
 * chat's NDJSON reader knows only `{content, done, error}`).
 */
export function watchSources(body: ReadableStream<Uint8Array>, onSources: (sources: AnswerSource[]) => void): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  let buffer = '';
  const inspect = (line: string) => {
    if (!line.includes('"sources"')) return;
    try {
      const value: unknown = JSON.parse(line);
      const sources = typeof value === 'object' && value !== null ? parseSources((value as Record<string, unknown>).sources) : undefined;
      if (sources) onSources(sources);
    } catch {
      // Not JSON: the reader reports the line; it names no sources.
    }
  };
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        controller.enqueue(chunk);
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n')) >= 0) {
          inspect(buffer.slice(0, end));
          buffer = buffer.slice(end + 1);
        }
        // A line the reader will refuse anyway is not kept whole here either.
        if (buffer.length > MAX_LINE_LENGTH) buffer = '';
      },
      flush() {
        inspect(buffer + decoder.decode());
      },
    }),
  );
}

export interface ComponentStreamDeps {
  backend: Pick<RegistryBackend, 'streamComponentChat'>;
  /** The component the question is for (the one set when it was sent). */
  target: () => RegistryCard | null;
  delayMs?: number;
}

/**
 * The chat-stream actor's backend for a registry component: waits 200 ms, then posts the chat's
 * body to `{Url}/v1/chat/stream`. A component outside the allowlist is refused here too, before
 * any request (the commands refuse it first; this is the last line). The sources its lines name
 * are told to the stream actor (`hearing`), which passes them to the machine as events.
 */
export function componentStream({ backend, target, delayMs = COMPONENT_REQUEST_DELAY_MS }: ComponentStreamDeps): StreamingBackend {
  return {
    async streamChat(request: ChatStreamRequest, signal: AbortSignal | undefined, { onSources }: StreamHearing) {
      const component = target();
      if (!component) throw new Error('no component is set');
      if (!component.trusted) throw new UntrustedComponentError(component.title);
      await wait(delayMs, signal);
      // Only the conversation goes: a stored answer's sources are the studio's, not the component's.
      const body = { messages: request.messages.map(({ role, content }) => ({ role, content })), documents: [] };
      return watchSources(await backend.streamComponentChat(component.url, body, signal), onSources);
    },
  };
}
