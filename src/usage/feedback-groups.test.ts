import { describe, expect, it } from 'vitest';
import type { FeedbackReport, FeedbackReportRow } from '../../contracts/feedback-api';
import { feedbackGroups } from './feedback-groups';

const vote = (row: Partial<FeedbackReportRow>): FeedbackReportRow => ({
  answeredAt: '2026-03-02T22:10:00.000Z', votedAt: '2026-03-02T23:30:00.000Z', department: null, tool: 'registry', model: 'offline', vote: 'up', ...row,
});

const report = (rows: FeedbackReportRow[], uses: FeedbackReport['uses']): FeedbackReport => ({ timeZone: 'Europe/Berlin', from: '2026-03-01', to: '2026-03-31', perUser: 'off', rows, uses });

describe('the admins’ feedback, per prompt version, component and tool', () => {
  it('sums each component’s and version’s votes out of its answers, the most thumbs-down first', () => {
    const groups = feedbackGroups(report(
      [
        vote({ component: 'travel-policy', vote: 'down', reason: 'wrong', comment: 'Hotel limit is 150' }),
        vote({ component: 'travel-policy' }),
        vote({ tool: 'audit', promptId: 'p-1', promptVersion: 2, vote: 'down', exchange: { question: 'Q', answer: 'A' } }),
        vote({ tool: 'audit', promptId: 'p-1', promptVersion: 2, vote: 'down', reason: 'unclear' }),
        vote({ tool: 'chat' }),
      ],
      [{ tool: 'registry', component: 'travel-policy', uses: 4 }, { tool: 'audit', promptId: 'p-1', promptVersion: 2, uses: 3 }, { tool: 'audit', promptId: 'p-1', promptVersion: 1, uses: 9 }, { tool: 'chat', uses: 7 }],
    ));
    expect(groups.map(({ key, uses, up, down }) => ({ key, uses, up, down }))).toEqual([
      { key: 'prompt:p-1@2', uses: 3, up: 0, down: 2 },
      { key: 'component:travel-policy', uses: 4, up: 1, down: 1 },
      { key: 'prompt:p-1@1', uses: 9, up: 0, down: 0 },
      { key: 'tool:chat', uses: 7, up: 1, down: 0 },
    ]);
    expect(groups[0]!.reasons).toEqual({ wrong: 0, incomplete: 0, offTopic: 0, unclear: 1, other: 0 });
    expect(groups[0]!.subject).toEqual({ kind: 'prompt', promptId: 'p-1', promptVersion: 2 });
    // Dated in the report's zone: 23:30 UTC is the next day in Berlin.
    expect(groups[1]!.entries).toEqual([{ day: '2026-03-03', vote: 'down', reason: 'wrong', comment: 'Hotel limit is 150' }]);
    expect(groups[0]!.entries.map((entry) => entry.exchange ?? null)).toEqual([{ question: 'Q', answer: 'A' }, null]);
    expect(groups[3]!.entries).toEqual([]);
  });
});
