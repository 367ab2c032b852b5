import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.js'
import { selectPage } from '../../db/pagination.js'
import { executeSql } from '../../db/raw-sql.js'
import { ofTenant } from '../../db/tenancy.js'
import type { Page, PageRequest } from '../../shared/page.js'
import type { Tenant } from '../../shared/tenant.js'
import {
  identities,
  identityChildren,
  identityPermissions,
  identityWithdrawalAccounts,
} from './identities.tables.js'

export type IdentityRow = typeof identities.$inferSelect
export type PermissionRow = typeof identityPermissions.$inferSelect
export type WithdrawalAccountRow = typeof identityWithdrawalAccounts.$inferSelect

export interface IdentityFilters {
  type?: IdentityRow['type'] | undefined
  email?: string | undefined
  documentNumber?: string | undefined
  phone?: string | undefined
  country?: string | undefined
  status?: IdentityRow['status'] | undefined
  /** Only these ids (the identities a scope identity may see). */
  ids?: readonly string[] | undefined
  /** true: only identities with at least one child; false: only identities without. */
  parents?: boolean | undefined
  ascending?: boolean | undefined
}

const live = (tenant: Tenant, ...conditions: (SQL | undefined)[]) =>
  ofTenant(identities, tenant, isNull(identities.deletedAt), ...conditions)

