import { useEffect, useState } from 'react';
import type { DeferredCode } from './deferred-code';
import { log } from '../browser/log';

/**
 * The deferred code for a view: undefined until it has come, then the view renders again with
 * it. With `fetchNow` the view starts the fetch; without, it waits for whoever does.
 */
export function useDeferredCode<T>(code: DeferredCode<T>, fetchNow: boolean): T | undefined {
  const [current, setCurrent] = useState(code.current);
  useEffect(() => {
    if (current) return undefined;
    let mounted = true;
    // A function-valued setter argument: the code may be a component.
    void code.arrived.then((arrived) => mounted && setCurrent(() => arrived));
    // The view stays usable without it (plain text, a placeholder); the next one tries again.
    if (fetchNow) code.load().catch((error: unknown) => log.error(`${code.name} could not be fetched`, error));
    return () => {
      mounted = false;
    };
  }, [code, current, fetchNow]);
  return current;
}
