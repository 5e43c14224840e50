/** tools.md §3: a voice profile's prompts; the studio has one hard-coded demo profile. */
export interface VoiceProfile {
  id: string;
  name: string;
  prompts: {
    summarization: string;
    evaluation: { sentiments: string; topic_crm: string; Verbesserungsvorschläge: string };
  };
}

export const demoProfile: VoiceProfile = {
  id: 'demo',
  name: 'Demo',
  prompts: {
    summarization:
      'Summarize this customer call in at most five sentences: the caller\'s concern, what was agreed, and the next steps. Answer in the language of the call.',
    evaluation: {
      sentiments: 'Describe the caller\'s sentiment at the start and at the end of the call (positive, neutral or negative) and why, in two sentences.',
      topic_crm: 'Name the main topic of the call as a CRM category (for example billing, contract, technical issue, complaint, other) and give one sentence of justification.',
      Verbesserungsvorschläge: 'Suggest up to three concrete improvements for how the agent handled the call (Verbesserungsvorschläge), as a short list.',
    },
  },
};

export const voiceProfiles: readonly VoiceProfile[] = [demoProfile];

/** What Evaluate asks, aspect by aspect, in the profile's order. */
export const evaluationAspects = (profile: VoiceProfile) =>
  Object.entries(profile.prompts.evaluation).map(([aspect, prompt]) => ({ aspect, prompt }));

/** The transcript languages offered; '' lets the service detect it. Independent of the interface language. */
export const transcriptLanguages = ['', 'de', 'en', 'fr', 'es', 'it', 'tr', 'pl'] as const;
export type TranscriptLanguage = (typeof transcriptLanguages)[number];
