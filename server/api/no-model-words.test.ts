import { describe, expect, it } from 'vitest';
import { offlineAuditAnswer } from './audit/audit-query';
import { modelsIn, offlineModel, localDepartments } from './audit/audit-settings';
import { offlineAnswer } from './chat/offline-responder';
import { offlineComponentAnswer } from './registry/component-answer';
import { offlineAnalysis } from './vox/analysis-evidence';
import type { AnswerLanguage } from './http/language';

/** Every answer written without a model, as staff read it in each language. */
const offlineAnswers = (language: AnswerLanguage) => [
  offlineAnswer([], [], 0, language),
  offlineAnswer([{ docHash: 'h', fileName: 'a.txt', seq: 0, content: 'Invoices need two signatures.' }], [{ docHash: 'h', fileName: 'a.txt' }], 1, language),
  offlineAuditAnswer({ model: 'offline', query: 'Risk?', prompt_template: '', risk_assesment: false, temperature: 0, agentmode: false }, language),
  offlineComponentAnswer('Travel policy', [{ document: 'Travel policy', heading: 'Trains', seq: 0, content: 'Second class.' }], language),
  offlineAnalysis('[00:00:00] Speaker 1: Hello.', 'Summarize.', false, language).text,
];

describe('the answers without a model', () => {
  it.each([
    ['en', 'No language model is connected yet (the team that runs the studio can connect one)'],
    ['de', 'Noch ist kein Sprachmodell angebunden (das Team, das das Studio betreibt, kann eines anbinden)'],
  ] as const)('say in %s that none is connected and whom to ask, never the setting', (language, words) => {
    for (const answer of offlineAnswers(language)) {
      expect(answer.startsWith(words)).toBe(true);
      expect(answer).not.toMatch(/LLM_|reference API|Referenz-API|configured|eingerichtet/);
    }
  });

  it('give the offline model\'s hint in the studio\'s language', () => {
    const settings = { departments: localDepartments, models: [offlineModel, { name: 'own', hint: 'The operator\'s words' }] };
    expect(modelsIn(settings, 'de')).toEqual([
      { name: 'offline', hint: 'Kein Sprachmodell angebunden: Die Antwort wiederholt, was gesendet wurde.' },
      { name: 'own', hint: 'The operator\'s words' },
    ]);
    expect(modelsIn(settings, 'en')[0]).toEqual({ name: 'offline', hint: 'No language model is connected: the answer repeats what was sent.' });
  });
});
