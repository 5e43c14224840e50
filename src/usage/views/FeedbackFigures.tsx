import { useTranslation } from 'react-i18next';
import type { FeedbackReport } from '../../../contracts/feedback-api';
import { FeedbackEntries, ReasonCounts } from '../../feedback/FeedbackEntries';
import { formatCount, useDateFormat } from '../../i18n/formats';
import { feedbackGroups, type FeedbackSubject } from '../feedback-groups';

/** The words for a failed load: a refusal, the server unreached, or its status. */
export const feedbackFailedKey = (status: number | null) =>
  status === 403 ? 'feedback.forbidden' : status === null ? 'feedback.unreachable' : 'feedback.loadFailed';

function useSubjectName() {
  const { t } = useTranslation('usage');
  return (subject: FeedbackSubject) =>
    subject.kind === 'prompt'
      ? t('feedback.subject.prompt', { id: subject.promptId, version: subject.promptVersion })
      : subject.kind === 'component'
        ? t('feedback.subject.component', { name: subject.component })
        : t(`toolName.${subject.tool}`);
}

/**
 * Every vote of a period for the admins: per prompt version, registry component and tool its
 * answers, thumbs up and down and the reasons counted; then what users said, with the question
 * and answer where they included them.
 */
export function FeedbackFigures({ report }: { report: FeedbackReport }) {
  const { t, i18n } = useTranslation('usage');
  const { t: tFeedback } = useTranslation('feedback');
  const date = useDateFormat();
  const nameOf = useSubjectName();
  const count = (value: number) => formatCount(value, i18n.language);
  const groups = feedbackGroups(report);
  const said = groups.filter((group) => group.entries.length > 0);
  const caption = t('feedback.bySubject');
  return (
    <>
      <p className="muted">{t('period', { from: date(report.from), to: date(report.to) })} · {t('feedback.timeZone', { timeZone: report.timeZone })}</p>
      <dl className="usage-totals" aria-label={t('totals')}>
        <div><dt>{t('feedback.votes')}</dt><dd>{count(report.rows.length)}</dd></div>
        <div><dt>{tFeedback('upHeading')}</dt><dd>{count(report.rows.filter((row) => row.vote === 'up').length)}</dd></div>
        <div><dt>{tFeedback('downHeading')}</dt><dd>{count(report.rows.filter((row) => row.vote === 'down').length)}</dd></div>
      </dl>
      {groups.length === 0 ? (
        <p>{t('feedback.none')}</p>
      ) : (
        <section className="usage-period">
          <h2 className="usage-heading">{caption}</h2>
          <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
            <table className="usage-table">
              <thead>
                <tr>
                  <th scope="col">{t('column.name')}</th>
                  <th scope="col" className="number">{tFeedback('uses')}</th>
                  <th scope="col" className="number">{tFeedback('upHeading')}</th>
                  <th scope="col" className="number">{tFeedback('downHeading')}</th>
                  <th scope="col">{tFeedback('reasons')}</th>
                </tr>
              </thead>
              <tbody>
                {groups.map((group) => (
                  <tr key={group.key}>
                    <th scope="row">{nameOf(group.subject)}</th>
                    <td className="number">{count(group.uses)}</td>
                    <td className="number">{count(group.up)}</td>
                    <td className="number">{count(group.down)}</td>
                    <td className="usage-reasons"><ReasonCounts reasons={group.reasons} /></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      {said.length > 0 && (
        <section className="usage-period usage-feedback-said" aria-labelledby="usage-feedback-said">
          <h2 className="usage-heading" id="usage-feedback-said">{t('feedback.said')}</h2>
          {said.map((group) => (
            <div key={group.key}>
              <h3 className="usage-heading">{nameOf(group.subject)}</h3>
              <FeedbackEntries entries={group.entries} label={t('feedback.saidAbout', { name: nameOf(group.subject) })} />
            </div>
          ))}
        </section>
      )}
    </>
  );
}
