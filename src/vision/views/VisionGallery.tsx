import { useSelector } from '@xstate/react';
import { Trash2 } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { storedForDays, maxStoredImages } from '../../../machines/vision/gallery';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { useVisionTool } from '../vision-tool-context';
import { FailureNotice } from './FailureNotice';
import { GalleryItem } from './GalleryItem';
import { GalleryNotices } from './GalleryNotices';

/**
 * tools.md §2: the results, a spinner while waiting with none of this request's yet. The gallery
 * is stored in this browser: its bounds are said, and it can be emptied after a question.
 */
export function VisionGallery() {
  const { t } = useTranslation('vision');
  const { actor, commands } = useVisionTool();
  const [confirming, setConfirming] = useState(false);
  const images = useSelector(actor, (s) => s.context.images);
  const failure = useSelector(actor, (s) => s.context.failure);
  const waitingForFirst = useSelector(actor, (s) => s.hasTag('busy') && s.context.delivered === 0);
  // A deleted image's Delete button goes with it: the focus moves to the image that took its place
  // (the one before, after the last; the heading when none is left), never to the page (2.4.3).
  const deleted = useRef<{ at: number; of: number } | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    const gone = deleted.current;
    if (gone === null || images.length >= gone.of) return;
    deleted.current = null;
    const actions = list.current?.querySelectorAll<HTMLElement>('.vision-actions');
    const next = actions?.[Math.min(gone.at, actions.length - 1)]?.querySelector<HTMLElement>('button');
    (next ?? heading.current)?.focus();
  }, [images]);
  return (
    <section className="vision-gallery" aria-labelledby="vision-gallery-heading" aria-busy={waitingForFirst}>
      <div className="vision-gallery-head">
        <h2 id="vision-gallery-heading" ref={heading} tabIndex={-1}>{t('gallery.heading')}</h2>
        {images.length > 0 && (
          <Button className="button danger-outline" onPress={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="icon" /> {t('gallery.deleteAll')}
          </Button>
        )}
      </div>
      <p className="muted vision-kept">{t('gallery.kept', { days: storedForDays, max: maxStoredImages })}</p>
      <GalleryNotices />
      {failure && <FailureNotice failure={failure} />}
      {waitingForFirst && (
        <div className="vision-spinner" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('gallery.waiting')}
        </div>
      )}
      {images.length === 0 && !waitingForFirst && !failure && <p className="muted">{t('gallery.empty')}</p>}
      <ul className="vision-images" ref={list}>
        {images.map((image, index) => (
          <GalleryItem
            key={image.uid}
            image={image}
            onDelete={() => {
              deleted.current = { at: index, of: images.length };
              commands.delete(image.uid);
            }}
          />
        ))}
      </ul>
      {confirming && (
        <ConfirmDialog
          headline={t('gallery.deleteAllConfirm', { count: images.length })}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            commands.deleteAll();
          }}
        />
      )}
    </section>
  );
}
