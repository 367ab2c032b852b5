import { AsyncLocalStorage } from 'node:async_hooks'
import type { Database } from './client.js'

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

/** Runs `next` (the rest of the request) with `scope` applying to its transactions. */
export function withTransactionScope<T>(scope: TransactionScope, next: () => T): T {
  return currentScope.run(scope, next)
}

/** A service's unit of work: `work` and the request's pre-commit step commit or roll back together. */
export function transaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await work(tx)
    await currentScope.getStore()?.beforeCommit(tx, result)
    return result
  })
}
