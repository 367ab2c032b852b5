import type { Logger } from 'drizzle-orm'
import type { Database } from './client.js'

/**
 * Thrown when work decided on unlocked reads (`optimistically`, db/transactions.ts) does something
 * that cannot wait for one guarded statement at its end — a lock, a write it needs now, a
 * transaction of its own: the work is then done again under locks.
 */
export class NotGuardable extends Error {
  constructor(what: string) {
    super(`not guardable: ${what}`)
  }
}

/** Each database's unlocked reader: a second Drizzle handle on the same connections. */
const readers = new WeakMap<Database, Database>()
const allReaders = new WeakSet<Database>()

/** Records `reader` as `db`'s unlocked reader (db/client.ts makes one per connection). */
export function registerUnlockedReader(db: Database, reader: Database): void {
  readers.set(db, reader)
  allReaders.add(reader)
}

export const unlockedReaderOf = (db: Database): Database | undefined => readers.get(db)
export const isUnlockedReader = (db: Database): boolean => allReaders.has(db)

const READ = /^\s*\(?\s*(select|with)\b/i
const LOCK_OR_WRITE =
  /\bfor\s+(update|no\s+key\s+update|share|key\s+share)\b|\b(insert|update|delete|merge)\b|pg_advisory/i

/**
 * The reader's statement log: it refuses, before it is sent, any statement but a plain read, so
 * no lock is taken and nothing is written outside the guarded statement, whatever code the work
 * runs (a path not written for it falls back to locks instead of losing its atomicity).
 */
export function unlockedReadsOnly(onStatement?: (sql: string) => void): Logger {
  return {
    logQuery(query) {
      if (!READ.test(query) || LOCK_OR_WRITE.test(query)) throw new NotGuardable(query.slice(0, 80))
      onStatement?.(query)
    },
  }
}
