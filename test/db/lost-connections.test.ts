import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
