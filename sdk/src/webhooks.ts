import { SignatureVerificationError } from './errors.js'
import type { components } from './generated/api.js'
import { Resource } from './resources.js'
import { verifyStandardWebhook, verifyWebhookSignature } from './signature.js'
import type { RequestOptions } from './transport.js'
import type { QueryParams, RequestBody } from './types.js'

/** The body of a transaction callback, as the OpenAPI document describes it. */
export type WebhookEvent = components['schemas']['TransactionEvent']

/** Request headers as frameworks hand them over: a Fetch `Headers`, or Node's header object. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>

export interface ConstructEventOptions {
  /** How far `webhook-timestamp` may be from now, when the Standard Webhooks headers are sent. Default 300 s. */
  toleranceSeconds?: number
  now?: Date
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined
  const record = headers as Record<string, string | string[] | undefined>
  const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === name)
  const value = key === undefined ? undefined : record[key]
  return Array.isArray(value) ? value[0] : value
}

/** Every callback carries these; without the timestamp an old callback could be replayed. */
const SIGNED_HEADERS = ['x-webhook-signature', 'webhook-id', 'webhook-timestamp', 'webhook-signature']

/**
 * Verifies a callback from the raw body exactly as received (before any JSON parsing) and the
 * request's headers, and returns the parsed event. The body's `signature` must match, and so must
 * `X-Webhook-Signature` and the Standard Webhooks headers, timestamp included; a missing header or
 * anything else throws `SignatureVerificationError`.
 */
export function constructEvent(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
  options: ConstructEventOptions = {},
): WebhookEvent {
  const text = typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8')
  const missing = SIGNED_HEADERS.filter((name) => header(headers, name) === undefined)
  if (missing.length > 0) {
    throw new SignatureVerificationError(`The callback lacks the header(s) ${missing.join(', ')}`)
  }
  if (!verifyWebhookSignature(text, secret, header(headers, 'x-webhook-signature'))) {
    throw new SignatureVerificationError('The webhook signature does not match the body and the secret')
  }
  const standard = {
    id: header(headers, 'webhook-id')!,
    timestamp: header(headers, 'webhook-timestamp')!,
    signature: header(headers, 'webhook-signature')!,
  }
  if (!verifyStandardWebhook(standard, text, secret, options)) {
    throw new SignatureVerificationError('The webhook-* headers do not verify (signature or timestamp)')
  }
  return JSON.parse(text) as WebhookEvent
}

/** The webhook URL registration, and the callback verifier. */
export class Webhooks extends Resource {
  retrieve(query?: QueryParams<'getWebhookConfig'>, options?: RequestOptions) {
    return this.call<'getWebhookConfig'>({ method: 'GET', path: '/clients/webhook', query, options })
  }
  /** Registers or replaces the URL (and the signing secret) of a flavor. */
  update(body: RequestBody<'putWebhookConfig'>, options?: RequestOptions) {
    return this.call<'putWebhookConfig'>({ method: 'PUT', path: '/clients/webhook', body, options })
  }
  /** Queues a made-up event (`test: true`) to the default URL, signed and logged like any other. */
  sendTestEvent(body: RequestBody<'sendTestWebhookEvent'> = {}, options?: RequestOptions) {
    return this.call<'sendTestWebhookEvent'>({ method: 'POST', path: '/clients/webhook/test', body, options })
  }
  constructEvent(
    rawBody: string | Uint8Array,
    headers: WebhookHeaders,
    secret: string,
    options?: ConstructEventOptions,
  ): WebhookEvent {
    return constructEvent(rawBody, headers, secret, options)
  }
}
