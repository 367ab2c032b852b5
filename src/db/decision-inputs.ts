import { sql, type SQL } from 'drizzle-orm'
import { BoundedMemo } from '../shared/bounded-memo.js'
import type { Tenant } from '../shared/tenant.js'
import type { Database } from './client.js'
import { rawSql, RawSql } from './raw-sql.js'
import { checkAtCommit, isGuarded } from './transactions.js'

/**
 * A tenant's decision inputs are what a payment is decided on besides its own row and the
 * balances: the rules in force, the identities' lineage and liveness, the accounts' status and
 * freezes. They change rarely, and every change moves the tenant's version (migration 0016), a
 * number never used twice. A process remembers what it read of them with the version it read it
 * at, and guarded work (transactions.ts, `optimistically`) decides on that without reading it
 * again: its statement goes ahead only while the version is still the one remembered.
 */

/** What reads the tenant's version as text (0 before its first change): pieces around its two values. */
const VERSION_OF_TENANT = [
  '(select coalesce((select "version" from "decision_inputs_versions" where "client_id" = ',
  ' and "environment" = ',
  '), 0)::text)',
] as const

/** The tenant's version, to select in the same statement as what it versions. */
export function decisionInputsVersion(clientId: unknown, environment: unknown): SQL<string> {
  const [before, between, after] = VERSION_OF_TENANT
  return sql<string>`${sql.raw(before)}${clientId}${sql.raw(between)}${environment}${sql.raw(after)}`
}

/** Per unit of guarded work (by its reader handle), the versions its statement already checks. */
const checkedVersions = new WeakMap<Database, Set<string>>()

/** In guarded work, makes its statement check that the tenant's version is still `version`. */
function checkStillAt(tx: Database, tenant: Tenant, version: string): void {
  let checked = checkedVersions.get(tx)
  if (!checked) checkedVersions.set(tx, (checked = new Set()))
  if (checked.has(version)) return
  checked.add(version)
  const current = new RawSql(VERSION_OF_TENANT, [tenant.clientId, tenant.environment])
  checkAtCommit(tx, rawSql`(${current} = ${version})`)
}

/** Entries each memo of decision inputs keeps (per process). */
const REMEMBERED = 16_384

/**
 * Per tenant, the version this process last read, in any memo. A remembered value read at another
 * version is not recalled: once one read has seen the tenant's inputs change, the rest of what the
 * process remembers of them is read again, instead of each payment deciding on it and failing its
 * check under lock, with the batch it went in (decision 0019, "A tenant's change, learnt once").
 * Versions are only compared for equality: a read answered late may set an older one, which costs
 * reads, never a wrong decision, since the statement still checks the version it decided on.
 */
const lastVersionRead = new BoundedMemo<string, string>(REMEMBERED)

/**
 * What one module reads of the decision inputs, by tenant and its own key, remembered with the
 * version read beside it. Only guarded work decides on what is remembered, and that binds its
 * statement to the version; everything else reads.
 */
export class DecisionInputsMemo<V> {
  readonly #entries = new BoundedMemo<string, { value: V; version: string }>(REMEMBERED)

  /**
   * In guarded work, the values remembered for every key, when all were read at the version the
   * process last read for the tenant (its statement then checks that version); otherwise
   * undefined, and the caller reads them.
   */
  recall(tx: Database, tenant: Tenant, keys: readonly string[]): V[] | undefined {
    if (!isGuarded(tx)) return undefined
    const seen = keys.map((key) => this.#entries.get(entryKey(tenant, key)))
    const version = lastVersionRead.get(tenantKey(tenant))
    if (version === undefined || seen.some((entry) => entry?.version !== version)) return undefined
    checkStillAt(tx, tenant, version)
    return seen.map((entry) => entry!.value)
  }

  /**
   * Remembers `value`, read at `version`, and returns it. Guarded work that read it then decides on
   * it too, so its statement checks that version.
   */
  remember(tx: Database, tenant: Tenant, key: string, value: V, version: string): V {
    this.#entries.set(entryKey(tenant, key), { value, version })
    lastVersionRead.set(tenantKey(tenant), version)
    if (isGuarded(tx)) checkStillAt(tx, tenant, version)
    return value
  }
}

const tenantKey = (tenant: Tenant) => `${tenant.clientId}/${tenant.environment}`
const entryKey = (tenant: Tenant, key: string) => `${tenantKey(tenant)}/${key}`
