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
 * The outbox and the notification log in one: a row per transaction event (and per replay of one),
 * written in the same database transaction as the status change, so no event is lost on a crash and
 * none exists for a change that rolled back. A replay is a row of its own that names the event it
 * repeats (`eventId`) and the row it replays (`replayOf`). `failed` with `nextAttemptAt` set means a
 * try is due or scheduled (the row is then in webhookDeliveryQueue); `failed` without it means the
 * schedule is exhausted.
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
    /** When the next try is scheduled, as the log shows it; the worker goes by the queue's copy. */
    nextAttemptAt: timestamp({ withTimezone: true, mode: 'date' }),
    isReplay: boolean().notNull(),
    replayOf: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    // No index here names a column a try's outcome writes, so that write is a heap-only (HOT)
    // update: it adds no entry to any of these indexes (migration 0027 leaves room on each page).
    // Each index still costs every logged event an entry, webhook or not: the identity's about 4 % of
    // a P2P payment's WAL, as measured, the price of a filter that stays fast as the log grows
    // (decision 0019, "The log's identity filter by index").
    index('webhook_deliveries_log').on(t.clientId, t.sequence),
    index('webhook_deliveries_payment').on(t.paymentId),
    index('webhook_deliveries_identity').on(t.identityId, t.sequence),
  ],
)

/**
 * The deliveries with a try due or scheduled, apart from the log: the worker's claim (the lease)
 * and its retries rewrite this narrow row and its due index, not the log row and its indexes. The
 * log's insert trigger (migration 0027) queues a row for each delivery to send, in the same
 * transaction; the worker deletes it with the outcome that ends the schedule. No foreign key: only
 * that trigger inserts here, and a check would cost every queued delivery a lookup of the log.
 */
export const webhookDeliveryQueue = pgTable(
  'webhook_delivery_queue',
  {
    deliveryId: text().primaryKey(),
    /** Due time of the next try; while a worker holds the row, the end of its lease. */
    nextAttemptAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    leaseToken: text(),
  },
  (t) => [index('webhook_delivery_queue_due').on(t.nextAttemptAt)],
)
