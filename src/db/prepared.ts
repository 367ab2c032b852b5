import type { Database } from './client.js'
import { sharedReaderOf } from './unlocked-reader.js'

/**
 * What a Drizzle handle runs its statements on: the pool for `db`, the pooled connection a
 * transaction holds (the same connection serves many transactions, one after the other), PGlite's
 * instance or its transaction. A handle that does not say is its own connection. Each unit of
 * guarded work gets a handle of its own on the database's unlocked reader; they all run on that
 * reader, which shares the pool but must keep its own statements, since they go through its
 * statement log (reads only).
 */
function connectionOf(db: Database): object {
  const reader = sharedReaderOf(db)
  if (reader) return reader
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
