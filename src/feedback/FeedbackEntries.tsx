import { useTranslation } from 'react-i18next';
import { feedbackReasons, type FeedbackEntry, type FeedbackReasonCounts } from '../../contracts/feedback-api';
import { formatDate } from '../i18n/formats';
import './feedback.css';

/** The reasons given, counted ("It is wrong: 2 · Something is missing: 1"); a dash for none. */
export function ReasonCounts({ reasons }: { reasons: FeedbackReasonCounts }) {
  const { t } = useTranslation('chat');
  const given = feedbackReasons.filter((reason) => reasons[reason] > 0);
  if (given.length === 0) return <>{t('feedback.figures.noReasons')}</>;
  return <>{given.map((reason) => t('feedback.figures.reasonCount', { reason: t(`feedback.reason.${reason}`), votes: reasons[reason] })).join(' · ')}</>;
}

/**
 * The votes with something to read, for an owner, a contact or an admin: the day, good or bad,
 * the reason and the user's words, and the question and answer where the user included them.
 * Never who voted.
 */
export function FeedbackEntries({ entries, label }: { entries: readonly FeedbackEntry[]; label: string }) {
  const { t, i18n } = useTranslation('chat');
  return (
    <ul className="feedback-entries" aria-label={label}>
      {entries.map((entry, index) => (
        <li key={index}>
          {t('feedback.figures.entry', { day: formatDate(entry.day, i18n.language), vote: t(`feedback.figures.${entry.vote}`) })}
          {entry.reason && <> · {t(`feedback.reason.${entry.reason}`)}</>}
          {entry.comment && <> · {t('feedback.figures.comment', { text: entry.comment })}</>}
          {entry.exchange && (
            <details className="feedback-exchange">
              <summary>{t('feedback.figures.exchange')}</summary>
              <p><strong>{t('feedback.figures.question')}</strong> {entry.exchange.question}</p>
              <p><strong>{t('feedback.figures.answer')}</strong> {entry.exchange.answer}</p>
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}
