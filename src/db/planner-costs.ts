import type pg from 'pg'

/**
 * Sets the application's sessions to plan with `random_page_cost = 1.1`, unless the operator set a
 * value of their own (server configuration, database, role or connection options): PostgreSQL's
 * default of 4 prices a page read at random as on a spinning disk. The money path's statements run
 * as prepared statements with one generic plan each, and at that price the plan for a lookup by
 * primary key on a table of a few pages is a sequential scan, which then reads every row, live or
 * dead, on every payment, and slows as the table's updated rows pile up between vacuums. 1.1 is the
 * usual price where the data is in memory or on SSD, as the money path's rows are
 * (docs/decisions/0019-money-path-performance.md, "Accounts found by index, whatever the size").
 */
export const PLANNER_COSTS_SQL = `select set_config('random_page_cost', '1.1', false)
  where (select source from pg_settings where name = 'random_page_cost') = 'default'`

/** Applies PLANNER_COSTS_SQL to each connection `pool` opens, before its first statement. */
export function setPlannerCosts(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    // Queued ahead of whatever the connection was opened for. A failure here is a lost
    // connection, which that statement reports; the session then plans with the default.
    client.query(PLANNER_COSTS_SQL).catch(() => undefined)
  })
}
