/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/** In-page watches of the long-chats scenario. Each is self-contained: it is serialised into the page. */

export interface OpenedChat {
  /** From the click on the chat to the first frame with its last message shown and the message box enabled. */
  usableMs: number;
  rowsMounted: number;
  startedAt: number;
  endedAt: number;
}

/** Clicks the sidebar's button for `name` and watches every frame until the chat is usable. */
export function chooseChat({ name, lastWords }: { name: string; lastWords: string }): Promise<OpenedChat> {
  return new Promise((resolve, reject) => {
    const button = [...document.querySelectorAll<HTMLButtonElement>('.chat-list button')].find((candidate) => candidate.textContent === name);
    if (!button) return reject(new Error(`no sidebar button for ${name}`));
    const startedAt = performance.now();
    button.click();
    const step = () => {
      const rows = document.querySelectorAll('.message-scroller > [data-index]');
      const shown = [...rows].some((row) => row.textContent?.includes(lastWords));
      const box = document.querySelector<HTMLTextAreaElement>('textarea[aria-label="Message"]');
      if (shown && box && !box.disabled) {
        const endedAt = performance.now();
        resolve({ usableMs: endedAt - startedAt, rowsMounted: rows.length, startedAt, endedAt });
      } else if (performance.now() - startedAt > 60_000) reject(new Error('the chat did not open within 60 s'));
      else requestAnimationFrame(step);
    };
    step();
  });
}

export interface ScrolledToTop {
  frames: number;
  maxRowsMounted: number;
  startedAt: number;
  endedAt: number;
  /** The first message was mounted at the end. */
  reachedFirst: boolean;
}

/** Scrolls the conversation from its end to its top, `stepPx` a frame (a fling of the wheel), for at most `maxMs`. */
export function scrollToTop({ stepPx, maxMs }: { stepPx: number; maxMs: number }): Promise<ScrolledToTop> {
  return new Promise((resolve) => {
    const scroller = document.querySelector<HTMLElement>('.message-scroller');
    if (!scroller) throw new Error('no conversation to scroll');
    scroller.scrollTop = scroller.scrollHeight;
    const run = { frames: 0, maxRowsMounted: 0, startedAt: performance.now(), endedAt: 0, reachedFirst: false };
    const step = () => {
      run.frames += 1;
      run.maxRowsMounted = Math.max(run.maxRowsMounted, scroller.querySelectorAll(':scope > [data-index]').length);
      run.reachedFirst = scroller.querySelector(':scope > [data-index="0"]') !== null;
      if ((scroller.scrollTop === 0 && run.reachedFirst) || performance.now() - run.startedAt > maxMs) {
        run.endedAt = performance.now();
        resolve(run);
        return;
      }
      scroller.scrollTop = Math.max(0, scroller.scrollTop - stepPx);
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

/** From each key's event to the next frame, in the page (installed before typing, read after). */
export function watchKeys(): void {
  const lags: number[] = [];
  (globalThis as unknown as { benchKeyLags: number[] }).benchKeyLags = lags;
  document.addEventListener(
    'keydown',
    (event) => {
      const at = event.timeStamp;
      requestAnimationFrame(() => lags.push(performance.now() - at));
    },
    { capture: true },
  );
}

export const keyLags = () => (globalThis as unknown as { benchKeyLags?: number[] }).benchKeyLags?.splice(0) ?? [];

/** Puts `text` into the message box as a paste leaves it (its value, one input event); the task's length. */
export function pasteIntoBox(text: string): { at: number; ms: number } {
  const area = document.querySelector<HTMLTextAreaElement>('textarea[aria-label="Message"]');
  if (!area) throw new Error('no message box');
  area.focus();
  const at = performance.now();
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(area, text);
  area.dispatchEvent(new Event('input', { bubbles: true }));
  return { at, ms: performance.now() - at };
}

/** The studio's state after the paste: the notice, the box's length and whether Send is disabled. */
export function pastedState() {
  const area = document.querySelector<HTMLTextAreaElement>('textarea[aria-label="Message"]');
  return {
    boxChars: area?.value.length ?? 0,
    tooLongShown: document.querySelector('.chat-input-too-long') !== null,
    sendDisabled: document.querySelector<HTMLButtonElement>('.chat-input > button:last-of-type')?.disabled ?? false,
  };
}

/** Navigation start (the document's time origin) to the message box shown and enabled. */
export function boxUsableAfterLoad(): Promise<number> {
  return new Promise((resolve) => {
    const step = () => {
      const box = document.querySelector<HTMLTextAreaElement>('textarea[aria-label="Message"]');
      if (box && !box.disabled && box.getBoundingClientRect().height > 0) resolve(performance.now());
      else if (performance.now() > 60_000) resolve(Number.NaN);
      else requestAnimationFrame(step);
    };
    step();
  });
}

export const pageNow = () => performance.now();
export const sidebarRows = () => document.querySelectorAll('.chat-list > [data-index]').length;
