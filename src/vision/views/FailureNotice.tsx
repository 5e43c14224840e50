import { useTranslation } from 'react-i18next';
import type { GenerationFailure } from '../../../machines/vision/image-settings';

/** tools.md §8 "Image generation", shown above the gallery until the next generation. A 401 is the session's to tell. */
export function FailureNotice({ failure }: { failure: GenerationFailure }) {
  const { t } = useTranslation('vision');
  switch (failure.kind) {
    case 'session':
      return null;
    case 'policy':
      return (
        <div className="notice notice-danger" role="alert">
          <strong>{t('errors.policyTitle')}</strong>
          <p>{t('errors.policy')}</p>
          {failure.policies.length > 0 && <p>{t('errors.policies', { policies: failure.policies.join(', ') })}</p>}
          <p>{t('errors.policyEdit')}</p>
        </div>
      );
    case 'status':
      return (
        <div className="notice notice-danger" role="alert">
          <strong>{t('errors.statusTitle')}</strong>
          <p>{t('errors.status', { status: failure.status })}</p>
        </div>
      );
    case 'thrown':
      return (
        <div className="notice notice-danger" role="alert">
          <strong>{t('errors.statusTitle')}</strong>
          <p>{t('errors.thrown', { message: failure.message })}</p>
        </div>
      );
  }
}
