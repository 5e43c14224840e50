import { expect } from 'vitest';
import { uploadForm } from './requests';

/** Uploads one file as the given user and returns its doc_hash. */
export async function uploadAs(apiUrl: string, headers: Record<string, string>, bytes: Uint8Array, fileName: string) {
  const response = await fetch(`${apiUrl}/v1/upload/documents`, { method: 'POST', headers, body: uploadForm(bytes, fileName) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { doc_hash: string }).doc_hash;
}

export function chatRequest(apiUrl: string, headers: Record<string, string>, body: unknown) {
  return fetch(`${apiUrl}/v1/chat/stream`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
