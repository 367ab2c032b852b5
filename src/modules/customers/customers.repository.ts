import { eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.js'
import { anyOf } from '../../db/conditions.js'
import { plannedForItsValues } from '../../db/named-statements.js'
import { selectPage } from '../../db/pagination.js'
import { ofTenant } from '../../db/tenancy.js'
import type { Page, PageRequest } from '../../shared/page.js'
import type { Tenant } from '../../shared/tenant.js'
import { customers, type CustomerType } from './customers.tables.js'

export type CustomerRow = typeof customers.$inferSelect
export type NewCustomerRow = typeof customers.$inferInsert
/** The columns a write may set: everything but the tenant, the id and what the database derives. */
export type CustomerChanges = Partial<Omit<NewCustomerRow, 'clientId' | 'environment' | 'id' | 'createdAt'>>

export interface CustomerFilters {
  ids?: readonly string[] | undefined
  types?: readonly CustomerType[] | undefined
  /** Owner identities; an empty list matches nothing (a scope identity that may see no one). */
  identityIds?: readonly string[] | undefined
  /** Matched whole, ignoring case. */
  email?: string | undefined
  /** Matched whole, as stored. */
  documentNumber?: string | undefined
  /** Already trimmed and validated; matched as a substring, ignoring case and accents. */
  search?: string | undefined
  ascending?: boolean | undefined
}

const live = (tenant: Tenant, ...conditions: (SQL | undefined)[]) =>
  ofTenant(customers, tenant, isNull(customers.deletedAt), ...conditions)

/** The only code that touches the customers table. Every function is confined to one tenant. */
export function createCustomersRepository() {
  return {
    async insert(db: Database, row: NewCustomerRow): Promise<void> {
      await db.insert(customers).values(row)
    },

    async findById(db: Database, tenant: Tenant, id: string): Promise<CustomerRow | undefined> {
      const [row] = await db
        .select()
        .from(customers)
        .where(live(tenant, eq(customers.id, id)))
      return row
    },

    /** Locks the customer row for the rest of the transaction, so concurrent PATCHes merge in turn. */
    async lockById(db: Database, tenant: Tenant, id: string): Promise<CustomerRow | undefined> {
      const [row] = await db
        .select()
        .from(customers)
        .where(live(tenant, eq(customers.id, id)))
        .for('update')
      return row
    },

    async list(
      db: Database,
      tenant: Tenant,
      filters: CustomerFilters,
      page: PageRequest,
    ): Promise<Page<CustomerRow>> {
      const where = live(
        tenant,
        anyOf(customers.id, filters.ids),
        anyOf(customers.type, filters.types),
        anyOf(customers.identityId, filters.identityIds),
        filters.email ? sql`lower(${customers.email}) = lower(${filters.email})` : undefined,
        filters.documentNumber ? eq(customers.documentNumber, filters.documentNumber) : undefined,
        filters.search === undefined ? undefined : matchesSearch(filters.search),
      )
      return selectPage<CustomerRow>(
        db,
        { table: customers, createdAt: customers.createdAt, id: customers.id },
        where,
        page,
        filters.ascending ? 'asc' : 'desc',
      )
    },

    async update(db: Database, tenant: Tenant, id: string, changes: CustomerChanges): Promise<void> {
      await db
        .update(customers)
        .set(changes)
        .where(live(tenant, eq(customers.id, id)))
    },

    /** Soft delete; returns whether a live customer was deleted. */
    async softDelete(db: Database, tenant: Tenant, id: string, at: Date): Promise<boolean> {
      const deleted = await db
        .update(customers)
        .set({ deletedAt: at, updatedAt: at })
        .where(live(tenant, eq(customers.id, id)))
        .returning({ id: customers.id })
      return deleted.length > 0
    },
  }
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>

/**
 * `lower(immutable_unaccent(search_text))`, character for character the expression of the trigram
 * index in migrations/0003_customer-search.sql, so PostgreSQL can answer the LIKE from the index.
 * The term is folded the same way; LIKE's wildcards in it are escaped so they match themselves.
 * Planned for each term: one customer's email is read through the index, a term most customers
 * hold by walking the newest (the expression's statistics, migration 0029, tell them apart).
 */
function matchesSearch(term: string): SQL {
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return plannedForItsValues(
    sql`lower(immutable_unaccent(${customers.searchText})) like lower(immutable_unaccent(${pattern}))`,
  )
}
