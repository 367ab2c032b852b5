import { sql, type SQL } from 'drizzle-orm'

/**
 * `('A', 'B')` as literal SQL, for partial-index predicates: the migration must spell the values
 * out (an index predicate cannot take parameters). Only for constant lists from the code, such as
 * a state machine's status classes, never for input.
 */
export function sqlList(values: readonly string[]): SQL {
  return sql.raw(`(${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`)
}
