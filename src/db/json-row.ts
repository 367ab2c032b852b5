import type { Column, Table } from 'drizzle-orm'
import { columnsOf, quotedTableName } from './raw-sql.js'

/**
 * A table's whole row read as one text field: a JSON array of its columns, which the reader turns
 * back into the row Drizzle would give. node-postgres handles every field of every result afresh —
 * PostgreSQL describes the row on each execution of a prepared statement, and the driver builds a
 * parser and an empty result object for each of its fields every time — and Drizzle maps each
 * cell through its column. For a payment's 35 columns that was about a fifth of what an API
 * process spent on GET /payments/{id} (docs/decisions/0019-money-path-performance.md, "The hottest
 * read comes back as one field").
 *
 * JSON keeps every value exactly except numbers, so exact numbers (numeric, bigint) travel as
 * text; timestamps arrive in ISO 8601 with their offset, which Drizzle's timestamp columns read.
 */
export function jsonRowReader<T extends Table>(table: T) {
  const columns = [...columnsOf(table)].map(([key, { quoted, column }]) => ({
    key,
    column,
    value: travelsAsText(column) ? `${quoted}::text` : quoted,
  }))
  return {
    /** The select-list expression: `<expression> from <table>` reads a row as one text field. */
    expression: `json_build_array(${columns.map((c) => c.value).join(', ')})::text`,
    table: quotedTableName(table),
    /** The row from the expression's text. */
    read(text: string): T['$inferSelect'] {
      const values = JSON.parse(text) as unknown[]
      const row: Record<string, unknown> = {}
      for (let index = 0; index < columns.length; index += 1) {
        const value = values[index]
        row[columns[index]!.key] = value === null ? null : columns[index]!.column.mapFromDriverValue(value)
      }
      return row
    },
  }
}

/** Columns whose values JSON would turn into floating-point numbers. */
function travelsAsText(column: Column): boolean {
  const type = column.getSQLType()
  if (/\[\]$/.test(type) && /^(numeric|decimal|bigint|int8)/.test(type)) {
    throw new Error(`${column.name}: arrays of exact numbers are not read as JSON`)
  }
  return /^(numeric|decimal|bigint|int8)/.test(type)
}
