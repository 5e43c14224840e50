import type { IncomingMessage } from 'node:http';

export type AnswerLanguage = 'en' | 'de';

/**
 * The language the studio asked for (it sends its interface locale as Accept-Language):
 * German when German is preferred over English, English otherwise (q-values honoured).
 */
export function requestLanguage(req: Pick<IncomingMessage, 'headers'>): AnswerLanguage {
  let best: { language: AnswerLanguage; q: number } | null = null;
  for (const part of (req.headers['accept-language'] ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const language = tag.startsWith('de') ? 'de' : tag.startsWith('en') ? 'en' : null;
    if (!language) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (q > 0 && (!best || q > best.q)) best = { language, q };
  }
  return best?.language ?? 'en';
}
