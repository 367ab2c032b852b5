import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { rowsOf } from '../helpers/stored-data.js'
import { createTestDatabase, dropSleepingTransaction } from '../helpers/test-database.js'

type Connection = Awaited<ReturnType<typeof createTestDatabase>>

const onPostgres = Boolean(process.env.DATABASE_URL)

/**
 * PostgreSQL can drop a connection in the middle of a transaction (a restart, a failover, an
 * operator's `pg_terminate_backend`). The transaction fails; the process goes on serving. Vitest
 * fails the run on an uncaught exception, which is what such a drop used to raise.
 */
describe.runIf(onPostgres)('a connection PostgreSQL drops', () => {
  let connection: Connection
  beforeAll(async () => {
    connection = await createTestDatabase()
  })
  afterAll(() => connection.close())

  it('fails the transaction it was in, and the next one gets a new connection', async () => {
    const dropped = connection.db.transaction(async (tx) => {
      await tx.execute(sql`select txid_current()`)
      await tx.execute(sql`select pg_sleep(5)`)
    })
    const outcome = dropped.then(
      () => 'committed',
      () => 'failed',
    )
    await dropSleepingTransaction(connection.db)
    expect(await outcome).toBe('failed')
    const next = await connection.db.transaction(async (tx) => tx.execute(sql`select 1 as one`))
    expect((next as { rows: { one: number }[] }).rows).toEqual([{ one: 1 }])
  })
})

describe.runIf(onPostgres)('a statement PostgreSQL refuses', () => {
  let connection: Connection
  beforeAll(async () => {
    connection = await createTestDatabase()
  })
  afterAll(() => connection.close())

  const backend = async () =>
    (await rowsOf<{ pid: number }>(connection.db, sql`select pg_backend_pid() as pid`))[0]!.pid

  it('fails alone: its connection stays open for the next statement', async () => {
    const before = await backend()
    await expect(connection.db.execute(sql`select 1 / 0`)).rejects.toMatchObject({ cause: { code: '22012' } })
    expect(await backend()).toBe(before)
  })

  it('in a transaction its text began, gets the next statement a connection outside any transaction', async () => {
    const before = await backend()
    // A text of several statements runs as one simple query, not as a prepared statement.
    await expect(connection.execute('begin; select 1 / 0')).rejects.toMatchObject({ code: '22012' })
    // On the aborted transaction's connection, it would fail (25P02).
    expect(await backend()).not.toBe(before)
  })

  it('that ends its connection, as a terminated backend does, gets the next statement a new one', async () => {
    const before = await backend()
    const sleeping = connection.db.execute(sql`select pg_sleep(5)`).then(
      () => 'answered',
      () => 'failed',
    )
    await vi.waitFor(
      async () => {
        const terminated = await rowsOf(
          connection.db,
          sql`select pg_terminate_backend(pid)
            from pg_stat_activity where datname = current_database() and query like 'select pg_sleep%'`,
        )
        expect(terminated).toHaveLength(1)
      },
      { timeout: 5_000, interval: 20 },
    )
    expect(await sleeping).toBe('failed')
    const after = await backend()
    expect(after).not.toBe(before)
    expect(await backend()).toBe(after)
  })
})
