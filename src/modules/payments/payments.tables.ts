import { boolean, index, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { tenantColumns } from '../../db/tenancy.js'

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
    type: text().notNull(),
    status: text().notNull(),
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
    /** Ledger hold backing an authorization, while it is open. */
    holdId: text(),
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
  (t) => [
    index().on(t.clientId, t.environment, t.createdAt, t.id),
    index().on(t.clientId, t.environment, t.externalId),
    index('payments_account_numbers').using('gin', t.accountNumbers),
    index('payments_due_to_expire')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('CREATED', 'AUTHORIZED') and ${t.isAttempt} = false`),
    index().on(t.checkoutSessionId),
    uniqueIndex('payments_id_tenant').on(t.clientId, t.environment, t.id),
  ],
)
