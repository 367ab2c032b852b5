import type { DatabaseConnection } from './client.js'
import { RawSql } from './raw-sql.js'

/**
 * A condition that is always true and lets the transaction of the statement holding it commit
 * without waiting for its WAL to reach the disk: `set_config`'s third argument sets
 * `synchronous_commit = off` for that transaction only, and PostgreSQL reads the setting when the
 * transaction commits, after the statement ran. So a statement run on its own gets it with no round
 * trip of its own; PostgreSQL evaluates the uncorrelated subquery once, before the first row.
 *
 * Only for bookkeeping that a crash of PostgreSQL may undo because the work it records is safe to
 * do again, such as a webhook delivery's lease and outcome (sent at least once, with the same
 * `webhook-id`): such a commit is lost only if PostgreSQL crashes within a few hundred
 * milliseconds of it, before its WAL writer flushes it. The embedded database has no WAL writer:
 * there such a commit waits for the next durable one, however long that takes, so it uses
 * COMMITS_DURABLY instead (`bookkeepingCommit`). Never for money, an event, or anything promised
 * to a client: those commit durably before anyone sees them. Other sessions see the commit at once either way
 * (docs/decisions/0019-money-path-performance.md, "Delivery bookkeeping committed without waiting
 * for the disk").
 */
export const COMMITS_WITHOUT_WAITING_FOR_THE_DISK = new RawSql(
  [`(select set_config('synchronous_commit', 'off', true)) = 'off'`],
  [],
)

/** The same place in a statement, for a commit that waits for the disk as every other does. */
export const COMMITS_DURABLY = new RawSql(['true'], [])

/** How bookkeeping that may be redone commits on a database of this kind. */
export const bookkeepingCommit = (kind: DatabaseConnection['kind']): RawSql =>
  kind === 'postgres' ? COMMITS_WITHOUT_WAITING_FOR_THE_DISK : COMMITS_DURABLY
