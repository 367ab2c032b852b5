import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTableMaintenanceWorker,
  maintainDueTables,
  maintainUnlessAutovacuum,
} from '../../src/db/table-maintenance.js'
import { connectDatabase, type DatabaseConnection } from '../../src/db/client.js'
import { executeSql } from '../../src/db/raw-sql.js'
import { standaloneLogger } from '../../src/shared/logger.js'
import { createTestDatabase } from '../helpers/test-database.js'

let connection: Awaited<ReturnType<typeof createTestDatabase>>
beforeAll(async () => {
  connection = await createTestDatabase()
  await connection.execute('create table maintenance_probe (id integer primary key, note text not null)')
  // A fresh database's own tables may be due (never analyzed): settle them first.
  await maintainDueTables(connection)
})
afterAll(() => connection.close())

const addRows = (from: number, count: number) =>
  connection.execute(
    `insert into maintenance_probe select g, repeat('x', 100) from generate_series(${from}, ${from + count - 1}) g`,
  )

/** Whether the database's own autovacuum maintains the tables, so that the worker leaves them alone. */
async function isMaintainedElsewhere(): Promise<boolean> {
  const { rows } = (await connection.db.execute(sql`show autovacuum`)) as { rows: { autovacuum: string }[] }
  // The embedded database reports autovacuum on, but runs in single-user mode, where it never runs.
  return connection.kind === 'postgres' && rows[0]!.autovacuum === 'on'
}

/** What the planner knows of the probe table: its row count as last recorded, and column statistics. */
async function plannerView() {
  const [row] = await executeSql<{ rows: string | number; columnStatistics: number }>(
    connection.db,
    sql`select c.reltuples::bigint as "rows",
      (select count(*) from pg_stats s where s.tablename = 'maintenance_probe')::int as "columnStatistics"
    from pg_class c where c.oid = 'maintenance_probe'::regclass`,
  )
  return { rows: Number(row!.rows), columnStatistics: row!.columnStatistics }
}

/**
 * VACUUM records an estimate of the row count, extrapolated over the pages it skipped as all-visible
 * (ANALYZE's is exact at this size): close is what the planner needs.
 */
function expectAboutRows(recorded: number, actual: number): void {
  expect(Math.abs(recorded - actual) / actual).toBeLessThan(0.02)
}

/** The probe's id histogram as the planner has it: its top (the largest id sampled) and its size. */
async function idHistogram(): Promise<{ largest: number; bounds: number }> {
  const [row] = await executeSql<{ largest: number; bounds: number }>(
    connection.db,
    sql`select (histogram_bounds::text::int[])[array_length(histogram_bounds::text::int[], 1)] as "largest",
      array_length(histogram_bounds::text::int[], 1) as "bounds"
    from pg_stats where tablename = 'maintenance_probe' and attname = 'id'`,
  )
  return { largest: Number(row!.largest), bounds: Number(row!.bounds) }
}

