import pg from 'pg'
import type { Database } from './client.js'
import { sqlState } from './errors.js'
import { surviveLostConnections } from './lost-connections.js'
import { runInOneSync } from './one-sync-transaction.js'
import { setPlannerCosts } from './planner-costs.js'
import { executeRaw, RawSql } from './raw-sql.js'

/** Statements one batch takes at most; more wait for the next. */
const MAX_BATCH = 32
/** Statements a batch takes at least when more wait: fewer would share a commit among too few. */
const MIN_SPLIT_BATCH = 8
/**
 * How long a batch waits for a row lock (ms) before it gives up and its statements run one by one.
 * A batch locks its statements' rows in their order, not in one order for all of them, so the
 * batches of two API processes can wait on each other; PostgreSQL would find that deadlock only
 * after `deadlock_timeout` (1 s by default).
 */
const BATCH_LOCK_TIMEOUT_MS = 100
/**
 * How long a batcher locks its batches' rows first (lockStatements) after one of its batches ran
 * out of lock wait: another process's batches are then locking the same rows. Alone, a process
 * never needs it, and it costs each batch a statement (decision 0019, "One order for every batch's
 * locks").
 */
const LOCK_AHEAD_AFTER_TIMEOUT_MS = 60_000
/** PostgreSQL's `lock_not_available`: a lock wait ran out (lock_timeout). */
const LOCK_NOT_AVAILABLE = '55P03'

/**
 * Rows of `table` (its name quoted) that a statement locks, by their primary key `id`, and that other
 * processes' batches may lock too: a batch locks them all before its statements (lockStatements).
 */
export interface RowLocks {
  table: string
  ids: readonly string[]
}

interface Queued {
  statement: RawSql
  locks: readonly RowLocks[]
  resolve(): void
  reject(error: unknown): void
}

/** What a batch's transaction came to: every statement committed, or none did. */
type BatchOutcome = 'committed' | 'rolled back'

/** What a batcher's batches came to since it opened, for /metrics (http/metrics.ts). */
export interface BatchCounts {
  /** Batches committed: each one transaction of two or more statements. */
  committed: number
  /** Batches rolled back (a statement failed, or a lock wait ran out): their statements then ran alone. */
  rolledBack: number
  /** Batches whose connection was lost: their statements failed. */
  lost: number
  /** Statements sent in batches, whatever the batch came to. */
  statements: number
  /** Batches that ran out of lock wait: as a rule, another process's batches were locking the same rows. */
  lockWaitsRunOut: number
  /** Batches sent while the one before was still running, to start as soon as it commits. */
  sentBehind: number
}

/**
 * Group commit for statements that are atomic on their own (guarded work's one statement, see
 * `optimistically` in transactions.ts). A statement that finds the batch connection free runs at
 * once, alone, as it would without a batcher. Statements that arrive while it runs wait for it and
 * then go in batches: each one transaction in one Sync (one-sync-transaction.ts), written in one
 * round trip on a connection that pipelines them, so they share a commit and PostgreSQL's work per
 * round trip. Under load a P2P payment then costs PostgreSQL about a third of the CPU it did
 * (docs/decisions/0019-money-path-performance.md). One connection per process: PostgreSQL runs one
 * batch at a time, and the next may already be sent behind it (see `sendWhatWaits`), so a process's
 * batches never wait on each other's locks. A batch takes half of the statements waiting (see
 * `nextBatchSize`). Once a batch has run out of lock wait, batches first lock the rows their
 * statements say they lock, in one order for every process, for a while (see `lockStatements`).
 *
 * A batch is all or nothing. When one of its statements fails in the database (a guard no longer
 * holds, a key is taken, a lock wait ran out, a check at commit), the transaction rolls back and
 * each statement then runs alone, on the pool, with the outcome it would have had without the
 * batch. A statement resolves only once what it wrote has committed. A connection lost in the
 * middle fails every statement of its batch and of the batch sent behind it, as it fails a
 * statement sent alone: whether they committed is unknown, so none is run again.
 */
export class StatementBatcher {
  private readonly queue: Queued[] = []
  /** Whether a statement runs alone now (on the pool, see `runAlone`). */
  private runningAlone = false
  /** Batches sent on the batch connection and not yet settled: one running, one behind it at most. */
  private batchesSent = 0
  /** The batch connection while batches are sent on it: a batch sent behind another shares it. */
  private lease: Lease | undefined
  /** Until when batches lock their rows first (LOCK_AHEAD_AFTER_TIMEOUT_MS). */
  private lockAheadUntil = 0
  private readonly tally: BatchCounts = {
    committed: 0,
    rolledBack: 0,
    lost: 0,
    statements: 0,
    lockWaitsRunOut: 0,
    sentBehind: 0,
  }

