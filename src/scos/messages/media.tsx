import { useTranslation } from 'react-i18next';
import { mediaSource, type MediaSource } from '../protocol/media-source';
import { ZoomableImage } from './ImageZoom';
import type { MessageKind } from './message-kind';

export interface MediaContent {
  type: 'MEDIA';
  media: 'IMAGE' | 'VIDEO' | 'AUDIO';
  source: MediaSource;
  alt: string;
}

/**
 * MEDIA (tools.md §5): files play with controls; autoplay only when muted (never with sound).
 * A video-site embed (allowlisted hosts only) is a sandboxed iframe with a link beneath it, which
 * is all that is left when the site cannot be reached.
 */
function MediaMessage({ content }: { content: MediaContent }) {
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

/** MEDIA: an image, a video or a sound from a checked address, or an allowlisted video site's embed. */
export const mediaKind: MessageKind<'MEDIA', MediaContent> = {
  content(item, context, warnings) {
    const source = mediaSource(item.data.source, item.data.type, context.botUrl, context.videoHosts);
    if (source.kind === 'refused') {
      warnings.push(
        source.reason === 'video-host-not-allowed' ? { kind: 'video-host-not-allowed', value: item.data.source } : { kind: source.reason, where: 'data.source', value: item.data.source },
      );
    }
    if (!item.data.altText?.trim()) warnings.push({ kind: 'missing-alt-text', where: 'data.altText' });
    return { type: 'MEDIA', media: item.data.type, source, alt: item.data.altText?.trim() ?? '' };
  },
  View: MediaMessage,
  plainText: (content) => content.alt,
  transcriptText: (content) => `(${content.media.toLowerCase()}: ${content.alt})`,
  closesOnReply: false,
};
