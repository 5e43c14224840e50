import type { BrowserContext, Page } from '@playwright/test';

/**
 * A function's source to run in the page. tsx compiles with esbuild's `keepNames`, which
 * wraps named inner functions in `__name(...)` calls; that helper exists only in Node, so the
 * source is given an identity `__name` of its own.
 */
const withNameShim = (fn: (arg: never) => unknown, arg: unknown) =>
  `((__name) => (${fn.toString()})(${JSON.stringify(arg) ?? 'undefined'}))((target) => target)`;

/** Runs `fn(arg)` in the page and returns its (awaited) result; `arg` and the result are JSON. */
export function inPage<A, R>(page: Page, fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
  return page.evaluate(withNameShim(fn as (arg: never) => unknown, arg)) as Promise<R>;
}

/** Runs `fn(arg)` at the start of every document of the context, before the page's own scripts. */
export async function everyDocument<A>(context: BrowserContext, fn: (arg: A) => void, arg: A): Promise<void> {
  await context.addInitScript({ content: withNameShim(fn as (arg: never) => unknown, arg) });
}
