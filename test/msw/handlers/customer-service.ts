import { http } from 'msw';
import type { components, operations } from '../../../contracts/generated/customer-service';
import { defaultApiBase, type ErrorDetail, type JsonReply, jsonReply } from './contract';

type Schemas = components['schemas'];

export const exampleReply: Schemas['CsChatResponse'] = {
  response: [{ type: 'TEXT', message: 'Hallo! Wie kann ich helfen?', chips: [{ label: 'Rechnung', value: 'rechnung' }] }],
};

/** POST {endpoint}/{token}: the bot's reply to one user turn. */
export const customerServiceHandler = (
  reply: JsonReply<operations['sendCustomerServiceMessage']> = { body: exampleReply },
  endpoint = defaultApiBase,
) =>
  http.post<{ token: string }, Schemas['CsChatRequest'], Schemas['CsChatResponse'] | ErrorDetail>(`${endpoint}/:token`, () =>
    jsonReply(reply),
  );
