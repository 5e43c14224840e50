import { HttpError } from '../http/errors';

export const aspectRatios = ['1:1', '3:4', '4:3', '9:16', '16:9'] as const;
export type AspectRatio = (typeof aspectRatios)[number];

/** What an image is made from, whichever shape the request had. */
export interface ImageSettings {
  prompt: string;
  negativePrompt: string;
  aspectRatio: AspectRatio;
  /** Stack-provider mode only. */
  guidanceScale?: number;
}

/**
 * tools.md §7: the stack-provider shape `{prompt, negative_prompt, guidance_scale,
 * aspect_ratio?}` wants one image; the other shape `{prompt, negative_prompt, aspect_ratio,
 * batch_size}` wants `batch_size`. `batch_size` tells them apart.
 */
export type ImageRequest = { mode: 'single'; settings: ImageSettings } | { mode: 'batch'; settings: ImageSettings; count: number };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function unprocessable(detail: string): never {
  throw new HttpError(422, detail);
}

/** The request from a parsed JSON body; 422 names what does not fit the contract. */
export function parseImageRequest(body: unknown): ImageRequest {
  if (!isRecord(body)) unprocessable('The body must be a JSON object.');
  const { prompt, negative_prompt: negativePrompt, aspect_ratio: ratio, guidance_scale: guidance, batch_size: batchSize } = body;
  if (typeof prompt !== 'string' || prompt.trim() === '') unprocessable('prompt must be a non-blank string.');
  if (typeof negativePrompt !== 'string') unprocessable('negative_prompt must be a string.');
  if (ratio !== undefined && !aspectRatios.includes(ratio as AspectRatio)) unprocessable(`aspect_ratio must be one of ${aspectRatios.join(', ')}.`);
  const aspectRatio = (ratio ?? '1:1') as AspectRatio;
  if (batchSize !== undefined) {
    if (ratio === undefined) unprocessable('aspect_ratio is required with batch_size.');
    if (!Number.isInteger(batchSize) || (batchSize as number) < 1 || (batchSize as number) > 4) unprocessable('batch_size must be a whole number from 1 to 4.');
    return { mode: 'batch', settings: { prompt, negativePrompt, aspectRatio }, count: batchSize as number };
  }
  if (typeof guidance !== 'number' || !Number.isFinite(guidance) || guidance < 0) unprocessable('guidance_scale must be a number of at least 0.');
  return { mode: 'single', settings: { prompt, negativePrompt, aspectRatio, guidanceScale: guidance } };
}
