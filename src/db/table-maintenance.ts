import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { createSweepWorker } from '../shared/sweep.worker.js'
import type { DatabaseConnection } from './client.js'

/** How often the embedded database's tables are checked, as autovacuum's default naptime. */
const CHECK_EVERY_MS = 60_000

/**
 * A table is due once it is this many times the size its last VACUUM or ANALYZE recorded (a tenth
 * more: autovacuum's default analyze scale factor), plus a few pages so small tables are left alone.
 */
const GROWTH_FACTOR = 1.1
const GROWTH_THRESHOLD_PAGES = 8

/**
 * The application's tables that are due for `VACUUM (ANALYZE)`: grown past their recorded size (a
 * table never analyzed has none recorded), or holding transaction ids older than
 * `autovacuum_freeze_max_age`, the point where a server's autovacuum runs to prevent wraparound.
 * Growth stands in for autovacuum's change counts, which the embedded database does not keep.
 * `regclass` prints each name quoted where it needs to be.
 */
const dueTables = sql`
  select c.oid::regclass::text as "name"
  from pg_class c
  where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
    and (
      pg_relation_size(c.oid) / current_setting('block_size')::int
        > c.relpages * ${GROWTH_FACTOR}::float8 + ${GROWTH_THRESHOLD_PAGES}
      or age(c.relfrozenxid) > current_setting('autovacuum_freeze_max_age')::int
    )
  order by c.oid`

/**
 * Vacuums and analyzes each due table, one at a time (each is its own command, outside any
 * transaction); how many it did. Afterwards their recorded sizes are current, so a second call
 * finds nothing due unless they grew again meanwhile.
 */
export async function maintainDueTables(connection: DatabaseConnection): Promise<number> {
  const result = await connection.db.execute(dueTables)
  const { rows } = result as { rows: { name: string }[] }
  for (const { name } of rows) await connection.execute(`vacuum (analyze) ${name}`)
  return rows.length
}

/**
 * What PostgreSQL's autovacuum does on a server, for the embedded database, which has none: PGlite
 * runs PostgreSQL in single-user mode, with no autovacuum and no table statistics kept. Unanalyzed,
 * a growing table is planned blind (a payment lookup by id or externalId read every payment of the
 * tenant, docs/decisions/0019-money-path-performance.md); never vacuumed, it keeps its dead rows
 * and its transaction ids age towards wraparound. Runs in the process that runs the workers.
 */
export function createTableMaintenanceWorker(connection: DatabaseConnection, log: FastifyBaseLogger) {
  return createSweepWorker({
    name: 'table maintenance',
    sweepBatch: () => maintainDueTables(connection),
    intervalMs: CHECK_EVERY_MS,
    log,
  })
}
