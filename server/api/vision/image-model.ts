import { HttpError } from '../http/errors';
import type { AspectRatio, ImageSettings } from './image-request';
import type { ImageModelConfig } from './vision-settings';

/** The sizes OpenAI-compatible image APIs commonly accept; each ratio gets the nearest. */
const sizes: Record<AspectRatio, string> = {
  '1:1': '1024x1024',
  '3:4': '1024x1536',
  '4:3': '1536x1024',
  '9:16': '1024x1792',
  '16:9': '1792x1024',
};

interface ImagesAnswer {
  data?: Array<{ b64_json?: unknown }>;
}

/** The prompt as the model gets it: the negative prompt said in words (the API has no field for it). */
export function modelPrompt({ prompt, negativePrompt }: ImageSettings): string {
  return negativePrompt.trim() ? `${prompt}\n\nAvoid: ${negativePrompt.trim()}` : prompt;
}

/**
 * `count` base64 PNGs from an OpenAI-compatible `POST /images/generations`. Its failures are 502
 * (429 stays 429); the guidance scale has no field there and is not sent.
 */
export async function generateWithModel(config: ImageModelConfig, settings: ImageSettings, count: number, signal: AbortSignal): Promise<string[]> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/images/generations`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ model: config.model, prompt: modelPrompt(settings), n: count, size: sizes[settings.aspectRatio], response_format: 'b64_json' }),
      signal,
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new HttpError(502, 'The image model could not be reached.');
  }
  if (response.status === 429) throw new HttpError(429, 'Too many requests. Please try again later.', { 'retry-after': '30' });
  if (!response.ok) throw new HttpError(502, `The image model answered with status ${response.status}.`);
  const answer = (await response.json().catch(() => ({}))) as ImagesAnswer;
  const images = (answer.data ?? []).map((item) => item.b64_json).filter((b64): b64 is string => typeof b64 === 'string' && b64 !== '');
  if (images.length === 0) throw new HttpError(502, 'The image model answered without an image.');
  return images.slice(0, count);
}
