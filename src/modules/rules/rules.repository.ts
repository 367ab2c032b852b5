import { eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.js'
import { decisionInputsVersion } from '../../db/decision-inputs.js'
import { selectPage } from '../../db/pagination.js'
import { executeSql } from '../../db/raw-sql.js'
import { ofTenant } from '../../db/tenancy.js'
import type { Page, PageRequest } from '../../shared/page.js'
import type { Tenant } from '../../shared/tenant.js'
import type { RuleTarget, RuleType } from './rule-set.js'
import { rules } from './rules.tables.js'

export type RuleRow = typeof rules.$inferSelect
/** What applying a rule needs of its row. */
export type StoredRule = Pick<
  RuleRow,
  'id' | 'identityId' | 'type' | 'target' | 'overwrites' | 'filter' | 'feeRule' | 'allowedValuesRule'
>

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

    /**
     * An identity's lineage (rows id, depth of `lineage`, composed in) and the live rules of every
     * identity in it, with the tenant's decision-inputs version they were read at, in one round
     * trip: pricing and review run this on every payment.
     */
    async findForLineage(
      db: Database,
      tenant: Tenant,
      lineage: SQL,
    ): Promise<{ lineage: { id: string; depth: number }[]; rules: StoredRule[]; version: string }> {
      const [row] = await executeSql<{ lineage: unknown; rules: unknown; version: string }>(
        db,
        sql`
        with lineage as (${lineage})
        select ${decisionInputsVersion(tenant.clientId, tenant.environment)} as version,
          (select coalesce(json_agg(json_build_object('id', id, 'depth', depth)), '[]') from lineage) as lineage,
          (select coalesce(json_agg(json_build_object(
              'id', r.id, 'identityId', r.identity_id, 'type', r.type, 'target', r.target,
              'overwrites', r.overwrites, 'filter', r.filter, 'feeRule', r.fee_rule,
              'allowedValuesRule', r.allowed_values_rule) order by r.created_at, r.id), '[]')
            from rules r
            where r.client_id = ${tenant.clientId} and r.environment = ${tenant.environment}
              and r.deleted_at is null and r.identity_id in (select id from lineage)) as rules`,
      )
      // node-postgres parses json columns; PGlite too, but a driver may hand the text over.
      const parse = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T
      return { lineage: parse(row!.lineage), rules: parse(row!.rules), version: row!.version }
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
