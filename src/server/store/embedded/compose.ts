// Embedded adapter: node:sqlite in a file under .data/ so `npm run dev` works on a fresh clone with no
// account and no server. Never used in production (see ../index). WAL journal, one transaction per write
// (./db), the schema in ./schema (every table: one file serves every function); one file per sub-port of
// ../port. A store is composed here of the parts its function declares (../parts).

import { composeStore, type PartName } from '../compose';
import type { Store, StoreOptions } from '../port';
import { closureReads, type ClosureReads } from './calendar';
import { openDatabase, settled, type EmbeddedDb } from './db';
import { windowCounter, type WindowCounter } from './limits';
import { outboxStatements, type OutboxStatements } from './outbox';

export interface EmbeddedStoreOptions extends StoreOptions {
  /** File path (its folder is created), or ':memory:'. */
  path: string;
}

/** What each embedded part is made from: the database and the statements several parts share. */
export interface EmbeddedParts {
  db: EmbeddedDb;
  counter: WindowCounter;
  outboxSql: OutboxStatements;
  closures: ClosureReads;
}

export function composeEmbeddedStore(
  options: EmbeddedStoreOptions,
  parts: readonly (readonly [PartName, (context: EmbeddedParts) => unknown])[],
): Store {
  const db = openDatabase(options.path, options.now ?? (() => new Date()));
  const context: EmbeddedParts = {
    db,
    counter: windowCounter(db),
    outboxSql: outboxStatements(db.db),
    closures: closureReads(db),
  };
  const base: Pick<Store, 'name' | 'ping' | 'close'> = {
    name: 'embedded',
    ping: () =>
      db.read('ping', () => {
        db.db.prepare('SELECT 1').get();
      }),
    close: () => settled(() => db.close()),
  };
  return composeStore(base, context, parts);
}
