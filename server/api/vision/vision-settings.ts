import { defaultImagePolicies, parsePolicyWords, type ImagePolicies } from './image-policy';

/** An OpenAI-compatible image API (`IMAGE_BASE_URL`, `IMAGE_MODEL`, `IMAGE_API_KEY`). */
export interface ImageModelConfig {
  baseUrl: string;
  model: string;
  apiKey?: string;
}

export interface VisionSettings {
  /** Without one, placeholders are drawn. */
  imageModel: ImageModelConfig | null;
  /** How long a placeholder answer takes, so Cancel can be tried. */
  offlineDelayMs: number;
  policies: ImagePolicies;
}

export const defaultOfflineImageDelayMs = 1500;

/** The image endpoint's settings from the environment; a wrong value stops the start with a clear message. */
export function visionSettings(env: NodeJS.ProcessEnv = process.env): VisionSettings {
  const baseUrl = env.IMAGE_BASE_URL?.trim();
  let imageModel: ImageModelConfig | null = null;
  if (baseUrl) {
    const model = env.IMAGE_MODEL?.trim();
    if (!model) throw new Error('IMAGE_BASE_URL is set, so IMAGE_MODEL must name the image model to use.');
    imageModel = { baseUrl, model, apiKey: env.IMAGE_API_KEY?.trim() || undefined };
  }
  const delay = env.OFFLINE_IMAGE_DELAY_MS?.trim();
  const offlineDelayMs = delay ? Number(delay) : defaultOfflineImageDelayMs;
  if (!Number.isInteger(offlineDelayMs) || offlineDelayMs < 0) throw new Error(`OFFLINE_IMAGE_DELAY_MS must be a whole number, not "${delay}".`);
  const words = env.IMAGE_POLICY_WORDS;
  return { imageModel, offlineDelayMs, policies: words === undefined ? defaultImagePolicies : parsePolicyWords(words) };
}
