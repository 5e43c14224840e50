import { checkWebUrl, type UrlRefusal } from './safe-url';

/** tools.md §5: autoplay, loop and muted options on a media address; "0" or absent means off. */
export interface MediaOptions {
  autoplay: boolean;
  loop: boolean;
  muted: boolean;
}

export type MediaSource =
  | { kind: 'file'; src: string; options: MediaOptions }
  /** A video site on the allowlist: shown in a sandboxed iframe, never autoplaying with sound. */
  | { kind: 'embed'; src: string; host: string; options: MediaOptions }
  | { kind: 'refused'; reason: UrlRefusal | 'video-host-not-allowed' };

const optionNames = ['autoplay', 'loop', 'muted'] as const;

/**
 * The playable address of a media item: options read and stripped; a video on an allowlisted
 * site becomes an embed carrying the options (autoplay only muted); other hosts' videos are refused
 * unless the bot serves them itself.
 */
export function mediaSource(source: string, kind: 'IMAGE' | 'VIDEO' | 'AUDIO', botUrl: string, videoHosts: readonly string[]): MediaSource {
  const checked = checkWebUrl(source, botUrl);
  if (!checked.ok) return { kind: 'refused', reason: checked.refused };
  const url = new URL(checked.href);
  const flag = (name: string) => {
    const value = url.searchParams.get(name);
    return value !== null && value !== '0' && value !== 'false';
  };
  const options: MediaOptions = { autoplay: flag('autoplay'), loop: flag('loop'), muted: flag('muted') || flag('mute') };
  for (const name of [...optionNames, 'mute']) url.searchParams.delete(name);
  const botOrigin = new URL(botUrl).origin;
  if (kind !== 'VIDEO' || url.origin === botOrigin) return { kind: 'file', src: url.href, options };
  if (!videoHosts.includes(url.hostname)) return { kind: 'refused', reason: 'video-host-not-allowed' };
  if (options.autoplay) {
    options.muted = true;
    url.searchParams.set('autoplay', '1');
    url.searchParams.set('mute', '1');
  }
  if (options.loop) url.searchParams.set('loop', '1');
  return { kind: 'embed', src: url.href, host: url.hostname, options };
}
