import type { FastifyInstance } from 'fastify'
import { invalid, type FieldIssue } from '../shared/errors.js'

/** Deeper JSON than this is no request the API describes; refusing it keeps every walk bounded. */
export const MAX_NESTING = 32

/** NUL, which PostgreSQL text cannot hold, or a UTF-16 surrogate without its other half. */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * Refuses, before any handler runs, text the database would reject (NUL) or silently change (a
 * lone surrogate becomes U+FFFD), in headers, path parameters, query strings and bodies, keys
 * included. Headers, path and query are checked on arrival, before authentication looks at them;
 * the body once it is parsed.
 */
export function registerStorableTextCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const issues = [
      ...findUnstorableText(request.headers, ''),
      ...findUnstorableText(request.params, ''),
      ...findUnstorableText(request.query, ''),
    ]
    if (issues.length > 0) throw invalid(issues, describe(issues))
  })
  app.addHook('preValidation', async (request) => {
    const issues = findUnstorableText(request.body, 'body')
    if (issues.length > 0) throw invalid(issues, describe(issues))
  })
}

const describe = (issues: FieldIssue[]) => issues.map((i) => `${i.field} ${i.issue}`).join('; ')

/**
 * Every string (and object key) under `value` that cannot be stored, named by the path a client
 * wrote (`items[0].name`); a top-level value is named by `root`. Iterative, so no input can
 * exhaust the stack.
 */
export function findUnstorableText(value: unknown, root: string): FieldIssue[] {
  const issues: FieldIssue[] = []
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }]
  while (pending.length > 0) {
    const { value: current, path, depth } = pending.pop()!
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) issues.push({ field: path || root, issue: TEXT_ISSUE })
      continue
    }
    if (current === null || typeof current !== 'object') continue
    if (depth >= MAX_NESTING) {
      issues.push({ field: path || root, issue: `is nested more than ${MAX_NESTING} levels deep` })
      continue
    }
    const isList = Array.isArray(current)
    for (const [key, child] of Object.entries(current)) {
      const childPath = isList ? `${path}[${key}]` : path ? `${path}.${key}` : key
      if (!isList && UNSTORABLE.test(key)) issues.push({ field: childPath, issue: KEY_ISSUE })
      pending.push({ value: child, path: childPath, depth: depth + 1 })
    }
  }
  return issues
}

const TEXT_ISSUE = 'contains a NUL character or an unpaired UTF-16 surrogate; send valid Unicode text'
const KEY_ISSUE = 'is a key containing a NUL character or an unpaired UTF-16 surrogate'
