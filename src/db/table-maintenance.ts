import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { createSweepWorker } from '../shared/sweep.worker.js'
import type { DatabaseConnection } from './client.js'
import { executeSql } from './raw-sql.js'

/**
 * How often the tables are checked, after a first check when the worker starts. A fresh database's
 * tables grow from nothing, and until they are analyzed the plans cached for them are blind, so the
 * first analyze must come soon; the check itself is a catalogue query (and on PostgreSQL one more,
 * for whether autovacuum runs), and a table is only worked on once it has grown.
 */
const CHECK_EVERY_MS = 10_000

/**
 * A table is due once it is this many times the size its last VACUUM or ANALYZE recorded (a tenth
 * more: autovacuum's default analyze scale factor), plus a few pages so small tables are left alone.
 */
const GROWTH_FACTOR = 1.1
const GROWTH_THRESHOLD_PAGES = 8

/**
 * The application's tables that are due for `VACUUM`, with their size in pages: grown past their
 * recorded size (a table never vacuumed or analyzed has none recorded), or holding transaction ids
 * older than `autovacuum_freeze_max_age` or multixact ids (row locks shared between transactions)
 * older than `autovacuum_multixact_freeze_max_age`: the points where a server's autovacuum runs to
 * prevent wraparound. Growth stands in for autovacuum's change counts, which the embedded database
 * does not keep. Only tables the server's role may vacuum (it owns them, or is a superuser): where
 * migrations ran as another role, VACUUM would skip the rest with a warning, and they would stay
 * due, each drain calling again at once. `regclass` prints each name quoted where it needs to be.
 */
const dueTables = sql`
  select c.oid::regclass::text as "name",
    pg_relation_size(c.oid) / current_setting('block_size')::int as "pages"
  from pg_class c
  where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
    and pg_has_role(c.relowner, 'USAGE')
    and (
      pg_relation_size(c.oid) / current_setting('block_size')::int
        > c.relpages * ${GROWTH_FACTOR}::float8 + ${GROWTH_THRESHOLD_PAGES}
      or age(c.relfrozenxid) > current_setting('autovacuum_freeze_max_age')::int
      or mxid_age(c.relminmxid) > current_setting('autovacuum_multixact_freeze_max_age')::int
    )
  order by c.oid`

/**
 * A due table is analyzed as well when this connection has not analyzed it yet, or once it has grown
 * to this many times the size it had then; otherwise it is only vacuumed. VACUUM keeps the row and
 * page counts the planner scales its estimates by current, and removes dead rows; ANALYZE samples
 * a few thousand rows (`STATISTICS_TARGET`) and computes every column's statistics, which change
 * little as a table grows.
 * Under P2P load on a fresh database the four tables a payment writes to grow by a tenth between
 * checks: analyzing them at PostgreSQL's default statistics target took a core for about a second
 * at every check (a twentieth of this 2-core machine), vacuuming them about a tenth of that.
 * Doubling makes the analyses of a growing table logarithmic in its size.
 */
const ANALYZE_AGAIN_AT_GROWTH = 2

/**
 * The statistics target of this worker's ANALYZEs, where PostgreSQL's default is 100. ANALYZE
 * samples 300 rows per unit of target, so 3,000 rows here instead of 30,000, and keeps lists of up
 * to 10 most common values and histograms of 10 buckets. The sample is most of an ANALYZE's work,
 * and that work is what the requests beside the pass pay for: under P2P at half load an ANALYZE of
 * the four tables a payment writes took 0.3 to 1.4 s at 100 and 0.07 to 0.17 s at 10, and the
 * payments started in the 1.5 s after it that took over 20 ms fell to a third. The engine's
 * statements are planned generically (by each column's distinct count and null fraction) or for
 * values that coarser lists still tell apart (a rare account number from a common one), and every
 * plan test holds at 10 (docs/decisions/0020-embedded-table-maintenance.md, "A smaller sample").
 * Columns given a target of their own keep it (the documents' 0, migration 0022), and so does the
 * customer search's expression (100, migration 0029).
 */
const STATISTICS_TARGET = 10

/** Per connection, the size in pages each table had when it was last analyzed through it. */
const pagesWhenAnalyzed = new WeakMap<DatabaseConnection, Map<string, number>>()

/**
 * Autovacuum's pace for a session's VACUUM and ANALYZE, which otherwise run flat out: they sleep
 * `autovacuum_vacuum_cost_delay` each time they have used `autovacuum_vacuum_cost_limit` of work
 * (-1 in either: the plain vacuum setting, as autovacuum reads them). That work counts pages read
 * and dirtied, so it paces the vacuuming of a large table, not the computing of statistics. Not on
 * the embedded database: its one session would only be held longer.
 */
