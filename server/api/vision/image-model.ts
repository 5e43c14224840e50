import { base64Length, maxImageBytes, maxImageMegabytes, pngProblem, type PngProblem } from '../../../domain/png-check';
import { HttpError } from '../http/errors';
import { callDeadline } from '../llm/call-caps';
import { callLimits, modelClient, modelFailure, modelKinds } from '../llm/model-endpoint';
import type { AspectRatio, ImageSettings } from './image-request';
import type { ImageModelConfig } from './vision-settings';
import { countModelCall, modelCallHeaders } from '../ops/request-context';

/** The sizes OpenAI-compatible image APIs commonly accept; each ratio gets the nearest. */
const sizes: Record<AspectRatio, '1024x1024' | '1024x1536' | '1536x1024' | '1024x1792' | '1792x1024'> = {
  '1:1': '1024x1024',
  '3:4': '1024x1536',
  '4:3': '1536x1024',
  '9:16': '1024x1792',
  '16:9': '1792x1024',
};

interface ImagesAnswer {
  data?: Array<{ b64_json?: unknown } | null>;
}

/** Room in the model's answer for its JSON around the images (and a `revised_prompt` each). */
const answerOverheadBytes = 1024 * 1024;

const problemDetails: Record<PngProblem, string> = {
  'not-base64': 'is not base64 text',
  'too-large': `is larger than ${maxImageMegabytes} MB`,
  'not-png': 'is not a PNG',
  damaged: 'is a damaged PNG',
};

/**
 * The model answered an image the studio could not show: 502 with the `reason` and,
 * where one result was at fault, its position (`result`, from 1).
 */
export class ImageResultRefusal extends Error {
  readonly detail: string;
  constructor(
    readonly reason: PngProblem,
    readonly result: number | null = null,
    of = 0,
  ) {
    const which = result === null ? "The image model's answer" : `The image model's result ${result} of ${of}`;
    super(`${which} ${problemDetails[reason]}.`);
    this.name = 'ImageResultRefusal';
    this.detail = this.message;
  }
}

/** The answer's text, refused as soon as it is known to run past `limit` bytes (a huge answer is never held whole). */
async function cappedText(response: Response, limit: number): Promise<string> {
  const tooLarge = () => new ImageResultRefusal('too-large');
  if (Number(response.headers.get('content-length') ?? 0) > limit) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.length;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The prompt as the model gets it: the negative prompt said in words (the API has no field for it). */
export function modelPrompt({ prompt, negativePrompt }: ImageSettings): string {
  return negativePrompt.trim() ? `${prompt}\n\nAvoid: ${negativePrompt.trim()}` : prompt;
}

/**
 * `count` base64 PNGs from an OpenAI-compatible `POST /images/generations` (through the `openai`
 * package: retries, timeouts, Azure). Its failures are 502 (429 stays 429); the guidance scale
 * has no field there and is not sent. Every image is checked
 * (domain/png-check.ts) before it is passed on: one that is not a PNG, or is larger than
 * 10 MB, refuses the answer (ImageResultRefusal).
 */
export async function generateWithModel(config: ImageModelConfig, settings: ImageSettings, count: number, signal: AbortSignal): Promise<string[]> {
  let text: string;
  const deadline = callDeadline(signal, callLimits(config, modelKinds.image).maxResponseMs);
  try {
    // The raw answer, so its size is capped while it is read rather than parsed whole.
    countModelCall(config.model);
    const response = await modelClient(config, modelKinds.image)
      .images.generate(
        { model: config.model, prompt: modelPrompt(settings), n: count, size: sizes[settings.aspectRatio], response_format: 'b64_json' },
        { signal: deadline.signal, headers: modelCallHeaders() },
      )
      .asResponse();
    text = await cappedText(response, count * base64Length(maxImageBytes) + answerOverheadBytes);
  } catch (error) {
    if (error instanceof ImageResultRefusal) throw error;
    throw modelFailure(deadline.reached() ? deadline.error() : error, 'image model');
  }
  const answer = ((): ImagesAnswer => {
    try {
      return JSON.parse(text) as ImagesAnswer;
    } catch {
      return {};
    }
  })();
  const items = (Array.isArray(answer.data) ? answer.data : []).slice(0, count).map((item) => item?.b64_json);
  if (!items.some((b64) => typeof b64 === 'string' && b64 !== '')) throw new HttpError(502, 'The image model answered without an image.');
  return items.map((b64, index) => {
    const problem = pngProblem(b64);
    if (problem) throw new ImageResultRefusal(problem, index + 1, items.length);
    return b64 as string;
  });
}
