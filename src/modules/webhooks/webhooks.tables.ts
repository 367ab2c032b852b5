import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { tenantColumns } from '../../db/tenancy.js'

export const WEBHOOK_FLAVORS = ['default', 'cvu.static', 'cvu.dynamic'] as const
export type WebhookFlavor = (typeof WEBHOOK_FLAVORS)[number]

export const DELIVERY_STATUSES = ['delivered', 'failed', 'skipped'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/** What SPEC.md's callback carries about the transaction, frozen at the moment of the change. */
export interface TransactionSnapshot {
  id: string
  purchaseAmount: string
  totalAmount: string
  externalId: string
  currency: string
  status: string
}

/** The callback body without its `signature` member (which depends on the secret at sending time). */
export interface DeliveryPayload {
  /** Transaction.Captured | Transaction.Received | Transaction.Failed; null for changes the callback does not cover. */
  event: string | null
  data: { transaction: TransactionSnapshot }
  /** Only on test events (POST /clients/webhook/test): no transaction stands behind them. */
  test?: true
}

/**
 * One row per client and environment: a URL per flavor and the signing secret, encrypted at rest
 * (see secret-box.ts) because signing needs the secret itself, not a hash of it.
 */
export const webhookConfigs = pgTable(
  'webhook_configs',
  {
    ...tenantColumns(),
    urls: jsonb().$type<Partial<Record<WebhookFlavor, string>>>().notNull(),
    /** The flavor of the last PUT, what GET shows by default. */
    lastFlavor: text({ enum: WEBHOOK_FLAVORS }).notNull(),
    secretCiphertext: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.environment] })],
)

/**
 * The outbox, the notification log and the delivery queue in one: a row per transaction event (and
 * per replay of one), written in the same database transaction as the status change, so no event is
 * lost on a crash and none exists for a change that rolled back. A replay is a row of its own that
 * names the event it repeats (`eventId`) and the row it replays (`replayOf`). `failed` with
 * `nextAttemptAt` set means a try is due or scheduled; `failed` without it means the schedule is
 * exhausted. The worker claims a row by pushing `nextAttemptAt` forward (the lease) and stamping
 * `leaseToken`.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    ...tenantColumns(),
    id: text().primaryKey(),
    /** Keyset order of the log: monotonic, so a cursor stays stable while rows are added. */
    sequence: bigint({ mode: 'bigint' }).generatedAlwaysAsIdentity().notNull(),
    eventId: text().notNull(),
    paymentId: text().notNull(),
    identityId: text().notNull(),
    /** Raw discriminator: captured, received, failed, settled, refundCreated, … */
    discriminator: text().notNull(),
    eventType: text(),
    flavor: text({ enum: WEBHOOK_FLAVORS }).notNull(),
    payload: jsonb().$type<DeliveryPayload>().notNull(),
    status: text({ enum: DELIVERY_STATUSES }).notNull(),
    attempts: integer().notNull(),
    httpStatus: integer(),
    url: text(),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true, mode: 'date' }),
    leaseToken: text(),
    isReplay: boolean().notNull(),
    replayOf: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('webhook_deliveries_log').on(t.clientId, t.sequence),
    // The log filtered to one transaction reads its rows and no others. Every index here costs each
    // delivery's claim and outcome an entry, since those updates are never HOT (the due index below
    // names `status` and `next_attempt_at`): the identity filter has none (decision 0019).
    index('webhook_deliveries_payment').on(t.paymentId),
    index('webhook_deliveries_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'failed' and ${t.nextAttemptAt} is not null`),
  ],
)
