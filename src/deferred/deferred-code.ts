/**
 * Code fetched when it is needed, not with the page (split by need): a menu's or a
 * dialog's React Aria overlay code, the Markdown renderer. Whoever starts the fetch, every view
 * waiting for it is told when it has come.
 */
export interface DeferredCode<T> {
  /** What it is, for the log: "the Markdown renderer". */
  readonly name: string;
  /** The code once it has come; undefined before, and after a failed fetch. */
  current(): T | undefined;
  /** Starts the fetch, or joins the one under way. A failed fetch is tried again at the next call. */
  load(): Promise<T>;
  /** Settles when the code has come, whoever fetched it; never rejects. */
  readonly arrived: Promise<T>;
}

export function deferredCode<T>(name: string, fetchCode: () => Promise<T>): DeferredCode<T> {
  let code: T | undefined;
  let pending: Promise<T> | undefined;
  let arrive!: (code: T) => void;
  const arrived = new Promise<T>((resolve) => (arrive = resolve));
  return {
    name,
    current: () => code,
    arrived,
    load() {
      pending ??= fetchCode().then(
        (fetched) => {
          code = fetched;
          arrive(fetched);
          return fetched;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

const wantedOnFirstInteraction = new Set<DeferredCode<unknown>>();
const interactions = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'focusin'] as const;
let interacted = false;

// A failure here is met again, and reported, where the code is used.
const fetchQuietly = (code: DeferredCode<unknown>) => code.load().catch(() => undefined);

function fetchWanted() {
  interacted = true;
  for (const type of interactions) document.removeEventListener(type, fetchWanted, true);
  for (const code of wantedOnFirstInteraction) fetchQuietly(code);
}

/**
 * Fetches the code when the user first moves, taps or types on the page: after the first paint
 * and the page being usable, before the first menu or dialog is likely opened. Code wanted only
 * after that (a route that came later) is fetched once the page is idle, not at a next first
 * interaction that never comes.
 */
export function fetchOnFirstInteraction(...codes: DeferredCode<unknown>[]) {
  if (typeof document === 'undefined') return;
  if (interacted) {
    const whenIdle = typeof requestIdleCallback === 'function' ? (run: () => void) => requestIdleCallback(run, { timeout: 1_000 }) : (run: () => void) => setTimeout(run, 0);
    whenIdle(() => codes.forEach(fetchQuietly));
    return;
  }
  if (wantedOnFirstInteraction.size === 0) for (const type of interactions) document.addEventListener(type, fetchWanted, { capture: true, passive: true });
  for (const code of codes) wantedOnFirstInteraction.add(code);
}
