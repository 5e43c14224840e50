import type { Client } from 'openapi-fetch';
import type { components, paths } from '../../contracts/generated/customer-service';
import { type ClientDeps, originClient, streamOf } from './studio-client';

export type CsChatRequest = components['schemas']['CsChatRequest'];
export type CsChatResponse = components['schemas']['CsChatResponse'];

export type CustomerServiceClient = Client<paths>;

/** The customer-service bot; the origin's `api.customerService` is the configured endpoint. */
export const createCustomerServiceClient = (deps: ClientDeps): CustomerServiceClient => originClient<paths>('customerService', deps);

export interface CustomerServiceBackend {
  /**
   * POST {endpoint}/{botToken}: one user turn; the body of the bot's reply (a CsChatResponse) as
   * it arrives, so the caller reads as much of it as it means to (src/scos/protocol/bounded-reply.ts).
   */
  sendMessage(botToken: string, body: CsChatRequest, signal?: AbortSignal): Promise<ReadableStream<Uint8Array>>;
}

export function customerServiceBackend(api: CustomerServiceClient): CustomerServiceBackend {
  return {
    sendMessage: (botToken, body, signal) =>
      streamOf(
        api.POST('/{token}', {
          params: { path: { token: botToken } },
          body,
          // tools.md §7: content type and accept are both JSON.
          headers: { Accept: 'application/json' },
          parseAs: 'stream',
          signal,
        }),
      ),
  };
}
