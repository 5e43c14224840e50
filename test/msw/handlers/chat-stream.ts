import { HttpResponse, http, type PathParams } from 'msw';
import type { ChatStreamRequest } from '../../../contracts/main-api';
import { defaultApiBase } from './contract';
import { ndjsonBytes, type StreamLine } from './ndjson';

type MainPath = '/v1/chat/stream' | '/v1/upload/documents';

/** The connection fails: no HTTP answer at all (fetch rejects with a TypeError). */
export const networkErrorHandler = (path: MainPath, baseUrl = defaultApiBase) =>
  http.post(`${baseUrl}${path}`, () => HttpResponse.error());

/**
 * Never answers. `onRequest` receives each request, whose `signal` shows whether the client
 * aborted it.
 */
export const unansweredHandler = (path: MainPath, onRequest: (request: Request) => void = () => undefined, baseUrl = defaultApiBase) =>
  http.post(`${baseUrl}${path}`, ({ request }) => {
    onRequest(request);
    return new Promise<never>(() => undefined);
  });

/**
 * A 200 chat stream that sends `lines` and then stays open without ending, as a slow model
 * would. `onRequest` receives each request (its `signal` shows the client's abort).
 */
export function openChatStreamHandler(
  lines: readonly StreamLine[],
  onRequest: (request: Request) => void = () => undefined,
  baseUrl = defaultApiBase,
) {
  return http.post<PathParams, ChatStreamRequest>(`${baseUrl}/v1/chat/stream`, ({ request }) => {
    onRequest(request);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(ndjsonBytes(lines));
      },
    });
    return new HttpResponse(body, { headers: { 'Content-Type': 'application/x-ndjson' } });
  });
}
