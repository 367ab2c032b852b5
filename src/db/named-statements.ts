import { createHash } from 'node:crypto'
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

const names = new Map<string, string>()

/** The name `text` runs under, or undefined once the process has named MAX_NAMED_STATEMENTS texts. */
export function statementName(text: string): string | undefined {
  let name = names.get(text)
  if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
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