  private constructor(
    private readonly connection: pg.Pool,
    private readonly db: Database,
    private readonly onStatement: ((sql: string) => void) | undefined,
  ) {}

  /** A batcher with a pipelined connection of its own to `databaseUrl`; alone, statements run on `db`. */
  static open(databaseUrl: string, db: Database, onStatement?: (sql: string) => void): StatementBatcher {
    // A pool of one, so a lost connection is replaced at the next batch.
    const connection = new pg.Pool({
      connectionString: databaseUrl,
      max: 1,
      pipeline: true,
      lock_timeout: BATCH_LOCK_TIMEOUT_MS,
    })
    surviveLostConnections(connection)
    setPlannerCosts(connection)
    return new StatementBatcher(connection, db, onStatement)
  }

  /** Runs `statement` (atomic on its own, locking `locks`) and resolves once it has committed. */
  execute(statement: RawSql, locks: readonly RowLocks[]): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ statement, locks, resolve, reject })
      this.sendWhatWaits()
    })
  }

  /** What its batches came to since it opened: one object, kept current. */
  get counts(): Readonly<BatchCounts> {
    return this.tally
  }

  /** Whether batches lock their rows first now (after a lock wait ran out, for a while). */
  locksRowsFirst(): boolean {
    return Date.now() < this.lockAheadUntil
  }

  close(): Promise<void> {
    return this.connection.end()
  }

  /**
   * Sends what waits, when it may go: with nothing running, at once (one statement alone, more in a
   * batch); with one batch running, the next batch behind it on the same connection, once at least
   * MIN_SPLIT_BATCH statements wait. PostgreSQL then starts that batch as soon as the one before
   * commits, while this process answers the one before's requests, instead of after those answers
   * (decision 0019, "The next batch sent behind the one running"). Each batch's outcome is settled
   * only after the next has been sent, for the same reason.
   */
  private sendWhatWaits(): void {
    while (this.queue.length > 0 && this.maySendNext()) {
      const batch = this.queue.splice(0, nextBatchSize(this.queue.length))
      if (batch.length === 1) {
        this.runningAlone = true
        void this.runAlone(batch[0]!).then((settle) =>
          this.finished(settle, () => (this.runningAlone = false)),
        )
      } else {
        if (this.batchesSent > 0) this.tally.sentBehind += 1
        this.batchesSent += 1
        void this.runTogether(batch).then((settle) => this.finished(settle, () => (this.batchesSent -= 1)))
      }
    }
  }

  private maySendNext(): boolean {
    if (this.runningAlone) return false
    return this.batchesSent === 0 || (this.batchesSent === 1 && this.queue.length >= MIN_SPLIT_BATCH)
  }

  /** Frees the run's place, sends what waits, then settles the run's statements. */
  private finished(settle: Settle, freePlace: () => void): void {
    freePlace()
    this.sendWhatWaits()
    settle()
  }

  private async runAlone(item: Queued): Promise<Settle> {
    try {
      await executeRaw(this.db, item.statement)
      return () => item.resolve()
    } catch (error) {
      return () => item.reject(error)
    }
  }

  private async runTogether(batch: readonly Queued[]): Promise<Settle> {
    let outcome: BatchOutcome
    this.tally.statements += batch.length
    try {
      outcome = await this.inOneTransaction(batch)
    } catch (error) {
      this.tally.lost += 1
      return () => batch.forEach((item) => item.reject(error))
    }
    if (outcome === 'rolled back') {
      this.tally.rolledBack += 1
      const settles = await Promise.all(batch.map((item) => this.runAlone(item)))
      return () => settles.forEach((settle) => settle())
    }
    this.tally.committed += 1
    return () => batch.forEach((item) => item.resolve())
  }

  /** The batch's statements in one transaction, sent in one round trip. Rejects when the connection failed. */
  private async inOneTransaction(batch: readonly Queued[]): Promise<BatchOutcome> {
    const lease =
      this.lease && !this.lease.lost ? this.lease : (this.lease = leaseConnection(this.connection))
    lease.users += 1
    let lost: Error | undefined
    try {
      const client = await lease.client
      const locks = this.locksRowsFirst() ? lockStatements(batch) : []
      const statements = [...locks, ...batch.map(({ statement }) => statement)].map((statement) => {
        const text = statement.text()
        this.onStatement?.(text)
        return { text, values: statement.values }
      })
      const outcome = await runInOneSync(client, statements).catch((error: Error) => {
        throw (lost = error)
      })
      if (outcome.committed) return 'committed'
      if (sqlState(outcome.reason) === LOCK_NOT_AVAILABLE) {
        this.tally.lockWaitsRunOut += 1
        this.lockAheadUntil = Date.now() + LOCK_AHEAD_AFTER_TIMEOUT_MS
      }
      return 'rolled back'
    } finally {
      this.giveBack(lease, lost)
    }
  }

  /** Returns the connection to its pool once no batch uses it; a lost one is closed, and replaced. */
  private giveBack(lease: Lease, lost: Error | undefined): void {
    lease.lost ??= lost
    lease.users -= 1
    if (lease.users > 0) return
    if (this.lease === lease) this.lease = undefined
    lease.client.then(
      (client) => client.release(lease.lost),
      () => undefined,
    )
  }
}

