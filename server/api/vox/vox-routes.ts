import type { ApiContext } from '../api-context';
import type { Route } from '../http/route';
import { createAnalysisHandler } from './analysis-handler';
import { createTranscriptionHandler } from './transcription-handler';
import { voxSettings, type VoxSettings } from './vox-settings';

/**
 * The voice studio's endpoints: transcription and analysis, for the voice group. What the server
 * can do (`GET /v1/capabilities`, for every tool) is server/api/capabilities/capabilities-route.ts.
 */
export function voxRoutes({ llm }: ApiContext, settings: VoxSettings = voxSettings()): Route[] {
  return [
    { method: 'POST', path: '/v1/transcriptions', tools: ['voice'], toolName: 'Vox Studio', metered: 'model', handle: createTranscriptionHandler(settings.stt) },
    { method: 'POST', path: '/v1/voice/analysis', tools: ['voice'], toolName: 'Vox Studio', metered: 'model', handle: createAnalysisHandler(settings.stt !== null, llm) },
  ];
}
