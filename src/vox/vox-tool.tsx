import { maxVoiceMegabytes } from '../../domain/voice-media';
import { isSessionExpired } from '../../domain/session-expiry';
import { voxMachine } from '../../machines/vox/vox.machine';
import type { VoxEmitted } from '../../machines/vox/vox.types';
import { toastAdded } from '../../store/toasts.slice';
import { createMainClient } from '../api/main-client';
import { clientDeps } from '../platform/client-deps';
import type { Platform } from '../platform/platform';
import { openToolActor } from '../tools/open-tool-actor';
import { toolPage, toolRoute } from '../tools/tool-route';
import { downloadBlob } from '../browser/clipboard';
import { tabPersistence, type PersistenceOverrides } from '../persistence/browser-persistence';
import { voxCommands } from './vox-commands';
import { checkFilesActor, placeholderTranscriptActor, voxBackend, type VoxTexts } from './vox-effects';
import { voxResultsStore } from './vox-results-store';
import { VoxToolContext, type VoxTool } from './vox-tool-context';
import VoxPage from './views/VoxPage';
import './vox.css';

export interface VoxToolOptions {
  /** Tests: storage and clock in place of the browser's (the tab's one persistence environment). */
  persistence?: PersistenceOverrides;
}

/**
 * Opens Vox Studio: its machine joins the studio's actor system (`vox`). It asks the API once
 * whether transcription is there; only then are the real calls made, otherwise the spec's mock
 * runs. The voice studio is an internal tool: the ID token, as the chat sends it there. Its
 * results are kept in the tab's one persistence environment (IndexedDB), per tenant and user.
 */
export function openVoxTool(platform: Platform, options: VoxToolOptions = {}): VoxTool {
  const { store, i18n, studio } = platform;
  const api = createMainClient(clientDeps(platform));
  const texts: VoxTexts = {
    speaker: (n) => i18n.t('vox:speakers.default', { n }),
    placeholderPassages: (name) => (['passage1', 'passage2', 'passage3', 'passage4'] as const).map((key) => i18n.t(`vox:placeholder.${key}`, { name })),
  };
  const persistence = tabPersistence(platform, options.persistence);
  const logic = voxMachine.provide({
    actors: {
      ...voxBackend(api, texts),
      ...voxResultsStore(persistence.storage, persistence.now),
      checkFiles: checkFilesActor,
      placeholderTranscript: placeholderTranscriptActor(texts),
    },
  });
  const actor = openToolActor(studio, 'vox', logic);
  const toast = (event: VoxEmitted) => {
    if (event.type === 'vox.refused') {
      for (const { name, reason } of event.refusals) {
        const title = i18n.t(`vox:refused.${reason}`, { name, max: maxVoiceMegabytes });
        store.dispatch(toastAdded({ color: 'warning', title }));
      }
      return;
    }
    // An expired session is the session's to tell.
    if (isSessionExpired(event.status)) return;
    store.dispatch(
      toastAdded({
        color: 'danger',
        title: i18n.t(`vox:failed.${event.step}`, { name: event.fileName }),
        description: event.status === null ? i18n.t('vox:failed.network') : i18n.t('vox:failed.status', { status: event.status }),
      }),
    );
  };
  actor.on('vox.refused', toast);
  actor.on('vox.failed', toast);
  const commands = voxCommands({
    actor,
    speakerName: texts.speaker,
    save: (fileName, file) => downloadBlob(fileName, file),
    exportFailed: (name, error) =>
      store.dispatch(toastAdded({ color: 'danger', title: i18n.t('vox:export.failed', { name }), description: error instanceof Error ? error.message : undefined })),
  });
  return { actor, commands };
}

/** Vox Studio's route: the tool opens (once), its page shows. */
export const VoxToolPage = toolPage(VoxToolContext, VoxPage, 'VoxToolPage');
export const openTool = toolRoute(openVoxTool, VoxToolPage);
