import { sql } from 'drizzle-orm'
import { index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { tenantColumns } from '../../db/tenancy.js'
import type { CheckoutSessionStatus, PaymentLinkStatus } from './link-status.js'

/** A link item as stored: amounts are canonical decimal text at the link currency's scale. */
export interface StoredItem {
  description: string
  preTaxAmount: string
  totalAmount: string
  tax: { name: string; type: 'FIXED' | 'PERCENTAGE'; value: string; amount: string; currency: string } | null
}

export interface StoredDestination {
  type: 'ACCOUNT'
  amount: string
  name?: string
  externalId?: string
  metadata?: { image: string; description: string; category: string }
  account: { type: string; currency: string; accountNumber: string; accountHolder: string }
}

export interface StoredOwner {
  identityId: string
  name?: string
  lastname?: string
  nickname?: string
  documentNumber?: string
  entityType?: string
}

/** Payer data as given on the link or collected by the hosted page. */
export type StoredCustomer = Record<string, unknown>

const at = () => timestamp({ withTimezone: true, mode: 'date' })
const amount = () => numeric({ mode: 'string' })

export const paymentLinks = pgTable(
  'payment_links',
  {
    ...tenantColumns(),
    id: text().primaryKey(),
    /** Unguessable (256 bits); the public handle of the hosted page, unique across tenants. */
    checkoutToken: text().notNull(),
    status: text().$type<PaymentLinkStatus>().notNull(),
    currency: text().notNull(),
    items: jsonb().$type<StoredItem[]>().notNull(),
    preTaxAmount: amount().notNull(),
    totalAmount: amount().notNull(),
    paymentMethodsAllowed: text().array().notNull(),
    destinations: jsonb().$type<StoredDestination[]>().notNull(),
    /** Destination account numbers, for the `destination.accountNumber` filter. */
    destinationAccountNumbers: text().array().notNull(),
    owner: jsonb().$type<StoredOwner>().notNull(),
    ownerIdentityId: text().notNull(),
    customer: jsonb().$type<StoredCustomer>(),
    customerEmail: text(),
    customerRequirements: text().array().notNull(),
    duration: integer(),
    expiresAt: at(),
    successUrl: text(),
    failedUrl: text(),
    createdAt: at().notNull(),
    updatedAt: at().notNull(),
    /** Deleted links are invisible to the API; their hosted page says the link is no longer available. */
    deletedAt: at(),
  },
  (t) => [
    uniqueIndex('payment_links_checkout_token').on(t.checkoutToken),
    // Live rows only, as every list reads them, so a list's total can be counted from this index
    // alone (decision 0019, "A list's total counted from its index").
    index('payment_links_live_created_at')
      .on(t.clientId, t.environment, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('payment_links_expiry').on(t.expiresAt).where(sqlActiveExpiry()),
    // The list filters that name one thing read its links, not every link of the tenant (decision
    // 0019, "Payment links, checkout sessions and account numbers read through an index"); the
    // sessions' indexes below likewise.
    index('payment_links_owner').on(t.ownerIdentityId, t.createdAt, t.id),
    index('payment_links_customer_email')
      .on(t.clientId, t.environment, t.customerEmail)
      .where(sql`${t.customerEmail} is not null`),
    index('payment_links_destination_account_numbers').using('gin', t.destinationAccountNumbers),
  ],
)

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    ...tenantColumns(),
    id: text().primaryKey(),
    paymentLinkId: text().notNull(),
    checkoutToken: text().notNull(),
    status: text().$type<CheckoutSessionStatus>().notNull(),
    /** Copied from the link at creation, for the list filters (`identityId`, `accountNumber`). */
    ownerIdentityId: text().notNull(),
    destinationAccountNumbers: text().array().notNull(),
    /** Payer data collected by the hosted page. */
    customer: jsonb().$type<StoredCustomer>(),
    paymentId: text(),
    /** The sandbox pay-in page token of the session's payment, when its rail redirects. */
    payInToken: text(),
    expiresAt: at().notNull(),
    createdAt: at().notNull(),
    updatedAt: at().notNull(),
    deletedAt: at(),
  },
  (t) => [
    // Live rows only, as every list reads them, so a list's total can be counted from this index
    // alone (decision 0019, "A list's total counted from its index").
    index('checkout_sessions_live_created_at')
      .on(t.clientId, t.environment, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index().on(t.paymentLinkId),
    index('checkout_sessions_expiry').on(t.expiresAt),
    index().on(t.payInToken),
    index('checkout_sessions_owner').on(t.ownerIdentityId, t.createdAt, t.id),
    index('checkout_sessions_destination_account_numbers').using('gin', t.destinationAccountNumbers),
  ],
)

function sqlActiveExpiry() {
  return sql`"expires_at" is not null and "deleted_at" is null`
}
