import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useVisionTool } from '../vision-tool-context';
import { FailureNotice } from './FailureNotice';
import { GalleryItem } from './GalleryItem';

/** tools.md §2: the results, a spinner while waiting with none of this request's yet. */
export function VisionGallery() {
  const { t } = useTranslation('vision');
  const { actor } = useVisionTool();
  const images = useSelector(actor, (s) => s.context.images);
  const failure = useSelector(actor, (s) => s.context.failure);
  const waitingForFirst = useSelector(actor, (s) => s.hasTag('busy') && s.context.delivered === 0);
  return (
    <section className="vision-gallery" aria-labelledby="vision-gallery-heading" aria-busy={waitingForFirst}>
      <h2 id="vision-gallery-heading">{t('gallery.heading')}</h2>
      {failure && <FailureNotice failure={failure} />}
      {waitingForFirst && (
        <div className="vision-spinner" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('gallery.waiting')}
        </div>
      )}
      {images.length === 0 && !waitingForFirst && !failure && <p className="muted">{t('gallery.empty')}</p>}
      <ul className="vision-images">
        {images.map((image) => (
          <GalleryItem key={image.uid} image={image} />
        ))}
      </ul>
    </section>
  );
}
