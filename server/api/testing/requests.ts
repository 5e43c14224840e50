import { expect } from 'vitest';
import type { ContextReceipt } from '../../../domain/context-receipt';

/** Multipart body with one file in the field `files`, as the studio sends it. */
export function uploadForm(bytes: Uint8Array, fileName: string, type = '', field = 'files'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], type ? { type } : {}), fileName);
  return form;
}

export interface ParsedChunk {
  content: string;
  done: boolean;
  error: string | null;
  receipt?: ContextReceipt;
  /** On the last line of an answer a vote may hang on. */
  ledgerId?: string;
}

/** The NDJSON answer as its lines, after checking the stream's framing. */
export async function readNdjson(response: Response): Promise<ParsedChunk[]> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
  const text = await response.text();
  expect(text.endsWith('\n')).toBe(true);
  return text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as ParsedChunk);
}

export const answerText = (chunks: readonly ParsedChunk[]) => chunks.map((chunk) => chunk.content).join('');

export async function detailOf(response: Response): Promise<string> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as { detail?: unknown };
  expect(typeof body.detail).toBe('string');
  return String(body.detail);
}
