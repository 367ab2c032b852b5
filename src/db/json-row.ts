import { getTableColumns, getTableName, type Column, type Table } from 'drizzle-orm'
import { CasingCache } from 'drizzle-orm/casing'
import { COLUMN_CASING } from './raw-sql.js'

/**
 * A table's whole row read as one text field: a JSON array of its columns, which the reader turns
 * back into the row Drizzle would give. node-postgres handles every field of every result afresh —
 * PostgreSQL describes the row on each execution of a prepared statement, and the driver builds a
 * parser and an empty result object for each of its fields every time — and Drizzle maps each
 * cell through its column. For a payment's 35 columns that was a third of what an API process
 * spends on GET /payments/{id} (docs/decisions/0019-money-path-performance.md, "Cheap reads").
 *
 * JSON keeps every value exactly except numbers, so exact numbers (numeric, bigint) travel as
 * text; timestamps arrive in ISO 8601 with their offset, which Drizzle's timestamp columns read.
 */
export function jsonRowReader<T extends Table>(table: T) {
  const casing = new CasingCache(COLUMN_CASING)
  const columns = Object.entries(getTableColumns(table)).map(([key, column]: [string, Column]) => {
    const name = `"${casing.getColumnCasing(column).replace(/"/g, '""')}"`
    return { key, column, value: travelsAsText(column) ? `${name}::text` : name }
  })
  return {
    /** The select-list expression: `<expression> from <table>` reads a row as one text field. */
    expression: `json_build_array(${columns.map((c) => c.value).join(', ')})::text`,
    table: `"${getTableName(table)}"`,
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
