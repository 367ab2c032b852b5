import { computeStandardWebhookSignature, computeWebhookSignature, withSignature } from './signature.js'
import type { DeliveryRow } from './webhooks.repository.js'
import type { DeliveryPayload } from './webhooks.tables.js'

export interface SignedCallback {
  /** The exact body text to send. */
  body: string
  headers: Record<string, string>
}

/**
 * A log row as one callback request: the body in SPEC.md's shape with its `signature` member and
 * the signature headers (docs/webhooks.md), or unsigned when no secret is registered. The delivery
 * worker sends it; the notification stream hands it to `listen`, which forwards it unchanged.
 */
export function signedCallback(
  row: Pick<DeliveryRow, 'id' | 'payload'>,
  secret: string | undefined,
  now: Date,
): SignedCallback {
  const signedText = JSON.stringify(callbackBody(row.payload))
  const timestamp = Math.floor(now.getTime() / 1000)
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'payments-platform-webhooks/1',
    'webhook-id': row.id,
    'webhook-timestamp': String(timestamp),
  }
  if (secret === undefined) return { body: signedText, headers }
  const signature = computeWebhookSignature(signedText, secret)
  const body = withSignature(signedText, signature)
  headers['x-webhook-signature'] = signature
  headers['webhook-signature'] = computeStandardWebhookSignature(row.id, timestamp, body, secret)
  return { body, headers }
}

/**
 * The callback body in SPEC.md's field order (stored JSONB does not keep key order); test events
 * carry `test: true` after `data`.
 */
export function callbackBody(payload: DeliveryPayload) {
  const t = payload.data.transaction
  return {
    event: payload.event,
    data: {
      transaction: {
        id: t.id,
        purchaseAmount: t.purchaseAmount,
        totalAmount: t.totalAmount,
        externalId: t.externalId,
        currency: t.currency,
        status: t.status,
      },
    },
    ...(payload.test ? { test: true } : {}),
  }
}
