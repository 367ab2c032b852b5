/** A page of a list, independent of how HTTP renders it (src/http/pagination.ts). */

/** Where a keyset page starts: after this (createdAt, id), having shown `shown` items before it. */
export interface CursorPosition {
  createdAt: Date
  id: string
  shown: number
  /** The list and order the position is in (`Page.list`); absent in cursors made before it was kept. */
  list?: string | undefined
}

export interface PageRequest {
  limit: number
  /** Items skipped (offset mode) or already shown (cursor mode). */
  start: number
  after: CursorPosition | undefined
}

export interface Page<T> {
  items: T[]
  total: number
  hasMore: boolean
  request: PageRequest
  /** The list and order its rows come in, which a cursor after them is only good for. */
  list?: string | undefined
}

/** A list's order by creation: newest first unless asked otherwise (the reference's `sort`). */
export const SORT_ORDERS = ['createdAt:desc', 'createdAt:asc'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]

export const isAscending = (sort: SortOrder | undefined): boolean => sort === 'createdAt:asc'
