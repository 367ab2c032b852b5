import { createHash } from 'node:crypto'

/**
 * What identifies a request for `Idempotency-Key`: method, URL and the parsed body in a canonical
 * form. Clients and proxies re-serialise JSON and rebuild query strings, so key order, whitespace
 * and the order of query parameters must not matter; every value still does. An empty object is
 * no body (decision 0006): an action call retried with `{}` where it first had none is the same.
 */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${canonicalUrl(url)}\n${canonicalJson(isEmptyObject(body) ? null : (body ?? null))}`)
    .digest('hex')
}

/** The path, then the query's parameters sorted by name (a repeated name keeps its values' order). */
function canonicalUrl(url: string): string {
  const start = url.indexOf('?')
  if (start === -1) return url
  const query = new URLSearchParams(url.slice(start + 1))
  query.sort()
  return `${url.slice(0, start)}?${query.toString()}`
}

/** JSON with object keys sorted at every depth and no insignificant whitespace. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
    return `{${entries.join(',')}}`
  }
  return JSON.stringify(value)
}

const isEmptyObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0
