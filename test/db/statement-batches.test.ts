import { sql } from 'drizzle-orm'
import pg from 'pg'
import Fastify from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sqlState } from '../../src/db/errors.js'
import { rawSql } from '../../src/db/raw-sql.js'
import { connectDatabase } from '../../src/db/client.js'
import {
  executeAtomic,
  lockStatements,
  nextBatchSize,
  statementBatcherOf,
  type BatchCounts,
} from '../../src/db/statement-batches.js'
import { registerMetrics } from '../../src/http/metrics.js'
import { createTestDatabase, dropSleepingTransaction } from '../helpers/test-database.js'

type Connection = Awaited<ReturnType<typeof createTestDatabase>>

const onPostgres = Boolean(process.env.DATABASE_URL)

/** Each row written by a probe statement, with the transaction that wrote it. */
interface ProbeRow {
  label: string
  txid: string
}

describe('the size of the next batch', () => {
  it('takes half of the waiting statements, all of eight or fewer, and never more than 32', () => {
    const sizes = [1, 5, 8, 9, 12, 16, 20, 40, 64, 100].map(nextBatchSize)
    expect(sizes).toEqual([1, 5, 8, 8, 8, 8, 10, 20, 32, 32])
  })
})

describe('the locks a batch takes first', () => {
  it('locks the rows of each table its statements name in one statement, tables in name order', () => {
    const statements = lockStatements([
      { locks: [{ table: '"b"', ids: ['b2', 'b1'] }] },
      { locks: [] },
      {
        locks: [
          { table: '"a"', ids: ['a1'] },
          { table: '"b"', ids: ['b1', 'b3'] },
        ],
      },
    ])
    expect(statements.map((statement) => statement.text())).toEqual([
      'select from (select id from unnest($1::text[]) as u(id) order by id) as wanted cross join lateral (select from "a" where "id" = wanted.id for update) as locked',
      'select from (select id from unnest($1::text[]) as u(id) order by id) as wanted cross join lateral (select from "b" where "id" = wanted.id for update) as locked',
    ])
    expect(statements.map((statement) => statement.values)).toEqual([[['a1']], [['b2', 'b1', 'b3']]])
  })

  it('locks nothing for statements that name no rows', () => {
    expect(lockStatements([{ locks: [] }, { locks: [] }])).toEqual([])
  })
})

/**
 * The batcher is PostgreSQL's (one pipelined connection per process); on the embedded database
 * `executeAtomic` runs each statement alone, as the rest of the suite shows.
 */
