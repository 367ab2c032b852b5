import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { sqlState } from '../db/errors.js'
import { AppError, describeIssues, type ErrorKind, type FieldIssue } from '../shared/errors.js'
import { describeFormat, describePattern } from './format-issues.js'

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
  uri_too_long: 414,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  headers_too_large: 431,
  internal_error: 500,
}

const KIND_BY_FRAMEWORK_STATUS: Record<number, ErrorKind> = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
}

/** The media type of every JSON answer the API writes itself: envelopes and stored replies. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8'

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
  app.setErrorHandler(sendError)
}

/**
 * Also Fastify's `frameworkErrors` hook: a URL that cannot be decoded or a path parameter over the
 * router's length limit is refused before any route matches, and still answers in the envelope.
 */
export function sendError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toResponse(error, request)
  if (status >= 500) request.log.error({ err: error }, 'request failed')
  if (error instanceof AppError && error.kind === 'method_not_allowed' && Array.isArray(error.info)) {
    void reply.header('allow', (error.info as string[]).join(', '))
  }
  // The one exception to the envelope (SPEC.md Errors §3): routes flagged plainErrors get { message }.
  const sent = request.routeOptions.config.plainErrors ? { message: body.message } : body
  return reply.code(status).type(JSON_CONTENT_TYPE).send(sent)
}

/**
 * Requests Node's HTTP parser refuses (oversized headers, bytes no header may hold, a body that
 * never finishes) never become a request object; the answer is written to the socket directly.
 */
