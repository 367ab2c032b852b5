import type { Call, Transport } from './transport.js'

/** A page as any list of the API answers it (v2 pagination, or the notification log's cursor). */
interface AnyPage {
  results?: unknown[]
  data?: unknown[]
  deliveries?: unknown[]
  nextCursor?: string
  pagination?: { results?: unknown[]; cursor?: string | null; hasMore?: boolean }
}

/**
 * Every item of a list, fetching page after page as the loop asks for more: each page's cursor
 * continues strictly after the last item seen, so items created meanwhile neither repeat nor shift.
 */
export async function* autoPaginate<T>(transport: Transport, call: Call): AsyncGenerator<T, void, undefined> {
  let query = call.query ?? {}
  for (;;) {
    const page = await transport.request<AnyPage>({ ...call, query })
    const items = page.results ?? page.data ?? page.deliveries ?? page.pagination?.results ?? []
    for (const item of items) yield item as T
    const cursor = page.pagination ? page.pagination.hasMore && page.pagination.cursor : page.nextCursor
    if (!cursor || items.length === 0) return
    query = { ...query, cursor }
  }
}
