import { createHash } from 'node:crypto'
import { sql, type SQL } from 'drizzle-orm'
import type pg from 'pg'
import { extended } from '../shared/objects.js'

/**
 * Distinct statement texts a process names; beyond it, new texts run unnamed (as before). Each
 * connection that runs a named text keeps its plan, so this also bounds a connection's plan cache
 * on the server (the money path needs a few dozen texts; the rest are lists and varying batches).
 */
const MAX_NAMED_STATEMENTS = 256

type QueryConfig = { text: string; name?: string | undefined }
type Query = (config: unknown, ...rest: unknown[]) => unknown

/**
 * Runs every statement of `pool` that the application builds (a query config with text) as a
 * named prepared statement: each connection parses and plans a text once and then only binds and
 * executes it. Drizzle sends the same texts over and over (the money path is a dozen of them), and
 * PostgreSQL spent more time parsing and planning them than executing them. Names are a hash of
 * the text, so one name never stands for two texts; the set of names is bounded, so a process that
 * builds ever-new texts (lists of varying length) stops naming them instead of growing without end.
 * A schema change by a newer process re-plans these statements in PostgreSQL; they name their
 * columns, so their result shape does not change under them.
 */
export function nameStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query
    const named: Query = (config, ...rest) => {
      if (isUnnamedConfig(config)) {
        const name = statementName(config.text)
        if (name !== undefined) return query(extended(config, { name }), ...rest)
      }
      return query(config, ...rest)
    }
    Object.assign(client, { query: named })
  })
}

/** The mark `plannedForItsValues` leaves in a statement's text: a comment, so it changes nothing else. */
const PLANNED_FOR_ITS_VALUES = '/* planned for its values */'

/**
 * `condition`, marked so that its statement runs unnamed and PostgreSQL plans it for the values of
 * each run, never with the generic plan a named statement settles on. For a filter whose best plan
 * depends on how rare its value is: an account number inside an array column. A generic plan cannot
 * know that, so it assumes 1 row in 100 (or 200) matches, and with a page's LIMIT it walks the
 * tenant's rows newest first to find them; for an account in few of them that reads every row. For
 * the value itself, the array's element statistics tell a rare account (read through its GIN index,
 * then sorted) from a common one (walked newest first). The price is a plan per run, for a list.
 */
export function plannedForItsValues(condition: SQL): SQL {
  return sql`${condition} ${sql.raw(PLANNED_FOR_ITS_VALUES)}`
}

/** Whether `text` holds a condition marked by `plannedForItsValues`. */
export function isPlannedForItsValues(text: string): boolean {
  return text.includes(PLANNED_FOR_ITS_VALUES)
}

const names = new Map<string, string>()

/**
 * The name `text` runs under; undefined once the process has named MAX_NAMED_STATEMENTS texts, and
 * for a text planned for its values. That mark is looked for only in a text not named yet, so the
 * money path's statements, found by their text, never scan for it.
 */
export function statementName(text: string): string | undefined {
  let name = names.get(text)
  if (name === undefined && names.size < MAX_NAMED_STATEMENTS && !isPlannedForItsValues(text)) {
    name = `s_${createHash('sha1').update(text).digest('base64url')}`
    names.set(text, name)
  }
  return name
}

function isUnnamedConfig(config: unknown): config is QueryConfig {
  return (
    typeof config === 'object' &&
    config !== null &&
    typeof (config as QueryConfig).text === 'string' &&
    (config as QueryConfig).name === undefined
  )
}
