/**
 * The answers' feedback wire shapes by name: docs/openapi/main.yaml, generated into
 * generated/main.ts. A vote hangs on an answer's ledger id (its last line, or the audit answer's
 * header); owners, contacts and admins read what users think. The studio and the server share them.
 */
import type { components } from './generated/main';

type Schemas = components['schemas'];

export type LedgerId = Schemas['LedgerId'];
/** What of the feedback the caller may give and see (GET /v1/capabilities' `feedback`). */
export type FeedbackCapability = Schemas['FeedbackCapability'];
export type FeedbackVoteValue = Schemas['FeedbackVoteValue'];
export type FeedbackReason = Schemas['FeedbackReason'];
export type FeedbackExchange = Schemas['FeedbackExchange'];
/** The body of PUT /v1/feedback/votes/{ledgerId}. */
export type FeedbackVoteInput = Schemas['FeedbackVoteInput'];
/** One of the caller's votes, as GET /v1/feedback/votes reads it back. */
export type FeedbackVote = Schemas['FeedbackVote'];
export type FeedbackVotes = Schemas['FeedbackVotes'];
export type FeedbackReasonCounts = Schemas['FeedbackReasonCounts'];
/** A vote an owner, contact or admin reads: never who gave it. */
export type FeedbackEntry = Schemas['FeedbackEntry'];
export type FeedbackFigures = Schemas['FeedbackFigures'];
export type PromptVersionFeedback = Schemas['PromptVersionFeedback'];
export type PromptFeedback = Schemas['PromptFeedback'];
export type ComponentFeedback = Schemas['ComponentFeedback'];
export type FeedbackReport = Schemas['FeedbackReport'];
export type FeedbackReportRow = Schemas['FeedbackReportRow'];
export type FeedbackReportUses = Schemas['FeedbackReportUses'];

/** The header an audit answer (plain text, no last line) carries its ledger id in. */
export const ledgerIdHeader = 'studio-ledger-id';

export const feedbackReasons = ['wrong', 'incomplete', 'offTopic', 'unclear', 'other'] as const satisfies readonly FeedbackReason[];
export const feedbackVoteValues = ['up', 'down'] as const satisfies readonly FeedbackVoteValue[];
/** The longest free text a vote may carry. */
export const feedbackCommentMaxLength = 500;
/** The longest question or answer a vote may keep a copy of. */
export const feedbackExchangeMaxLength = 200_000;
/** main.yaml LedgerId: a ledger row as a decimal number in a string. */
export const isLedgerId = (value: unknown): value is LedgerId => typeof value === 'string' && /^[1-9][0-9]{0,17}$/.test(value);
/** How many ledger ids one read or delete may name. */
export const ledgerIdsMaxCount = 500;
