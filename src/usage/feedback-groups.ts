import { isoDayIn } from '../i18n/formats';
import { feedbackReasons, type FeedbackEntry, type FeedbackFigures, type FeedbackReasonCounts, type FeedbackReport, type FeedbackReportRow } from '../../contracts/feedback-api';

/** What answered: a prompt's version (the audit assistant), a registry component, or else a tool. */
export type FeedbackSubject =
  | { kind: 'prompt'; promptId: string; promptVersion: number }
  | { kind: 'component'; component: string }
  | { kind: 'tool'; tool: FeedbackReportRow['tool'] };

/** One line of the admins' feedback table: a subject's answers of the period and what users thought of them. */
export interface FeedbackGroup extends FeedbackFigures {
  key: string;
  subject: FeedbackSubject;
}

type Answered = Pick<FeedbackReportRow, 'tool' | 'promptId' | 'promptVersion' | 'component'>;

function subjectOf(row: Answered): FeedbackSubject {
  if (row.promptId && row.promptVersion) return { kind: 'prompt', promptId: row.promptId, promptVersion: row.promptVersion };
  if (row.component) return { kind: 'component', component: row.component };
  return { kind: 'tool', tool: row.tool };
}

const keyOf = (subject: FeedbackSubject) =>
  subject.kind === 'prompt' ? `prompt:${subject.promptId}@${subject.promptVersion}` : subject.kind === 'component' ? `component:${subject.component}` : `tool:${subject.tool}`;

const noReasons = (): FeedbackReasonCounts => Object.fromEntries(feedbackReasons.map((reason) => [reason, 0])) as FeedbackReasonCounts;


/**
 * The report's votes summed per prompt version, component or tool, with the answers they are out
 * of (`uses`): the most thumbs-down first, then the most used. Votes with something to read
 * (a reason, words, the exchange) are its entries, the newest answer first, as the report lists them.
 */
export function feedbackGroups(report: FeedbackReport): FeedbackGroup[] {
  const groups = new Map<string, FeedbackGroup>();
  const groupOf = (row: Answered) => {
    const subject = subjectOf(row);
    const key = keyOf(subject);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, subject, uses: 0, up: 0, down: 0, reasons: noReasons(), entries: [] }));
    return group;
  };
  for (const answered of report.uses) groupOf(answered).uses += answered.uses;
  for (const row of report.rows) {
    const group = groupOf(row);
    group[row.vote] += 1;
    if (row.reason) group.reasons[row.reason] += 1;
    if (!row.reason && !row.comment && !row.exchange) continue;
    const entry: FeedbackEntry = { day: isoDayIn(row.votedAt, report.timeZone), vote: row.vote, ...(row.reason ? { reason: row.reason } : {}), ...(row.comment ? { comment: row.comment } : {}), ...(row.exchange ? { exchange: row.exchange } : {}) };
    group.entries.push(entry);
  }
  return [...groups.values()].sort((a, b) => b.down - a.down || b.uses - a.uses || a.key.localeCompare(b.key));
}
