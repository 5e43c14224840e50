import type { AnswerLanguage } from './http/language';

/**
 * What staff read when no language model is connected: that none is, and whom to ask. The
 * setting that connects one (LLM_BASE_URL) is the operator's: the start-up log names it.
 */
export const noModelWords: Record<AnswerLanguage, string> = {
  en: 'No language model is connected yet (the team that runs the studio can connect one)',
  de: 'Noch ist kein Sprachmodell angebunden (das Team, das das Studio betreibt, kann eines anbinden)',
};
