import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestDatabase } from '../helpers/test-database.js'

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
    // The transaction's backend is the one that took a transaction id and sleeps.
    await vi.waitFor(
      async () => {
        const result = await connection.db.execute(sql`select pg_terminate_backend(pid)
          from pg_stat_activity where datname = current_database() and backend_xid is not null
            and query like '%pg_sleep%'`)
        expect((result as { rows: unknown[] }).rows).toHaveLength(1)
      },
      { timeout: 5_000, interval: 20 },
    )
    expect(await outcome).toBe('failed')
    const next = await connection.db.transaction(async (tx) => tx.execute(sql`select 1 as one`))
    expect((next as { rows: { one: number }[] }).rows).toEqual([{ one: 1 }])
  })
})
