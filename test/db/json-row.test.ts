import { eq, sql } from 'drizzle-orm'
import { bigint, boolean, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/client.js'
import { jsonRowReader } from '../../src/db/json-row.js'
import { executeRaw, rawSql, RawSql } from '../../src/db/raw-sql.js'
import { createTestDatabase } from '../helpers/test-database.js'

/** The column kinds of a payment: text, exact numbers, JSON, text arrays, timestamps, nulls. */
const probe = pgTable('json_row_probe', {
  id: text().primaryKey(),
  isLive: boolean().notNull(),
  count: integer(),
  sequence: bigint({ mode: 'bigint' }),
  amount: numeric({ mode: 'string' }),
  nodes: jsonb().$type<unknown>(),
  numbers: text().array(),
  note: text(),
  createdAt: timestamp({ withTimezone: true, mode: 'date' }),
})
type ProbeRow = typeof probe.$inferInsert
const reader = jsonRowReader(probe)

let connection: Awaited<ReturnType<typeof createTestDatabase>>
let db: Database
beforeAll(async () => {
  connection = await createTestDatabase()
  db = connection.db
  await db.execute(sql`
    create table json_row_probe (
      id text primary key, is_live boolean not null, count integer, sequence bigint,
      amount numeric, nodes jsonb, numbers text[], note text, created_at timestamptz)`)
})
afterAll(() => connection.close())

/** The row as Drizzle's select reads it, and as the JSON reader does. */
async function bothReads(id: string) {
  const [byDrizzle] = await db.select().from(probe).where(eq(probe.id, id))
  const [byJson] = await executeRaw<{ row: string }>(
    db,
    RawSql.concat([`select ${reader.expression} as row from ${reader.table}`, rawSql` where id = ${id}`]),
  )
  return { byDrizzle, byJson: byJson && reader.read(byJson.row) }
}

const someText = fc.string({ unit: 'grapheme', maxLength: 20 })
const row: fc.Arbitrary<Omit<ProbeRow, 'id'>> = fc.record({
  isLive: fc.boolean(),
  count: fc.option(fc.integer()),
  sequence: fc.option(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n })),
  amount: fc.option(
    fc
      .tuple(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.integer({ min: 0, max: 10 }))
      .map(([units, scale]) => (scale === 0 ? `${units}` : `${units}.${'5'.repeat(scale)}`)),
  ),
  nodes: fc.option(fc.jsonValue().filter((value) => !JSON.stringify(value).includes('\\u0000'))),
  numbers: fc.option(fc.array(someText)),
  note: fc.option(someText),
  createdAt: fc.option(
    fc.date({ min: new Date('1970-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }),
  ),
})

describe('a row read as one JSON field', () => {
  it('is the row Drizzle reads, for every kind of value a payment holds', async () => {
    let counter = 0
    await fc.assert(
      fc.asyncProperty(row, async (values) => {
        const id = `row-${(counter += 1)}`
        await db.insert(probe).values({ ...values, id })
        const { byDrizzle, byJson } = await bothReads(id)
        expect(byJson).toEqual(byDrizzle)
      }),
      { numRuns: 60 },
    )
  })

  it('keeps exact numbers exact, where JSON numbers would round them', async () => {
    await db.insert(probe).values({
      id: 'exact',
      isLive: true,
      sequence: 9007199254740993n,
      amount: '12345678901234567890.1234567890',
    })
    const { byJson } = await bothReads('exact')
    expect(byJson).toMatchObject({ sequence: 9007199254740993n, amount: '12345678901234567890.1234567890' })
  })
})
