import type { Database } from './client.js'
import { sqlState } from './errors.js'
import { executeRaw, RawSql } from './raw-sql.js'
import { executeAtomic, type RowLocks } from './statement-batches.js'
import { isUnlockedReader, newUnlockedReader, NotGuardable } from './unlocked-reader.js'

/**
 * A step the current request adds to each business transaction it runs, just before the commit: the
 * `Idempotency-Key` record, so the key, its fingerprint and its stored response commit with the
 * change itself (a crash after the commit can no longer lose the record and let a retry run the
 * change twice). Made by the HTTP layer for a request that sends a key, and passed by its route to
 * the service, which hands it to `transaction`, `commitWrites` or `optimistically`. Passed, not
 * kept in an async context: on Node 20 an `AsyncLocalStorage` turns on promise hooks that every
 * promise of the process then pays for.
 */
export interface TransactionScope {
  beforeCommit(tx: Database, result: unknown): Promise<void>
  /** The same record as a write of guarded work's one statement (see optimistically), for its result. */
  recordAtCommit(result: unknown): HeldRecord
}

/**
 * Where a service's change commits: in the caller's transaction (`executor`), or in one of its
 * own, with the request's `scope` when it has one.
 */
export interface CommitIn {
  executor?: Database
  scope?: TransactionScope
}

/** A request's record, held for guarded work's statement. */
export interface HeldRecord {
  /** Returns a row when it stored the record, none when another request holds the key. */
  write: RawSql
  /** Called once the statement that wrote it has committed. */
  committed(): void
}

/** Writes held back until the end of each transaction `transaction` runs (see writeAtCommit). */
const pendingWrites = new WeakMap<Database, RawSql[]>()

/**
 * A service's unit of work: `work`, its writes held for the commit and the request's pre-commit
 * step (`scope`) commit or roll back together.
 */
export function transaction<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
  scope?: TransactionScope,
): Promise<T> {
  if (isUnlockedReader(db)) throw new NotGuardable('a transaction inside guarded work')
  return db.transaction(async (tx) => {
    pendingWrites.set(tx, [])
    const result = await work(tx)
    await scope?.beforeCommit(tx, result)
    await flushPendingWrites(tx)
    return result
  })
}

/**
 * `writes`, all or nothing, then `result`: with the request's pre-commit step (its Idempotency-Key
 * record) in a transaction; without one, as one statement with no BEGIN and COMMIT around it —
 * a statement is atomic on its own, and that saves two round trips (a payment's create). In
 * guarded work, with its statement.
 */
export async function commitWrites<T>(
  db: Database,
  scope: TransactionScope | undefined,
  result: T,
  ...writes: RawSql[]
): Promise<T> {
  if (isUnlockedReader(db)) {
    await writeAtCommit(db, ...writes)
    return result
  }
  if (scope) {
    return transaction(
      db,
      async (tx) => {
        await writeAtCommit(tx, ...writes)
        return result
      },
      scope,
    )
  }
  await writeNow(db, ...writes)
  return result
}

/**
 * Writes whose outcome nothing in the transaction reads again (the last writes of a status change:
 * its ledger transfer, the row's new state, its events): in a transaction `transaction` runs they
 * are held and sent at its end, in one statement with whatever it runs last, so a change costs one
 * round trip for all of them; anywhere else they run now, together. An error in one of them fails
 * the transaction as it would have on its own. Never for a row the transaction reads again without
 * `flushPendingWrites` first, nor for one it updates twice: a statement does not see what its own
 * writes did, and updates a row once.
 */
export async function writeAtCommit(tx: Database, ...writes: RawSql[]): Promise<void> {
  const pending = isUnlockedReader(tx) ? unitOf(tx).writes : pendingWrites.get(tx)
  if (pending) pending.push(...writes)
  else await writeNow(tx, ...writes)
}

/** `writes` together, in one statement, now. */
export async function writeNow(tx: Database, ...writes: RawSql[]): Promise<void> {
  if (writes.length > 0 && isUnlockedReader(tx)) throw new NotGuardable('a write that cannot wait')
  if (writes.length > 0) await executeRaw(tx, withWrites(writes.slice(0, -1), writes.at(-1)!))
}

/** Runs `statement` with the transaction's held writes in front of it, in one round trip; its rows. */
export async function executeWithPendingWrites<Row>(tx: Database, statement: RawSql): Promise<Row[]> {
  if (isUnlockedReader(tx)) throw new NotGuardable('a statement whose outcome the work reads')
  const held = pendingWrites.get(tx)?.splice(0) ?? []
  return executeRaw<Row>(tx, withWrites(held, statement))
}

/**
 * Sends the writes held so far, for a read that must see them (a ledger read after a held
 * transfer); at the end of the transaction, those no later statement took along.
 */
export async function flushPendingWrites(tx: Database): Promise<void> {
  if (isUnlockedReader(tx)) {
    const unit = unitOf(tx)
    if (unit.writes.length > unit.unread) throw new NotGuardable('a read of its own held writes')
    return
  }
  await writeNow(tx, ...(pendingWrites.get(tx)?.splice(0) ?? []))
}

/** One statement: each write a data-modifying WITH item, ahead of `last`. */
function withWrites(writes: readonly RawSql[], last: RawSql): RawSql {
  if (writes.length === 0) return last
  const parts: (string | RawSql)[] = ['with ']
  writes.forEach((write, index) =>
    parts.push(index === 0 ? 'held_0 as (' : `, held_${index} as (`, write, ')'),
  )
  parts.push(' ', last)
  return RawSql.concat(parts)
}

