import { Download, ExternalLink, RotateCcw, Trash2, ZoomIn } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '../../../machines/vision/image-settings';
import { formatDate, formatTime } from '../../i18n/formats';
import { problemText } from '../vision-commands';
import { useVisionTool } from '../vision-tool-context';
import { ZoomDialog } from './ZoomDialog';

/**
 * One result: the preview (≤ 420 px), how it was made, and its actions. A result that is not a
 * PNG to show, or that the browser cannot decode, has a message in place of its preview, and its
 * actions say so in a toast.
 */
export function GalleryItem({ image, onDelete }: { image: GalleryImage; onDelete: () => void }) {
  const { t, i18n } = useTranslation('vision');
  const { commands } = useVisionTool();
  const [zoomed, setZoomed] = useState(false);
  const [undecodable, setUndecodable] = useState(false);
  const problem = image.problem ?? (undecodable ? 'undecodable' : null);
  const { prompt, negativePrompt, ratio, count, guidance } = image.sent;
  const alt = t('gallery.alt', { prompt, position: image.position, of: image.of });
  // A data URL: the CSP allows them for images, and nothing is written anywhere.
  const src = useMemo(() => `data:image/png;base64,${image.base64}`, [image.base64]);
  const made = new Date(image.createdAt);
  return (
    <li className="vision-image">
      <figure>
        {problem === null ? (
          <img src={src} alt={alt} onError={() => setUndecodable(true)} />
        ) : (
          <div className="notice notice-danger vision-unusable">
            <strong>{t('gallery.unusable', { position: image.position, of: image.of })}</strong>
            <p>{problemText(i18n, problem)}</p>
          </div>
        )}
        <figcaption>
          {image.placeholder && (
            <p>
              <span className="vision-badge">{t('gallery.placeholder')}</span> <span className="muted">{t('gallery.placeholderHint')}</span>
            </p>
          )}
          <p className="vision-prompt">{prompt}</p>
          <p className="muted">
            {t('gallery.generated', { date: formatDate(made, i18n.language), time: formatTime(made, i18n.language) })}
            {' · '}
            {t('gallery.ratio', { ratio })}
            {' · '}
            {t('gallery.results', { count })}
            {guidance !== null && ` · ${t('gallery.guidance', { guidance: guidance.toFixed(1) })}`}
          </p>
          {negativePrompt.trim() !== '' && <p className="muted">{t('gallery.negativePrompt', { text: negativePrompt })}</p>}
        </figcaption>
      </figure>
      <div className="vision-actions" role="group" aria-label={t('gallery.actions', { position: image.position })}>
        <Button className="button" onPress={() => setZoomed(commands.zoom(image, problem))}>
          <ZoomIn aria-hidden="true" className="icon" /> {t('gallery.zoom')}
        </Button>
        <Button className="button" onPress={() => commands.openInNewTab(image, problem)}>
          <ExternalLink aria-hidden="true" className="icon" /> {t('gallery.openInNewTab')}
        </Button>
        <Button className="button" onPress={() => commands.download(image, alt, problem)}>
          <Download aria-hidden="true" className="icon" /> {t('gallery.download')}
        </Button>
        <Button className="button" onPress={() => commands.reuse(image.uid)}>
          <RotateCcw aria-hidden="true" className="icon" /> {t('gallery.reuse')}
        </Button>
        <Button className="button danger-outline" onPress={onDelete}>
          <Trash2 aria-hidden="true" className="icon" /> {t('gallery.delete')}
        </Button>
      </div>
      {zoomed && <ZoomDialog src={src} alt={alt} onClose={() => setZoomed(false)} />}
    </li>
  );
}
