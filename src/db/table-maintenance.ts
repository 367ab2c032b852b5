import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { createSweepWorker } from '../shared/sweep.worker.js'
import type { DatabaseConnection } from './client.js'

/**
 * How often the tables are checked. A fresh database's tables grow from nothing, and until they are
 * analyzed the plans cached for them are blind, so the first analyze must come soon; the check itself
 * is one catalogue query, and a table is only worked on once it has grown.
 */
const CHECK_EVERY_MS = 10_000

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
 * Only tables the server's role may vacuum (it owns them, or is a superuser): where migrations ran
 * as another role, VACUUM would skip the rest with a warning, and they would stay due, each drain
 * calling again at once. `regclass` prints each name quoted where it needs to be.
 */
const dueTables = sql`
  select c.oid::regclass::text as "name"
  from pg_class c
  where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
    and pg_has_role(c.relowner, 'USAGE')
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
 * Whether the database vacuums and analyzes its tables on its own: a PostgreSQL server does while
 * its autovacuum runs (which needs `track_counts`). Asked at each check, since a reload of the
 * server's configuration can turn it on or off.
 */
async function hasAutovacuum(connection: DatabaseConnection): Promise<boolean> {
  if (connection.kind === 'embedded') return false
  const result = await connection.db.execute(sql`
    select current_setting('autovacuum')::boolean and current_setting('track_counts')::boolean as "on"`)
  return (result as { rows: { on: boolean }[] }).rows[0]!.on
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
