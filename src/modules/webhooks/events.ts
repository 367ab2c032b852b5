import type { Database } from '../../db/client.js'
import { writeAtCommit } from '../../db/transactions.js'
import type { Clock } from '../../shared/clock.js'
import { newId } from '../../shared/ids.js'
import type { Tenant } from '../../shared/tenant.js'
import { queuedDelivery } from './delivery-rows.js'
import type { TransactionSnapshot } from './events.tables.js'
import { createWebhooksRepository } from './webhooks.repository.js'

/** Status changes SPEC.md's callback covers, and the event name each is delivered under. */
export const CALLBACK_EVENT_TYPES: Readonly<Record<string, string>> = {
  captured: 'Transaction.Captured',
  received: 'Transaction.Received',
  failed: 'Transaction.Failed',
}

export type TransactionDiscriminator =
  | 'authorized'
  | 'captured'
  | 'received'
  | 'failed'
  | 'expired'
  | 'requiresReview'
  | 'settled'
  | 'unsettled'
  | 'refundCreated'

export interface TransactionEvent {
  paymentId: string
  identityId: string
  discriminator: TransactionDiscriminator
  flavor: 'default' | 'cvu.static' | 'cvu.dynamic'
  transaction: TransactionSnapshot
}

/**
 * Records transaction events in the caller's database transaction (the outbox), each with its
 * notification-log row: both commit or roll back with the status change, so no event is lost on a
 * crash and none is delivered for a change that rolled back.
 */
export function createEventRecorder(clock: Clock) {
  const repository = createWebhooksRepository()
  return {
    /**
     * Records `events` in the order given, with their log rows, in one statement: at the commit of
     * a transaction `transaction` runs (nothing in it reads them again), else at once.
     */
    async record(tx: Database, tenant: Tenant, events: readonly TransactionEvent[]): Promise<void> {
      const now = clock.now()
      const rows = events.map((event) => ({
        id: newId(now),
        ...tenant,
        ...event,
        eventType: CALLBACK_EVENT_TYPES[event.discriminator] ?? null,
        createdAt: now,
      }))
      const deliveries = rows.map((row) =>
        queuedDelivery(
          tenant,
          {
            eventId: row.id,
            paymentId: row.paymentId,
            identityId: row.identityId,
            discriminator: row.discriminator,
            eventType: row.eventType,
            flavor: row.flavor,
            payload: { event: row.eventType, data: { transaction: row.transaction } },
          },
          now,
        ),
      )
      if (rows.length > 0) await writeAtCommit(tx, ...repository.insertEvents(rows, deliveries))
    },
  }
}

export type EventRecorder = ReturnType<typeof createEventRecorder>
