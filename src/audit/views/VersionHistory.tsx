import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { AuditPrompt, PromptVersion, VersionUse } from '../../../contracts/audit-api';
import type { PromptFeedback } from '../../../contracts/feedback-api';
import { statusOf } from '../../../domain/error-status';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { formatDateTime } from '../../i18n/formats';
import { useAuditTool } from '../audit-tool-context';
import { VersionDiff } from './VersionDiff';
import { VersionFeedback } from './VersionFeedback';

type History = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; versions: PromptVersion[]; uses: VersionUse[] };
type Confirming = { action: 'restore' | 'live'; version: number } | null;

/**
 * The prompt's versions, newest first, with the live one and any candidate
 * marked and each version's use count; the owner makes a candidate live or restores an older
 * version (a new version from the server's copy); any two versions can be compared.
 */
export function VersionHistory({ prompt, canRestore }: { prompt: AuditPrompt; canRestore: boolean }) {
  const { t, i18n } = useTranslation('audit');
  const { commands } = useAuditTool();
  const [history, setHistory] = useState<History>({ state: 'loading' });
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [failure, setFailure] = useState<number | null | undefined>(undefined);
  // Only the owner (and admins) get it; anyone else, or a failure, shows no feedback and no error.
  const [feedback, setFeedback] = useState<PromptFeedback | null>(null);
  const live = prompt.live_version ?? prompt.version;

  useEffect(() => {
    const controller = new AbortController();
    commands.promptFeedback(prompt.id, controller.signal).then(
      (read) => !controller.signal.aborted && setFeedback(read),
      () => undefined,
    );
    return () => controller.abort();
  }, [commands, prompt.id]);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([commands.listVersions(prompt.id, controller.signal), commands.listUsage(prompt.id, controller.signal)]).then(
      ([versions, uses]) => setHistory({ state: 'loaded', versions, uses }),
      () => !controller.signal.aborted && setHistory({ state: 'failed' }),
    );
    return () => controller.abort();
    // A version made live or restored changes the list and its use counts: read again.
  }, [commands, prompt.id, prompt.version, live]);

  // Set by a confirmed make-live or restore: the version it makes takes the pressed button away.
  const acted = useRef(false);
  useEffect(() => {
    if (!acted.current) return;
    acted.current = false;
    if (!document.activeElement || document.activeElement === document.body) versionsHeading()?.focus();
  }, [prompt.version, live]);

  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const usesOf = (version: number) => {
    const use = history.state === 'loaded' ? history.uses.find((entry) => entry.version === version) : undefined;
    return use ? t('versions.uses', { count: use.uses, date: when(use.last_used_at) }) : t('versions.unused');
  };
  // Another prompt's, read before this one was chosen, is not shown.
  const feedbackOf = (version: number) => (feedback?.promptId === prompt.id ? feedback.versions.find((entry) => entry.version === version) : undefined);
  const states = history.state === 'loaded' ? [prompt, ...history.versions.filter((version) => version.version < prompt.version)] : [prompt];
  const confirm = () => {
    if (!confirming) return;
    const run = confirming.action === 'live' ? commands.makeLive : commands.restoreVersion;
    setFailure(undefined);
    acted.current = true;
    run(prompt.id, confirming.version).catch((error: unknown) => setFailure(statusOf(error)));
    setConfirming(null);
  };

  return (
    <section className="audit-versions" aria-labelledby="audit-versions-heading">
      <h3 id="audit-versions-heading" tabIndex={-1}>{t('versions.heading', { version: prompt.version })}</h3>
      {live < prompt.version && <p className="notice">{t('versions.candidateNotice', { version: prompt.version, live })}</p>}
      {failure !== undefined && <p className="error-text" role="alert">{t('versions.actionFailed', { status: failure ?? '–' })}</p>}
      {history.state === 'loading' && <p className="muted">{t('versions.loading')}</p>}
      {history.state === 'failed' && <p className="error-text">{t('versions.failed')}</p>}
      {history.state === 'loaded' && history.versions.length === 0 && <p className="muted">{t('versions.none')}</p>}
      <ol className="audit-version-list">
        {states.map((state) => (
          <li key={state.version}>
            <span className="audit-version-text">
              {'replaced_at' in state
                ? t('versions.entry', { version: state.version, name: state.prompt_name, date: when(state.replaced_at) })
                : t('versions.newest', { version: state.version, name: state.prompt_name })}
              {state.version === live && <span className="audit-badge audit-badge-live">{t('versions.live')}</span>}
              {state.version > live && <span className="audit-badge audit-badge-candidate">{t('versions.candidate')}</span>}
              <span className="audit-version-uses">{usesOf(state.version)}</span>
            </span>
            {feedbackOf(state.version) && <VersionFeedback feedback={feedbackOf(state.version)!} />}
            {canRestore && state.version > live && (
              <Button className="button primary" onPress={() => setConfirming({ action: 'live', version: state.version })} aria-label={t('versions.makeLiveLabel', { version: state.version })}>
                {t('versions.makeLive')}
              </Button>
            )}
            {canRestore && state.version < prompt.version && (
              <Button className="button" onPress={() => setConfirming({ action: 'restore', version: state.version })} aria-label={t('versions.restoreLabel', { version: state.version })}>
                {t('versions.restore')}
              </Button>
            )}
          </li>
        ))}
      </ol>
      {history.state === 'loaded' && <VersionDiff states={states} />}
      {confirming && (
        <ConfirmDialog
          headline={t(confirming.action === 'live' ? 'versions.confirmMakeLive' : 'versions.confirmRestore', { version: confirming.version, name: prompt.prompt_name })}
          onCancel={() => setConfirming(null)}
          onConfirm={confirm}
          focusAfterClose={versionsHeading}
        />
      )}
    </section>
  );
}

/** After a version is made live or restored: the heading, naming the current version, takes the focus. */
const versionsHeading = () => document.getElementById('audit-versions-heading');