describe('table maintenance', () => {
  it('vacuums and analyzes a table once it has grown, so the planner knows its rows', async () => {
    expect(await maintainDueTables(connection)).toBe(0)
    await addRows(1, 5000)
    expect((await plannerView()).columnStatistics).toBe(0)

    expect(await maintainDueTables(connection)).toBe(1)
    expect(await plannerView()).toEqual({ rows: 5000, columnStatistics: 2 })
  })

  it('leaves a table alone until it grows by a tenth again', async () => {
    expect(await maintainDueTables(connection)).toBe(0)
    await addRows(10_001, 100)
    expect(await maintainDueTables(connection)).toBe(0)
    expect((await plannerView()).rows).toBe(5000)

    await addRows(20_001, 2000)
    expect(await maintainDueTables(connection)).toBe(1)
    expectAboutRows((await plannerView()).rows, 7100)
  })

  it('vacuums a table that grew by a tenth, and analyzes it again only once it has doubled', async () => {
    // The last pass vacuumed it (the row count above) without analyzing: statistics of ids 1–5,000.
    expect((await idHistogram()).largest).toBeLessThanOrEqual(5000)

    await addRows(50_001, 5000)
    expect(await maintainDueTables(connection)).toBe(1)
    // A sample of 3,000 of the 12,100 rows, 5,000 of them above 50,000.
    expect((await idHistogram()).largest).toBeGreaterThan(50_000)
  })

  // A sample a tenth of ANALYZE's default is a tenth of the work the requests beside the pass wait
  // behind (docs/decisions/0020-embedded-table-maintenance.md, "A smaller sample").
  it("analyzes at a tenth of the default statistics target, and leaves the session's own as it was", async () => {
    // 11 bounds: a histogram of 10 buckets (the ids are distinct, so none is a most common value).
    expect((await idHistogram()).bounds).toBe(11)

    // On the embedded database this is the session the pass ran in: its own target is back, the
    // one it started with (`reset_val`, the server's default unless the connection set one).
    await connection.execute('analyze maintenance_probe')
    const [setting] = await executeSql<{ target: string }>(
      connection.db,
      sql`select reset_val as "target" from pg_settings where name = 'default_statistics_target'`,
    )
    expect((await idHistogram()).bounds).toBe(Number(setting!.target) + 1)
  })

  it('is left to autovacuum where the database runs it, and done where it does not', async () => {
    const maintainedElsewhere = await isMaintainedElsewhere()
    await addRows(30_001, 2000)

    expect(await maintainUnlessAutovacuum(connection)).toBe(maintainedElsewhere ? 0 : 1)
    if (!maintainedElsewhere) expectAboutRows((await plannerView()).rows, 14_100)
  })

  // A fresh database's tables, or a restarted server's that grew meanwhile, are planned blind until
  // analyzed: a lookup by id then walked every payment of the tenant through another index. The
  // first pass must not wait a whole check interval.
  it('makes its first pass as soon as the worker starts', async () => {
    const maintainedElsewhere = await isMaintainedElsewhere()
    await addRows(60_001, 20_000)
    const worker = createTableMaintenanceWorker(connection, standaloneLogger({ level: 'silent' }))
    worker.start()
    await worker.stop()
    if (!maintainedElsewhere) expectAboutRows((await plannerView()).rows, 34_100)
  })

  // Their statistics were the largest part of what analyzing the tables a payment writes cost, and
  // no statement filters, joins or sorts by them (migration 0022).
  it("leaves the payments' JSON documents out of the statistics it gathers, and keeps the other columns'", async () => {
    await connection.execute(`
      insert into payments (client_id, environment, id, is_attempt, external_id, identity_id,
        account_number, type, status, product, purchase_amount, purchase_currency, total_amount,
        currency, exchange_rate, fees, origins, destinations, account_numbers, review_reasons,
        webhook_flavor, created_at, updated_at)
      select 'probe', 'sandbox', 'pay_' || g, false, 'pay_' || g, 'identity', 'account', 'P2P',
        'RECEIVED', 'USD:USD', g, 'USD', g, 'USD', '1', jsonb_build_array(jsonb_build_object('amount', g)),
        jsonb_build_array(jsonb_build_object('accountNumber', 'from_' || g)),
        jsonb_build_array(jsonb_build_object('accountNumber', 'to_' || g)), array['from_' || g, 'to_' || g],
        '[]', 'default', now(), now()
      from generate_series(1, 2000) g`)
    expect(await maintainDueTables(connection)).toBeGreaterThanOrEqual(1)

    const result = await connection.db.execute(sql`
      select attname as "column" from pg_stats where tablename = 'payments' order by attname`)
    const analyzed = (result as { rows: { column: string }[] }).rows.map((row) => row.column)
    expect(analyzed).toEqual(expect.arrayContaining(['account_numbers', 'id', 'purchase_amount', 'status']))
    for (const document of ['destinations', 'fees', 'origins', 'review_reasons']) {
      expect(analyzed).not.toContain(document)
    }
  })
})

/**
 * A server whose role did not run the migrations may not vacuum their tables: VACUUM skips them
 * with a warning, and a table that stayed due would be tried again at once, forever.
 */
describe.runIf(Boolean(process.env.DATABASE_URL))('table maintenance by a role that owns no table', () => {
  const role = `maintenance_probe_${Date.now().toString(36)}`
  let asOtherRole: DatabaseConnection
  beforeAll(async () => {
    await connection.execute(`create role ${role} nologin`)
    const url = new URL(connection.url!)
    url.searchParams.set('options', `-c role=${role}`)
    asOtherRole = await connectDatabase({ databaseUrl: url.toString(), dataDir: '' })
  })
  afterAll(async () => {
    await asOtherRole.close()
    await connection.execute(`drop role ${role}`)
  })

  it('finds nothing due among the tables it may not vacuum, however they have grown', async () => {
    await addRows(40_001, 5000)
    expect(await maintainDueTables(asOtherRole)).toBe(0)
    expect(await maintainDueTables(connection)).toBe(1)
  })
})
