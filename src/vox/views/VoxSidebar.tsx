import { useSelector } from '@xstate/react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { transcriptLanguages, voiceProfiles, type TranscriptLanguage } from '../../../machines/vox/vox-profile';
import { useVoxTool } from '../vox-tool-context';
import { FileDrop } from './FileDrop';
import { OptionSelect } from '../../forms/OptionSelect';
import { PanelCloseButton } from '../../shell/views/PanelButtons';
import { useToolPanel } from '../../shell/views/use-tool-panel';

/**
 * tools.md §2/§4: files (each with its state), language, profile, and Transcript, Summarize,
 * Evaluate as §4 enables them. The tool's panel; on a phone only the notice and the language stay
 * in it (a drawer) and the files, the profile and the actions lead the work area (VoxPhoneFiles).
 */
export function VoxSidebar() {
  const { t } = useTranslation('vox');
  const { actor } = useVoxTool();
  const mock = useSelector(actor, (s) => !s.context.real && !s.matches('starting'));
  const { phone } = useToolPanel();
  return (
    <section className="vox-sidebar" aria-labelledby="vox-sidebar-heading">
      <div className="panel-head">
        <h2 id="vox-sidebar-heading">{t('sidebar.heading')}</h2>
        <PanelCloseButton />
      </div>
      {/* On a phone the notice leads the work area (VoxPhoneFiles), not the closed drawer. */}
      {mock && !phone && <p className="notice">{t('sidebar.mockNotice')}</p>}
      {phone ? (
        <VoxLanguage />
      ) : (
        <>
          <VoxFiles />
          <VoxLanguage />
          <VoxProfileAndActions />
        </>
      )}
    </section>
  );
}

/** On a phone: what the first screen needs (the file picker, the files, the profile, the actions) atop the results. */
export function VoxPhoneFiles() {
  const { t } = useTranslation('vox');
  const { actor } = useVoxTool();
  const mock = useSelector(actor, (s) => !s.context.real && !s.matches('starting'));
  if (!useToolPanel().phone) return null;
  return (
    <section className="vox-sidebar vox-phone-files" aria-label={t('sidebar.files')}>
      {mock && <p className="notice">{t('sidebar.mockNotice')}</p>}
      <VoxFiles />
      <VoxProfileAndActions />
    </section>
  );
}

function VoxFiles() {
  const { t } = useTranslation('vox');
  const { actor, commands } = useVoxTool();
  const files = useSelector(actor, (s) => s.context.files);
  return (
    <>
      <FileDrop onFiles={commands.addFiles} />
      <h3>{t('sidebar.files')}</h3>
      {files.length === 0 ? (
        <p className="muted">{t('sidebar.noFiles')}</p>
      ) : (
        <ul className="vox-files">
          {files.map(({ id, file, status }) => (
            <li key={id}>
              <span className="vox-file-name">{file.name}</span>
              <span className={`vox-status ${status}`}>{t(`status.${status}`)}</span>
              {status !== 'transcribing' && (
                <Button className="button ghost" aria-label={t('sidebar.remove', { name: file.name })} onPress={() => commands.removeFile(id)}>
                  ×
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function VoxLanguage() {
  const { t } = useTranslation('vox');
  const { actor, commands } = useVoxTool();
  const language = useSelector(actor, (s) => s.context.language);
  // The transcript's language, not the interface's: its own list, always in full.
  const languages = transcriptLanguages.map((code) => ({ id: code || 'auto', label: t(`languages.${code || 'auto'}`) }));
  return (
    <OptionSelect
      label={t('sidebar.language')}
      placeholder={t('sidebar.languagePlaceholder')}
      items={languages}
      selected={language || 'auto'}
      onSelect={(id) => commands.setLanguage((id === 'auto' || id === null ? '' : id) as TranscriptLanguage)}
    />
  );
}

function VoxProfileAndActions() {
  const { t } = useTranslation('vox');
  const { actor, commands } = useVoxTool();
  const profileId = useSelector(actor, (s) => s.context.profileId);
  const canTranscribe = useSelector(actor, (s) => s.can({ type: 'vox.transcribe' }));
  const canSummarize = useSelector(actor, (s) => s.can({ type: 'vox.summarize' }));
  const canEvaluate = useSelector(actor, (s) => s.can({ type: 'vox.evaluate' }));
  return (
    <>
      <OptionSelect
        label={t('sidebar.profile')}
        placeholder={t('sidebar.profilePlaceholder')}
        items={voiceProfiles.map((profile) => ({ id: profile.id, label: t(`profiles.${profile.id as 'demo'}`) }))}
        selected={profileId}
        onSelect={commands.setProfile}
      />
      <div className="vox-actions">
        <Button className="button primary" isDisabled={!canTranscribe} onPress={commands.transcribe}>
          {t('sidebar.transcript')}
        </Button>
        <Button className="button" isDisabled={!canSummarize} onPress={commands.summarize} aria-describedby={profileId ? undefined : 'vox-profile-hint'}>
          {t('sidebar.summarize')}
        </Button>
        <Button className="button" isDisabled={!canEvaluate} onPress={commands.evaluate} aria-describedby={profileId ? undefined : 'vox-profile-hint'}>
          {t('sidebar.evaluate')}
        </Button>
      </div>
      {/* tools.md §4: both wait for a profile; said beside them, not left to guess. */}
      {!profileId && (
        <p className="muted" id="vox-profile-hint">
          {t('sidebar.profileHint')}
        </p>
      )}
    </>
  );
}
