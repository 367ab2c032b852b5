import { getTableColumns, getTableName, type Column, type SQL, type Table } from 'drizzle-orm'
import { CasingCache } from 'drizzle-orm/casing'
import type { Tenant } from '../shared/tenant.js'
import type { Database } from './client.js'

/** How the application names columns in the database (the Drizzle handles use the same). */
export const COLUMN_CASING = 'snake_case'

/**
 * A statement as text pieces around its values, written without Drizzle's query builder. The
 * builder walks every chunk of a statement with class checks on each call; for the writes of a
 * status change, held and sent as one statement of a hundred values, that walk was a sixth of an
 * API process's time under load (docs/decisions/0019-money-path-performance.md). Values are
 * already what the driver sends (see `encoded`); placeholders are numbered when the text is made,
 * so statements compose by concatenation.
 */
export class RawSql {
  /** `pieces.length === values.length + 1`: a value goes between each two pieces. */
  constructor(
    readonly pieces: readonly string[],
    readonly values: readonly unknown[],
  ) {}

  /**
   * The text with `$1`, `$2`… for the values. Joined once, so the text is one flat string made in
   * one allocation: concatenated piece by piece, a statement of a hundred values left a tree of
   * partial strings for the garbage collector (decision 0019, "Garbage per request").
   */
  text(): string {
    const parts = new Array<string>(this.pieces.length * 2 - 1)
    parts[0] = this.pieces[0]!
    for (let index = 1; index < this.pieces.length; index += 1) {
      parts[index * 2 - 1] = `$${index}`
      parts[index * 2] = this.pieces[index]!
    }
    return parts.join('')
  }

  /** Text and statements in order, as one statement. */
  static concat(parts: readonly (string | RawSql)[]): RawSql {
    const builder = new RawSqlBuilder()
    for (const part of parts) {
      if (typeof part === 'string') builder.append(part)
      else builder.splice(part)
    }
    return builder.build()
  }
}

/**
 * Writes a statement in order: text is appended to the piece being written, and a value ends it.
 * Values go straight into the statement, not each in a statement of its own first.
 */
class RawSqlBuilder {
  private readonly pieces: string[] = []
  private readonly values: unknown[] = []
  private piece = ''

  append(text: string): void {
    this.piece += text
  }

  value(value: unknown): void {
    this.pieces.push(this.piece)
    this.values.push(value)
    this.piece = ''
  }

  /** `statement`'s text and values, in place. */
  splice(statement: RawSql): void {
    this.append(statement.pieces[0]!)
    for (let index = 0; index < statement.values.length; index += 1) {
      this.value(statement.values[index])
      this.append(statement.pieces[index + 1]!)
    }
  }

  build(): RawSql {
    this.pieces.push(this.piece)
    return new RawSql(this.pieces, this.values)
  }
}

/**
 * A statement from a template: each interpolated `RawSql` is spliced in, anything else is a value
 * (already encoded for the driver). Identifiers and keywords belong in the template, never in a value.
 */
export function rawSql(strings: TemplateStringsArray, ...values: unknown[]): RawSql {
  const builder = new RawSqlBuilder()
  builder.append(strings[0]!)
  values.forEach((value, index) => {
    if (value instanceof RawSql) builder.splice(value)
    else builder.value(value)
    builder.append(strings[index + 1]!)
  })
  return builder.build()
}

/** A table's columns by property name, with their quoted database names. */
export interface ColumnOf {
  quoted: string
  column: Column
}

const casing = new CasingCache(COLUMN_CASING)
const columnsByTable = new WeakMap<Table, Map<string, ColumnOf>>()

export function columnsOf(table: Table): Map<string, ColumnOf> {
  let columns = columnsByTable.get(table)
  if (!columns) {
    columns = new Map(
      Object.entries(getTableColumns(table)).map(([key, column]: [string, Column]) => [
        key,
        { quoted: quote(casing.getColumnCasing(column)), column },
      ]),
    )
    columnsByTable.set(table, columns)
  }
  return columns
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/** The table's quoted database name. */
export const quotedTableName = (table: Table) => quote(getTableName(table))

/** A value as the column's Drizzle type sends it (JSON text, ISO timestamps…); null stays null. */
function encoded(column: Column, value: unknown): unknown {
  return value === null ? null : column.mapToDriverValue(value)
}

/**
 * `insert into … values …` for `rows` of `table`, keyed as Drizzle's rows are: the columns any row
 * sets, and `default` where a row leaves one undefined (as Drizzle's insert does).
 */
export function insertRows<T extends Table>(table: T, rows: readonly T['$inferInsert'][]): RawSql {
  const written = [...columnsOf(table)].filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  )
  const names = written.map(([, { quoted }]) => quoted).join(', ')
  const builder = new RawSqlBuilder()
  builder.append(`insert into ${quotedTableName(table)} (${names}) values `)
  for (let rowIndex = 0; rowIndex < rows.length; rowIndex += 1) {
    const row = rows[rowIndex] as Record<string, unknown>
    builder.append(rowIndex === 0 ? '(' : ', (')
    for (let index = 0; index < written.length; index += 1) {
      const [key, { column }] = written[index]!
      if (index > 0) builder.append(', ')
      const value = row[key]
      if (value === undefined) builder.append('default')
      else builder.value(encoded(column, value))
    }
    builder.append(')')
  }
  return builder.build()
}

/**
 * `update … set …` of the defined `changes` of one tenant's row `id`. It ends with its `where`
 * clause, so a caller may add conditions (`and …`) and a `returning` after it.
 */
export function updateById<T extends Table>(
  table: T,
  tenant: Tenant,
  id: string,
  changes: Partial<T['$inferInsert']>,
): RawSql {
  const columns = columnsOf(table)
  const builder = new RawSqlBuilder()
  builder.append(`update ${quotedTableName(table)} set `)
  let first = true
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue
    const target = columns.get(key)
    if (!target) throw new Error(`${getTableName(table)} has no column ${key}`)
    builder.append(first ? `${target.quoted} = ` : `, ${target.quoted} = `)
    builder.value(encoded(target.column, value))
    first = false
  }
  if (first) throw new Error(`no column to update in ${getTableName(table)}`)
  builder.splice(rawSql` where "client_id" = ${tenant.clientId} and "environment" = ${tenant.environment}`)
  builder.splice(rawSql` and "id" = ${id}`)
  return builder.build()
}

/**
 * Runs `statement` on `db` (the pool, a transaction, PGlite) through the same Drizzle session as
 * every other statement: the statement log (and its budget test) and named statements see it.
 */
export async function executeRaw<Row>(db: Database, statement: RawSql): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(
    { sql: statement.text(), params: statement.values as unknown[] },
    undefined,
    undefined,
    false,
  )
  const result = (await prepared.execute()) as { rows: Row[] }
  return result.rows
}

/**
 * The rows of the Drizzle statement `statement` run on `db`: the pool's results and PGlite's both
 * hold them in `rows`.
 */
export async function executeSql<Row>(db: Database, statement: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(statement)
  return (result as { rows: Row[] }).rows
}