export function answerClientError(
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, kind, message]: [number, ErrorKind, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? startsWithLongRequestLine(error.rawPacket)
        ? [414, 'uri_too_long', 'The URL is too long: keep it under 8 KiB']
        : [431, 'headers_too_large', 'The request headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'bad_request', 'The request did not arrive in time']
        : [400, 'bad_request', 'The request is not valid HTTP']
  const body = JSON.stringify(envelope(kind, message, kind === 'bad_request' ? [] : null))
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: ${JSON_CONTENT_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}

const LONG_REQUEST_LINE = 8 * 1024

/**
 * Node's parser has one limit for the request line and the headers together (16 KiB) and names
 * either overflow the same way. When the bytes it stopped in open with a request line of 8 KiB or
 * more, the URL is what broke it. A request line that came in several packets is not seen here
 * and stays a 431.
 */
function startsWithLongRequestLine(packet: unknown): boolean {
  if (!Buffer.isBuffer(packet) || !/^[A-Z]+ /.test(packet.toString('latin1', 0, 16))) return false
  const lineEnd = packet.indexOf('\r\n')
  return (lineEnd < 0 ? packet.length : lineEnd) >= LONG_REQUEST_LINE
}

/** The status and envelope of an error; the checkout pages render the same status as a page. */
export function toResponse(
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
    const issues = foldUnions(error.validation).map((detail) => toFieldIssue(detail, error.validationContext))
    return {
      status: 400,
      body: envelope('bad_request', describeIssues(issues), issues),
    }
  }
  const fromDatabase = databaseRefusal(error)
  if (fromDatabase) {
    // Input checks should have refused this before the database saw it: log it to be fixed.
    request.log.warn({ err: error }, 'database refused client input')
    return fromDatabase
  }
  const status = error.statusCode ?? 500
  const kind = KIND_BY_FRAMEWORK_STATUS[status] ?? (status >= 400 && status < 500 ? 'bad_request' : undefined)
  // `bad_request` always lists its field issues, empty when no single field is at fault.
  if (kind && status < 500) {
    return { status, body: envelope(kind, frameworkMessage(error), kind === 'bad_request' ? [] : null) }
  }
  request.log.debug({ code: error.code }, 'unexpected error')
  return { status: 500, body: envelope('internal_error', 'An unexpected error occurred') }
}

/**
 * The second wall behind input validation. PostgreSQL's class 22 (data exception: a value the
 * column cannot hold) and class 23 (integrity constraint violation: a duplicate, a missing
 * reference) are caused by what a request carried, so they are the client's 4xx, never a 500; no
 * SQL or constraint name reaches the response. Every other database error stays a 500.
 */
function databaseRefusal(error: unknown): { status: number; body: ErrorEnvelope } | undefined {
  const state = sqlState(error)
  if (state?.startsWith('22')) {
    return { status: 400, body: envelope('bad_request', 'A value in the request cannot be stored', []) }
  }
  if (state?.startsWith('23')) {
    return {
      status: 409,
      body: envelope('conflict', 'The request conflicts with stored data', { reason: 'stored_data' }),
    }
  }
  return undefined
}

function frameworkMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON'
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large'
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the body as application/json'
    case 'FST_ERR_BAD_URL':
      return 'The URL is not valid: a percent-encoded part does not decode to UTF-8 text'
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'A path parameter is too long'
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

/**
 * Ajv explains a value that fits no branch of a union with each branch's complaint, then the
 * union's own. Listed as they come, one bad status reads as seven contradictory issues ("must be
 * "PENDING"", "must be "ACTIVE"", …). So, per field: a union of constants is one issue naming the
 * values it takes, whatever the value's type; and a union where some branch got further into the
 * value (an object whose field is wrong) keeps that branch's issues deeper in, dropping the
 * field-level ones of the branches that did not fit at all.
 */
function foldUnions(details: readonly ValidationDetail[]): ValidationDetail[] {
  const unions = details.filter((d) => d.keyword === 'anyOf' || d.keyword === 'oneOf')
  let folded = [...details]
  for (const union of unions) {
    const at = union.instancePath
    const here = folded.filter((d) => d !== union && pathOf(d) === at)
    const constants = here.filter((d) => d.keyword === 'const')
    // A value of another type (null, a repeated query parameter) also breaks each branch's `type`.
    if (constants.length > 0 && here.every((d) => d.keyword === 'const' || d.keyword === 'type')) {
      const allowedValues = constants.map((d) => d.params.allowedValue)
      const oneIssue = { ...union, keyword: 'enum', params: { allowedValues } }
      folded = folded.flatMap((d) => (d === union ? [oneIssue] : here.includes(d) ? [] : [d]))
    } else if (folded.some((d) => pathOf(d).startsWith(`${at}/`))) {
      folded = folded.filter((d) => d !== union && !here.includes(d))
    }
  }
  return folded
}

/** The JSON pointer of the value an issue is about: a missing or extra property's own. */
function pathOf(detail: ValidationDetail): string {
  const property = detail.params.missingProperty ?? detail.params.additionalProperty
  return typeof property === 'string' ? `${detail.instancePath}/${property}` : detail.instancePath
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
  const { params } = detail
  switch (detail.keyword) {
    case 'required':
      return 'is required'
    case 'additionalProperties':
      return 'is not allowed'
    case 'type':
      return `must be ${String(params.type).split(',').map(withArticle).join(' or ')}`
    case 'enum':
      return `must be one of: ${(params.allowedValues as unknown[]).join(', ')}`
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`
    case 'format':
      return describeFormat(String(params.format))
    case 'pattern':
      return describePattern(String(params.pattern))
    case 'minLength':
      return params.limit === 1
        ? 'must not be empty'
        : `must be at least ${String(params.limit)} characters long`
    case 'maxLength':
      return `must be at most ${String(params.limit)} characters long`
    case 'minimum':
      return `must be at least ${String(params.limit)}`
    case 'maximum':
      return `must be at most ${String(params.limit)}`
    case 'minProperties':
      return params.limit === 1
        ? 'must have at least one field'
        : `must have at least ${String(params.limit)} fields`
    case 'minItems':
      return `must have at least ${String(params.limit)} items`
    case 'maxItems':
      return `must have at most ${String(params.limit)} items`
    case 'anyOf':
    case 'oneOf':
      return 'does not match any of the accepted forms'
    default:
      return detail.message ?? 'is invalid'
  }
}

const ARTICLES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  null: 'null',
}
const withArticle = (type: string) => ARTICLES[type] ?? type
