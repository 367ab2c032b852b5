import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../helpers/test-database.js'

type Connection = Awaited<ReturnType<typeof createTestDatabase>>

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows

const onPostgres = Boolean(process.env.DATABASE_URL)

/** PGlite has no statement protocol to speak of (one in-process session); naming is PostgreSQL's. */
describe.runIf(onPostgres)('statements on PostgreSQL', () => {
  let connection: Connection
  beforeAll(async () => {
    connection = await createTestDatabase()
  })
  afterAll(() => connection.close())

  const preparedOfThisConnection = sql`select statement from pg_prepared_statements
    where statement like '%named-statement probe%' and statement not like '%pg_prepared_statements%'`

  it('are prepared once per connection and then only executed, whatever the parameters', async () => {
    const statements = await connection.db.transaction(async (tx) => {
      for (const value of [1, 2, 3]) {
        await tx.execute(sql`select ${value}::int as value /* named-statement probe */`)
      }
      return rowsOf<{ statement: string }>(await tx.execute(preparedOfThisConnection))
    })
    expect(statements).toHaveLength(1)
    expect(statements[0]!.statement).toContain('$1')
  })

  it('return the same rows as unnamed statements, and errors as before', async () => {
    const result = await connection.db.execute(
      sql`select ${41}::int + 1 as value /* named-statement probe */`,
    )
    expect(rowsOf(result)).toEqual([{ value: 42 }])
    await expect(
      connection.db.execute(sql`select ${'x'}::int /* named-statement probe */`),
    ).rejects.toMatchObject({ cause: { code: '22P02' } })
  })
})
