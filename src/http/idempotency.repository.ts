import { and, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { executeSql, insertRows, RawSql, rawSql } from '../db/raw-sql.js'
import { executeWithPendingWrites } from '../db/transactions.js'
import { ofTenant } from '../db/tenancy.js'
import type { Tenant } from '../shared/tenant.js'
import { idempotencyKeys } from './idempotency.tables.js'

export type StoredRequest = typeof idempotencyKeys.$inferSelect

export interface KeyClaim {
  tenant: Tenant
  key: string
  requestHash: string
}

export interface Outcome {
  status: number
  body: string
}

async function setOutcome(db: Database, claim: KeyClaim, outcome: Outcome, condition: SQL): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: outcome.status, responseBody: outcome.body })
    .where(ofTenant(idempotencyKeys, claim.tenant, eq(idempotencyKeys.key, claim.key), condition))
}

/**
 * The write that stores `outcome` under the claim's key: it returns a row when it did, none when
 * another request holds the key (a first request that committed, or one within the retention).
 */
function outcomeInsert(claim: KeyClaim, outcome: Outcome, now: Date, retentionStart: Date): RawSql {
  const values = {
    requestHash: claim.requestHash,
    responseStatus: outcome.status,
    responseBody: outcome.body,
    createdAt: now,
  }
  return RawSql.concat([
    insertRows(idempotencyKeys, [{ key: claim.key, ...claim.tenant, ...values }]),
    ' on conflict ("client_id", "environment", "key") do update set "request_hash" = excluded."request_hash",',
    ' "response_status" = excluded."response_status", "response_body" = excluded."response_body",',
    ' "created_at" = excluded."created_at"',
    rawSql` where "idempotency_keys"."created_at" < ${retentionStart.toISOString()} returning "key"`,
  ])
}

/** The only code that touches idempotency_keys. */
export function createIdempotencyRepository() {
  /** A key is free again once its stored outcome is older than the retention. */
  const isReusable = (retentionStart: Date) => lt(idempotencyKeys.createdAt, retentionStart)

  return {
    outcomeInsert,

    /**
     * Stores the outcome of a request under its key, inside the request's business transaction.
     * False when another request holds the key (this one must then roll back): a concurrent
     * first request that committed meanwhile, or one within the retention.
     */
    async insertOutcome(
      tx: Database,
      claim: KeyClaim,
      outcome: Outcome,
      now: Date,
      retentionStart: Date,
    ): Promise<boolean> {
      // The last statement of the business transaction: its held writes go with it (db/transactions.ts).
      const rows = await executeWithPendingWrites(tx, outcomeInsert(claim, outcome, now, retentionStart))
      return rows.length > 0
    },

    /** Replaces the stored outcome of a key this request already holds. */
    replaceOutcome: (db: Database, claim: KeyClaim, outcome: Outcome) =>
      setOutcome(db, claim, outcome, eq(idempotencyKeys.requestHash, claim.requestHash)),

    /**
     * Claims a key before the request runs (routes whose work is not one business transaction):
     * a new key, or one whose outcome expired or whose first request was abandoned.
     */
    async claimAhead(db: Database, claim: KeyClaim, now: Date, retentionStart: Date, abandonedBefore: Date) {
      const inserted = await db
        .insert(idempotencyKeys)
        .values({ key: claim.key, ...claim.tenant, requestHash: claim.requestHash, createdAt: now })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key })
      if (inserted.length > 0) return true
      const takenOver = await db
        .update(idempotencyKeys)
        .set({ requestHash: claim.requestHash, responseStatus: null, responseBody: null, createdAt: now })
        .where(
          ofTenant(
            idempotencyKeys,
            claim.tenant,
            eq(idempotencyKeys.key, claim.key),
            or(
              isReusable(retentionStart),
              and(isNull(idempotencyKeys.responseStatus), lt(idempotencyKeys.createdAt, abandonedBefore)),
            ),
          ),
        )
        .returning({ key: idempotencyKeys.key })
      return takenOver.length > 0
    },

    /** Fills in the outcome of a key claimed ahead. */
    completeClaim: (db: Database, claim: KeyClaim, outcome: Outcome) =>
      setOutcome(db, claim, outcome, isNull(idempotencyKeys.responseStatus)),

    /** Frees a key claimed ahead whose request failed on the server's side, so the client can retry. */
    async releaseClaim(db: Database, claim: KeyClaim): Promise<void> {
      await db
        .delete(idempotencyKeys)
        .where(
          ofTenant(
            idempotencyKeys,
            claim.tenant,
            eq(idempotencyKeys.key, claim.key),
            isNull(idempotencyKeys.responseStatus),
          ),
        )
    },

    /**
     * Deletes up to `limit` keys stored before `storedBefore`; how many it deleted. A key taken
     * again meanwhile has a new `created_at`, which the delete checks once more and so keeps.
     */
    async deleteStoredBefore(db: Database, storedBefore: Date, limit: number): Promise<number> {
      const deleted = await executeSql(
        db,
        sql`
        delete from ${idempotencyKeys}
        where ${idempotencyKeys.createdAt} < ${storedBefore}
          and (${idempotencyKeys.clientId}, ${idempotencyKeys.environment}, ${idempotencyKeys.key}) in (
            select expired.client_id, expired.environment, expired.key from ${idempotencyKeys} expired
            where expired.created_at < ${storedBefore} limit ${limit})
        returning 1`,
      )
      return deleted.length
    },

    async find(db: Database, tenant: Tenant, key: string, retentionStart: Date) {
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(
          ofTenant(
            idempotencyKeys,
            tenant,
            eq(idempotencyKeys.key, key),
            gte(idempotencyKeys.createdAt, retentionStart),
          ),
        )
      return row
    },
  }
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>