/** The only code that touches the identity tables. Every function is confined to one tenant. */
export function createIdentitiesRepository() {
  return {
    async insert(db: Database, row: IdentityRow): Promise<void> {
      await db.insert(identities).values(row)
    },

    async findById(db: Database, tenant: Tenant, id: string): Promise<IdentityRow | undefined> {
      const [row] = await db
        .select()
        .from(identities)
        .where(live(tenant, eq(identities.id, id)))
      return row
    },

    /** Locks the identity row for the rest of the transaction (serialises changes to its links). */
    async lockById(db: Database, tenant: Tenant, id: string): Promise<IdentityRow | undefined> {
      const [row] = await db
        .select()
        .from(identities)
        .where(live(tenant, eq(identities.id, id)))
        .for('update')
      return row
    },

    async findExistingIds(db: Database, tenant: Tenant, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set()
      const rows = await db
        .select({ id: identities.id })
        .from(identities)
        .where(live(tenant, inArray(identities.id, [...ids])))
      return new Set(rows.map((r) => r.id))
    },

    async list(
      db: Database,
      tenant: Tenant,
      filters: IdentityFilters,
      page: PageRequest,
    ): Promise<Page<IdentityRow>> {
      const where = live(
        tenant,
        filters.type ? eq(identities.type, filters.type) : undefined,
        filters.email ? sql`lower(${identities.email}) = lower(${filters.email})` : undefined,
        filters.documentNumber ? eq(identities.documentNumber, filters.documentNumber) : undefined,
        filters.phone ? eq(identities.phone, filters.phone) : undefined,
        filters.country ? eq(identities.country, filters.country) : undefined,
        filters.status ? eq(identities.status, filters.status) : undefined,
        filters.ids ? inArray(identities.id, filters.ids.length > 0 ? [...filters.ids] : ['']) : undefined,
        filters.parents === undefined ? undefined : hasChildren(filters.parents),
      )
      return selectPage<IdentityRow>(
        db,
        { table: identities, createdAt: identities.createdAt, id: identities.id },
        where,
        page,
        filters.ascending ? 'asc' : 'desc',
      )
    },

    /** The live identities `childId` is linked under, oldest link first. */
    async findParents(db: Database, tenant: Tenant, childId: string): Promise<IdentityRow[]> {
      const rows = await db
        .select({ identity: identities })
        .from(identityChildren)
        .innerJoin(identities, eq(identities.id, identityChildren.parentId))
        .where(and(ofTenant(identityChildren, tenant, eq(identityChildren.childId, childId)), live(tenant)))
        .orderBy(identityChildren.createdAt, identities.id)
      return rows.map((r) => r.identity)
    },

    async update(db: Database, tenant: Tenant, id: string, changes: Partial<IdentityRow>): Promise<void> {
      await db
        .update(identities)
        .set(changes)
        .where(live(tenant, eq(identities.id, id)))
    },

    /** Soft delete, dropping the identity's links and scopes in both directions. */
    async softDelete(db: Database, tenant: Tenant, id: string, at: Date): Promise<void> {
      await db
        .delete(identityChildren)
        .where(
          ofTenant(
            identityChildren,
            tenant,
            or(eq(identityChildren.parentId, id), eq(identityChildren.childId, id)),
          ),
        )
      await db
        .delete(identityPermissions)
        .where(
          ofTenant(
            identityPermissions,
            tenant,
            or(eq(identityPermissions.holderId, id), eq(identityPermissions.reference, id)),
          ),
        )
      await db
        .update(identities)
        .set({ deletedAt: at, updatedAt: at })
        .where(live(tenant, eq(identities.id, id)))
    },

    /** Children of each given parent, with the fields an identity response shows for them. */
    async findChildren(db: Database, tenant: Tenant, parentIds: readonly string[]) {
      if (parentIds.length === 0) return []
      return db
        .select({
          parentId: identityChildren.parentId,
          id: identities.id,
          name: identities.name,
          email: identities.email,
          lastname: identities.lastname,
        })
        .from(identityChildren)
        .innerJoin(identities, eq(identities.id, identityChildren.childId))
        .where(ofTenant(identityChildren, tenant, inArray(identityChildren.parentId, [...parentIds])))
        .orderBy(identityChildren.createdAt, identities.id)
    },

    async addChildren(db: Database, tenant: Tenant, parentId: string, childIds: readonly string[], at: Date) {
      if (childIds.length === 0) return
      await db
        .insert(identityChildren)
        .values(childIds.map((childId) => ({ ...tenant, parentId, childId, createdAt: at })))
        .onConflictDoNothing()
    },

    async removeChildren(db: Database, tenant: Tenant, parentId: string, childIds: readonly string[]) {
      if (childIds.length === 0) return
      await db
        .delete(identityChildren)
        .where(
          ofTenant(
            identityChildren,
            tenant,
            eq(identityChildren.parentId, parentId),
            inArray(identityChildren.childId, [...childIds]),
          ),
        )
    },

    /**
     * Every ancestor of `id` (parents, their parents, …) with its distance: 1 for a parent, 2 for a
     * grandparent; an ancestor reachable along paths of several lengths gets the shortest. Linking an
     * ancestor as a child would close a cycle. Each path carries the ids on it and never revisits
     * one, so the walk ends even if concurrent links ever closed a cycle.
     */
    async findAncestors(db: Database, tenant: Tenant, id: string): Promise<Map<string, number>> {
      const rows = await executeSql<{ id: string; depth: number }>(
        db,
        sql`select id, depth from (${ancestorsQuery(tenant, id)}) lineage where depth > 0 order by depth, id`,
      )
      return new Map(rows.map((r) => [r.id, Number(r.depth)]))
    },

    lineageQuery: ancestorsQuery,

    async findPermissions(
      db: Database,
      tenant: Tenant,
      holderIds: readonly string[],
    ): Promise<PermissionRow[]> {
      if (holderIds.length === 0) return []
      return db
        .select()
        .from(identityPermissions)
        .where(ofTenant(identityPermissions, tenant, inArray(identityPermissions.holderId, [...holderIds])))
        .orderBy(identityPermissions.createdAt, identityPermissions.reference)
    },

    async upsertPermission(db: Database, row: PermissionRow): Promise<void> {
      await db
        .insert(identityPermissions)
        .values(row)
        .onConflictDoUpdate({
          target: [identityPermissions.holderId, identityPermissions.resource, identityPermissions.reference],
          set: { permissions: row.permissions },
        })
    },

    async replacePermissions(
      db: Database,
      tenant: Tenant,
      holderId: string,
      rows: PermissionRow[],
    ): Promise<void> {
      await db
        .delete(identityPermissions)
        .where(ofTenant(identityPermissions, tenant, eq(identityPermissions.holderId, holderId)))
      if (rows.length > 0) await db.insert(identityPermissions).values(rows)
    },

    /** Removes the holder's scopes over `reference`; returns how many there were. */
    async deletePermissions(
      db: Database,
      tenant: Tenant,
      holderId: string,
      reference: string,
      resource: string | undefined,
    ): Promise<number> {
      const deleted = await db
        .delete(identityPermissions)
        .where(
          ofTenant(
            identityPermissions,
            tenant,
            eq(identityPermissions.holderId, holderId),
            eq(identityPermissions.reference, reference),
            resource ? eq(identityPermissions.resource, resource) : undefined,
          ),
        )
        .returning({ reference: identityPermissions.reference })
      return deleted.length
    },

    async insertWithdrawalAccount(db: Database, row: WithdrawalAccountRow): Promise<void> {
      await db.insert(identityWithdrawalAccounts).values(row)
    },

    /** An identity's withdrawal accounts, oldest first; one of them when `id` is given. */
    async findWithdrawalAccounts(
      db: Database,
      tenant: Tenant,
      identityId: string,
      id?: string,
    ): Promise<WithdrawalAccountRow[]> {
      return db
        .select()
        .from(identityWithdrawalAccounts)
        .where(
          ofTenant(
            identityWithdrawalAccounts,
            tenant,
            eq(identityWithdrawalAccounts.identityId, identityId),
            id === undefined ? undefined : eq(identityWithdrawalAccounts.id, id),
          ),
        )
        .orderBy(identityWithdrawalAccounts.createdAt, identityWithdrawalAccounts.id)
    },

    /** Removes one withdrawal account of the identity; returns how many there were (0 or 1). */
    async deleteWithdrawalAccount(db: Database, tenant: Tenant, identityId: string, id: string) {
      const deleted = await db
        .delete(identityWithdrawalAccounts)
        .where(
          ofTenant(
            identityWithdrawalAccounts,
            tenant,
            eq(identityWithdrawalAccounts.identityId, identityId),
            eq(identityWithdrawalAccounts.id, id),
          ),
        )
        .returning({ id: identityWithdrawalAccounts.id })
      return deleted.length
    },

    /** Identities `holderId` holds a scope over carrying one of `permissions`. */
    async findScopedReferences(
      db: Database,
      tenant: Tenant,
      holderId: string,
      permissions: readonly string[],
    ): Promise<string[]> {
      const rows = await db
        .select({ reference: identityPermissions.reference })
        .from(identityPermissions)
        .where(
          ofTenant(
            identityPermissions,
            tenant,
            eq(identityPermissions.holderId, holderId),
            eq(identityPermissions.resource, 'IDENTITY'),
            sql`${identityPermissions.permissions} ?| array[${sql.join(
              permissions.map((p) => sql`${p}`),
              sql`, `,
            )}]::text[]`,
          ),
        )
      return rows.map((r) => r.reference)
    },
  }
}

