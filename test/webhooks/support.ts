import { createHmac } from 'node:crypto'
import type { DeliveryPayload } from '../../src/modules/webhooks/webhooks.tables.js'
import type { ApiCaller } from '../helpers/test-app.js'

export const PRIVATE_TARGETS_ALLOWED = { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }

export interface LoggedDelivery {
  id: string
  createdAt: string
  status: 'delivered' | 'failed' | 'skipped'
  httpStatus: number | null
  attempts: number
  testMode: boolean
  isReplay: boolean
  replayOf: string | null
  eventType: string | null
  event: string
  transactionId: string
  identityId: string
  url: string | null
  lastError: string | null
  nextAttemptAt: string | null
  payload: { event: string | null; data: { transaction: Record<string, string> } }
}

/** The caller's log rows, newest first. */
export async function logOf(api: ApiCaller, query: Record<string, string> = {}): Promise<LoggedDelivery[]> {
  const response = await api.get('/v1/notifications', { query: { limit: '200', ...query } })
  if (response.statusCode !== 200) throw new Error(response.body)
  return response.json<{ deliveries: LoggedDelivery[] }>().deliveries
}

/** A receiver's check written from docs/webhooks.md alone, without the package's helper. */
export function plainVerify(rawBody: string, secret: string): boolean {
  const suffix = /,"signature":"([0-9a-f]{64})"}$/.exec(rawBody)
  if (!suffix) return false
  const signed = rawBody.slice(0, suffix.index) + '}'
  return createHmac('sha256', secret).update(signed, 'utf8').digest('hex') === suffix[1]
}

/** A queued callback's payload: a captured CLP payment of 1, under `event`. */
export function capturedPayload(
  event: string | null,
  paymentId: string,
  externalId: string,
): DeliveryPayload {
  return {
    event,
    data: {
      transaction: {
        id: paymentId,
        purchaseAmount: '1',
        totalAmount: '1',
        externalId,
        currency: 'CLP',
        status: 'CAPTURED',
      },
    },
  }
}
