import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../src/db/client.js'

/** Both drivers answer `execute` with `{ rows }`; the shared type does not say so. */
export async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query)
  return (result as { rows: Row[] }).rows
}

/**
 * A fingerprint of everything stored: per table, the row count and a digest of every row's text,
 * in one query. Two equal snapshots mean nothing was inserted, changed or deleted in between.
 */
export async function snapshotStoredData(db: Database): Promise<Record<string, string>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )
  const perTable = tables.map(
    ({ name }) =>
      sql`select ${name} as name, count(*) || ' ' || md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest
          from ${sql.identifier(name)} t`,
  )
  const rows = await rowsOf<{ name: string; digest: string }>(db, sql.join(perTable, sql` union all `))
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]))
}

/** Every stored row of every table as JSON text, one per line: to search for what must never be kept. */
export async function dumpStoredData(db: Database): Promise<string> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )
  const perTable = tables.map(
    ({ name }) => sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t`,
  )
  const rows = await rowsOf<{ row: string }>(db, sql.join(perTable, sql` union all `))
  return rows.map((r) => r.row).join('\n')
}
