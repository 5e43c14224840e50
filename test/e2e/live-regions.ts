import type { Page } from '@playwright/test';

/** One change of a live region, as a screen reader would be told of it. */
export interface LiveChange {
  at: number;
  politeness: 'polite' | 'assertive';
  region: string;
  text: string;
}

/**
 * Logs every change of every live region from now on (a MutationObserver over the whole page:
 * aria-live, status, alert and log regions, and regions that are themselves inserted, as a
 * toast is). Installed for each new document of the page, so a reload is logged too.
 */
export async function logLiveRegions(page: Page) {
  await page.addInitScript(() => {
    const log: Array<{ at: number; politeness: string; region: string; text: string }> = [];
    (window as unknown as { liveLog: typeof log }).liveLog = log;
    const selector = '[aria-live], [role=status], [role=alert], [role=log]';
    const politeness = (region: Element) => {
      const live = region.getAttribute('aria-live');
      if (live === 'assertive' || (live === null && region.getAttribute('role') === 'alert')) return 'assertive';
      return live === 'off' ? 'off' : 'polite';
    };
    const note = (region: Element) => {
      const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text === '' || politeness(region) === 'off') return;
      log.push({ at: performance.now(), politeness: politeness(region), region: `${region.getAttribute('role') ?? ''}.${region.className}`, text });
    };
    const start = () =>
      new MutationObserver((records) => {
        const changed = new Set<Element>();
        for (const record of records) {
          const target = record.target instanceof Element ? record.target : record.target.parentElement;
          const region = target?.closest(selector);
          if (region) changed.add(region);
          for (const node of Array.from(record.addedNodes)) if (node instanceof Element && node.matches(selector)) changed.add(node);
        }
        for (const region of changed) note(region);
      }).observe(document.documentElement, { subtree: true, childList: true, characterData: true });
    if (document.documentElement) start();
    else document.addEventListener('DOMContentLoaded', start);
  });
}

export const liveChanges = (page: Page) => page.evaluate(() => (window as unknown as { liveLog: LiveChange[] }).liveLog);
