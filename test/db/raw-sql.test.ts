import { eq, sql } from 'drizzle-orm'
import { bigserial, boolean, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/client.js'
import { executeRaw, insertRows, rawSql, RawSql, updateById } from '../../src/db/raw-sql.js'
import { createTestDatabase } from '../helpers/test-database.js'

/** Every kind of column the money path writes: JSON, timestamps, numeric text, nulls, defaults. */
const probe = pgTable('raw_sql_probe', {
  clientId: text().notNull(),
  environment: text().notNull(),
  id: text().primaryKey(),
  sequence: bigserial({ mode: 'bigint' }).notNull(),
  isLive: boolean().notNull(),
  amount: numeric({ mode: 'string' }).notNull(),
  nodes: jsonb().$type<Record<string, unknown>[]>().notNull(),
  note: text(),
  quote: text().notNull().default('none'),
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
})
type ProbeRow = typeof probe.$inferInsert

const tenant = { clientId: 'client-1', environment: 'sandbox' as const }
const row = (id: string, changes: Partial<ProbeRow> = {}): ProbeRow => ({
  ...tenant,
  id,
  isLive: true,
  amount: '1234.5600',
  nodes: [{ type: 'ACCOUNT', amount: '10.00', nested: { quote: "it's $1" } }],
  note: null,
  createdAt: new Date('2026-11-25T10:11:12.345Z'),
  ...changes,
})

let connection: Awaited<ReturnType<typeof createTestDatabase>>
let db: Database
beforeAll(async () => {
  connection = await createTestDatabase()
  db = connection.db
  await db.execute(sql`
    create table raw_sql_probe (
      client_id text not null, environment text not null, id text primary key,
      sequence bigserial not null, is_live boolean not null, amount numeric(20, 4) not null,
      nodes jsonb not null, note text, quote text not null default 'none',
      created_at timestamptz not null)`)
})
afterAll(() => connection.close())

/** A stored row, its generated sequence as whether it is set and its id left out (rows differ by id). */
const read = async (id: string) => {
  const [stored] = await db.select().from(probe).where(eq(probe.id, id))
  const { sequence, ...rest } = stored!
  return { ...rest, id: undefined, sequenceIsSet: sequence > 0n }
}

describe('statements written without the query builder', () => {
  it('store a row exactly as Drizzle’s insert does: JSON, timestamps, numerics, nulls and defaults', async () => {
    await db.insert(probe).values(row('by-drizzle'))
    await executeRaw(db, insertRows(probe, [row('by-raw')]))
    const byRaw = await read('by-raw')
    expect(byRaw).toEqual(await read('by-drizzle'))
    expect(byRaw).toMatchObject({ quote: 'none', note: null, sequenceIsSet: true, amount: '1234.5600' })
    expect(byRaw.createdAt.toISOString()).toBe('2026-11-25T10:11:12.345Z')
  })

  it('insert several rows in one statement, a default where a row leaves a column out', async () => {
    await executeRaw(db, insertRows(probe, [row('multi-1', { quote: 'set' }), row('multi-2')]))
    expect((await read('multi-1')).quote).toBe('set')
    expect((await read('multi-2')).quote).toBe('none')
  })

  it('update one tenant’s row by id, only the columns given, and no other tenant’s', async () => {
    await executeRaw(db, insertRows(probe, [row('upd', {}), { ...row('upd-other'), clientId: 'client-2' }]))
    const update = updateById(probe, tenant, 'upd', { note: 'changed', nodes: [], quote: undefined })
    await executeRaw(db, update)
    expect(await read('upd')).toMatchObject({ note: 'changed', nodes: [], quote: 'none' })
    await executeRaw(db, updateById(probe, tenant, 'upd-other', { note: 'not mine' }))
    expect((await read('upd-other')).note).toBeNull()
  })

  it('refuses an update that names no column or one the table does not have', () => {
    expect(() => updateById(probe, tenant, 'x', {})).toThrow('no column to update')
    expect(() => updateById(probe, tenant, 'x', { nope: 1 } as Partial<ProbeRow>)).toThrow(
      'has no column nope',
    )
  })

  it('compose: values keep their order and placeholders are numbered across the parts', async () => {
    const composed = RawSql.concat([
      'with first as (',
      insertRows(probe, [row('with-1')]),
      ') ',
      rawSql`select ${'a'}::text as one, ${'b'}::text as two`,
    ])
    expect(composed.text()).toMatch(/\$8\)\) select \$9::text as one, \$10::text as two$/)
    expect(await executeRaw(db, composed)).toEqual([{ one: 'a', two: 'b' }])
    expect((await read('with-1')).isLive).toBe(true)
  })
})
