import { setTimeout as delay } from 'node:timers/promises';
import type { Database } from '../../db/database';
import type { Readiness } from './ops-endpoints';

/** How long /readyz waits for the database to answer before it says it cannot be reached. */
export const readinessQueryMs = 2_000;

/** Ready while the database answers a query within two seconds. */
export function databaseReadiness(db: Database): () => Promise<Readiness> {
  return async () => {
    const answered = await Promise.race([db.query('select 1').then(() => true, () => false), delay(readinessQueryMs, false, { ref: false })]);
    return answered ? { ready: true } : { ready: false, reason: 'database unreachable' };
  };
}
