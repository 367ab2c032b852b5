import type { Database } from '../../db/client.js'
import type { Clock } from '../../shared/clock.js'
import { newId } from '../../shared/ids.js'
import type { Tenant } from '../../shared/tenant.js'
import { transactionEvents, type TransactionSnapshot } from './events.tables.js'

/** Status changes SPEC.md's callback covers, and the event name each is delivered under. */
const CALLBACK_EVENT_TYPES: Readonly<Record<string, string>> = {
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

/** Records transaction events in the caller's database transaction (the outbox). */
export function createEventRecorder(clock: Clock) {
  return {
    async record(tx: Database, tenant: Tenant, event: TransactionEvent): Promise<void> {
      const now = clock.now()
      await tx.insert(transactionEvents).values({
        ...tenant,
        id: newId(now),
        ...event,
        eventType: CALLBACK_EVENT_TYPES[event.discriminator] ?? null,
        createdAt: now,
      })
    },
  }
}

export type EventRecorder = ReturnType<typeof createEventRecorder>
