import { and, eq, sql, type SQL } from 'drizzle-orm'
import { text, type PgColumn } from 'drizzle-orm/pg-core'
import { ENVIRONMENTS, type Tenant } from '../shared/tenant.js'

/** The two columns every tenant-owned table starts with. */
export function tenantColumns() {
  return {
    clientId: text().notNull(),
    environment: text({ enum: ENVIRONMENTS }).notNull(),
  }
}

interface TenantOwned {
  clientId: PgColumn
  environment: PgColumn
}

/**
 * The condition that confines a query to one tenant. Repository functions take the tenant as a
 * required argument and pass every query through this, so no query can reach another client's or
 * another environment's rows (see docs/decisions/0003-tenancy.md).
 */
export function ofTenant(table: TenantOwned, tenant: Tenant, ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(table.clientId, tenant.clientId), eq(table.environment, tenant.environment), ...conditions)!
}

/**
 * `ofTenant` for a prepared statement, built once and run many times: the tenant is bound at each
 * execution, as the `clientId` and `environment` placeholders (see `tenantValues`).
 */
export function ofTenantPlaceholder(table: TenantOwned, ...conditions: (SQL | undefined)[]): SQL {
  return and(
    eq(table.clientId, sql.placeholder('clientId')),
    eq(table.environment, sql.placeholder('environment')),
    ...conditions,
  )!
}

/** The values of `ofTenantPlaceholder`'s placeholders. */
export const tenantValues = ({ clientId, environment }: Tenant) => ({ clientId, environment })