const AT_AUTOVACUUM_PACE = `
  select
    set_config('vacuum_cost_delay', case current_setting('autovacuum_vacuum_cost_delay')
      when '-1' then current_setting('vacuum_cost_delay')
      else current_setting('autovacuum_vacuum_cost_delay') end, false),
    set_config('vacuum_cost_limit', case current_setting('autovacuum_vacuum_cost_limit')
      when '-1' then current_setting('vacuum_cost_limit')
      else current_setting('autovacuum_vacuum_cost_limit') end, false)`

/**
 * VACUUM that leaves the empty pages at a table's end in place: giving them back to the file system
 * takes the table's ACCESS EXCLUSIVE lock, which stops every query of it meanwhile, and these tables
 * grow, so the next inserts would only add those pages again. And one that vacuums a table's indexes
 * one after the other, as autovacuum does: a session's VACUUM otherwise starts background processes
 * to vacuum them side by side, taking more cores at once from the requests beside it.
 */
const vacuum = (table: string, options: { analyze: boolean }) =>
  `vacuum (${options.analyze ? 'analyze, ' : ''}truncate false, parallel 0) ${table}`

/**
 * Vacuums each due table, and analyzes it too where `ANALYZE_AGAIN_AT_GROWTH` says so (at
 * `STATISTICS_TARGET`), one at a time (each is its own command, outside any transaction), at
 * autovacuum's pace on a server; how many it did. Afterwards their recorded sizes are current, so a
 * second call finds nothing due unless they grew again meanwhile.
 */
export async function maintainDueTables(connection: DatabaseConnection): Promise<number> {
  const rows = await executeSql<{ name: string; pages: number | string }>(connection.db, dueTables)
  if (rows.length === 0) return 0
  let analyzed = pagesWhenAnalyzed.get(connection)
  if (!analyzed) pagesWhenAnalyzed.set(connection, (analyzed = new Map<string, number>()))
  await connection.inOwnSession(async (execute) => {
    if (connection.kind === 'postgres') await execute(AT_AUTOVACUUM_PACE)
    await execute(`set default_statistics_target = ${STATISTICS_TARGET}`)
    try {
      for (const { name, pages: pagesText } of rows) {
        const pages = Number(pagesText)
        const before = analyzed.get(name)
        const analyze = before === undefined || pages >= before * ANALYZE_AGAIN_AT_GROWTH
        await execute(vacuum(name, { analyze }))
        if (analyze) analyzed.set(name, pages)
      }
    } finally {
      // The embedded database's one session is also the application's: an ANALYZE run there
      // afterwards (an operator's, a test's) gets the default again.
      await execute('reset default_statistics_target')
    }
  })
  return rows.length
}

/**
 * Whether the database vacuums and analyzes its tables on its own: a PostgreSQL server does while
 * its autovacuum runs (which needs `track_counts`). Asked at each check, since a reload of the
 * server's configuration can turn it on or off.
 */
async function hasAutovacuum(connection: DatabaseConnection): Promise<boolean> {
  if (connection.kind === 'embedded') return false
  const [row] = await executeSql<{ on: boolean }>(
    connection.db,
    sql`select current_setting('autovacuum')::boolean and current_setting('track_counts')::boolean as "on"`,
  )
  return row!.on
}

/** `maintainDueTables` where nothing else maintains the tables; how many it did. */
export async function maintainUnlessAutovacuum(connection: DatabaseConnection): Promise<number> {
  return (await hasAutovacuum(connection)) ? 0 : maintainDueTables(connection)
}

/**
 * What PostgreSQL's autovacuum does on a server, where nothing else does it: on the embedded
 * database, which runs PostgreSQL in single-user mode with no autovacuum and no table statistics
 * kept, and on a PostgreSQL server whose autovacuum is off. Unanalyzed, a growing table is planned
 * blind: the plans each connection caches stay as they were made on the empty tables (a money
 * movement's ledger lock walked every account of the tenant for each of its rows, and top-ups slowed
 * as they added up; docs/decisions/0020-embedded-table-maintenance.md). Never vacuumed, a table keeps
 * its dead rows, and on the embedded database its transaction ids age towards wraparound. Runs in
 * the process that runs the workers.
 */
export function createTableMaintenanceWorker(connection: DatabaseConnection, log: FastifyBaseLogger) {
  return createSweepWorker({
    name: 'table maintenance',
    sweepBatch: () => maintainUnlessAutovacuum(connection),
    intervalMs: CHECK_EVERY_MS,
    log,
  })
}
