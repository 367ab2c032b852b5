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
/** The handles given out, one per unit of guarded work. */
const handedOut = new WeakSet<Database>()

/** Records `reader` as `db`'s unlocked reader (db/client.ts makes one per connection). */
export function registerUnlockedReader(db: Database, reader: Database): void {
  readers.set(db, reader)
}

/**
 * A handle on `db`'s unlocked reader for one unit of guarded work (undefined when `db` has none):
 * an object of its own over the shared reader, with the same connections and statement log, so
 * what the unit holds is keyed by the handle it was given. No async context is needed, whose
 * promise hooks would cost every request in the process.
 */
export function newUnlockedReader(db: Database): Database | undefined {
  const shared = readers.get(db)
  if (!shared) return undefined
  const reader = Object.create(shared) as Database
  handedOut.add(reader)
  return reader
}

export const isUnlockedReader = (db: Database): boolean => handedOut.has(db)

/**
 * The shared reader behind a handle `newUnlockedReader` gave out (undefined for any other handle):
 * what the handle runs its statements on, through the reader's statement log, whichever unit of
 * work holds it.
 */
export const sharedReaderOf = (db: Database): Database | undefined =>
  handedOut.has(db) ? (Object.getPrototypeOf(db) as Database) : undefined

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
