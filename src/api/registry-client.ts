import type { Client } from 'openapi-fetch';
import type { ComponentChatRequest, PassageInContext, PassageLocation, RegistryComponent } from '../../contracts/registry-api';
import type { paths } from '../../contracts/generated/registry';
import { type ClientDeps, dataOf, originClient, streamOf } from './studio-client';

export type RegistryClient = Client<paths>;

/** The retrieval-chat registry on the origin's `api.registry` host. */
export const createRegistryClient = (deps: ClientDeps): RegistryClient => originClient<paths>('registry', deps);

export interface RegistryBackend {
  listComponents(signal?: AbortSignal): Promise<RegistryComponent[]>;
  /**
   * Chat with one component at `{componentUrl}/v1/chat/stream`; the NDJSON answer body.
   * The component's host gets the bearer token only when it is on the allowlist.
   */
  streamComponentChat(componentUrl: string, body: ComponentChatRequest, signal?: AbortSignal): Promise<ReadableStream<Uint8Array>>;
  /** A source's passage in its surrounding text, from `{componentUrl}/v1/documents/{document}/passage` with the user's rights. */
  passageInContext(componentUrl: string, location: PassageLocation, signal?: AbortSignal): Promise<PassageInContext>;
}

export function registryBackend(api: RegistryClient): RegistryBackend {
  return {
    listComponents: (signal) => dataOf(api.GET('/v1/registry', { signal })),
    streamComponentChat: (componentUrl, body, signal) =>
      streamOf(api.POST('/v1/chat/stream', { baseUrl: componentUrl, body, parseAs: 'stream', signal })),
    passageInContext: (componentUrl, { documentId, start, end }, signal) =>
      dataOf(
        api.GET('/v1/documents/{document}/passage', {
          baseUrl: componentUrl,
          params: { path: { document: documentId }, query: { start, end } },
          signal,
        }),
      ),
  };
}
