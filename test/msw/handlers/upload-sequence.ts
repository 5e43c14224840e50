import { HttpResponse, http, type PathParams } from 'msw';
import type { components } from '../../../contracts/generated/main';
import { defaultApiBase, type ErrorDetail, jsonReply } from './contract';
import type { UploadReply } from './main';

/**
 * POST /v1/upload/documents answering the n-th request with `replies[n]`: the chat's queue sends
 * one file at a time, in order. (Under jsdom the multipart body loses the file name, so a
 * handler cannot answer by name.) A request beyond the list fails the test.
 */
export function uploadSequenceHandler(replies: readonly UploadReply[], baseUrl = defaultApiBase) {
  let next = 0;
  return http.post<PathParams, never, components['schemas']['UploadResponse'] | ErrorDetail | Record<string, string>>(
    `${baseUrl}/v1/upload/documents`,
    () => {
      const reply = replies[next];
      next += 1;
      if (!reply) throw new Error(`upload ${next} has no reply (only ${replies.length} given)`);
      return 'malformedBody' in reply ? HttpResponse.json(reply.malformedBody) : jsonReply(reply);
    },
  );
}
