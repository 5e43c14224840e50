/** `promise`, or a rejection with `failure` once `ms` have passed (the timer is cleared either way). */
export async function within<T>(promise: Promise<T>, ms: number, failure: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(failure)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}
