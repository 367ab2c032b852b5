import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { plannedForItsValues } from '../../src/db/named-statements.js'
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

  const preparedOfThisConnection = (probe = 'named-statement probe') => sql`select statement
    from pg_prepared_statements
    where statement like ${`%${probe}%`} and statement not like '%pg_prepared_statements%'`

  it('are prepared once per connection and then only executed, whatever the parameters', async () => {
    const statements = await connection.db.transaction(async (tx) => {
      for (const value of [1, 2, 3]) {
        await tx.execute(sql`select ${value}::int as value /* named-statement probe */`)
      }
      return rowsOf<{ statement: string }>(await tx.execute(preparedOfThisConnection()))
    })
    expect(statements).toHaveLength(1)
    expect(statements[0]!.statement).toContain('$1')
  })

  it('run unnamed when a condition is planned for its values, so no generic plan is kept', async () => {
    const statements = await connection.db.transaction(async (tx) => {
      for (const value of [1, 2, 3, 4, 5, 6]) {
        const [row] = rowsOf<{ value: number }>(
          await tx.execute(
            sql`select ${value}::int as value /* planned-for-values probe */ where ${plannedForItsValues(sql`${value} > 0`)}`,
          ),
        )
        expect(row?.value).toBe(value)
      }
      return rowsOf<{ statement: string }>(
        await tx.execute(preparedOfThisConnection('planned-for-values probe')),
      )
    })
    expect(statements).toEqual([])
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
