import { endpointFromEnv, modelKinds, type ModelEndpoint } from '../llm/model-endpoint';

/** An OpenAI-compatible or Azure OpenAI transcription API (`STT_BASE_URL`, `STT_MODEL`, `STT_API_KEY`, …). */
export type SttConfig = ModelEndpoint;

export interface VoxSettings {
  /** Without one, the studio runs the voice studio's mock and calls nothing. */
  stt: SttConfig | null;
}

/** The voice studio's settings from the environment; a wrong value stops the start with a clear message. */
export function voxSettings(env: NodeJS.ProcessEnv = process.env): VoxSettings {
  return { stt: endpointFromEnv(env, modelKinds.transcription) };
}
