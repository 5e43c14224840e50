import type { Database } from '../db/database';

/**
 * Runs `work` unless another instance on the database runs the same chore just now (an advisory
 * lock on PostgreSQL): the purges and the sweep of several instances do not delete or cut the same
 * rows side by side. `what` names the chore, so different chores do not wait for each other.
 */
export function onOneInstance<T>(db: Database, what: string, work: () => Promise<T>): Promise<T | undefined> {
  return db.exclusive ? db.exclusive(what, work) : work();
}