/** What guarded work holds for its one statement: its writes, and the checks that guard them. */
interface GuardedUnit {
  writes: RawSql[]
  checks: RawSql[]
  /** The rows the checks lock, for a batch to lock first (statement-batches.ts). */
  locks: RowLocks[]
  /** How many of the writes nothing in the work reads back (conditionalWrite). */
  unread: number
}

/** Each unit's, by the reader handle it was given (newUnlockedReader). */
const guardedUnits = new WeakMap<Database, GuardedUnit>()

function unitOf(reader: Database): GuardedUnit {
  const unit = guardedUnits.get(reader)
  if (!unit) throw new NotGuardable('the unlocked reader outside guarded work')
  return unit
}

/** SQLSTATE of `assert_still_true` (migration 0015): a check of guarded work no longer held. */
const STILL_TRUE_FAILED = 'PX409'

/**
 * A change decided without locks, committed in one statement with no transaction of its own
 * around it (on PostgreSQL, under load, statement-batches.ts commits it with the statements that
 * queued beside it):
 * `work` reads through the unlocked reader (plain reads only, see unlocked-reader.ts), holds its
 * writes with `writeAtCommit` and, for each row its decision rests on, adds a check with
 * `checkAtCommit` — a boolean subquery that locks the row and says whether what was read still
 * holds. The statement locks in the order the checks were added, stops (and writes nothing) on the
 * first that fails, and otherwise writes. When a check fails, or the work needs something that
 * cannot wait for that statement (a lock, a write it reads back, a transaction), or it throws,
 * `underLocks` decides again as a transaction would have, and its answer is the one returned. A
 * request's `scope` (its Idempotency-Key) writes its record in the same statement, checked last
 * (`work`'s result is what the record stores, as a transaction's is): when the key is taken,
 * nothing is written and `underLocks`, given the same scope, finds out why in the transaction its
 * record would commit in. Saves a status change its BEGIN, its lock statements and its COMMIT, and
 * holds its locks only while that statement (or its batch) runs.
 */
export async function optimistically<T>(
  db: Database,
  work: (reader: Database) => Promise<T>,
  underLocks: () => Promise<T>,
  scope?: TransactionScope,
): Promise<T> {
  const reader = newUnlockedReader(db)
  if (!reader) return underLocks()
  const unit: GuardedUnit = { writes: [], checks: [], locks: [], unread: 0 }
  guardedUnits.set(reader, unit)
  let result: T
  try {
    result = await work(reader)
  } catch {
    // A refusal decided on unlocked reads is decided again under locks, where it is authoritative.
    return underLocks()
  }
  const record = scope?.recordAtCommit(result)
  if (record) holdWriteThatMustWrite(unit, record.write)
  try {
    await executeAtomic(db, withWrites(unit.writes, allStillTrue(unit.checks)), unit.locks)
  } catch (error) {
    if (sqlState(error) === STILL_TRUE_FAILED) return underLocks()
    throw error
  }
  record?.committed()
  return result
}

/**
 * Holds `write` with a check that it returned a row. Reading its output runs it there, after the
 * checks before it have locked their rows (withWrites names the items).
 */
function holdWriteThatMustWrite(unit: GuardedUnit, write: RawSql): void {
  unit.writes.push(write)
  unit.checks.push(new RawSql([`exists (select from held_${unit.writes.length - 1})`], []))
}

/**
 * Runs a conditional write (one with a `returning` clause) and says whether it wrote a row, as a
 * decision resting on it needs to know. Guarded work holds it instead, with a check that it wrote,
 * and answers yes: when it did not, the statement writes nothing and the work is decided again
 * under locks. Only for a row nothing later in the work reads (a provider intent's record or
 * closing), so guarded work's reads go on after it.
 */
export async function conditionalWrite(db: Database, write: RawSql): Promise<boolean> {
  if (!isUnlockedReader(db)) return (await executeRaw(db, write)).length > 0
  const unit = unitOf(db)
  holdWriteThatMustWrite(unit, write)
  unit.unread += 1
  return true
}

/**
 * Adds to the guarded work `tx` runs a check its statement makes under lock (see optimistically);
 * `locks`, the rows the check locks that other processes' statements lock too, for a batch to lock
 * before its statements, in one order (statement-batches.ts).
 */
export function checkAtCommit(tx: Database, check: RawSql, locks?: RowLocks): void {
  if (!isUnlockedReader(tx)) throw new Error('checkAtCommit outside guarded work')
  const unit = unitOf(tx)
  unit.checks.push(check)
  if (locks) unit.locks.push(locks)
}

/** Whether `tx` is guarded work's reader (a repository then reads unlocked and adds a check). */
export const isGuarded = (tx: Database): boolean => isUnlockedReader(tx)

/** The checks in order, left to right: `and` evaluates the next only when the ones before held. */
function allStillTrue(checks: readonly RawSql[]): RawSql {
  const parts: (string | RawSql)[] = ['select assert_still_true(']
  checks.forEach((check, index) => parts.push(index === 0 ? '' : ' and ', check))
  if (checks.length === 0) parts.push('true')
  parts.push(')')
  return RawSql.concat(parts)
}
