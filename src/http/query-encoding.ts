import { parse } from 'fast-querystring'
import type { FieldIssue } from '../shared/errors.js'

const ISSUE = 'is not valid percent-encoding: each % must start an escape of UTF-8 text, such as %C3%A9'

/**
 * The query parameters whose name or value holds a `%` that does not decode to UTF-8 text (`%ZZ`,
 * a lone `%`, `%C3%28`). The router's parser keeps such text as it came, so `?search=%ZZ` would
 * look for the three characters "%ZZ" instead of saying the request is malformed, as an
 * undecodable path already does. A query without a `%`, nearly every one, costs two scans.
 */
export function findUndecodableQuery(url: string): FieldIssue[] {
  const start = url.indexOf('?')
  if (start < 0 || !url.includes('%', start)) return []
  const issues: FieldIssue[] = []
  for (const pair of url.slice(start + 1).split('&')) {
    if (!pair.includes('%')) continue
    const equals = pair.indexOf('=')
    const rawName = equals < 0 ? pair : pair.slice(0, equals)
    const name = decode(rawName)
    if (name === undefined || (equals >= 0 && decode(pair.slice(equals + 1)) === undefined)) {
      issues.push({ field: name ?? rawName, issue: ISSUE })
    }
  }
  return issues
}

/** A query component as the router reads it (`+` is a space), or undefined when it cannot be. */
function decode(component: string): string | undefined {
  try {
    return decodeURIComponent(component.replaceAll('+', ' '))
  } catch {
    return undefined
  }
}

/**
 * The query as the routes read it, with a parameter given no value (`?type=`) taken as absent,
 * as CONTRACT.md has a blank `search` be a plain listing: `?status=&limit=` lists as `?` does,
 * where a filter of constants or a number refused it and a free-text filter ignored it.
 */
export function parseQuery(text: string): Record<string, unknown> {
  const query: Record<string, unknown> = parse(text)
  for (const name in query) {
    const value = query[name]
    if (value === '') delete query[name]
    else if (Array.isArray(value) && value.includes('')) {
      const given = value.filter((item) => item !== '')
      if (given.length === 0) delete query[name]
      else query[name] = given.length === 1 ? given[0] : given
    }
  }
  return query
}
