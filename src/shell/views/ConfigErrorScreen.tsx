import { useTranslation } from 'react-i18next';
import { configFileName } from '../../config/config-file';
import type { ConfigFailure } from '../../config/load-config';

/** Shown instead of the studio when its runtime configuration cannot be used. */
export function ConfigErrorScreen({ failure }: { failure: ConfigFailure }) {
  const { t } = useTranslation();
  const problems =
    failure.kind === 'invalid'
      ? failure.problems
      : failure.kind === 'unreachable'
        ? [t('config.unreachable', { status: failure.status })]
        : [t(`config.${failure.kind}`, { message: failure.message })];
  return (
    <main className="config-error" role="alert">
      <h1>{t('config.errorTitle')}</h1>
      <p>{t('config.errorIntro', { file: configFileName })}</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <p>{t('config.errorHint')}</p>
    </main>
  );
}
