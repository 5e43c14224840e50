import { request } from 'node:http';
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

export interface UploadUnderWay {
  /** Settles when the whole body has been handed to the connection. */
  sent: Promise<void>;
  answered: Promise<{ status: number; detail: string }>;
}

/** An upload whose sending and answer can be told apart (fetch tells only the answer). */
export async function startUpload(apiUrl: string, headers: Record<string, string>, form: FormData): Promise<UploadUnderWay> {
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const contentType = encoded.headers.get('content-type') ?? '';
  let sent!: () => void;
  const sentPromise = new Promise<void>((resolve) => (sent = resolve));
  const answered = new Promise<{ status: number; detail: string }>((resolve, reject) => {
    const req = request(`${apiUrl}/v1/upload/documents`, {
      method: 'POST',
      headers: { ...headers, 'content-type': contentType, 'content-length': String(body.length) },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { detail?: string };
        resolve({ status: res.statusCode ?? 0, detail: parsed.detail ?? '' });
      });
    });
    req.on('error', reject);
    req.on('finish', sent);
    req.end(body);
  });
  return { sent: sentPromise, answered };
}
