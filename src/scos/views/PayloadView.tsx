import { useTranslation } from 'react-i18next';
import type { Warning } from '../messages/message-parts';
import type { ScosMessage } from '../messages/parse-item';

function warningText(warning: Warning, t: ReturnType<typeof useTranslation<'scos'>>['t']): string {
  switch (warning.kind) {
    case 'unknown-type':
      return t('payload.unknownType', { type: warning.type });
    case 'invalid-item':
      return t('payload.invalidItem', { detail: warning.detail });
    case 'missing-alt-text':
      return t('payload.missingAlt', { where: warning.where });
    case 'untrusted-url':
      return t('payload.untrustedUrl', { where: warning.where, value: warning.value });
    case 'user-info-in-url':
      return t('payload.userInfoInUrl', { where: warning.where, value: warning.value });
    case 'video-host-not-allowed':
      return t('payload.videoHost', { value: warning.value });
    case 'date-outside-range':
      return t('payload.dateOutside', { value: warning.value });
  }
}

/** The item as the bot sent it, and what the studio refused or found missing. */
export function PayloadView({ message }: { message: ScosMessage }) {
  const { t } = useTranslation('scos');
  return (
    <div className="scos-payload">
      {message.warnings.length > 0 && (
        <ul className="scos-warnings" aria-label={t('payload.warnings')}>
          {message.warnings.map((warning, index) => (
            <li key={index}>{warningText(warning, t)}</li>
          ))}
        </ul>
      )}
      {/* A scrollable region must be reachable by keyboard (axe "scrollable-region-focusable"). */}
      <pre className="scos-raw" tabIndex={0} aria-label={t('payload.raw')}>
        {JSON.stringify(message.raw, null, 2)}
      </pre>
    </div>
  );
}
