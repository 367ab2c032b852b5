import type { Database } from './client.js'
import { isUnlockedReader } from './unlocked-reader.js'

/**
 * What a Drizzle handle runs its statements on: the pool for `db`, the pooled connection a
 * transaction holds (the same connection serves many transactions, one after the other), PGlite's
 * instance or its transaction. A handle that does not say is its own connection, and so is an
 * unlocked reader: it shares the pool, but its statements must go through its own statement log.
 */
function connectionOf(db: Database): object {
  if (isUnlockedReader(db)) return db
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client
  return typeof client === 'object' && client !== null ? client : db
}

/**
 * Statements built once per connection and shape, then executed with new values: building a wide
 * statement (every column of a payment, the ledger lock) costs Drizzle more CPU than PostgreSQL
 * spends running it (docs/decisions/0019-money-path-performance.md). A prepared query runs on the
 * connection of the handle it was built from, so it is kept per connection, never per transaction
 * object, which is new each time. `shape` names what changes the text (how many values an IN list
 * holds); values go in placeholders.
 */
export function preparedPerConnection<Prepared>(build: (db: Database, shape: string) => Prepared) {
  const byConnection = new WeakMap<object, Map<string, Prepared>>()
  return (db: Database, shape = ''): Prepared => {
    const connection = connectionOf(db)
    let shapes = byConnection.get(connection)
    if (!shapes) byConnection.set(connection, (shapes = new Map<string, Prepared>()))
    let prepared = shapes.get(shape)
    if (prepared === undefined) shapes.set(shape, (prepared = build(db, shape)))
    return prepared
  }
}
