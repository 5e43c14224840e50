import { HttpResponse, type JsonBodyType } from 'msw';
import type { components } from '../../../contracts/generated/main';
import { localConfig } from '../../fixtures/runtime-config';

/** Every Studio error answer (the same schema in every document). */
export type ErrorDetail = components['schemas']['ErrorDetail'];

/** The local configuration's API host, where handlers listen unless told otherwise. */
export const defaultApiBase = localConfig().origins.development.api.main;

type Responses<Op> = Op extends { responses: infer R } ? R : never;

/** The error statuses an operation documents. */
export type DocumentedErrorStatus<Op> = Exclude<keyof Responses<Op>, 200 | 201 | 204> & number;

/** Any backend can fail in a way its contract does not list (tools.md §8 "others"). */
export type UndocumentedStatus = 500 | 503;

/** The JSON body an operation documents for 200. */
export type SuccessBody<Op> = Responses<Op> extends { 200: { content: { 'application/json': infer Body } } } ? Body : never;

export interface ErrorReply<Op> {
  status: DocumentedErrorStatus<Op> | UndocumentedStatus;
  detail: string;
}

/** A documented answer: the 200 body, or an error status with its detail. */
export type JsonReply<Op> = { status?: 200; body: SuccessBody<Op> } | ErrorReply<Op>;

export const errorResponse = ({ status, detail }: { status: number; detail: string }) =>
  HttpResponse.json<ErrorDetail>({ detail }, { status });

/** The response for a reply; handlers bind `Body` to their operation through `JsonReply<Op>`. */
export function jsonReply<Body extends JsonBodyType>(
  reply: { status?: 200; body: Body } | { status: number; detail: string },
): HttpResponse<Body | ErrorDetail> {
  return 'detail' in reply ? errorResponse(reply) : HttpResponse.json(reply.body);
}
