import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { tenantColumns } from '../../db/tenancy.js'
import type { PaymentStatus } from './payment-status.js'
import type { PaymentType } from './rails/payment-types.js'

export interface StoredFee {
  name: string
  type: 'FIXED' | 'PERCENTAGE'
  value: string
  amount: string
  currency: string
}

/** A node as accepted, plus what the service derived (amounts, fee, pay-in instructions). */
export type StoredNode = Record<string, unknown> & {
  type: string
  currency: string
  amount: string
  amountOut?: string
  fee?: StoredFee
}

const at = () => timestamp({ withTimezone: true, mode: 'date' })
const amount = () => numeric({ mode: 'string' })

/** Payments and payment attempts (quotes, `isAttempt`), with every derived amount frozen at creation. */
export const payments = pgTable(
  'payments',
  {
    ...tenantColumns(),
    id: text().primaryKey(),
    isAttempt: boolean().notNull(),
    externalId: text().notNull(),
    identityId: text().notNull(),
    identityExternalId: text(),
    accountNumber: text().notNull(),
    type: text().$type<PaymentType>().notNull(),
    status: text().$type<PaymentStatus>().notNull(),
    product: text().notNull(),
    purchaseAmount: amount().notNull(),
    purchaseCurrency: text().notNull(),
    totalAmount: amount().notNull(),
    currency: text().notNull(),
    /** Units of `currency` per unit of `purchaseCurrency`; 1 without conversion. */
    exchangeRate: text().notNull(),
    fees: jsonb().$type<StoredFee[]>().notNull(),
    origins: jsonb().$type<StoredNode[]>().notNull(),
    destinations: jsonb().$type<StoredNode[]>().notNull(),
    /** Internal accounts the payment touches, for filtering by account number. */
    accountNumbers: text().array().notNull(),
    description: text(),
    settlement: text(),
    failureReason: text(),
    reviewReasons: jsonb().$type<string[]>(),
    /**
     * Which webhook URL its events go to: CVU flows have their own (a pay-in into a CVU the client
     * named is the static flow, into one generated for this payment the dynamic flow).
     */
    webhookFlavor: text({ enum: ['default', 'cvu.static', 'cvu.dynamic'] }).notNull(),
    checkoutSessionId: text(),
    paymentLinkId: text(),
    expiresAt: at(),
    authorizedAt: at(),
    capturedAt: at(),
    receivedAt: at(),
    settledAt: at(),
    refundedAt: at(),
    createdAt: at().notNull(),
    updatedAt: at().notNull(),
  },
  // No index names a column a status change writes (`status`, `captured_at`…): a payment's update
  // is then HOT when its page has room, which the table's fillfactor (80, set in migration 0020)
  // leaves. The sweeps find their payments through `payments_due` instead.
  (t) => [
    // A list reads payments or attempts (`is_attempt`), newest first; its total counts them from this
    // index alone, without reading the table (decision 0019, "A list's total counted from its index").
    index().on(t.clientId, t.environment, t.isAttempt, t.createdAt, t.id),
    index().on(t.clientId, t.environment, t.externalId),
    index('payments_account_numbers').using('gin', t.accountNumbers),
    // A list of one identity's payments, or of one link's, reads those and no others, newest first.
    index('payments_identity').on(t.identityId, t.createdAt, t.id),
    index('payments_payment_link')
      .on(t.paymentLinkId, t.createdAt, t.id)
      .where(sql`${t.paymentLinkId} is not null`),
    // Only checkout payments have a session: the others, most of them, add no entry.
    index()
      .on(t.checkoutSessionId)
      .where(sql`${t.checkoutSessionId} is not null`),
    // The primary key already makes this unique, but the planner needs it before the first ANALYZE:
    // without it, a fresh table's generic plan for a read by id scans the tenant's payments.
    uniqueIndex('payments_id_tenant').on(t.clientId, t.environment, t.id),
  ],
)

/**
 * What the sweeps wait for, outside `payments` (see its indexes): a payment whose expiry is due
 * (`expire`, due at its `expiresAt`), a sandbox card payment captured and not confirmed yet
 * (`confirm_sandbox_card`, due at its `capturedAt`). Triggers of migration 0020 add the rows, so no
 * write path can forget one; a sweep deletes a row once its payment has left the state it waited in
 * (`deleteDueLeft`), so no transition has to.
 */
export const paymentsDue = pgTable(
  'payments_due',
  {
    ...tenantColumns(),
    kind: text({ enum: ['expire', 'confirm_sandbox_card'] }).notNull(),
    paymentId: text().notNull(),
    dueAt: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.paymentId] }), index().on(t.kind, t.dueAt)],
)

/**
 * A status change that needs the rail provider, recorded before the provider is called (an
 * outbox): the request calls the provider with no transaction open and records the outcome; if it
 * dies in between, the provider worker finishes the intent. At most one is open per payment.
 */
export const providerIntents = pgTable(
  'provider_intents',
  {
    ...tenantColumns(),
    id: text().primaryKey(),
    paymentId: text().notNull(),
    action: text({ enum: ['capture'] }).notNull(),
    /** Until then the caller that recorded it owns it; after, the worker may take it over. */
    attemptAfter: at().notNull(),
    attempts: integer().notNull(),
    /** How it ended: the provider's decision applied, or why it could not be. */
    outcome: text(),
    createdAt: at().notNull(),
    completedAt: at(),
  },
  (t) => [
    uniqueIndex('provider_intents_open_per_payment')
      .on(t.paymentId)
      .where(sql`${t.completedAt} is null`),
    index('provider_intents_due')
      .on(t.attemptAfter)
      .where(sql`${t.completedAt} is null`),
  ],
)

/**
 * The ledger holds backing an authorization (or a review), while they are open: one per internal
 * origin, naming the origin node it reserves, so a capture posts each hold for its own node.
 */
export const paymentHolds = pgTable(
  'payment_holds',
  {
    ...tenantColumns(),
    holdId: text().primaryKey(),
    paymentId: text().notNull(),
    /** Position of the origin node in the payment's `origins`. */
    originIndex: integer().notNull(),
    createdAt: at().notNull(),
  },
  (t) => [index().on(t.paymentId)],
)
