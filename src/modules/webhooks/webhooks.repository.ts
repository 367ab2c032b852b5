import { and, asc, desc, eq, getTableColumns, gt, gte, isNotNull, lt, max, sql, type SQL } from 'drizzle-orm'
import type { Database, DatabaseConnection } from '../../db/client.js'
import { executeRaw, executeSql, insertRows, rawSql } from '../../db/raw-sql.js'
import { ofTenant } from '../../db/tenancy.js'
import { bookkeepingCommit } from '../../db/unflushed-commit.js'
import type { Environment, Tenant } from '../../shared/tenant.js'
import {
  webhookConfigs,
  webhookDeliveries,
  webhookDeliveryQueue,
  type DeliveryStatus,
} from './webhooks.tables.js'

export type WebhookConfigRow = typeof webhookConfigs.$inferSelect
export type DeliveryRow = typeof webhookDeliveries.$inferSelect
export type NewDeliveryRow = typeof webhookDeliveries.$inferInsert

export interface LogFilters {
  transactionId?: string | undefined
  identityId?: string | undefined
  eventType?: string | undefined
  event?: string | undefined
  status?: DeliveryStatus | undefined
  environment?: Environment | undefined
  from?: Date | undefined
  to?: Date | undefined
  /** Only rows older (in log order) than this sequence: the keyset cursor. */
  beforeSequence?: bigint | undefined
}

export type Outcome = Pick<DeliveryRow, 'status' | 'httpStatus' | 'url' | 'lastError' | 'nextAttemptAt'> & {
  attempted: boolean
}

/** What the delivery worker needs of a claimed row: whom it is for, what to send, and its order. */
export type ClaimedDelivery = Pick<
  DeliveryRow,
  'id' | 'clientId' | 'environment' | 'flavor' | 'paymentId' | 'sequence' | 'payload' | 'status' | 'attempts'
>

/** A claimed row as the driver returns it (int8 as text on PostgreSQL). */
interface ClaimedColumns {
  id: string
  client_id: string
  environment: ClaimedDelivery['environment']
  flavor: ClaimedDelivery['flavor']
  payment_id: string
  sequence: string | number | bigint
  payload: ClaimedDelivery['payload']
  status: ClaimedDelivery['status']
  attempts: number
}

const claimedDelivery = (row: ClaimedColumns): ClaimedDelivery => ({
  id: row.id,
  clientId: row.client_id,
  environment: row.environment,
  flavor: row.flavor,
  paymentId: row.payment_id,
  sequence: BigInt(row.sequence),
  payload: row.payload,
  status: row.status,
  attempts: row.attempts,
})

/**
 * The only code that touches webhook_configs, webhook_deliveries and webhook_delivery_queue. A
 * delivery's lease and outcome commit as `bookkeepingCommit` has it for `databaseKind`.
 */
