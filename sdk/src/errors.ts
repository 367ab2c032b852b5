import type { ErrorType } from './types.js'

/** What every error thrown for an API answer carries. */
export interface ErrorDetails {
  /** HTTP status; 0 when no answer arrived. */
  status: number
  /** The envelope's `error.type` (`bad_request`, `not_found`, …); see ErrorType. */
  type: ErrorType
  /** The envelope's `error.info`: for `bad_request`, one `{ field, issue }` per problem. */
  info: unknown
  /** The `x-request-id` of the answer, to find the request in the server's logs. */
  requestId: string | undefined
}

/** Any failure of a call: the API refused it, or no answer came back. */
export class PaymentsPlatformError extends Error implements ErrorDetails {
  readonly status: number
  readonly type: ErrorType
  readonly info: unknown
  readonly requestId: string | undefined

  constructor(message: string, details: ErrorDetails) {
    super(message)
    this.name = new.target.name
    this.status = details.status
    this.type = details.type
    this.info = details.info
    this.requestId = details.requestId
  }
}

/** 400: a field, parameter or header breaks a rule; `info` names each. */
export class InvalidRequestError extends PaymentsPlatformError {}
/** 401: bad credentials, or a token the SDK could not renew. */
export class AuthenticationError extends PaymentsPlatformError {}
/** 403. */
export class PermissionError extends PaymentsPlatformError {}
/** 404. */
export class NotFoundError extends PaymentsPlatformError {}
/** 409: the resource's state forbids the call (`info.reason: illegal_transition`), or a key is in use. */
export class ConflictError extends PaymentsPlatformError {}
/** 422: an `Idempotency-Key` reused with a different request. */
export class IdempotencyError extends PaymentsPlatformError {}
/** 429, once the retries ran out. */
export class RateLimitError extends PaymentsPlatformError {}
/** 5xx, once the retries ran out. */
export class ApiError extends PaymentsPlatformError {}
/** No answer: the connection failed or timed out, once the retries ran out. */
export class ConnectionError extends PaymentsPlatformError {}
/** A webhook whose signature does not verify. */
export class SignatureVerificationError extends Error {
  override readonly name = 'SignatureVerificationError'
}

const BY_STATUS: Record<number, typeof PaymentsPlatformError> = {
  400: InvalidRequestError,
  401: AuthenticationError,
  403: PermissionError,
  404: NotFoundError,
  409: ConflictError,
  422: IdempotencyError,
  429: RateLimitError,
}

/** The error for an answer: the envelope `{ error: { type, info }, message }` or a plain `{ message }`. */
export function errorFromResponse(status: number, body: unknown, requestId: string | undefined) {
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as {
    error?: { type?: ErrorType; info?: unknown }
    message?: unknown
  }
  const type = typeof envelope.error?.type === 'string' ? envelope.error.type : (`http_${status}` as const)
  const message = typeof envelope.message === 'string' ? envelope.message : `HTTP ${status}`
  const ErrorClass = BY_STATUS[status] ?? (status >= 500 ? ApiError : PaymentsPlatformError)
  return new ErrorClass(message, { status, type, info: envelope.error?.info ?? null, requestId })
}
