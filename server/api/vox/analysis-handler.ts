import { readBody } from '../http/body';
import { HttpError, sendJson } from '../http/errors';
import { requestLanguage } from '../http/language';
import type { RequestContext } from '../http/route';
import { complete, type LlmConfig } from '../llm/llm-client';
import { bookOfflineAnswer } from '../usage/chat-booking';
import { evidenceInstruction, offlineAnalysis, readEvidenceAnswer } from './analysis-evidence';

const maxBodyBytes = 512 * 1024;
const maxAnswerTokens = 800;

/**
 * POST /v1/voice/analysis `{text, instruction, evidence?}`: the chat model answers the profile's
 * instruction (a summary, an evaluation aspect) about the transcript; with `evidence` it also
 * quotes the passages its answer rests on. The studio sends the transcript with its
 * personal data masked. Without a chat model the offline responder answers (quoting
 * the transcript); without transcription the voice studio makes no such call (503).
 */
export function createAnalysisHandler(enabled: boolean, llm: LlmConfig | null) {
  return async ({ req, res }: RequestContext) => {
    if (!enabled) throw new HttpError(503, 'No transcription service is configured on this server.');
    let body: unknown;
    try {
      body = JSON.parse((await readBody(req, maxBodyBytes, 'The transcript is too large.')).toString('utf8'));
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(400, 'The body is not valid JSON.');
    }
    const { text, instruction, evidence = false } = (body ?? {}) as { text?: unknown; instruction?: unknown; evidence?: unknown };
    if (typeof text !== 'string' || text.trim() === '') throw new HttpError(422, 'text must be a non-blank string.');
    if (typeof instruction !== 'string' || instruction.trim() === '') throw new HttpError(422, 'instruction must be a non-blank string.');
    if (typeof evidence !== 'boolean') throw new HttpError(422, 'evidence must be a boolean.');
    if (!llm) {
      const analysis = offlineAnalysis(text, instruction, evidence, requestLanguage(req));
      await bookOfflineAnswer([{ content: instruction }, { content: text }], JSON.stringify(analysis), 'complete');
      return sendJson(res, 200, analysis);
    }
    const gone = new AbortController();
    res.on('close', () => gone.abort());
    const answer = await complete(
      llm,
      [
        { role: 'system', content: evidence ? `${instruction}\n\n${evidenceInstruction}` : instruction },
        { role: 'user', content: text },
      ],
      maxAnswerTokens,
      gone.signal,
    );
    sendJson(res, 200, evidence ? readEvidenceAnswer(answer) : { text: answer });
  };
}
