import type { Database, DatabaseConnection } from '../../db/client.js'
import { writeAtCommit } from '../../db/transactions.js'
import type { Clock } from '../../shared/clock.js'
import { newId } from '../../shared/ids.js'
import type { Tenant } from '../../shared/tenant.js'
import { queuedDelivery } from './delivery-rows.js'
import type { TransactionSnapshot } from './webhooks.tables.js'
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
 * Records transaction events in the caller's database transaction, each as its notification-log row
 * (the outbox): they commit or roll back with the status change, so no event is lost on a crash and
 * none is delivered for a change that rolled back.
 */
export function createEventRecorder(clock: Clock, databaseKind: DatabaseConnection['kind']) {
  const repository = createWebhooksRepository(databaseKind)
  return {
    /**
     * Records `events` in the order given, in one statement: at the commit of a transaction `tx`
     * runs (nothing in it reads them again), else at once.
     */
    async record(tx: Database, tenant: Tenant, events: readonly TransactionEvent[]): Promise<void> {
      if (events.length === 0) return
      const now = clock.now()
      const deliveries = events.map((event) => {
        const eventType = CALLBACK_EVENT_TYPES[event.discriminator] ?? null
        const source = {
          eventId: newId(now),
          paymentId: event.paymentId,
          identityId: event.identityId,
          discriminator: event.discriminator,
          eventType,
          flavor: event.flavor,
          payload: { event: eventType, data: { transaction: event.transaction } },
        }
        return queuedDelivery(tenant, source, now)
      })
      await writeAtCommit(tx, repository.insertDeliveries(deliveries))
    },
  }
}

export type EventRecorder = ReturnType<typeof createEventRecorder>
