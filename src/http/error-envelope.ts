import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError, type ErrorKind, type FieldIssue } from '../shared/errors.js'

/** The one table from error kind to HTTP status (CONTRACT.md "HTTP conventions"). */
export const STATUS_BY_KIND: Record<ErrorKind, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  idempotency_conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal_error: 500,
}

const KIND_BY_FRAMEWORK_STATUS: Record<number, ErrorKind> = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
}

export interface ErrorEnvelope {
  error: { type: ErrorKind; info: unknown }
  message: string | null
}

export function envelope(kind: ErrorKind, message: string | null, info: unknown = null): ErrorEnvelope {
  return { error: { type: kind, info }, message }
}

/**
 * Turns anything thrown into SPEC.md's envelope. Client mistakes keep their message; anything
 * unexpected becomes a bare 500 whose details go only to the log, with the request id.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toResponse(error, request)
    if (status >= 500) request.log.error({ err: error }, 'request failed')
    if (error instanceof AppError && error.kind === 'method_not_allowed' && Array.isArray(error.info)) {
      void reply.header('allow', (error.info as string[]).join(', '))
    }
    // The one exception to the envelope (SPEC.md Errors §3): routes flagged plainErrors get { message }.
    const sent = request.routeOptions.config.plainErrors ? { message: body.message } : body
    return reply.code(status).type('application/json; charset=utf-8').send(sent)
  })
}

function toResponse(
  error: FastifyError | AppError,
  request: FastifyRequest,
): { status: number; body: ErrorEnvelope } {
  if (error instanceof AppError) {
    return {
      status: error.status ?? STATUS_BY_KIND[error.kind],
      body: envelope(error.kind, error.message, error.info),
    }
  }
  if (error.validation) {
    const issues = error.validation.map((detail) => toFieldIssue(detail, error.validationContext))
    return {
      status: 400,
      body: envelope('bad_request', issues.map((i) => `${i.field} ${i.issue}`).join('; '), issues),
    }
  }
  const status = error.statusCode ?? 500
  const kind = KIND_BY_FRAMEWORK_STATUS[status] ?? (status >= 400 && status < 500 ? 'bad_request' : undefined)
  if (kind && status < 500) return { status, body: envelope(kind, frameworkMessage(error)) }
  request.log.debug({ code: error.code }, 'unexpected error')
  return { status: 500, body: envelope('internal_error', 'An unexpected error occurred') }
}

function frameworkMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON'
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large'
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the body as application/json'
    default:
      return error.message
  }
}

interface ValidationDetail {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
  message?: string
}

/** Ajv's `/items/0/preTaxAmount` becomes `items[0].preTaxAmount`, the path a client wrote. */
export function toFieldIssue(detail: ValidationDetail, context: string | undefined): FieldIssue {
  const segments = detail.instancePath.split('/').slice(1)
  const missing = detail.params.missingProperty ?? detail.params.additionalProperty
  if (typeof missing === 'string') segments.push(missing)
  const path = segments.reduce(
    (acc, segment) => (/^\d+$/.test(segment) ? `${acc}[${segment}]` : acc ? `${acc}.${segment}` : segment),
    '',
  )
  const field = path || (context === 'body' ? 'body' : (context ?? 'request'))
  return { field, issue: issueText(detail) }
}

function issueText(detail: ValidationDetail): string {
  switch (detail.keyword) {
    case 'required':
      return 'is required'
    case 'additionalProperties':
      return 'is not allowed'
    case 'enum':
      return `must be one of: ${(detail.params.allowedValues as unknown[]).join(', ')}`
    case 'format':
      return `must be a valid ${String(detail.params.format)}`
    case 'pattern':
      return `has an invalid format (expected ${String(detail.params.pattern)})`
    default:
      return detail.message ?? 'is invalid'
  }
}
