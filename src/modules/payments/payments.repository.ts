import { and, arrayContains, asc, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.js'
import { selectPage } from '../../db/pagination.js'
import { jsonRowReader } from '../../db/json-row.js'
import { plannedForItsValues } from '../../db/named-statements.js'
import { executeRaw, insertRows, RawSql, rawSql, updateById } from '../../db/raw-sql.js'
import { checkAtCommit, conditionalWrite, isGuarded } from '../../db/transactions.js'
import { ofTenant } from '../../db/tenancy.js'
import type { Page, PageRequest } from '../../shared/page.js'
import type { Tenant } from '../../shared/tenant.js'
import { PAYMENT_STATE_CLASSES, type PaymentStatus } from './payment-status.js'
import { paymentHolds, payments, paymentsDue, providerIntents } from './payments.tables.js'
import type { PaymentType } from './rails/payment-types.js'

export type PaymentRow = typeof payments.$inferSelect
export type ProviderIntentRow = typeof providerIntents.$inferSelect

/** An open ledger hold of a payment and the origin node it reserves. */
export interface PaymentHold {
  holdId: string
  originIndex: number
}

export interface PaymentFilters {
  isAttempt: boolean
  identityId?: string | undefined
  accountNumber?: string | undefined
  types?: readonly PaymentType[] | undefined
  statuses?: readonly PaymentStatus[] | undefined
  currencies?: readonly string[] | undefined
  externalId?: string | undefined
  checkoutSessionId?: string | undefined
  paymentLinkId?: string | undefined
  createdFrom?: Date | undefined
  createdBefore?: Date | undefined
  ascending?: boolean | undefined
}

/**
 * A payment read as one field: GET /payments/{id}, the hottest read, and the first read of every
 * status change (src/db/json-row.ts).
 */
const paymentJson = jsonRowReader(payments)

/**
 * The payment `id` of `tenant`, as one JSON field; `isAttempt` picks the attempts or the payments,
 * `forUpdate` locks it for a status change (concurrent transitions of one payment queue there).
 */
async function findPayment(
  db: Database,
  tenant: Tenant,
  id: string,
  options: { isAttempt: boolean; forUpdate?: boolean },
) {
  const [found] = await executeRaw<{ row: string }>(
    db,
    RawSql.concat([
      `select ${paymentJson.expression} as row from ${paymentJson.table}`,
      rawSql` where "client_id" = ${tenant.clientId} and "environment" = ${tenant.environment}
        and "id" = ${id} and "is_attempt" = ${options.isAttempt}`,
      options.forUpdate ? ' for update' : '',
    ]),
  )
  return found && paymentJson.read(found.row)
}

/** The only code that touches the payments table. */
export function createPaymentsRepository() {
  return {
    /** The insert of a payment, for writeAtCommit or commitWrites. */
    insert: (row: PaymentRow) => insertRows(payments, [row]),

    async findById(
      db: Database,
      tenant: Tenant,
      id: string,
      isAttempt = false,
    ): Promise<PaymentRow | undefined> {
      return findPayment(db, tenant, id, { isAttempt })
    },

    /** The client of a sandbox payment, by its id alone (the primary key): for the sandbox pay-in page. */
    async findSandboxClient(db: Database, id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ clientId: payments.clientId })
        .from(payments)
        .where(and(eq(payments.id, id), eq(payments.environment, 'sandbox'), eq(payments.isAttempt, false)))
      return row?.clientId
    },

    /**
     * Locks the payment for a status change; concurrent transitions of one payment queue here. In
     * guarded work (db/transactions.ts, `optimistically`) it reads without a lock — or takes `seen`,
     * the row as the caller has just read it — and the work's statement checks, under the lock,
     * that the row has not changed since: its status, and its updatedAt, which moves with every
     * change but may not (two changes within a millisecond, a clock that stands still).
     */
    async lockById(
      db: Database,
      tenant: Tenant,
      id: string,
      seen?: PaymentRow,
    ): Promise<PaymentRow | undefined> {
      if (!isGuarded(db)) {
        return findPayment(db, tenant, id, { isAttempt: false, forUpdate: true })
      }
      const row = seen ?? (await findPayment(db, tenant, id, { isAttempt: false }))
      if (row) {
        checkAtCommit(
          db,
          rawSql`(select count(*) = 1 from (select 1 from "payments" where "client_id" = ${tenant.clientId}
            and "environment" = ${tenant.environment} and "id" = ${row.id} and not "is_attempt"
            and "status" = ${row.status} and "updated_at" = ${row.updatedAt.toISOString()}::timestamptz
            for update) as unchanged)`,
        )
      }
      return row
    },

    /**
     * The provider notification names a payment by id or by the client's externalId: the payment
     * whose id is `reference` first (the id wins when one payment's id is another's externalId),
     * else those whose externalId is, at most two, enough to tell one from several (an externalId
     * is the client's and need not be unique).
     */
    async findByReference(db: Database, tenant: Tenant, reference: string): Promise<PaymentRow[]> {
      const found = await executeRaw<{ row: string }>(
        db,
        RawSql.concat([
          `select ${paymentJson.expression} as row from ${paymentJson.table}`,
          rawSql` where "client_id" = ${tenant.clientId} and "environment" = ${tenant.environment}
            and "is_attempt" = ${false} and ("id" = ${reference} or "external_id" = ${reference})
            order by "id" = ${reference} desc limit 2`,
        ]),
      )
      return found.map(({ row }) => paymentJson.read(row))
    },

    /** The update of a payment's columns, for writeAtCommit or writeNow. */
    update: (tenant: Tenant, id: string, changes: Partial<PaymentRow>) =>
      updateById(payments, tenant, id, changes),

    async list(
      db: Database,
      tenant: Tenant,
      filters: PaymentFilters,
      page: PageRequest,
    ): Promise<Page<PaymentRow>> {
      const where = ofTenant(
        payments,
        tenant,
        eq(payments.isAttempt, filters.isAttempt),
        filters.identityId ? eq(payments.identityId, filters.identityId) : undefined,
        filters.accountNumber
          ? plannedForItsValues(arrayContains(payments.accountNumbers, [filters.accountNumber]))
          : undefined,
        filters.types?.length ? inArray(payments.type, [...filters.types]) : undefined,
        filters.statuses?.length ? inArray(payments.status, [...filters.statuses]) : undefined,
        filters.currencies?.length ? inArray(payments.currency, [...filters.currencies]) : undefined,
        filters.externalId ? eq(payments.externalId, filters.externalId) : undefined,
        filters.checkoutSessionId ? eq(payments.checkoutSessionId, filters.checkoutSessionId) : undefined,
        filters.paymentLinkId ? eq(payments.paymentLinkId, filters.paymentLinkId) : undefined,
        filters.createdFrom ? gte(payments.createdAt, filters.createdFrom) : undefined,
        filters.createdBefore ? lt(payments.createdAt, filters.createdBefore) : undefined,
      )
      return selectPage<PaymentRow>(
        db,
        { table: payments, createdAt: payments.createdAt, id: payments.id },
        where,
        page,
        filters.ascending ? 'asc' : 'desc',
      )
    },

    /**
     * Claims up to `limit` payments whose `expiresAt` has passed, locking them so that several
     * sweeping processes never take the same one (`SKIP LOCKED`).
     */
    async claimExpired(db: Database, now: Date, limit: number): Promise<PaymentRow[]> {
      const waiting = and(
        inArray(payments.status, [...PAYMENT_STATE_CLASSES.pending]),
        eq(payments.isAttempt, false),
      )!
      await deleteDueLeft(db, 'expire', now, waiting)
      return db
        .select()
        .from(payments)
        .where(and(inArray(payments.id, dueIds(db, 'expire', now)), waiting))
        .orderBy(asc(payments.expiresAt))
        .limit(limit)
        .for('update', { skipLocked: true })
    },

    async insertHolds(
      db: Database,
      tenant: Tenant,
      paymentId: string,
      holds: readonly PaymentHold[],
      now: Date,
    ) {
      if (holds.length === 0) return
      await db
        .insert(paymentHolds)
        .values(holds.map((hold) => ({ paymentId, ...tenant, ...hold, createdAt: now })))
    },

    async holdsOf(db: Database, tenant: Tenant, paymentId: string): Promise<PaymentHold[]> {
      return db
        .select({ holdId: paymentHolds.holdId, originIndex: paymentHolds.originIndex })
        .from(paymentHolds)
        .where(ofTenant(paymentHolds, tenant, eq(paymentHolds.paymentId, paymentId)))
        .orderBy(asc(paymentHolds.originIndex))
    },

    /** Forgets the payment's holds once they are posted or voided. */
    async deleteHolds(db: Database, tenant: Tenant, paymentId: string): Promise<void> {
      await db
        .delete(paymentHolds)
        .where(ofTenant(paymentHolds, tenant, eq(paymentHolds.paymentId, paymentId)))
    },

    /** The payment's open provider intent, if one is waiting for its outcome. */
    async findOpenIntent(db: Database, tenant: Tenant, paymentId: string) {
      const [row] = await db
        .select()
        .from(providerIntents)
        .where(
          ofTenant(
            providerIntents,
            tenant,
            eq(providerIntents.paymentId, paymentId),
            isNull(providerIntents.completedAt),
          ),
        )
      return row
    },

    /**
     * Records an intent; false when the payment already has an open one (the partial unique
     * index). In guarded work the statement checks that it recorded this one.
     */
    async insertIntent(db: Database, row: ProviderIntentRow): Promise<boolean> {
      return conditionalWrite(
        db,
        RawSql.concat([
          insertRows(providerIntents, [row]),
          ' on conflict ("payment_id") where "completed_at" is null do nothing returning "id"',
        ]),
      )
    },

    /**
     * Closes an open intent with its outcome; false when it was already closed (another process
     * recorded the outcome first), which makes recording an outcome idempotent. In guarded work
     * the statement checks that it closed it.
     */
    async completeIntent(db: Database, tenant: Tenant, id: string, outcome: string, now: Date) {
      return conditionalWrite(
        db,
        RawSql.concat([
          updateById(providerIntents, tenant, id, { completedAt: now, outcome }),
          ' and "completed_at" is null returning "id"',
        ]),
      )
    },

    /**
     * Takes up to `limit` open intents whose owner's time is up, pushing their next turn to
     * `until` so that neither another worker nor a later round takes them meanwhile (SKIP LOCKED).
     * One statement, so that a round with nothing due opens no transaction (it runs every 5 s).
     */
    async claimDueIntents(db: Database, now: Date, until: Date, limit: number) {
      const due = db
        .select({ id: providerIntents.id })
        .from(providerIntents)
        .where(and(isNull(providerIntents.completedAt), lte(providerIntents.attemptAfter, now)))
        .orderBy(asc(providerIntents.attemptAfter))
        .limit(limit)
        .for('update', { skipLocked: true })
      return db
        .update(providerIntents)
        .set({ attemptAfter: until, attempts: sql`${providerIntents.attempts} + 1` })
        .where(inArray(providerIntents.id, due))
        .returning()
    },

    /**
     * Whether any payment is queued for `kind` and due by `dueBy`: one read of the queue's index, so
     * that a sweep with nothing due opens no transaction (the sandbox confirmation looks four times a
     * second, and is idle most of the time).
     */
    async anyDue(db: Database, kind: DueKind, dueBy: Date): Promise<boolean> {
      const due = await dueIds(db, kind, dueBy).limit(1)
      return due.length > 0
    },

    /**
     * Sandbox card payments captured at or before `capturedBefore` and not confirmed yet, skipping
     * rows another transaction holds (one being confirmed or changed right now).
     */
    async claimUnconfirmedSandboxCards(
      db: Database,
      capturedBefore: Date,
      limit: number,
    ): Promise<PaymentRow[]> {
      const waiting = and(
        eq(payments.environment, 'sandbox'),
        eq(payments.status, 'CAPTURED'),
        sql`${payments.origins} @> '[{"type":"CARD"}]'::jsonb`,
      )!
      return db.transaction(async (tx) => {
        await deleteDueLeft(tx, 'confirm_sandbox_card', capturedBefore, waiting)
        return tx
          .select()
          .from(payments)
          .where(and(inArray(payments.id, dueIds(tx, 'confirm_sandbox_card', capturedBefore)), waiting))
          .orderBy(asc(payments.capturedAt))
          .limit(limit)
          .for('update', { skipLocked: true })
      })
    },
  }
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>

type DueKind = (typeof paymentsDue.$inferSelect)['kind']

/** The payments queued for `kind` and due by `dueBy`, as a subquery. */
function dueIds(db: Database, kind: DueKind, dueBy: Date) {
  return db
    .select({ id: paymentsDue.paymentId })
    .from(paymentsDue)
    .where(and(eq(paymentsDue.kind, kind), lte(paymentsDue.dueAt, dueBy)))
}

/**
 * Forgets the due rows of `kind` whose payment no longer matches `waiting` (it left the state the
 * sweep waits on, by the sweep or any other way). No transition leads back into either state, so a
 * row once forgotten is never wanted again.
 */
async function deleteDueLeft(db: Database, kind: DueKind, dueBy: Date, waiting: SQL): Promise<void> {
  await db
    .delete(paymentsDue)
    .where(
      and(
        eq(paymentsDue.kind, kind),
        lte(paymentsDue.dueAt, dueBy),
        sql`not exists (select from ${payments} where ${payments.id} = ${paymentsDue.paymentId} and ${waiting})`,
      ),
    )
}
