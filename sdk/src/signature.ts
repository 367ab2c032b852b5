import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The callback signature (docs/webhooks.md "Verifying a callback"). The signed text S is the JSON
 * of the body without its `signature` member; the body sent is S with `,"signature":"<hex>"`
 * inserted before its final `}`. A receiver therefore strips that suffix from the raw bytes it got
 * and re-serialises nothing. Pure functions on bytes, shared by the service (which signs) and the SDK.
 */

const SIGNATURE_SUFFIX = /,"signature":"([0-9a-f]{64})"}$/

/** HMAC-SHA256 of `signedText` keyed with the UTF-8 bytes of `secret`, as lowercase hex. */
export function computeWebhookSignature(signedText: string | Uint8Array, secret: string): string {
  return createHmac('sha256', secret).update(signedText).digest('hex')
}

/** The exact body text sent: the payload's JSON with `signature` appended as its last member. */
export function signWebhookBody(payload: Record<string, unknown>, secret: string): string {
  const signedText = JSON.stringify(payload)
  return withSignature(signedText, computeWebhookSignature(signedText, secret))
}

/** Inserts `,"signature":"<hex>"` before the final `}` of a JSON object's text. */
export function withSignature(signedText: string, signature: string): string {
  if (!signedText.endsWith('}') || signedText === '{}') throw new Error('expected a non-empty JSON object')
  return `${signedText.slice(0, -1)},"signature":"${signature}"}`
}

/**
 * Checks a received callback: `rawBody` exactly as received (string or bytes, before any JSON
 * parsing), the configured secret, and optionally the `X-Webhook-Signature` header, which must then
 * carry the same digest (Node's header value, a list when repeated, is taken as it comes). True
 * only when the embedded signature matches the body without it.
 */
export function verifyWebhookSignature(
  rawBody: string | Uint8Array,
  secret: string,
  signatureHeader?: string | readonly string[] | null,
): boolean {
  const text = typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8')
  const match = SIGNATURE_SUFFIX.exec(text)
  if (!match) return false
  const claimed = match[1]!
  const signedText = `${text.slice(0, match.index)}}`
  const expected = computeWebhookSignature(signedText, secret)
  if (!equalHex(claimed, expected)) return false
  if (signatureHeader === undefined || signatureHeader === null) return true
  const header = typeof signatureHeader === 'string' ? signatureHeader : signatureHeader[0]
  return header !== undefined && equalHex(header.trim(), expected)
}

/**
 * Standard Webhooks signature: `v1,` + base64 HMAC-SHA256 of `${id}.${timestamp}.${body}`, keyed
 * with the same secret bytes (off-the-shelf verifiers take it as `whsec_` + base64 of those bytes).
 */
export function computeStandardWebhookSignature(
  id: string,
  timestamp: number | string,
  body: string,
  secret: string,
): string {
  return `v1,${createHmac('sha256', secret).update(`${id}.${timestamp}.${body}`).digest('base64')}`
}

/** Verifies the `webhook-*` headers; `toleranceSeconds` bounds the timestamp's distance from `now`. */
export function verifyStandardWebhook(
  headers: { id: string; timestamp: string; signature: string },
  body: string,
  secret: string,
  options: { toleranceSeconds?: number; now?: Date } = {},
): boolean {
  const timestamp = Number(headers.timestamp)
  if (!Number.isInteger(timestamp)) return false
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000)
  if (Math.abs(nowSeconds - timestamp) > (options.toleranceSeconds ?? 300)) return false
  const expected = computeStandardWebhookSignature(headers.id, timestamp, body, secret)
  // The header may list several space-separated signatures (key rotation); any match is enough.
  return headers.signature.split(' ').some((candidate) => equalText(candidate, expected))
}

function equalHex(a: string, b: string): boolean {
  return /^[0-9a-f]{64}$/.test(a) && equalText(a, b)
}

function equalText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
