import { asc, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.js'
import { selectPage } from '../../db/pagination.js'
import { ofTenant } from '../../db/tenancy.js'
import type { Page, PageRequest } from '../../shared/page.js'
import type { Tenant } from '../../shared/tenant.js'
import type { RuleTarget, RuleType } from './rule-set.js'
import { rules } from './rules.tables.js'

export type RuleRow = typeof rules.$inferSelect

/** Each list, when given, keeps the rules whose column equals one of its values. */
export interface RuleFilters {
  ids?: readonly string[] | undefined
  types?: readonly RuleType[] | undefined
  targets?: readonly RuleTarget[] | undefined
  identityIds?: readonly string[] | undefined
}

const live = (tenant: Tenant, ...conditions: (SQL | undefined)[]) =>
  ofTenant(rules, tenant, isNull(rules.deletedAt), ...conditions)

/** The only code that touches the rules table. Every function is confined to one tenant. */
export function createRulesRepository() {
  return {
    async insert(db: Database, row: RuleRow): Promise<void> {
      await db.insert(rules).values(row)
    },

    async findById(db: Database, tenant: Tenant, id: string): Promise<RuleRow | undefined> {
      const [row] = await db
        .select()
        .from(rules)
        .where(live(tenant, eq(rules.id, id)))
      return row
    },

    async list(
      db: Database,
      tenant: Tenant,
      filters: RuleFilters,
      page: PageRequest,
    ): Promise<Page<RuleRow>> {
      const where = live(
        tenant,
        filters.ids ? inArray(rules.id, [...filters.ids]) : undefined,
        filters.types ? inArray(rules.type, [...filters.types]) : undefined,
        filters.targets ? inArray(rules.target, [...filters.targets]) : undefined,
        filters.identityIds ? inArray(rules.identityId, [...filters.identityIds]) : undefined,
      )
      return selectPage<RuleRow>(db, { table: rules, createdAt: rules.createdAt, id: rules.id }, where, page)
    },

    /** The live rules set on any of these identities, oldest first. */
    async findByIdentities(db: Database, tenant: Tenant, identityIds: readonly string[]): Promise<RuleRow[]> {
      if (identityIds.length === 0) return []
      return db
        .select()
        .from(rules)
        .where(live(tenant, inArray(rules.identityId, [...identityIds])))
        .orderBy(asc(rules.createdAt), asc(rules.id))
    },

    /** Soft delete; false when there was no live rule with this id. */
    async softDelete(db: Database, tenant: Tenant, id: string, at: Date): Promise<boolean> {
      const deleted = await db
        .update(rules)
        .set({ deletedAt: at, updatedAt: at })
        .where(live(tenant, eq(rules.id, id)))
        .returning({ id: rules.id })
      return deleted.length > 0
    },
  }
}

export type RulesRepository = ReturnType<typeof createRulesRepository>
