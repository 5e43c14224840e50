import { useTranslation } from 'react-i18next';
import type { GenerationFailure } from '../../../machines/vision/image-settings';

/** tools.md §8 "Image generation", shown above the gallery until the next generation. A 401 is the session's to tell. */
export function FailureNotice({ failure }: { failure: GenerationFailure }) {
  const { t } = useTranslation('vision');
  if (failure.kind === 'sessionExpired') return null;
  return (
    <div className="notice notice-danger" role="alert">
      {failure.kind === 'policy' ? (
        <>
          <strong>{t('errors.policyTitle')}</strong>
          <p>{t('errors.policy')}</p>
          {failure.policies.length > 0 && <p>{t('errors.policies', { policies: failure.policies.join(', ') })}</p>}
          <p>{t('errors.policyEdit')}</p>
        </>
      ) : (
        <>
          <strong>{t('errors.statusTitle')}</strong>
          <p>{failure.kind === 'status' ? t('errors.status', { status: failure.status }) : t('errors.thrown', { message: failure.message })}</p>
        </>
      )}
    </div>
  );
}
