import type { FastifyInstance } from 'fastify'
import { describeIssues, invalid, type FieldIssue } from '../shared/errors.js'
import { UNSTORABLE } from '../shared/validation/storable.js'
import { findUndecodableQuery } from './query-encoding.js'

/** Deeper JSON than this is no request the API describes; refusing it keeps every walk bounded. */
export const MAX_NESTING = 32

/**
 * Refuses, before any handler runs, text the database would reject (NUL) or silently change (a
 * lone surrogate becomes U+FFFD), in headers, path parameters, query strings and bodies, keys
 * included, and a query string whose percent-encoding the router would keep as it came. Headers,
 * path and query are checked on arrival, before authentication looks at them; the body once it is
 * parsed. A route that reads its query leniently (`lenientQuery`) keeps its query to itself.
 */
export function registerStorableTextCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const issues = [...findUnstorableText(request.headers, ''), ...findUnstorableText(request.params, '')]
    if (!request.routeOptions.config.lenientQuery) {
      issues.push(...findUnstorableText(request.query, ''), ...findUndecodableQuery(request.url))
    }
    if (issues.length > 0) throw invalid(issues, describeIssues(issues))
  })
  app.addHook('preValidation', async (request) => {
    const issues = findUnstorableText(request.body, 'body')
    if (issues.length > 0) throw invalid(issues, describeIssues(issues))
  })
}

/**
 * Every string (and object key) under `value` that cannot be stored, named by the path a client
 * wrote (`items[0].name`); a top-level value is named by `root`. Iterative, so no input can
 * exhaust the stack. A path is spelt out only for an issue: every request passes through here, and
 * nearly none has one.
 */
export function findUnstorableText(value: unknown, root: string): FieldIssue[] {
  const issues: FieldIssue[] = []
  const pending: Place[] = [{ value, parent: undefined, key: '', inList: false, depth: 0 }]
  while (pending.length > 0) {
    const place = pending.pop()!
    const current = place.value
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) issues.push({ field: pathOf(place) || root, issue: TEXT_ISSUE })
      continue
    }
    if (current === null || typeof current !== 'object') continue
    if (place.depth >= MAX_NESTING) {
      issues.push({ field: pathOf(place) || root, issue: `is nested more than ${MAX_NESTING} levels deep` })
      continue
    }
    const inList = Array.isArray(current)
    for (const key of Object.keys(current)) {
      const child: Place = {
        value: (current as Record<string, unknown>)[key],
        parent: place,
        key,
        inList,
        depth: place.depth + 1,
      }
      if (!inList && UNSTORABLE.test(key)) issues.push({ field: pathOf(child), issue: KEY_ISSUE })
      pending.push(child)
    }
  }
  return issues
}

/** A value met in the walk, and where: its key in its parent, a list or an object. */
interface Place {
  value: unknown
  parent: Place | undefined
  key: string
  inList: boolean
  depth: number
}

/** `items[0].name`; '' for the top-level value. At most MAX_NESTING places deep. */
function pathOf(place: Place): string {
  if (place.parent === undefined) return ''
  const parentPath = pathOf(place.parent)
  if (place.inList) return `${parentPath}[${place.key}]`
  return parentPath ? `${parentPath}.${place.key}` : place.key
}

const TEXT_ISSUE = 'contains a NUL character or an unpaired UTF-16 surrogate; send valid Unicode text'
const KEY_ISSUE = 'is a key containing a NUL character or an unpaired UTF-16 surrogate'
