import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { plannedForItsValues } from '../../src/db/named-statements.js'
import { createTestDatabase } from '../helpers/test-database.js'

type Connection = Awaited<ReturnType<typeof createTestDatabase>>

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows

const onPostgres = Boolean(process.env.DATABASE_URL)

/** On PostgreSQL each pooled connection names its statements; on PGlite, its one session does. */
describe('named statements', () => {
  let connection: Connection
  beforeAll(async () => {
    connection = await createTestDatabase()
    await connection.execute('create table named_statement_probe (value int not null)')
  })
  afterAll(() => connection.close())

  const probeCount = async (db: Connection['db']) =>
    rowsOf<{ count: number }>(
      await db.execute(sql`select count(*)::int as count from named_statement_probe where value > ${0}`),
    )[0]!.count

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

  it.skipIf(onPostgres)(
    'on the embedded database, are not spent on the migrations it runs at start, which take no values',
    async () => {
      const statements = rowsOf<{ statement: string }>(
        await connection.db.execute(sql`select statement from pg_prepared_statements
          where statement ~* ${'^\\s*(create|alter|drop)\\s'}`),
      )
      expect(statements).toEqual([])
    },
  )

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

  it('keep the types of parameters and columns, as the same statement run unnamed does', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z')
    const typed = (unnamed: boolean) =>
      sql`select ${{ a: 1, b: ['x'] }}::jsonb as document, ${sql.param(['x', 'y,z'])}::text[] as list,
        ${'12.50'}::numeric as amount, ${true}::boolean as flag, ${null}::text as nothing,
        ${at}::timestamptz as at, ${7}::int as count /* typed probe */
        where ${unnamed ? plannedForItsValues(sql`true`) : sql`true`}`
    const named = rowsOf(await connection.db.execute(typed(false)))
    expect(named).toEqual(rowsOf(await connection.db.execute(typed(true))))
    expect(named[0]).toMatchObject({ document: { a: 1, b: ['x'] }, list: ['x', 'y,z'], flag: true, count: 7 })
  })

  it('write in their transaction, and roll back with it', async () => {
    await expect(
      connection.db.transaction(async (tx) => {
        for (const value of [1, 2]) await tx.execute(sql`insert into named_statement_probe values (${value})`)
        expect(await probeCount(tx)).toBe(2)
        throw new Error('undo')
      }),
    ).rejects.toThrow('undo')
    expect(await probeCount(connection.db)).toBe(0)
  })

  it('report how many rows each write changed', async () => {
    // PGlite reports it as `affectedRows`, node-postgres as `rowCount`.
    const changed = (result: unknown) => {
      const { affectedRows, rowCount } = result as { affectedRows?: number; rowCount?: number }
      return affectedRows ?? rowCount
    }
    await expect(
      connection.db.transaction(async (tx) => {
        const inserted = await tx.execute(sql`insert into named_statement_probe values (${5}), (${6})`)
        expect(changed(inserted)).toBe(2)
        const updated = await tx.execute(
          sql`update named_statement_probe set value = value + ${1} where value > ${4}`,
        )
        expect(changed(updated)).toBe(2)
        expect(changed(await tx.execute(sql`delete from named_statement_probe where value > ${5}`))).toBe(2)
        throw new Error('undo')
      }),
    ).rejects.toThrow('undo')
  })

  it('outside a transaction, never see what an open one has written', async () => {
    let written!: () => void
    const wrote = new Promise<void>((resolve) => (written = resolve))
    const open = connection.db.transaction(async (tx) => {
      await tx.execute(sql`insert into named_statement_probe values (${3})`)
      written()
      // Long enough for the statement outside to run, if it could run inside this transaction.
      await new Promise((resolve) => setTimeout(resolve, 50))
      throw new Error('undo')
    })
    await wrote
    const outside = probeCount(connection.db)
    await expect(open).rejects.toThrow('undo')
    expect(await outside).toBe(0)
  })

  it('leave the session usable after a refused one, in a transaction or not', async () => {
    await expect(
      connection.db.transaction(async (tx) => {
        await tx.execute(sql`insert into named_statement_probe values (${4})`)
        await tx.execute(sql`insert into named_statement_probe values (${null})`)
      }),
    ).rejects.toMatchObject({ cause: { code: '23502' } })
    await expect(
      connection.db.execute(sql`select ${'y'}::int /* named-statement probe */`),
    ).rejects.toMatchObject({
      cause: { code: '22P02' },
    })
    expect(await probeCount(connection.db)).toBe(0)
  })
})
