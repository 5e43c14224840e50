import { useTranslation } from 'react-i18next';
import type { Content } from '../protocol/messages';
import { ZoomableImage } from './ImageZoom';

type MediaContent = Extract<Content, { type: 'MEDIA' }>;

/**
 * MEDIA (tools.md §5): files play with controls; autoplay only when muted (never with sound).
 * A video-site embed (allowlisted hosts only) is a sandboxed iframe with a link beneath it, which
 * is all that is left when the site cannot be reached.
 */
export function MediaMessage({ content }: { content: MediaContent }) {
  const { t } = useTranslation('scos');
  const { source, alt } = content;
  if (source.kind === 'refused') {
    return (
      <p className="scos-unshowable" role="note">
        {t(source.reason === 'video-host-not-allowed' ? 'media.hostRefused' : 'media.refused')}
      </p>
    );
  }
  const { options } = source;
  const autoPlay = options.autoplay && options.muted;
  if (source.kind === 'embed') {
    return (
      <figure className="scos-media">
        <iframe
          className="scos-embed"
          src={source.src}
          title={alt || t('media.video')}
          sandbox="allow-scripts allow-same-origin allow-presentation"
          allow="fullscreen; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
        <figcaption>
          <a href={source.src} target="_blank" rel="noopener noreferrer">
            {t('media.openOn', { host: source.host })}
          </a>
        </figcaption>
      </figure>
    );
  }
  if (content.media === 'IMAGE') return <ZoomableImage src={source.src} alt={alt} />;
  const Player = content.media === 'AUDIO' ? 'audio' : 'video';
  return (
    <figure className="scos-media">
      <Player controls src={source.src} loop={options.loop} muted={options.muted} autoPlay={autoPlay} aria-label={alt || t(`media.${Player}`)} />
      {alt && <figcaption>{alt}</figcaption>}
    </figure>
  );
}
