import type { ApiContext } from '../api-context';
import { sendJson } from '../http/errors';
import { bothTenants } from '../auth/tenants';
import type { Route } from '../http/route';
import { createAnalysisHandler } from './analysis-handler';
import { createTranscriptionHandler } from './transcription-handler';
import { voxSettings, type VoxSettings } from './vox-settings';

/**
 * The voice studio's endpoints: what the server can do, transcription and analysis,
 * for the voice group. `GET /v1/capabilities` is for every tool's group: a studio asks before
 * it decides between its real path and its mock.
 */
export function voxRoutes({ llm }: ApiContext, settings: VoxSettings = voxSettings()): Route[] {
  // resumableAnswers: chat answers with an answer id are kept and re-attached.
  const capabilities = { transcription: settings.stt !== null, analysis: settings.stt !== null && llm !== null, resumableAnswers: true };
  return [
    {
      method: 'GET',
      path: '/v1/capabilities',
      tools: ['trial', 'chat', 'vision', 'voice', 'customerService', 'audit', 'registry'],
      tenants: bothTenants,
      toolName: 'Studio',
      handle: async ({ res }) => sendJson(res, 200, capabilities),
    },
    { method: 'POST', path: '/v1/transcriptions', tools: ['voice'], toolName: 'Vox Studio', handle: createTranscriptionHandler(settings.stt) },
    { method: 'POST', path: '/v1/voice/analysis', tools: ['voice'], toolName: 'Vox Studio', handle: createAnalysisHandler(settings.stt !== null, llm) },
  ];
}
