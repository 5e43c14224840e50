import type { Database, Queryable } from '../../../server/db/database';
import type { TestDatabase } from '../../../server/db/test-database';
import { isWrite } from './booking-figures';

export interface StatementCount {
  statements: number;
  writes: number;
}

/**
 * The database with every statement counted (in a transaction too), as the API makes them: the
 * bench's way to count writes per answer on PGlite and PostgreSQL alike, without the server's help.
 */
export function countedDatabase(opened: TestDatabase): TestDatabase & { count: StatementCount; reset: () => void } {
  const count: StatementCount = { statements: 0, writes: 0 };
  const seen = (sql: string) => {
    count.statements += 1;
    if (isWrite(sql)) count.writes += 1;
  };
  const counted = (target: Queryable): Queryable => ({
    query: (sql, params) => {
      seen(sql);
      return target.query(sql, params);
    },
    exec: (sql) => {
      seen(sql);
      return target.exec(sql);
    },
  });
  const { db } = opened;
  const wrapped: Database = {
    ...counted(db),
    transaction: (work) => db.transaction((tx) => work(counted(tx))),
    close: () => db.close(),
    ...(db.listen ? { listen: db.listen.bind(db) } : {}),
    ...(db.exclusive ? { exclusive: db.exclusive.bind(db) } : {}),
    ...(db.poolStats ? { poolStats: db.poolStats.bind(db) } : {}),
  };
  return {
    db: wrapped,
    dispose: opened.dispose,
    count,
    reset: () => {
      count.statements = 0;
      count.writes = 0;
    },
  };
}
