import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { tenantColumns } from '../../db/tenancy.js'

/** What SPEC.md's callback carries about the transaction, frozen at the moment of the change. */
export interface TransactionSnapshot {
  id: string
  purchaseAmount: string
  totalAmount: string
  externalId: string
  currency: string
  status: string
}

/**
 * The outbox: one row per transaction status change, written in the same database transaction as
 * the change, so no event is lost on a crash and none exists for a change that rolled back.
 */
export const transactionEvents = pgTable(
  'transaction_events',
  {
    ...tenantColumns(),
    id: text().primaryKey(),
    /** Total order of events, even within one instant (several events of one change share a time). */
    sequence: bigint({ mode: 'bigint' }).generatedAlwaysAsIdentity().notNull(),
    paymentId: text().notNull(),
    identityId: text().notNull(),
    /** Raw discriminator: captured, received, failed, settled, refundCreated, … */
    discriminator: text().notNull(),
    /** The callback's event name (Transaction.Captured …), null for changes the callback does not cover. */
    eventType: text(),
    /** Which webhook URL flavor the event goes to (CVU static/dynamic flows have their own). */
    flavor: text({ enum: ['default', 'cvu.static', 'cvu.dynamic'] }).notNull(),
    transaction: jsonb().$type<TransactionSnapshot>().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index().on(t.clientId, t.environment, t.createdAt), index().on(t.paymentId)],
)
