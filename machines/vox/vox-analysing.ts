import { placeholderEvaluation } from './evidence';
import { evaluationAspects, voiceProfiles } from './vox-profile';
import type { VoxContext, VoxEvent } from './vox.types';

/** The profile chosen in the sidebar (null: none, or one that is gone). */
export const profileOf = (context: VoxContext) => voiceProfiles.find((profile) => profile.id === context.profileId) ?? null;

/** The result the running analysis is at. */
export const atWork = (context: VoxContext) => context.results.find((result) => result.id === context.queue[0]);

/** What Summarize or Evaluate goes through: the results named, or (the sidebar's) those of this visit. */
export const targetsOf = (context: VoxContext, event: VoxEvent) => {
  const ids = (event.type === 'vox.summarize' || event.type === 'vox.evaluate') && event.ids ? event.ids : null;
  return context.results.filter((result) => (ids ? ids.includes(result.id) : !context.restored.includes(result.id))).map((result) => result.id);
};

/** The mock's analysis of the result at work: a placeholder summary, or placeholder findings for the profile's aspects. */
export const placeholderAnalysis = (context: VoxContext) =>
  context.analysing === 'summary'
    ? { summary: { placeholder: true as const } }
    : { evaluation: placeholderEvaluation(evaluationAspects(context.analysisProfile!).map(({ aspect }) => aspect), atWork(context)?.segments ?? []) };
