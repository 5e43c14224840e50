import type { i18n as I18n } from 'i18next';
import type { GalleryImage, ImageSettings } from '../../machines/vision/image-settings';
import { toastAdded } from '../../store/toasts.slice';
import type { AppStore } from '../../store/store';
import { downloadName, provenanceText } from './image-files';
import { base64ToBytes, withTexts } from './png-text';
import type { VisionActor } from './vision-tool-context';

/** How long a tab opened on an image may take to load it before its address is released. */
const openedUrlLifetimeMs = 60_000;

export interface VisionCommandDeps {
  actor: VisionActor;
  store: AppStore;
  i18n: I18n;
  /** The browser's window and document; tests pass their own. */
  win?: Pick<Window, 'open'>;
  doc?: Document;
}

const pngBlob = (bytes: Uint8Array) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });

/** The one object Vision Studio's views write through. */
export function visionCommands({ actor, store, i18n, win = window, doc = document }: VisionCommandDeps) {
  return {
    edit: (changes: Partial<ImageSettings>) => actor.send({ type: 'vision.edit', changes }),
    generate: () => actor.send({ type: 'vision.generate' }),
    cancel: () => actor.send({ type: 'vision.cancel' }),
    /** The page goes: a request under way stops without a toast (tools.md §4). */
    leave: () => actor.send({ type: 'vision.leave' }),
    reuse: (uid: string) => actor.send({ type: 'vision.reuse', uid }),
    /** Through a blob URL (a data URL cannot be opened as a page); a blocked tab gets the error toast. */
    openInNewTab(image: GalleryImage): boolean {
      const url = URL.createObjectURL(pngBlob(base64ToBytes(image.base64)));
      const opened = win.open(url, '_blank');
      if (!opened) {
        URL.revokeObjectURL(url);
        store.dispatch(toastAdded({ color: 'danger', title: i18n.t('vision:errors.openBlocked'), description: i18n.t('vision:errors.openBlockedHint') }));
        return false;
      }
      // The image's tab cannot reach back into the studio.
      opened.opener = null;
      setTimeout(() => URL.revokeObjectURL(url), openedUrlLifetimeMs);
      return true;
    },
    /** `<alt>-<uid>.png`, carrying where, when and how it was made in its text chunks. */
    download(image: GalleryImage, alt: string) {
      const bytes = withTexts(base64ToBytes(image.base64), {
        Description: provenanceText(image),
        'Creation Time': new Date(image.createdAt).toISOString(),
        Software: 'Studio (Vision Studio)',
      });
      const url = URL.createObjectURL(pngBlob(bytes));
      const link = doc.createElement('a');
      link.href = url;
      link.download = downloadName(alt, image.uid);
      doc.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
  };
}

export type VisionCommands = ReturnType<typeof visionCommands>;