/** Settles a run's statements: resolves or rejects each with its outcome. */
type Settle = () => void

/** The batch connection, taken from its pool of one for the batches that use it at once. */
interface Lease {
  client: Promise<pg.PoolClient>
  users: number
  /** Why the connection is lost, once a batch on it found it so: no batch is sent on it after. */
  lost: Error | undefined
}

function leaseConnection(connection: pg.Pool): Lease {
  const lease: Lease = { client: connection.connect(), users: 0, lost: undefined }
  // A failed connect fails the batches that await it, and no batch is sent on it after.
  lease.client.catch((error: Error) => (lease.lost ??= error))
  return lease
}

/**
 * How many of `waiting` statements the next batch takes: half of them, at least MIN_SPLIT_BATCH and
 * at most MAX_BATCH. Those left go in the batch after it, with whatever arrives meanwhile. When
 * every client waits in one batch, PostgreSQL runs it while the server has nothing to do, and then
 * the server answers all of it while PostgreSQL has nothing to do; with half of them, PostgreSQL
 * runs one half while the server answers the other. Measured in decision 0019 ("Half of the
 * waiting statements a batch").
 */
export function nextBatchSize(waiting: number): number {
  return Math.min(waiting, MAX_BATCH, Math.max(MIN_SPLIT_BATCH, Math.ceil(waiting / 2)))
}

/**
 * What a batch runs first: for each table its statements lock rows of, in table order, one statement
 * that locks all of those rows in id order. Two processes' batches that share rows then take them in
 * the same order, so one waits for the other's commit; locked in each statement's order, they could
 * each hold a row the other wants, until the lock timeout rolled one or both back (decision 0019,
 * "One order for every batch's locks"). Each row is one index lookup, as in the ledger's guard
 * (modules/accounts/ledger/ledger.repository.ts).
 */
export function lockStatements(batch: readonly { locks: readonly RowLocks[] }[]): RawSql[] {
  const idsByTable = new Map<string, Set<string>>()
  for (const { locks } of batch) {
    for (const { table, ids } of locks) {
      const tableIds = idsByTable.get(table) ?? new Set<string>()
      idsByTable.set(table, tableIds)
      for (const id of ids) tableIds.add(id)
    }
  }
  return [...idsByTable.keys()]
    .sort()
    .map(
      (table) =>
        new RawSql(
          [
            'select from (select id from unnest(',
            `::text[]) as u(id) order by id) as wanted cross join lateral (select from ${table} where "id" = wanted.id for update) as locked`,
          ],
          [[...idsByTable.get(table)!]],
        ),
    )
}

/** Each database's batcher (PostgreSQL only: db/client.ts opens one). */
const batchers = new WeakMap<Database, StatementBatcher>()

export function registerStatementBatcher(db: Database, batcher: StatementBatcher): void {
  batchers.set(db, batcher)
}

/** `db`'s batcher, or undefined where it has none (the embedded database). */
export function statementBatcherOf(db: Database): StatementBatcher | undefined {
  return batchers.get(db)
}

/**
 * Runs `statement`, atomic on its own, on `db`: batched with others where `db` has a batcher, which
 * then locks the rows `locks` names before it (alone, the statement locks them in its own order).
 */
export async function executeAtomic(
  db: Database,
  statement: RawSql,
  locks: readonly RowLocks[] = [],
): Promise<void> {
  const batcher = statementBatcherOf(db)
  if (batcher) await batcher.execute(statement, locks)
  else await executeRaw(db, statement)
}
