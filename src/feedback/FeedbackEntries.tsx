import { useTranslation } from 'react-i18next';
import { feedbackReasons, type FeedbackEntry, type FeedbackReasonCounts } from '../../contracts/feedback-api';
import { formatDate } from '../i18n/formats';
import './feedback.css';

/** The reasons given, counted ("It is wrong: 2 · Something is missing: 1"); a dash for none. */
export function ReasonCounts({ reasons }: { reasons: FeedbackReasonCounts }) {
  const { t } = useTranslation('feedback');
  const { t: tChat } = useTranslation('chat');
  const given = feedbackReasons.filter((reason) => reasons[reason] > 0);
  if (given.length === 0) return <>{t('noReasons')}</>;
  return <>{given.map((reason) => t('reasonCount', { reason: tChat(`feedback.reason.${reason}`), votes: reasons[reason] })).join(' · ')}</>;
}

/**
 * The votes with something to read, for an owner, a contact or an admin: the day, good or bad,
 * the reason and the user's words, and the question and answer where the user included them.
 * Never who voted.
 */
export function FeedbackEntries({ entries, label }: { entries: readonly FeedbackEntry[]; label: string }) {
  const { t, i18n } = useTranslation('feedback');
  const { t: tChat } = useTranslation('chat');
  return (
    <ul className="feedback-entries" aria-label={label}>
      {entries.map((entry, index) => (
        <li key={index}>
          {t('entry', { day: formatDate(entry.day, i18n.language), vote: t(entry.vote) })}
          {entry.reason && <> · {tChat(`feedback.reason.${entry.reason}`)}</>}
          {entry.comment && <> · {t('comment', { text: entry.comment })}</>}
          {entry.exchange && (
            <details className="feedback-exchange">
              <summary>{t('exchange')}</summary>
              <p><strong>{t('question')}</strong> {entry.exchange.question}</p>
              <p><strong>{t('answer')}</strong> {entry.exchange.answer}</p>
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}
