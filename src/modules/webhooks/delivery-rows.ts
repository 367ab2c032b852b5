import { newId } from '../../shared/ids.js'
import type { Tenant } from '../../shared/tenant.js'
import type { NewDeliveryRow } from './webhooks.repository.js'
import type { DeliveryPayload, WebhookFlavor } from './webhooks.tables.js'

export interface DeliverySource {
  eventId: string
  paymentId: string
  identityId: string
  discriminator: string
  eventType: string | null
  flavor: WebhookFlavor
  payload: DeliveryPayload
}

/** Why a row was skipped without a try (docs/decisions/0012-webhooks.md "Skipped"). */
export const NOT_A_CALLBACK_EVENT = 'not a callback event: the callback covers captured, received and failed'
export const NO_URL_CONFIGURED = 'no webhook URL configured'

/**
 * A new log row for an event (or a replay of one). A callback event starts `failed` with its first
 * try due now (the log has no pending status: failed with nextAttemptAt set means "a try is
 * scheduled"); an event the callback does not cover is `skipped` at once.
 */
export function queuedDelivery(
  tenant: Tenant,
  source: DeliverySource,
  now: Date,
  replayOf: string | null = null,
): NewDeliveryRow {
  const isCallback = source.eventType !== null
  return {
    id: newId(now),
    ...tenant,
    ...source,
    status: isCallback ? 'failed' : 'skipped',
    attempts: 0,
    httpStatus: null,
    url: null,
    lastError: isCallback ? null : NOT_A_CALLBACK_EVENT,
    nextAttemptAt: isCallback ? now : null,
    isReplay: replayOf !== null,
    replayOf,
    createdAt: now,
    updatedAt: now,
  }
}
