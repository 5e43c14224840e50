import { setTimeout as delay } from 'node:timers/promises';
import { readBody } from '../http/body';
import { HttpError, sendJson } from '../http/errors';
import type { RequestContext } from '../http/route';
import { generateWithModel, ImageResultRefusal } from './image-model';
import { PolicyRefusal, refuseByPolicy } from './image-policy';
import { parseImageRequest } from './image-request';
import { placeholderPng } from './placeholder-image';
import { bookCall } from '../usage/usage-meter';
import type { VisionSettings } from './vision-settings';

const maxBodyBytes = 64 * 1024;

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, 'The body is not valid JSON.');
  }
}

/** POST /v1/image_gen (tools.md §7): one base64 PNG per single request, an array per batch. */
export function createImageHandler(settings: VisionSettings) {
  return async ({ req, res }: RequestContext) => {
    const request = parseImageRequest(parseJson(await readBody(req, maxBodyBytes, 'The request is too large.')));
    try {
      refuseByPolicy(request.settings.prompt, settings.policies);
    } catch (error) {
      if (!(error instanceof PolicyRefusal)) throw error;
      sendJson(res, 400, { detail: error.detail, violated_policies: error.violated });
      return;
    }
    const gone = new AbortController();
    res.on('close', () => gone.abort());
    const count = request.mode === 'batch' ? request.count : 1;
    let images: string[];
    if (settings.imageModel) {
      const model = settings.imageModel.model;
      try {
        images = await generateWithModel(settings.imageModel, request.settings, count, gone.signal);
        await bookCall({ kind: 'model', model, images: images.length, outcome: 'complete' });
      } catch (error) {
        await bookCall({ kind: 'model', model, images: 0, outcome: gone.signal.aborted ? 'stopped' : 'failed' });
        if (!(error instanceof ImageResultRefusal)) throw error;
        // A bad upstream result: the studio hears which, and why, instead of a broken image.
        sendJson(res, 502, { detail: error.detail, reason: error.reason, ...(error.result === null ? {} : { result: error.result }) });
        return;
      }
    } else {
      // Rejects with an AbortError when the studio cancels: nobody is left to answer.
      await delay(settings.offlineDelayMs, undefined, { signal: gone.signal }).catch(async (error: unknown) => {
        await bookCall({ kind: 'model', model: 'offline', images: 0, outcome: 'stopped' });
        throw error;
      });
      images = Array.from({ length: count }, (_, index) => placeholderPng(request.settings, index).toString('base64'));
      // The placeholders stand in for an image model: booked as `offline`, at no cost.
      await bookCall({ kind: 'model', model: 'offline', images: images.length, outcome: 'complete' });
    }
    sendJson(res, 200, request.mode === 'batch' ? images : images[0]);
  };
}
