import { inArray, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

/** `column` is one of `values`; absent means no condition, an empty list matches nothing. */
export function anyOf(column: PgColumn, values: readonly string[] | undefined): SQL | undefined {
  if (values === undefined) return undefined
  return values.length === 0 ? sql`false` : inArray(column, [...values])
}
