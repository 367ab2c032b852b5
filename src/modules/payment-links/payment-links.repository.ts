import { and, arrayOverlaps, desc, eq, gt, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.js'
import { anyOf } from '../../db/conditions.js'
import { plannedForItsValues } from '../../db/named-statements.js'
import { selectPage } from '../../db/pagination.js'
import { executeSql } from '../../db/raw-sql.js'
import { ofTenant } from '../../db/tenancy.js'
import type { PageRequest } from '../../shared/page.js'
import type { Environment, Tenant } from '../../shared/tenant.js'
import { linkStatus, sessionStatus } from './link-status.js'
import { checkoutSessions, paymentLinks } from './payment-links.tables.js'

export type PaymentLinkRow = typeof paymentLinks.$inferSelect
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect

export interface LinkFilters {
  ids?: readonly string[] | undefined
  statuses?: readonly string[] | undefined
  destinationAccountNumbers?: readonly string[] | undefined
  customerEmails?: readonly string[] | undefined
  ownerIdentityIds?: readonly string[] | undefined
  currencies?: readonly string[] | undefined
  createdFrom?: Date | undefined
  createdBefore?: Date | undefined
  ascending?: boolean | undefined
}

export interface SessionFilters {
  identityId?: string | undefined
  accountNumber?: string | undefined
  statuses?: readonly string[] | undefined
  createdFrom?: Date | undefined
  createdBefore?: Date | undefined
  ascending: boolean
}

const liveLink = (tenant: Tenant, ...conditions: (SQL | undefined)[]) =>
  ofTenant(paymentLinks, tenant, isNull(paymentLinks.deletedAt), ...conditions)
const liveSession = (tenant: Tenant, ...conditions: (SQL | undefined)[]) =>
  ofTenant(checkoutSessions, tenant, isNull(checkoutSessions.deletedAt), ...conditions)

/** The only code that touches the payment_links and checkout_sessions tables. */
export function createPaymentLinksRepository() {
  return {
    async insertLink(db: Database, row: PaymentLinkRow): Promise<void> {
      await db.insert(paymentLinks).values(row)
    },

    async findLink(db: Database, tenant: Tenant, id: string, lock = false) {
      const query = db
        .select()
        .from(paymentLinks)
        .where(liveLink(tenant, eq(paymentLinks.id, id)))
      const [row] = lock ? await query.for('update') : await query
      return row
    },

    async findLinkByToken(db: Database, tenant: Tenant, token: string) {
      const [row] = await db
        .select()
        .from(paymentLinks)
        .where(liveLink(tenant, eq(paymentLinks.checkoutToken, token)))
      return row
    },

    /**
     * The one lookup not confined to a tenant: the hosted page has only the token, and the token
     * (256 random bits, unique) is what names the tenant. Deleted links are returned too, so the
     * page can say the link is gone rather than that it never existed.
     */
    async findLinkByPublicToken(db: Database, environment: Environment, token: string) {
      const [row] = await db
        .select()
        .from(paymentLinks)
        .where(and(eq(paymentLinks.checkoutToken, token), eq(paymentLinks.environment, environment)))
      return row
    },

    async listLinks(db: Database, tenant: Tenant, filters: LinkFilters, page: PageRequest) {
      const where = liveLink(
        tenant,
        anyOf(paymentLinks.id, filters.ids),
        anyOf(paymentLinks.status, filters.statuses),
        anyOf(paymentLinks.customerEmail, filters.customerEmails),
        anyOf(paymentLinks.ownerIdentityId, filters.ownerIdentityIds),
        anyOf(paymentLinks.currency, filters.currencies),
        filters.destinationAccountNumbers === undefined
          ? undefined
          : plannedForItsValues(
              arrayOverlaps(paymentLinks.destinationAccountNumbers, [...filters.destinationAccountNumbers]),
            ),
        filters.createdFrom === undefined ? undefined : gte(paymentLinks.createdAt, filters.createdFrom),
        filters.createdBefore === undefined ? undefined : lt(paymentLinks.createdAt, filters.createdBefore),
      )
      return selectPage<PaymentLinkRow>(
        db,
        { table: paymentLinks, createdAt: paymentLinks.createdAt, id: paymentLinks.id },
        where,
        page,
        filters.ascending ? 'asc' : 'desc',
      )
    },

    async updateLink(db: Database, tenant: Tenant, id: string, changes: Partial<PaymentLinkRow>) {
      await db
        .update(paymentLinks)
        .set(changes)
        .where(ofTenant(paymentLinks, tenant, eq(paymentLinks.id, id)))
    },

    /** Links past their expiry, locked for this transaction and skipped by concurrent sweeps. */
    async claimExpiredLinks(db: Database, now: Date, limit: number) {
      return db
        .select()
        .from(paymentLinks)
        .where(linkExpiredBy(now))
        .limit(limit)
        .for('update', { skipLocked: true })
    },

    async insertSession(db: Database, row: CheckoutSessionRow): Promise<void> {
      await db.insert(checkoutSessions).values(row)
    },

    async findSession(db: Database, tenant: Tenant, id: string, lock = false) {
      const query = db
        .select()
        .from(checkoutSessions)
        .where(liveSession(tenant, eq(checkoutSessions.id, id)))
      const [row] = lock ? await query.for('update') : await query
      return row
    },

    /** The newest live session of a link still open for payment, if any. */
    async findOpenSession(db: Database, tenant: Tenant, linkId: string, now: Date) {
      const [row] = await db
        .select()
        .from(checkoutSessions)
        .where(
          liveSession(
            tenant,
            eq(checkoutSessions.paymentLinkId, linkId),
            inArray(checkoutSessions.status, [...sessionStatus.from('start_payment')]),
            sql`${checkoutSessions.expiresAt} > ${now.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(desc(checkoutSessions.createdAt))
        .limit(1)
      return row
    },

    /** The sandbox pay-in page's lookup by its token (sandbox rows only; the token names the tenant). */
    async findSessionByPayInToken(db: Database, token: string) {
      const [row] = await db
        .select()
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.payInToken, token), eq(checkoutSessions.environment, 'sandbox')))
      return row
    },

    async listSessions(db: Database, tenant: Tenant, filters: SessionFilters, page: PageRequest) {
      const where = liveSession(
        tenant,
        filters.identityId === undefined
          ? undefined
          : eq(checkoutSessions.ownerIdentityId, filters.identityId),
        filters.accountNumber === undefined
          ? undefined
          : plannedForItsValues(
              arrayOverlaps(checkoutSessions.destinationAccountNumbers, [filters.accountNumber]),
            ),
        anyOf(checkoutSessions.status, filters.statuses),
        filters.createdFrom === undefined ? undefined : gte(checkoutSessions.createdAt, filters.createdFrom),
        filters.createdBefore === undefined
          ? undefined
          : lt(checkoutSessions.createdAt, filters.createdBefore),
      )
      return selectPage<CheckoutSessionRow>(
        db,
        { table: checkoutSessions, createdAt: checkoutSessions.createdAt, id: checkoutSessions.id },
        where,
        page,
        filters.ascending ? 'asc' : 'desc',
      )
    },

    async updateSession(db: Database, tenant: Tenant, id: string, changes: Partial<CheckoutSessionRow>) {
      await db
        .update(checkoutSessions)
        .set(changes)
        .where(ofTenant(checkoutSessions, tenant, eq(checkoutSessions.id, id)))
    },

    /** Brings forward to `expiresAt` the link's open sessions that would outlive it. */
    async endOpenSessionsBy(db: Database, tenant: Tenant, linkId: string, expiresAt: Date, now: Date) {
      await db
        .update(checkoutSessions)
        .set({ expiresAt, updatedAt: now })
        .where(
          liveSession(
            tenant,
            eq(checkoutSessions.paymentLinkId, linkId),
            inArray(checkoutSessions.status, [...sessionStatus.from('expire')]),
            gt(checkoutSessions.expiresAt, expiresAt),
          ),
        )
    },

    async claimExpiredSessions(db: Database, now: Date, limit: number) {
      return db
        .select()
        .from(checkoutSessions)
        .where(sessionExpiredBy(now))
        .limit(limit)
        .for('update', { skipLocked: true })
    },

    /**
     * Whether any link or session is past its expiry and not expired yet: one read of each expiry
     * index, so that a sweep with nothing due opens no transaction (it runs every five seconds).
     */
    async anyExpired(db: Database, now: Date): Promise<boolean> {
      const one = sql`1`
      const [found] = await executeSql<{ any: boolean }>(
        db,
        sql`select
        exists (${db.select({ one }).from(paymentLinks).where(linkExpiredBy(now))})
        or exists (${db.select({ one }).from(checkoutSessions).where(sessionExpiredBy(now))}) as "any"`,
      )
      return found!.any
    },
  }
}

export type PaymentLinksRepository = ReturnType<typeof createPaymentLinksRepository>

/** A link past its expiry that may still expire: what the expiry sweep claims. */
const linkExpiredBy = (now: Date) =>
  and(
    lte(paymentLinks.expiresAt, now),
    isNull(paymentLinks.deletedAt),
    inArray(paymentLinks.status, [...linkStatus.from('expire')]),
  )

/** A checkout session past its expiry that may still expire. */
const sessionExpiredBy = (now: Date) =>
  and(
    lte(checkoutSessions.expiresAt, now),
    isNull(checkoutSessions.deletedAt),
    inArray(checkoutSessions.status, [...sessionStatus.from('expire')]),
  )
