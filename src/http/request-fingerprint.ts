import { createHash } from 'node:crypto'

/**
 * What identifies a request for `Idempotency-Key`: method, URL and the parsed body in a canonical
 * form. Clients and proxies re-serialise JSON, so key order and whitespace must not matter; every
 * value still does.
 */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url}\n${canonicalJson(body ?? null)}`)
    .digest('hex')
}

/** JSON with object keys sorted at every depth and no insignificant whitespace. */
export function canonicalJson(value: unknown): string {
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
