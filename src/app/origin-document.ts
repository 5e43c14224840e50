import type { OriginSettings } from '../../contracts/runtime-config';

/** platform.md §4: origin change resets title, icon (and, through the platform, nav items and hosts). */
export function applyOriginToDocument(settings: Pick<OriginSettings, 'appName' | 'favicon'>, doc: Document = document) {
  doc.title = settings.appName;
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.append(icon);
  }
  icon.href = settings.favicon;
}
