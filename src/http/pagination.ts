import { Type, type Static } from '@sinclair/typebox'
import { OneOf } from '../shared/schemas.js'
import { invalidField } from '../shared/errors.js'
import { isStorableInstant } from '../shared/dates.js'
import type { ApiVersion } from './api-version.js'
import { SORT_ORDERS, type Page, type PageRequest, type CursorPosition } from '../shared/page.js'

/** Query parameters every list accepts (CONTRACT.md: `limit`, `next`, `offset`, `cursor`). */
export const PageQuerySchema = {
  limit: Type.Optional(
    Type.Integer({ minimum: 1, description: 'Page size; values above the maximum are capped' }),
  ),
  next: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: Number.MAX_SAFE_INTEGER,
      description: 'Offset of the page, as returned in pagination.next',
    }),
  ),
  offset: Type.Optional(
    Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'Number of items to skip' }),
  ),
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 512, description: 'Opaque keyset cursor' })),
}
type PageQuery = { [K in keyof typeof PageQuerySchema]?: Static<(typeof PageQuerySchema)[K]> }

/** A list's order: newest first unless asked otherwise (the reference's `sort` parameter). */
export const SortQuery = Type.Optional(
  OneOf(SORT_ORDERS, {
    description: 'createdAt:desc (newest first, the default) or createdAt:asc',
  }),
)

/** CONTRACT.md: lists default to 50 items and cap at 100 unless SPEC.md says otherwise. */
export const DEFAULT_PAGE_LIMITS = { defaultLimit: 50, maxLimit: 100 }

/**
 * Splits a list route's query into its filters and its page request, the preamble of every list
 * handler.
 */
export function splitPageQuery<Q extends PageQuery>(
  query: Q,
  limits = DEFAULT_PAGE_LIMITS,
): { filters: Omit<Q, keyof PageQuery>; page: PageRequest } {
  const { limit, next, offset, cursor, ...filters } = query
  return { filters, page: pageRequest({ limit, next, offset, cursor }, limits) }
}

/** What a listed item must expose for its position: rows carry Dates, API views ISO strings. */
type Listed = { id: string; createdAt: Date | string }

export function pageRequest(
  query: PageQuery,
  limits: { defaultLimit: number; maxLimit: number },
): PageRequest {
  const limit = Math.min(query.limit ?? limits.defaultLimit, limits.maxLimit)
  if (query.cursor !== undefined) {
    const after = decodeCursor(query.cursor)
    return { limit, start: after.shown, after }
  }
  return { limit, start: query.next ?? query.offset ?? 0, after: undefined }
}

/** The cursor to continue after the last item of a page, or null on the last page. */
export function nextCursor(page: Page<Listed>): string | null {
  const last = page.items.at(-1)
  if (!page.hasMore || !last) return null
  const position = {
    t: new Date(last.createdAt).toISOString(),
    i: last.id,
    n: page.request.start + page.items.length,
    l: page.list,
  }
  return Buffer.from(JSON.stringify(position)).toString('base64url')
}

function decodeCursor(cursor: string): CursorPosition {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>
    const createdAt = new Date(typeof parsed.t === 'string' ? parsed.t : Number.NaN)
    if (
      isStorableInstant(createdAt.getTime()) &&
      typeof parsed.i === 'string' &&
      /^[\w-]{1,64}$/.test(parsed.i) &&
      Number.isSafeInteger(parsed.n) &&
      (parsed.n as number) >= 0 &&
      (parsed.l === undefined || typeof parsed.l === 'string')
    ) {
      return { createdAt, id: parsed.i, shown: parsed.n as number, list: parsed.l }
    }
  } catch {
    // fall through to the client error below
  }
  throw invalidField('cursor', 'is not a cursor returned by this API')
}

export const PaginationSchema = Type.Object({
  count: Type.Integer({ description: 'Items shown so far, this page included' }),
  next: Type.Integer({ description: 'Offset of the next page' }),
  previous: Type.Integer({ description: 'Offset of the previous page' }),
  total: Type.Integer({ description: 'Items matching the filters' }),
  limit: Type.Optional(Type.Integer({ description: 'v2 only: page size' })),
  cursor: Type.Optional(
    Type.Union([Type.String(), Type.Null()], { description: 'v2 only: cursor of the next page' }),
  ),
  hasMore: Type.Optional(Type.Boolean({ description: 'v2 only: whether another page follows' })),
})
export type Pagination = Static<typeof PaginationSchema>

/**
 * SPEC.md's pagination object. v1 carries the offsets; v2 adds the cursor metadata
 * (CONTRACT.md: version differences live in one place — here).
 */
export function paginationOf(page: Page<Listed>, version: ApiVersion): Pagination {
  const shown = page.request.start + page.items.length
  const offsets = {
    // A page asked for past the end shows nothing more: no more than the total were ever shown.
    count: Math.min(shown, page.total),
    next: shown,
    previous: Math.max(0, page.request.start - page.request.limit),
    total: page.total,
  }
  if (version === 'v1') return offsets
  return { ...offsets, limit: page.request.limit, cursor: nextCursor(page), hasMore: page.hasMore }
}
