import type { i18n as I18n } from 'i18next';
import { maxImageMegabytes, type PngProblem } from '../../domain/png-check';
import type { GalleryNoticeKind } from '../../machines/vision/gallery';
import type { GalleryImage, ImageSettings } from '../../machines/vision/image-settings';
import { toastAdded } from '../../store/toasts.slice';
import type { AppStore } from '../../store/store';
import { downloadName, provenanceText } from './image-files';
import { base64ToBytes, withTexts } from './png-text';
import type { VisionActor } from './vision-actor';

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

/** Why a result cannot be used: the check's answer (domain/png-check.ts), or the browser could not decode it. */
export type ResultProblem = PngProblem | 'undecodable';

/** The text for a result's problem (also shown in its place in the gallery). */
export const problemText = (i18n: Pick<I18n, 't'>, problem: ResultProblem) => i18n.t(`vision:gallery.problems.${problem}`, { max: maxImageMegabytes });

const failedTitles = { zoom: 'vision:errors.zoomFailed', open: 'vision:errors.openBlocked', download: 'vision:errors.downloadFailed' } as const;

/** The one object Vision Studio's views write through. */
export function visionCommands({ actor, store, i18n, win = window, doc = document }: VisionCommandDeps) {
  /**
   * An action on a result: on a result that cannot be used, or when it fails, the
   * user gets a toast saying so; the action never throws. True when it was done.
   */
  const attempt = (action: keyof typeof failedTitles, problem: ResultProblem | null, run: () => boolean): boolean => {
    const failed = (description: string) => {
      store.dispatch(toastAdded({ color: 'danger', title: i18n.t(failedTitles[action]), description }));
      return false;
    };
    if (problem !== null) return failed(problemText(i18n, problem));
    try {
      return run();
    } catch (error) {
      return failed(i18n.t('vision:errors.thrown', { message: error instanceof Error ? error.message : String(error) }));
    }
  };

  return {
    edit: (changes: Partial<ImageSettings>) => actor.send({ type: 'vision.edit', changes }),
    generate: () => actor.send({ type: 'vision.generate' }),
    cancel: () => actor.send({ type: 'vision.cancel' }),
    /** The page goes: a request under way stops without a toast (tools.md §4). */
    leave: () => actor.send({ type: 'vision.leave' }),
    reuse: (uid: string) => actor.send({ type: 'vision.reuse', uid }),
    /** Gone from the gallery and from this browser. */
    delete: (uid: string) => actor.send({ type: 'vision.delete', uid }),
    /** Every image shown (the view has asked first). */
    deleteAll: () => actor.send({ type: 'vision.deleteAll' }),
    dismissNotice: (kind: GalleryNoticeKind) => actor.send({ type: 'vision.dismissNotice', kind }),
    /** Whether the result may be shown at full size (one that cannot be shown gets a toast instead). */
    zoom: (image: GalleryImage, problem: ResultProblem | null = image.problem) => attempt('zoom', problem, () => true),
    /** Through a blob URL (a data URL cannot be opened as a page); a blocked tab gets the error toast. */
    openInNewTab: (image: GalleryImage, problem: ResultProblem | null = image.problem) =>
      attempt('open', problem, () => {
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
      }),
    /** `<alt>-<uid>.png`, carrying where, when and how it was made in its text chunks. */
    download: (image: GalleryImage, alt: string, problem: ResultProblem | null = image.problem) =>
      attempt('download', problem, () => {
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
        return true;
      }),
  };
}

export type VisionCommands = ReturnType<typeof visionCommands>;
