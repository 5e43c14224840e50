import { fromCallback } from 'xstate';
import { pngProblem } from '../../domain/png-check';
import { isSessionExpired } from '../../domain/session-expiry';
import type { GenerationFailure, ImageSettings, ReceivedImage, SentSettings } from '../../machines/vision/image-settings';
import type { GenerateInput, GenerateReport } from '../../machines/vision/vision.machine';
import { isApiError } from '../api/api-error';
import type { ImageGenResponse } from '../../contracts/main-api';
import type { ChatBackend } from '../api/chat-backend';
import { base64ToBytes, pngTexts } from './png-text';

/**
 * tools.md §7: the stack-provider mode (the trial origin) sends one request per result with the
 * guidance scale; the other mode (corporate origins and development) one request for the batch.
 * Both send the ratio.
 */
export type GenerationMode = 'stack' | 'batch';

export interface GenerateDeps {
  backend: Pick<ChatBackend, 'generateImages'>;
  mode: GenerationMode;
  now?: () => number;
  newUid?: () => string;
}

export function sentSettings(settings: ImageSettings, mode: GenerationMode): SentSettings {
  const { negativePrompt, count, ratio, guidance } = settings;
  return { prompt: settings.prompt.trim(), negativePrompt, count, ratio, guidance: mode === 'stack' ? guidance : null };
}

/**
 * The results of an answer: a string in stack mode, an array in batch mode (either is accepted
 * from either). Each is a result, whatever it holds: one that is not a PNG is checked below, not
 * dropped.
 */
function resultsOf(answer: ImageGenResponse): unknown[] {
  return Array.isArray(answer) ? answer : [answer];
}

/** The reference API marks its placeholders in the PNG's `Comment` text chunk. */
export function isPlaceholder(base64: string): boolean {
  try {
    return (pngTexts(base64ToBytes(base64)).Comment ?? '').startsWith('placeholder');
  } catch {
    return false;
  }
}

/** tools.md §8 as data: 400 names the policies, an expired session is the session's, other statuses and thrown errors. */
export function failureOf(error: unknown): GenerationFailure {
  if (isApiError(error)) {
    if (error.status === 400) {
      const body = error.body as { violated_policies?: unknown } | null;
      const policies = Array.isArray(body?.violated_policies) ? body.violated_policies.filter((p): p is string => typeof p === 'string') : [];
      return { kind: 'policy', policies };
    }
    if (isSessionExpired(error.status)) return { kind: 'sessionExpired' };
    return { kind: 'status', status: error.status };
  }
  return { kind: 'thrown', message: error instanceof Error ? error.message : String(error) };
}

/** The `generate` effect of the vision machine: each answer's images are reported as they come. */
export function generateImagesActor({ backend, mode, now = Date.now, newUid = () => crypto.randomUUID() }: GenerateDeps) {
  return fromCallback<GenerateReport, GenerateInput>(({ sendBack, input }) => {
    const controller = new AbortController();
    const sent = sentSettings(input.settings, mode);
    // Checked again here (the API might not be ours): a result that is not a PNG to
    // show is kept without its bytes, its problem named; the good ones of the answer show.
    const received = (results: unknown[]): ReceivedImage[] =>
      results.map((result) => {
        const problem = pngProblem(result);
        const base64 = problem === null ? (result as string) : '';
        return { uid: newUid(), base64, problem, placeholder: problem === null && isPlaceholder(base64), createdAt: now(), sent };
      });

    const request = async (body: Parameters<ChatBackend['generateImages']>[0]) => {
      const results = resultsOf(await backend.generateImages(body, controller.signal));
      if (results.length === 0) throw new Error('The answer held no image.');
      if (!controller.signal.aborted) sendBack({ type: 'images.received', images: received(results) });
    };
    const base = { prompt: sent.prompt, negative_prompt: sent.negativePrompt, aspect_ratio: sent.ratio };
    const requests =
      mode === 'batch'
        ? [request({ ...base, batch_size: sent.count })]
        : Array.from({ length: sent.count }, () => request({ ...base, guidance_scale: sent.guidance ?? 0 }));

    Promise.all(requests).then(
      () => sendBack({ type: 'generation.finished' }),
      (error: unknown) => {
        // Canceled or left: the machine has moved on and hears nothing more.
        if (controller.signal.aborted) return;
        // One failed result fails the generation; the others need not finish.
        controller.abort();
        sendBack({ type: 'generation.failed', failure: failureOf(error) });
      },
    );
    return () => controller.abort();
  });
}
