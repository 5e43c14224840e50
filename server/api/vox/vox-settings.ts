/** An OpenAI-compatible transcription API (`STT_BASE_URL`, `STT_MODEL`, `STT_API_KEY`). */
export interface SttConfig {
  baseUrl: string;
  model: string;
  apiKey?: string;
}

export interface VoxSettings {
  /** Without one, the studio runs the voice studio's mock and calls nothing. */
  stt: SttConfig | null;
}

/** The voice studio's settings from the environment; a wrong value stops the start with a clear message. */
export function voxSettings(env: NodeJS.ProcessEnv = process.env): VoxSettings {
  const baseUrl = env.STT_BASE_URL?.trim();
  if (!baseUrl) return { stt: null };
  const model = env.STT_MODEL?.trim();
  if (!model) throw new Error('STT_BASE_URL is set, so STT_MODEL must name the transcription model to use.');
  return { stt: { baseUrl, model, apiKey: env.STT_API_KEY?.trim() || undefined } };
}