describe.runIf(onPostgres)('statements batched on PostgreSQL', () => {
  let connection: Connection
  beforeAll(async () => {
    connection = await createTestDatabase()
    await connection.execute(`create table batch_probe (label text primary key, txid text not null)`)
  })
  afterAll(() => connection.close())
  beforeEach(() => connection.execute('truncate batch_probe'))

  const write = (label: string) =>
    executeAtomic(connection.db, rawSql`insert into batch_probe values (${label}, txid_current()::text)`)
  /** Holds the batch connection for a moment, so the statements sent meanwhile queue behind it. */
  const occupy = () => executeAtomic(connection.db, rawSql`select pg_sleep(${0.2}::float8)`)

  /**
   * Runs `work` while a third connection holds the row `lockRow` selects for longer than a batch
   * waits for a lock (100 ms), then lets it go and waits for `work` to end.
   */
  async function whileRowHeld(lockRow: string, work: () => Promise<unknown>): Promise<void> {
    const holder = new pg.Client({ connectionString: connection.url })
    await holder.connect()
    try {
      await holder.query('begin')
      await holder.query(lockRow)
      const working = work()
      await new Promise((resolve) => setTimeout(resolve, 500))
      await holder.query('commit')
      await working
    } finally {
      await holder.end()
    }
  }

  /** What the batcher's counts grew by while `work` ran. */
  async function countsDuring(work: () => Promise<unknown>): Promise<BatchCounts> {
    const counts = statementBatcherOf(connection.db)!.counts
    const before = { ...counts }
    await work()
    const grown = { ...counts }
    for (const key of Object.keys(grown) as (keyof BatchCounts)[]) grown[key] -= before[key]
    return grown
  }

  /** The process's /metrics, as an API process on this database serves them. */
  async function scrapeMetrics(): Promise<string> {
    const app = Fastify()
    registerMetrics(app, connection.db)
    try {
      return (await app.inject({ method: 'GET', url: '/metrics' })).body
    } finally {
      await app.close()
    }
  }

  async function probeRows(): Promise<Map<string, string>> {
    const result = await connection.db.execute(sql`select label, txid from batch_probe`)
    return new Map((result as { rows: ProbeRow[] }).rows.map((row) => [row.label, row.txid]))
  }

  it('commits the statements that queued while one ran in one transaction', async () => {
    const first = occupy()
    await Promise.all([first, write('a'), write('b'), write('c')])
    const rows = await probeRows()
    expect([...rows.keys()].sort()).toEqual(['a', 'b', 'c'])
    expect(new Set(rows.values()).size).toBe(1)
  })

  it('sends a long queue in halves, in order, each half a transaction of at least eight', async () => {
    const labels = Array.from({ length: 12 }, (_, index) => `w${String(index).padStart(2, '0')}`)
    const first = occupy()
    await Promise.all([first, ...labels.map(write)])
    const rows = await probeRows()
    expect([...rows.keys()].sort()).toEqual(labels)
    // Half of twelve is six, below the least a split batch takes: eight first, then the other four.
    const transactions = labels.map((label) => rows.get(label))
    expect(new Set(transactions.slice(0, 8)).size).toBe(1)
    expect(new Set(transactions.slice(8)).size).toBe(1)
    expect(transactions[8]).not.toBe(transactions[0])
  })

  /** A batch running for a moment on the batch connection: `label` written, then a short sleep. */
  async function startSleepingBatch(label: string, seconds: number): Promise<Promise<unknown>[]> {
    const first = occupy()
    const batch = [write(label), executeAtomic(connection.db, rawSql`select pg_sleep(${seconds}::float8)`)]
    // When the occupying statement has answered, the batch behind it has been sent.
    await first
    return batch
  }

  it('sends the next batch behind the one running once eight statements wait', async () => {
    const labels = Array.from({ length: 8 }, (_, index) => `b${index}`)
    const grown = await countsDuring(async () => {
      const running = await startSleepingBatch('a', 0.2)
      await Promise.all([...running, ...labels.map(write)])
    })
    expect(grown).toMatchObject({ committed: 2, statements: 10, sentBehind: 1 })
    const rows = await probeRows()
    expect(new Set(labels.map((label) => rows.get(label))).size).toBe(1)
    expect(rows.get('b0')).not.toBe(rows.get('a'))
  })

  it('keeps fewer than eight waiting statements for the batch after the one running', async () => {
    const grown = await countsDuring(async () => {
      const running = await startSleepingBatch('a', 0.2)
      await Promise.all([...running, write('b'), write('c')])
    })
    expect(grown).toMatchObject({ committed: 2, statements: 4, sentBehind: 0 })
  })

  it('runs each statement alone when one of a batch fails, with the outcome it has alone', async () => {
    const first = occupy()
    const outcomes = await Promise.allSettled([
      first,
      write('a'),
      executeAtomic(connection.db, rawSql`select assert_still_true(${false}::boolean)`),
      write('b'),
    ])
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ])
    expect(sqlState((outcomes[2] as PromiseRejectedResult).reason)).toBe('PX409')
    const rows = await probeRows()
    expect([...rows.keys()].sort()).toEqual(['a', 'b'])
    // Written again one by one: each in a transaction of its own.
    expect(rows.get('a')).not.toBe(rows.get('b'))
  })

  it('fails every statement of a batch whose connection is lost, runs none again, and reconnects', async () => {
    const first = occupy()
    const batch = [
      write('a'),
      executeAtomic(connection.db, rawSql`select pg_sleep(${5}::float8)`),
      write('b'),
    ]
    const outcomes = Promise.allSettled(batch)
    // The batch's backend is the one in a transaction (its first insert took an id) and asleep.
    await dropSleepingTransaction(connection.db)
    await first
    expect((await outcomes).map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected'])
    // Nothing committed, and nothing was written again: whether it committed was unknown.
    expect([...(await probeRows()).keys()]).toEqual([])
    await Promise.all([occupy(), write('c'), write('d')])
    expect([...(await probeRows()).keys()].sort()).toEqual(['c', 'd'])
  })

  it('fails the batch sent behind a lost one too, runs neither again, and reconnects', async () => {
    const labels = Array.from({ length: 8 }, (_, index) => `b${index}`)
    const running = await startSleepingBatch('a', 5)
    const outcomes = Promise.allSettled([...running, ...labels.map(write)])
    await dropSleepingTransaction(connection.db)
    expect(new Set((await outcomes).map((outcome) => outcome.status))).toEqual(new Set(['rejected']))
    // Neither batch committed, and nothing was written again: whether they committed was unknown.
    expect([...(await probeRows()).keys()]).toEqual([])
    await Promise.all([occupy(), write('c'), write('d')])
    expect([...(await probeRows()).keys()].sort()).toEqual(['c', 'd'])
  })

  it('makes two processes whose batches ran out of lock wait take the rows they share in one order', async () => {
    // A second API process: a connection, and a batcher, of its own on the same database.
    const other = await connectDatabase({ databaseUrl: connection.url!, dataDir: '' })
    try {
      await connection.execute(`create table lock_probe (id text primary key, writes text not null)`)
      await connection.execute(`insert into lock_probe values ('x', ''), ('y', '')`)
      /** Appends `label` and its transaction to row `id`, then holds the row for a moment. */
      const touch = (db: Connection['db'], label: string, id: string) =>
        executeAtomic(
          db,
          rawSql`update lock_probe set writes = writes || ${`${label}:`} || txid_current() || ';'
            where id = ${id} returning pg_sleep(${0.01}::float8)`,
          [{ table: '"lock_probe"', ids: [id] }],
        )
      const occupy = (db: Connection['db']) => executeAtomic(db, rawSql`select pg_sleep(${0.2}::float8)`)
      /**
       * Each process's batch: its `rows` touched in that order, labelled `label`. Both batches start
       * as their occupying statements end, together.
       */
      const batchesOfBoth = (first: { label: string; rows: string[] }, second: typeof first) =>
        Promise.all([
          occupy(connection.db),
          occupy(other.db),
          ...first.rows.map((id) => touch(connection.db, first.label, id)),
          ...second.rows.map((id) => touch(other.db, second.label, id)),
        ])
      const transactionsOf = async (label: string) => {
        const result = await connection.db.execute(sql`select writes from lock_probe`)
        const writes = (result as { rows: { writes: string }[] }).rows.flatMap(({ writes }) =>
          writes.split(';').filter((write) => write.startsWith(`${label}:`)),
        )
        expect(writes).toHaveLength(2)
        return new Set(writes.map((write) => write.split(':')[1])).size
      }
      // Each process's batch runs out of lock wait once, behind a row a third connection holds.
      await whileRowHeld(`select from lock_probe where id = 'x' for update`, () =>
        batchesOfBoth({ label: 'h1', rows: ['x', 'y'] }, { label: 'h2', rows: ['x', 'y'] }),
      )
      expect([await transactionsOf('h1'), await transactionsOf('h2')]).toEqual([2, 2])
      // From then on, one process's batch touching x and then y and the other's y and then x each
      // lock both rows first, in id order: one waits for the other's commit, and each commits whole.
      await batchesOfBoth({ label: 'q1', rows: ['x', 'y'] }, { label: 'q2', rows: ['y', 'x'] })
      expect([await transactionsOf('q1'), await transactionsOf('q2')]).toEqual([1, 1])
    } finally {
      await other.close()
    }
  })

  it('counts what its batches came to, and reports it at /metrics', async () => {
    const grown = await countsDuring(async () => {
      await Promise.all([occupy(), write('a'), write('b'), write('c')])
      await Promise.allSettled([
        occupy(),
        write('d'),
        executeAtomic(connection.db, rawSql`select assert_still_true(${false}::boolean)`),
      ])
    })
    // The occupying statements found the connection free and ran alone: no batch.
    expect(grown).toEqual({
      committed: 1,
      rolledBack: 1,
      lost: 0,
      statements: 5,
      lockWaitsRunOut: 0,
      sentBehind: 0,
    })

    const metrics = await scrapeMetrics()
    const { counts } = statementBatcherOf(connection.db)!
    expect(metrics).toContain(`db_statement_batches_total{outcome="committed"} ${counts.committed}`)
    expect(metrics).toContain(`db_statement_batches_total{outcome="rolled_back"} ${counts.rolledBack}`)
    expect(metrics).toContain(`db_batched_statements_total ${counts.statements}`)
    expect(metrics).toContain(`db_statement_batch_lock_timeouts_total ${counts.lockWaitsRunOut}`)
    expect(metrics).toContain(`db_statement_batches_sent_behind_total ${counts.sentBehind}`)
  })

  it('gives up a lock wait that could be a deadlock and lets each statement wait alone', async () => {
    await write('held')
    // Longer than a batch waits (100 ms): the batch rolls back, and its statements wait alone.
    const grown = await countsDuring(() =>
      whileRowHeld(`select from batch_probe where label = 'held' for update`, () =>
        Promise.all([
          occupy(),
          ...[1, 2].map((n) =>
            executeAtomic(
              connection.db,
              rawSql`update batch_probe set txid = txid || ${`;${n}:`} || txid_current() where label = ${'held'}`,
            ),
          ),
        ]),
      ),
    )
    expect(grown).toMatchObject({ rolledBack: 1, lockWaitsRunOut: 1 })
    // From then on, for a while, its batches lock their rows first, and /metrics says so.
    expect(statementBatcherOf(connection.db)!.locksRowsFirst()).toBe(true)
    expect(await scrapeMetrics()).toContain('db_statement_batches_lock_rows_first 1')
    // Both updates applied, each in a transaction of its own: the batch that held them gave up.
    const [, ...updates] = (await probeRows()).get('held')!.split(';')
    expect(updates.map((update) => update.split(':')[0]).sort()).toEqual(['1', '2'])
    expect(new Set(updates.map((update) => update.split(':')[1])).size).toBe(2)
  })
})
