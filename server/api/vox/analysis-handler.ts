import { readBody } from '../http/body';
import { HttpError, sendJson } from '../http/errors';
import type { RequestContext } from '../http/route';
import { complete, type LlmConfig } from '../llm/llm-client';

const maxBodyBytes = 512 * 1024;
const maxAnswerTokens = 800;

/**
 * POST /v1/voice/analysis `{text, instruction}`: the chat model answers the profile's
 * instruction (a summary, an evaluation aspect) about the transcript. The studio sends the
 * transcript with its personal data masked (issue 15).
 */
export function createAnalysisHandler(llm: LlmConfig | null) {
  return async ({ req, res }: RequestContext) => {
    if (!llm) throw new HttpError(503, 'No language model is configured on this server.');
    let body: unknown;
    try {
      body = JSON.parse((await readBody(req, maxBodyBytes, 'The transcript is too large.')).toString('utf8'));
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(400, 'The body is not valid JSON.');
    }
    const { text, instruction } = (body ?? {}) as { text?: unknown; instruction?: unknown };
    if (typeof text !== 'string' || text.trim() === '') throw new HttpError(422, 'text must be a non-blank string.');
    if (typeof instruction !== 'string' || instruction.trim() === '') throw new HttpError(422, 'instruction must be a non-blank string.');
    const gone = new AbortController();
    res.on('close', () => gone.abort());
    const answer = await complete(
      llm,
      [
        { role: 'system', content: instruction },
        { role: 'user', content: text },
      ],
      maxAnswerTokens,
      gone.signal,
    );
    sendJson(res, 200, { text: answer });
  };
}
