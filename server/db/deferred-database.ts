import type { Database } from './database';

/**
 * A database that is still opening: calls wait for it. Lets a server listen at once while the
 * embedded database (seconds of WebAssembly start-up) gets ready; a failed open fails each call.
 */
export function deferredDatabase(opening: Promise<Database>): Database {
  return {
    query: async (sql, params) => (await opening).query(sql, params),
    exec: async (sql) => (await opening).exec(sql),
    transaction: async (work) => (await opening).transaction(work),
    close: async () => {
      const db = await opening.catch(() => undefined);
      await db?.close();
    },
  };
}
