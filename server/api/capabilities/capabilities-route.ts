import type { ApiContext } from '../api-context';
import { bothTenants } from '../auth/tenants';
import { sendJson } from '../http/errors';
import type { Route } from '../http/route';
import type { VoxSettings } from '../vox/vox-settings';
import type { FeedbackAccess } from '../feedback/feedback-access';

/** Every tool's group may ask: each is a studio that decides between its real path and its mock. */
const everyToolGroup = ['trial', 'chat', 'vision', 'voice', 'customerService', 'audit', 'registry'] as const;

/**
 * `GET /v1/capabilities`: what this server can do, asked by every tool before it chooses its
 * path. Transcription needs a transcription service, analysis that and a model; chat answers
 * with an answer id are kept by the server and re-attached (resumable) wherever it runs; `usage`
 * says whether the caller may read everyone's use, `feedback` whether they vote and whose feedback they read.
 */
export function capabilitiesRoute({ llm, usage }: Pick<ApiContext, 'llm' | 'usage'>, vox: VoxSettings, feedback: Pick<FeedbackAccess, 'capability'>): Route {
  const capabilities = { transcription: vox.stt !== null, analysis: vox.stt !== null && llm !== null, resumableAnswers: true };
  return {
    method: 'GET',
    path: '/v1/capabilities',
    tools: [...everyToolGroup],
    tenants: bothTenants,
    toolName: 'Studio',
    // What of the usage the caller may see is decided here, by ADMIN_GROUPS, never by the studio.
    handle: async ({ res, identity }) =>
      sendJson(res, 200, { ...capabilities, usage: { admin: usage.isAdmin(identity), perUser: usage.settings.perUser }, feedback: feedback.capability(identity) }),
  };
}
