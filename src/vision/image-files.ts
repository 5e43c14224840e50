import type { GalleryImage } from '../../machines/vision/image-settings';

/**
 * A file name every file system accepts: no path separators, reserved or control characters,
 * no trailing dots or spaces, not a reserved Windows device name, at most 80 characters.
 */
export function safeFileStem(text: string, fallback = 'image'): string {
  const cleaned = text
    .normalize('NFC')
    // Characters Windows, macOS or Linux refuse or treat specially, and control characters.
    .replace(/[<>:"/\\|?*\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80)
    .replace(/[. ]+$/, '')
    .replace(/^[. ]+/, '');
  if (cleaned === '' || /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i.test(cleaned)) return fallback;
  return cleaned.replace(/ /g, '-');
}

/** `<alt>-<uid>.png`, made safe for every file system. */
export const downloadName = (alt: string, uid: string) => `${safeFileStem(alt)}-${safeFileStem(uid, 'id')}.png`;

/** The text chunk a downloaded image carries: made in the studio, when, and with which settings (English, as file metadata). */
export function provenanceText(image: Pick<GalleryImage, 'createdAt' | 'sent' | 'placeholder'>): string {
  const { prompt, negativePrompt, ratio, count, guidance } = image.sent;
  const settings = [
    `prompt "${prompt}"`,
    `negative prompt "${negativePrompt}"`,
    `aspect ratio ${ratio}`,
    `${count} result${count === 1 ? '' : 's'}`,
    ...(guidance === null ? [] : [`guidance scale ${guidance.toFixed(1)}`]),
  ];
  const placeholder = image.placeholder ? ' (a placeholder: no image model was configured)' : '';
  return `Generated in Studio (Vision Studio) on ${new Date(image.createdAt).toISOString()}${placeholder} with ${settings.join(', ')}.`;
}