export function createWebhooksRepository(databaseKind: DatabaseConnection['kind']) {
  const bookkeeping = bookkeepingCommit(databaseKind)
  return {
    async findConfig(db: Database, tenant: Tenant): Promise<WebhookConfigRow | undefined> {
      const [row] = await db.select().from(webhookConfigs).where(ofTenant(webhookConfigs, tenant))
      return row
    },

    async upsertConfig(db: Database, row: WebhookConfigRow): Promise<void> {
      await db
        .insert(webhookConfigs)
        .values(row)
        .onConflictDoUpdate({
          target: [webhookConfigs.clientId, webhookConfigs.environment],
          set: {
            urls: row.urls,
            lastFlavor: row.lastFlavor,
            secretCiphertext: row.secretCiphertext,
            updatedAt: row.updatedAt,
          },
        })
    },

    /**
     * The insert of events' log rows, for writeAtCommit. Rows are numbered in the order given, so a
     * capture's `captured` precedes its `received`.
     */
    insertDeliveries: (deliveries: NewDeliveryRow[]) => insertRows(webhookDeliveries, deliveries),

    async insertDelivery(db: Database, row: NewDeliveryRow): Promise<DeliveryRow> {
      const [inserted] = await db.insert(webhookDeliveries).values(row).returning()
      return inserted!
    },

    async findDelivery(db: Database, tenant: Tenant, id: string): Promise<DeliveryRow | undefined> {
      const [row] = await db
        .select()
        .from(webhookDeliveries)
        .where(ofTenant(webhookDeliveries, tenant, eq(webhookDeliveries.id, id)))
      return row
    },

    /**
     * The notification log of one client across BOTH environments (SPEC.md: `testMode` omitted
     * returns sandbox and live rows). The only cross-environment read in the service, kept here
     * and named so; it is still confined to one client, taken from the credential.
     */
    async listForClientAcrossEnvironments(
      db: Database,
      clientId: string,
      filters: LogFilters,
      limit: number,
    ): Promise<DeliveryRow[]> {
      const d = webhookDeliveries
      const conditions: (SQL | undefined)[] = [
        eq(d.clientId, clientId),
        filters.environment && eq(d.environment, filters.environment),
        filters.transactionId !== undefined ? eq(d.paymentId, filters.transactionId) : undefined,
        filters.identityId !== undefined ? eq(d.identityId, filters.identityId) : undefined,
        filters.eventType !== undefined ? eq(d.eventType, filters.eventType) : undefined,
        filters.event !== undefined ? eq(d.discriminator, filters.event) : undefined,
        filters.status && eq(d.status, filters.status),
        filters.from && gte(d.createdAt, filters.from),
        filters.to && lt(d.createdAt, filters.to),
        filters.beforeSequence !== undefined ? lt(d.sequence, filters.beforeSequence) : undefined,
      ]
      // A row a worker holds is next tried when the lease ends, should this try never report back:
      // a time only its queue row holds.
      const q = webhookDeliveryQueue
      const nextAttemptAt = sql`coalesce(${q.nextAttemptAt}, ${d.nextAttemptAt})`.mapWith(d.nextAttemptAt)
      return db
        .select({ ...getTableColumns(d), nextAttemptAt })
        .from(d)
        .leftJoin(q, eq(q.deliveryId, d.id))
        .where(and(...conditions))
        .orderBy(desc(d.sequence))
        .limit(limit)
    },

    /**
     * The notification stream's next rows: callback events of one client after `afterSequence`,
     * oldest first (both environments unless `environment` narrows it, as the log).
     */
    async listCallbacksAfter(
      db: Database,
      clientId: string,
      environment: Environment | undefined,
      afterSequence: bigint,
      limit: number,
    ): Promise<DeliveryRow[]> {
      const d = webhookDeliveries
      return db
        .select()
        .from(d)
        .where(
          and(
            eq(d.clientId, clientId),
            environment && eq(d.environment, environment),
            gt(d.sequence, afterSequence),
            isNotNull(d.eventType),
          ),
        )
        .orderBy(asc(d.sequence))
        .limit(limit)
    },

    /** The newest sequence in a client's log (0 when empty): where a fresh stream starts. */
    async latestSequence(db: Database, clientId: string): Promise<bigint> {
      const [row] = await db
        .select({ sequence: max(webhookDeliveries.sequence) })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.clientId, clientId))
      return row?.sequence === null || row?.sequence === undefined ? 0n : BigInt(row.sequence)
    },

    /**
     * Claims due rows for one worker, across tenants (delivery is the platform's job, not a
     * request's): locks their queue rows with SKIP LOCKED so concurrent workers take disjoint rows,
     * and leases them by moving the queue's `next_attempt_at` to `leaseUntil`. A worker that dies
     * holding a lease loses it when that time passes; the row is then due again. The log row is
     * only read. The claim commits without waiting for the disk: a crash of PostgreSQL that takes it
     * back only makes its rows due again, as a worker's crash would.
     */
    async claimDue(
      db: Database,
      now: Date,
      leaseUntil: Date,
      leaseToken: string,
      limit: number,
    ): Promise<ClaimedDelivery[]> {
      // Written as text, returning only what a delivery needs: while a backlog drains, building the
      // statement and mapping whole rows (timestamps, a dozen unused columns) was a tenth of the
      // worker's time (docs/decisions/0019-money-path-performance.md, "Webhook deliveries").
      // The claimed ids are gathered into one array (`= any(array(…))`, not `in (…)`), and the rows
      // are then found by primary key whatever the plan: for `in`, the generic plan PostgreSQL
      // caches after a few claims could join the ids to a scan of the whole log, so that each claim
      // read every delivery ever logged (the same decision, "A claim that read the whole delivery log").
      const rows = await executeRaw<ClaimedColumns>(
        db,
        rawSql`with claimed as (
            update webhook_delivery_queue set next_attempt_at = ${leaseUntil.toISOString()}, lease_token = ${leaseToken}
            where delivery_id = any(array(
              select delivery_id from webhook_delivery_queue
              where next_attempt_at <= ${now.toISOString()} and ${bookkeeping}
              order by next_attempt_at limit ${limit}
              for update skip locked))
            returning delivery_id)
          select id, client_id, environment, flavor, payment_id, sequence, payload, status, attempts
          from webhook_deliveries where id = any(array(select delivery_id from claimed))`,
      )
      return rows.map(claimedDelivery)
    },

    /**
     * A batch's outcomes in one statement (one commit for the batch, not one per row), its columns
     * as arrays: the text is the same for every batch, so it is planned once per connection and
     * costs nothing to build however many rows it carries. Only rows still claimed under
     * `leaseToken` change: their queue rows are rescheduled, or deleted when no try is left to
     * make, and their log rows take the outcome. Returns the ids that changed. Committed without
     * waiting for the disk: an outcome a crash of PostgreSQL takes back is a call made again.
     */
    async recordOutcomes(
      db: Database,
      leaseToken: string,
      results: readonly { row: ClaimedDelivery; outcome: Outcome }[],
      now: Date,
    ): Promise<Set<string>> {
      if (results.length === 0) return new Set()
      const column = <T>(value: (result: (typeof results)[number]) => T) => sql.param(results.map(value))
      const updated = await executeSql<{ id: string }>(
        db,
        sql`
        with outcome as (
          select * from unnest(
            ${column(({ row }) => row.id)}::text[],
            ${column(({ outcome }) => outcome.status)}::text[],
            ${column(({ outcome }) => outcome.httpStatus)}::integer[],
            ${column(({ outcome }) => outcome.url)}::text[],
            ${column(({ outcome }) => outcome.lastError)}::text[],
            ${column(({ outcome }) => outcome.nextAttemptAt)}::timestamptz[],
            ${column(({ row, outcome }) => (outcome.attempted ? row.attempts + 1 : row.attempts))}::integer[]
          ) as outcome(id, status, http_status, url, last_error, next_attempt_at, attempts)
          where ${sql.raw(bookkeeping.text())}),
        ended as (
          delete from ${webhookDeliveryQueue} queued using outcome
          where queued.delivery_id = outcome.id and queued.lease_token = ${leaseToken}
            and outcome.next_attempt_at is null
          returning queued.delivery_id),
        rescheduled as (
          update ${webhookDeliveryQueue} queued
          set next_attempt_at = outcome.next_attempt_at, lease_token = null
          from outcome
          where queued.delivery_id = outcome.id and queued.lease_token = ${leaseToken}
            and outcome.next_attempt_at is not null
          returning queued.delivery_id)
        update ${webhookDeliveries} set
          status = outcome.status, http_status = outcome.http_status, url = outcome.url,
          last_error = outcome.last_error, next_attempt_at = outcome.next_attempt_at,
          attempts = outcome.attempts, updated_at = ${now}
        from outcome
        where ${webhookDeliveries.id} = outcome.id
          and outcome.id in (select delivery_id from ended union all select delivery_id from rescheduled)
        returning ${webhookDeliveries.id}`,
      )
      return new Set(updated.map(({ id }) => id))
    },
  }
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>
