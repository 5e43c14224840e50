import { visionMachine } from '../../machines/vision/vision.machine';
import { toastAdded } from '../../store/toasts.slice';
import { chatBackend, type ChatBackend } from '../api/chat-backend';
import { createMainClient } from '../api/main-client';
import { createTrialClient } from '../api/trial-client';
import { isTrialOrigin } from '../config/origin';
import { clientDeps } from '../platform/client-deps';
import type { Platform } from '../platform/platform';
import { openToolActor } from '../tools/open-tool-actor';
import { toolPage, toolRoute } from '../tools/tool-route';
import { tabPersistence, type PersistenceOverrides } from '../persistence/browser-persistence';
import { generateImagesActor } from './generate-images.actors';
import { visionGalleryStore } from './gallery-store';
import { visionCommands } from './vision-commands';
import { VisionToolContext, type VisionTool } from './vision-tool-context';
import VisionPage from './views/VisionPage';
import './vision.css';

export interface VisionToolOptions {
  /** Tests: the browser's window (for Open in new tab). */
  win?: Pick<Window, 'open'>;
  /** Tests: a backend in place of the API client's. */
  backend?: Pick<ChatBackend, 'generateImages'>;
  /** Tests: storage and clock in place of the browser's (the tab's one persistence environment). */
  persistence?: PersistenceOverrides;
}

/**
 * Opens Vision Studio: its machine, with the image request of this origin's mode, joins the
 * studio's actor system (`vision`). The trial origin is the stack-provider mode and sends the
 * access token; the others send one batch with the ID token (tools.md §6/§7). Its
 * gallery is kept in the tab's one persistence environment (IndexedDB), per tenant and user.
 */
export function openVisionTool(platform: Platform, options: VisionToolOptions = {}): VisionTool {
  const { store, i18n, origin, studio } = platform;
  const trial = isTrialOrigin(origin);
  const deps = clientDeps(platform);
  const backend = options.backend ?? chatBackend(trial ? createTrialClient(deps) : createMainClient(deps), 'vision');
  const mode = trial ? 'stack' : 'batch';
  const persistence = tabPersistence(platform, options.persistence);
  const logic = visionMachine.provide({
    actors: { generate: generateImagesActor({ backend, mode, now: persistence.now }), ...visionGalleryStore(persistence.storage, persistence.now) },
  });
  const actor = openToolActor(studio, 'vision', logic);
  actor.on('vision.canceled', () => store.dispatch(toastAdded({ color: 'warning', title: i18n.t('vision:errors.aborted') })));
  return { actor, mode, commands: visionCommands({ actor, store, i18n, ...(options.win ? { win: options.win } : {}) }) };
}

/** Vision Studio's route: the tool opens (once), its page shows. */
export const VisionToolPage = toolPage(VisionToolContext, VisionPage, 'VisionToolPage');
export const openTool = toolRoute(openVisionTool, VisionToolPage);
