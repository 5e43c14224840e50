import type { ServerResponse } from 'node:http';

/** A failure with the status and `{detail}` the contract documents for it. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
    /** Fields the contract adds to `detail` for this answer (a budget refusal's `reason` and `budget`). */
    readonly fields: Record<string, unknown> = {},
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

export function sendError(res: ServerResponse, error: HttpError) {
  sendJson(res, error.status, { ...error.fields, detail: error.detail }, error.headers);
}
