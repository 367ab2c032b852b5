import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../helpers/stored-data.js'
import { buildTestApp, type TestApp } from '../helpers/test-app.js'

/**
 * A payment's row is written at its create and again at each status change. PostgreSQL can write
 * such an update in place on its page (a HOT update) only if no index of the table names a column
 * it changes; otherwise every index of `payments` gets a new entry. The sweeps' work queues live in
 * `payments_due` for that reason: docs/decisions/0019-money-path-performance.md.
 */
const WRITTEN_BY_STATUS_CHANGES = [
  'status',
  'updated_at',
  'authorized_at',
  'captured_at',
  'received_at',
  'settled_at',
  'refunded_at',
  'failure_reason',
  'review_reasons',
  'settlement',
]

describe('the indexes of payments', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })

  it('name no column a status change writes, in their keys or their conditions', async () => {
    const indexes = await rowsOf<{ name: string; definition: string }>(
      t.database.db,
      sql`select indexrelid::regclass::text as "name", pg_get_indexdef(indexrelid) as "definition"
        from pg_index where indrelid = 'payments'::regclass`,
    )
    expect(indexes.length).toBeGreaterThan(0)
    for (const { name, definition } of indexes) {
      const named = WRITTEN_BY_STATUS_CHANGES.filter((column) =>
        new RegExp(`\\b${column}\\b`).test(definition),
      )
      expect(named, `${name}: ${definition}`).toEqual([])
    }
  })
})
