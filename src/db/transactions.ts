import { AsyncLocalStorage } from 'node:async_hooks'
import type { Database } from './client.js'
import { executeRaw, RawSql } from './raw-sql.js'

/**
 * A step the current request adds to each business transaction it runs, just before the commit: the
 * `Idempotency-Key` record, so the key, its fingerprint and its stored response commit with the
 * change itself (a crash after the commit can no longer lose the record and let a retry run the
 * change twice). Set by the HTTP layer around a request; the services only run `transaction`.
 */
export interface TransactionScope {
  beforeCommit(tx: Database, result: unknown): Promise<void>
}

const currentScope = new AsyncLocalStorage<TransactionScope>()

/** Writes held back until the end of each transaction `transaction` runs (see writeAtCommit). */
const pendingWrites = new WeakMap<Database, RawSql[]>()

/** Runs `next` (the rest of the request) with `scope` applying to its transactions. */
export function withTransactionScope<T>(scope: TransactionScope, next: () => T): T {
  return currentScope.run(scope, next)
}

/**
 * A service's unit of work: `work`, its writes held for the commit and the request's pre-commit
 * step commit or roll back together.
 */
export function transaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    pendingWrites.set(tx, [])
    const result = await work(tx)
    await currentScope.getStore()?.beforeCommit(tx, result)
    await flushPendingWrites(tx)
    return result
  })
}

/**
 * `writes`, all or nothing, then `result`: with the request's pre-commit step (its Idempotency-Key
 * record) in a transaction; without one, as one statement with no BEGIN and COMMIT around it —
 * a statement is atomic on its own, and that saves two round trips (a payment's create).
 */
export async function commitWrites<T>(db: Database, result: T, ...writes: RawSql[]): Promise<T> {
  if (currentScope.getStore()) {
    return transaction(db, async (tx) => {
      await writeAtCommit(tx, ...writes)
      return result
    })
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
  const pending = pendingWrites.get(tx)
  if (pending) pending.push(...writes)
  else await writeNow(tx, ...writes)
}

/** `writes` together, in one statement, now. */
export async function writeNow(tx: Database, ...writes: RawSql[]): Promise<void> {
  if (writes.length > 0) await executeRaw(tx, withWrites(writes.slice(0, -1), writes.at(-1)!))
}

/** Runs `statement` with the transaction's held writes in front of it, in one round trip; its rows. */
export async function executeWithPendingWrites<Row>(tx: Database, statement: RawSql): Promise<Row[]> {
  const held = pendingWrites.get(tx)?.splice(0) ?? []
  return executeRaw<Row>(tx, withWrites(held, statement))
}

/**
 * Sends the writes held so far, for a read that must see them (a ledger read after a held
 * transfer); at the end of the transaction, those no later statement took along.
 */
export async function flushPendingWrites(tx: Database): Promise<void> {
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