export type IdentitiesRepository = ReturnType<typeof createIdentitiesRepository>

/** node-postgres returns `{ rows }`, PGlite returns `{ rows }` too; both are typed loosely by Drizzle. */
/**
 * Rows (id, depth) of an identity's lineage, nearest first: the identity itself at depth 0 when it is
 * live, then its ancestors by distance. An identity may have several parents; an ancestor reachable
 * at several distances is listed once, at the nearest. A query to compose into another one, so a
 * caller can read a lineage and what hangs on it in one round trip.
 */
function ancestorsQuery(tenant: Tenant, id: string): SQL {
  return sql`
    with recursive ancestors(id, depth, path) as (
      select parent_id, 1, array[child_id, parent_id] from identity_children
      where client_id = ${tenant.clientId} and environment = ${tenant.environment} and child_id = ${id}
      union all
      select c.parent_id, a.depth + 1, a.path || c.parent_id
      from identity_children c join ancestors a on c.child_id = a.id
      where c.client_id = ${tenant.clientId} and c.environment = ${tenant.environment}
        and not c.parent_id = any(a.path)
    )
    select i.id, 0 as depth from identities i
    where i.client_id = ${tenant.clientId} and i.environment = ${tenant.environment}
      and i.id = ${id} and i.deleted_at is null
    union all
    select id, min(depth)::int as depth from ancestors group by id`
}

/** Whether the identity row in the outer query has (or, with `expected` false, lacks) a child link. */
function hasChildren(expected: boolean): SQL {
  const link = sql`exists (select 1 from ${identityChildren} where ${identityChildren.parentId} = ${identities.id} and ${identityChildren.clientId} = ${identities.clientId} and ${identityChildren.environment} = ${identities.environment})`
  return expected ? link : sql`not ${link}`
}
