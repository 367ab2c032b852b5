/**
 * The one error type services throw. Its kind decides the HTTP status in one table
 * (src/http/error-envelope.ts), so a service never thinks about HTTP.
 */
export const ERROR_KINDS = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'idempotency_conflict',
  'payload_too_large',
  'uri_too_long',
  'unsupported_media_type',
  'unprocessable',
  'rate_limited',
  'headers_too_large',
  'internal_error',
] as const
export type ErrorKind = (typeof ERROR_KINDS)[number]

/** One offending input: `field` is a dotted path such as `items[0].preTaxAmount`. */
export interface FieldIssue {
  field: string
  issue: string
}

export class AppError extends Error {
  override name = 'AppError'
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly info: unknown = null,
    /** Overrides the kind's usual status where the contract gives one kind two codes. */
    readonly status?: number,
  ) {
    super(message)
  }
}

/** The issues as one message: `email must be …; type must be one of: …`. */
export const describeIssues = (issues: readonly FieldIssue[]): string =>
  issues.map((i) => `${i.field} ${i.issue}`).join('; ')

/** A request that breaks one or more field rules; every issue is reported at once. */
export function invalid(issues: FieldIssue[], message = 'The request has invalid fields'): AppError {
  return new AppError('bad_request', message, issues)
}

export function invalidField(field: string, issue: string): AppError {
  return invalid([{ field, issue }], `${field} ${issue}`)
}

export function notFound(resource: string, id?: string): AppError {
  return new AppError('not_found', id === undefined ? `${resource} not found` : `${resource} ${id} not found`)
}

export function conflict(message: string, info: unknown = null): AppError {
  return new AppError('conflict', message, info)
}

export function forbidden(message: string): AppError {
  return new AppError('forbidden', message)
}

export function unauthorized(message = 'Missing or invalid credentials'): AppError {
  return new AppError('unauthorized', message)
}

/** Collects field issues during validation and throws them together. */
export class IssueList {
  readonly issues: FieldIssue[] = []
  add(field: string, issue: string): void {
    this.issues.push({ field, issue })
  }
  addAll(issues: readonly FieldIssue[]): void {
    this.issues.push(...issues)
  }
  throwIfAny(): void {
    if (this.issues.length > 0) throw invalid(this.issues)
  }
}
