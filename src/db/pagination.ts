import { and, asc, desc, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from './client.js'
import type { Page, PageRequest } from '../shared/page.js'

/**
 * One page of `table` rows matching `where`, newest first unless asked otherwise, by offset or by
 * keyset cursor, with the total. Ordering by (created_at, id) keeps pages stable while rows are
 * being added: a cursor continues strictly after the last row seen.
 */
export async function selectPage<Row extends { id: string; createdAt: Date }>(
  db: Database,
  source: { table: PgTable; createdAt: PgColumn; id: PgColumn },
  where: SQL,
  request: PageRequest,
  direction: 'asc' | 'desc' = 'desc',
): Promise<Page<Row>> {
  const comparison = direction === 'desc' ? sql`<` : sql`>`
  const after = request.after
    ? sql`(${source.createdAt}, ${source.id}) ${comparison} (${request.after.createdAt.toISOString()}::timestamptz, ${request.after.id})`
    : undefined
  const order = direction === 'desc' ? desc : asc
  const rows = await db
    .select()
    .from(source.table)
    .where(and(where, after))
    .orderBy(order(source.createdAt), order(source.id))
    .limit(request.limit + 1)
    .offset(request.after ? 0 : request.start)
  const hasMore = rows.length > request.limit
  const items = rows.slice(0, request.limit) as Row[]
  const total = endsTheList(request, rows.length, hasMore)
    ? request.start + rows.length
    : await db.$count(source.table, where)
  return { items, total, hasMore, request }
}

/**
 * Whether an offset page shows the last matching row, so that its rows and the ones skipped before
 * it are the total, and counting every match again is not needed. Most filtered lists fit on their
 * first page. A page past the end shows nothing to count from, and a cursor's `start` is what was
 * shown before, which rows added or deleted since may have changed.
 */
function endsTheList(request: PageRequest, rows: number, hasMore: boolean): boolean {
  return request.after === undefined && !hasMore && (rows > 0 || request.start === 0)
}
