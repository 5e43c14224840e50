import { http, type PathParams } from 'msw';
import type { components, operations } from '../../../contracts/generated/registry';
import { defaultApiBase, type ErrorDetail, type ErrorReply, errorResponse, type JsonReply, jsonReply } from './contract';
import { contentChunk, doneChunk, type NdjsonOptions, ndjsonResponse, type StreamLine } from './ndjson';

type Schemas = components['schemas'];

export const exampleComponent: Schemas['RegistryComponent'] = {
  Url: `${defaultApiBase}/v1/registry/hr-handbook`,
  Title: 'HR-Handbuch',
  ComponentName: 'hr-handbook',
  Description: 'Fragen zum Personalhandbuch',
  Environment: 'dev',
  ContactName: 'Jana Müller',
  ContactEmail: 'jana.mueller@example.com',
  Role: 'studio-rags',
};

/** GET /v1/registry. */
export const registryListHandler = (
  reply: JsonReply<operations['listRegistryComponents']> = { body: [exampleComponent] },
  baseUrl = defaultApiBase,
) => http.get<PathParams, never, Schemas['RegistryComponent'][] | ErrorDetail>(`${baseUrl}/v1/registry`, () => jsonReply(reply));

export type ComponentChatReply =
  | ({ status?: 200; lines: readonly StreamLine[] } & NdjsonOptions)
  | ErrorReply<operations['streamComponentChat']>;

/** POST {componentUrl}/v1/chat/stream; the component may live on any host. */
export function componentChatHandler(
  componentUrl: string = exampleComponent.Url,
  reply: ComponentChatReply = { lines: [contentChunk('Laut Handbuch …'), doneChunk] },
) {
  return http.post<PathParams, Schemas['ChatStreamRequest']>(`${componentUrl}/v1/chat/stream`, () =>
    'detail' in reply ? errorResponse(reply) : ndjsonResponse(reply.lines, reply),
  );
}

/** An example passage in context: the passage `The hotel limit is 120 euros per night.` between two lines. */
export const examplePassage: Schemas['PassageInContext'] = {
  documentId: 'hr-handbook.de',
  document: 'HR-Handbuch',
  text: '## Hotels\nThe hotel limit is 120 euros per night.\nHigher rates need approval.',
  start: 10,
  end: 49,
  truncatedBefore: false,
  truncatedAfter: true,
};

/** GET {componentUrl}/v1/documents/{document}/passage; the component may live on any host. */
export const componentPassageHandler = (
  componentUrl: string = exampleComponent.Url,
  reply: JsonReply<operations['componentPassage']> = { body: examplePassage },
) =>
  http.get<PathParams, never, Schemas['PassageInContext'] | ErrorDetail>(`${componentUrl}/v1/documents/:document/passage`, () => jsonReply(reply));
