import { endpointFromEnv, modelKinds, type ModelEndpoint } from '../llm/model-endpoint';
import { defaultImagePolicies, parsePolicyWords, type ImagePolicies } from './image-policy';

/** An OpenAI-compatible or Azure OpenAI image API (`IMAGE_BASE_URL`, `IMAGE_MODEL`, `IMAGE_API_KEY`, …). */
export type ImageModelConfig = ModelEndpoint;

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
  const imageModel = endpointFromEnv(env, modelKinds.image);
  const delay = env.OFFLINE_IMAGE_DELAY_MS?.trim();
  const offlineDelayMs = delay ? Number(delay) : defaultOfflineImageDelayMs;
  if (!Number.isInteger(offlineDelayMs) || offlineDelayMs < 0) throw new Error(`OFFLINE_IMAGE_DELAY_MS must be a whole number, not "${delay}".`);
  const words = env.IMAGE_POLICY_WORDS;
  return { imageModel, offlineDelayMs, policies: words === undefined ? defaultImagePolicies : parsePolicyWords(words) };
}
