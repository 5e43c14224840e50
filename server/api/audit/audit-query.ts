import type { AnswerLanguage } from '../http/language';
import { isWithinTokenLimit } from 'gpt-tokenizer';
import { HttpError } from '../http/errors';
import type { AuditQuery } from '../../../contracts/audit-api';
import { noModelWords } from '../no-model-words';
import type { LlmMessage } from '../llm/llm-client';

/** A stored prompt's version the query names: the API answers with its own template of it and counts the use. */
export type PromptReference = Required<Pick<AuditQuery, 'prompt_id' | 'prompt_version'>>;

const maxTokens = 40_000;

/** The body, or 422 naming the first wrong field; the model must be one of `models`. */
export function parseAuditQuery(body: unknown, models: readonly string[]): AuditQuery {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(422, 'The body must be a query object.');
  const record = body as Record<string, unknown>;
  if (typeof record.model !== 'string' || !models.includes(record.model)) {
    throw new HttpError(422, `model must be one of: ${models.join(', ')}.`);
  }
  if (typeof record.query !== 'string' || record.query.trim() === '') throw new HttpError(422, 'query must not be empty.');
  const prompt = parsePromptReference(record);
  // With a stored prompt named, a template sent alongside is not used (nor needed).
  if (typeof record.prompt_template !== 'string' && !(prompt && record.prompt_template === undefined)) {
    throw new HttpError(422, 'prompt_template must be a text (it may be empty).');
  }
  const temperature = record.temperature;
  if (typeof temperature !== 'number' || !Number.isFinite(temperature) || temperature < 0 || temperature > 1) {
    throw new HttpError(422, 'temperature must be a number from 0 to 1.');
  }
  for (const field of ['risk_assesment', 'agentmode'] as const) {
    if (typeof record[field] !== 'boolean') throw new HttpError(422, `${field} must be true or false.`);
  }
  const query = {
    model: record.model,
    query: record.query,
    prompt_template: prompt ? '' : (record.prompt_template as string),
    temperature,
    risk_assesment: record.risk_assesment as boolean,
    agentmode: record.agentmode as boolean,
    ...prompt,
  } satisfies AuditQuery;
  requireWithinTokenLimit(query);
  return query;
}

/** `prompt_id` and `prompt_version`, both or neither. */
function parsePromptReference(record: Record<string, unknown>): PromptReference | undefined {
  const { prompt_id: id, prompt_version: version } = record;
  if (id === undefined && version === undefined) return undefined;
  if (typeof id !== 'string' || id.trim() === '' || id.length > 100) {
    throw new HttpError(422, 'prompt_id must name a prompt when prompt_version is sent.');
  }
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 1) {
    throw new HttpError(422, 'prompt_version must be a whole number from 1 when prompt_id is sent.');
  }
  return { prompt_id: id, prompt_version: version };
}

/** The stored prompt version a parsed query names, if it names one (the parser took both or neither). */
export const promptReferenceOf = ({ prompt_id, prompt_version }: AuditQuery): PromptReference | undefined =>
  prompt_id !== undefined && prompt_version !== undefined ? { prompt_id, prompt_version } : undefined;

/** 413 when template and query together pass the token limit; checked again once a stored template is read. */
export function requireWithinTokenLimit(query: AuditQuery): void {
  if (isWithinTokenLimit(`${query.prompt_template}\n${query.query}`, maxTokens) === false) {
    throw new HttpError(413, `The text is too long. The maximum length is ${maxTokens.toLocaleString('en-US')} tokens.`);
  }
}

export const riskInstruction =
  'After the answer, add a section headed "Risk assessment" that rates the risks the case shows (high, medium or low) and says why.';
export const agentInstruction =
  'Work in steps: state the plan, carry out each step and check the result before giving the final answer.';

/** The model's messages: the template as the system prompt, with the options' instructions. */
export function auditMessages(query: AuditQuery): LlmMessage[] {
  const system = [query.prompt_template.trim(), query.risk_assesment ? riskInstruction : '', query.agentmode ? agentInstruction : '']
    .filter(Boolean)
    .join('\n\n');
  return [...(system ? [{ role: 'system' as const, content: system }] : []), { role: 'user', content: query.query }];
}

const fenced = (text: string) => {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}text\n${text}\n${fence}`;
};

/** The offline responder's answer: no model is configured, and here is what was sent. Markdown. */
/** The offline texts in the studio's two languages (the request's Accept-Language picks one). */
const offlineTexts = {
  en: {
    intro: `${noModelWords.en}, so this answer repeats what was sent.`,
    model: 'Model', temperature: 'Temperature', risk: 'Risk assessment', agent: 'Agent mode', yes: 'yes', no: 'no',
    template: 'Prompt template', none: '(none)', query: 'Query',
    riskSection: '## Risk assessment\n\nWithout a model no risk can be assessed.',
  },
  de: {
    intro: `${noModelWords.de}, deshalb wiederholt diese Antwort, was gesendet wurde.`,
    model: 'Modell', temperature: 'Temperatur', risk: 'Risikobewertung', agent: 'Agentenmodus', yes: 'ja', no: 'nein',
    template: 'Prompt-Vorlage', none: '(keine)', query: 'Anfrage',
    riskSection: '## Risikobewertung\n\nOhne Modell lässt sich kein Risiko bewerten.',
  },
} as const;

export function offlineAuditAnswer(query: AuditQuery, language: AnswerLanguage = 'en'): string {
  const t = offlineTexts[language];
  const yesNo = (value: boolean) => (value ? t.yes : t.no);
  return [
    t.intro,
    `- ${t.model}: ${query.model}\n- ${t.temperature}: ${query.temperature.toFixed(1)}\n- ${t.risk}: ${yesNo(query.risk_assesment)}\n- ${t.agent}: ${yesNo(query.agentmode)}`,
    `**${t.template}**\n\n${query.prompt_template.trim() ? fenced(query.prompt_template) : t.none}`,
    `**${t.query}**\n\n${fenced(query.query)}`,
    ...(query.risk_assesment ? [t.riskSection] : []),
  ].join('\n\n');
}
