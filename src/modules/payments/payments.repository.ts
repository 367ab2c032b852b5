import { and, arrayContains, asc, desc, eq, gte, inArray, lt, lte, or } from 'drizzle-orm'
import type { Database } from '../../db/client.js'
import { selectPage } from '../../db/pagination.js'
import { ofTenant } from '../../db/tenancy.js'
import type { Page, PageRequest } from '../../shared/page.js'
import type { Tenant } from '../../shared/tenant.js'
import { payments } from './payments.tables.js'

export type PaymentRow = typeof payments.$inferSelect

export interface PaymentFilters {
  isAttempt: boolean
  identityId?: string | undefined
  accountNumber?: string | undefined
  types?: readonly string[] | undefined
  statuses?: readonly string[] | undefined
  externalId?: string | undefined
  checkoutSessionId?: string | undefined
  paymentLinkId?: string | undefined
  createdFrom?: Date | undefined
  createdBefore?: Date | undefined
  ascending?: boolean | undefined
}

/** The only code that touches the payments table. */
export function createPaymentsRepository() {
  return {
    async insert(db: Database, row: PaymentRow): Promise<void> {
      await db.insert(payments).values(row)
    },

    async findById(
      db: Database,
      tenant: Tenant,
      id: string,
      isAttempt = false,
    ): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(ofTenant(payments, tenant, eq(payments.id, id), eq(payments.isAttempt, isAttempt)))
      return row
    },

    /** Locks the payment for a status change; concurrent transitions of one payment queue here. */
    async lockById(db: Database, tenant: Tenant, id: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(ofTenant(payments, tenant, eq(payments.id, id), eq(payments.isAttempt, false)))
        .for('update')
      return row
    },

    /** The provider notification names a payment by id or by the client's externalId. */
    async findIdByReference(db: Database, tenant: Tenant, reference: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(
          ofTenant(
            payments,
            tenant,
            eq(payments.isAttempt, false),
            or(eq(payments.id, reference), eq(payments.externalId, reference)),
          ),
        )
        .orderBy(desc(eq(payments.id, reference)))
        .limit(1)
      return row?.id
    },

    async update(db: Database, tenant: Tenant, id: string, changes: Partial<PaymentRow>): Promise<void> {
      await db
        .update(payments)
        .set(changes)
        .where(ofTenant(payments, tenant, eq(payments.id, id)))
    },

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
        filters.accountNumber ? arrayContains(payments.accountNumbers, [filters.accountNumber]) : undefined,
        filters.types?.length ? inArray(payments.type, [...filters.types]) : undefined,
        filters.statuses?.length ? inArray(payments.status, [...filters.statuses]) : undefined,
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
      return db
        .select()
        .from(payments)
        .where(
          and(
            inArray(payments.status, ['CREATED', 'AUTHORIZED']),
            eq(payments.isAttempt, false),
            lte(payments.expiresAt, now),
          ),
        )
        .orderBy(asc(payments.expiresAt))
        .limit(limit)
        .for('update', { skipLocked: true })
    },
  }
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>
