/**
 * A backend call that did not succeed, thrown by every Studio client. Network failures and
 * aborts are not ApiErrors: they stay the fetch's own TypeError / AbortError.
 */
export class ApiError<Body = unknown> extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** The HTTP status; 401 also when the token check failed and nothing was sent. */
    readonly status: number,
    /** The parsed JSON body, the text when it is not JSON, null when there was none. */
    readonly body: Body,
    /** The request's address (method and URL), for logs. */
    readonly request: string,
    /** false: the token check failed before sending, so no request left the browser. */
    readonly sent = true,
  ) {
    super(`${request} failed with status ${status}`);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The `detail` text of an error body (every Studio error answer is `{detail}`), if any. */
export function errorDetail(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const { body } = error;
  if (typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string') return body.detail;
  return null;
}

/** Reads an error response's body: JSON when it parses, else the text, null when empty. */
export async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
