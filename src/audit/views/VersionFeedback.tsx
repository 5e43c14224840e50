import { useTranslation } from 'react-i18next';
import type { PromptVersionFeedback } from '../../../contracts/feedback-api';
import { formatDate } from '../../i18n/formats';

/** What users thought of one version, for the prompt's owner: thumbs counted, and the votes with something to read. */
export function VersionFeedback({ feedback }: { feedback: PromptVersionFeedback }) {
  const { t, i18n } = useTranslation('audit');
  const { t: tChat } = useTranslation('chat');
  const readable = feedback.entries.filter((entry) => entry.reason || entry.comment);
  return (
    <div className="audit-version-feedback">
      <span>
        <span aria-hidden="true">{t('versionFeedback.counts', { up: feedback.up, down: feedback.down })}</span>
        <span className="sr-only">{t('versionFeedback.countsLabel', { up: feedback.up, down: feedback.down })}</span>
      </span>
      {readable.length > 0 && (
        <ul aria-label={t('versionFeedback.entriesLabel', { version: feedback.version })}>
          {readable.map((entry, index) => (
            <li key={index}>
              {t('versionFeedback.entry', { day: formatDate(entry.day, i18n.language), vote: t(`versionFeedback.${entry.vote}`) })}
              {entry.reason && <> · {tChat(`feedback.reason.${entry.reason}`)}</>}
              {entry.comment && <> · {t('versionFeedback.comment', { text: entry.comment })}</>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
