import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.js'
import { executeSql, insertRows, quotedTableName, RawSql, rawSql } from '../../../db/raw-sql.js'
import type { RowLocks } from '../../../db/statement-batches.js'
import { ofTenant } from '../../../db/tenancy.js'
import type { Tenant } from '../../../shared/tenant.js'
import {
  BALANCE_STRIPES,
  ledgerAccounts,
  ledgerBalanceStripes,
  ledgerHolds,
  ledgerPostings,
  ledgerTransactions,
} from './ledger.tables.js'

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect
export type HoldRow = typeof ledgerHolds.$inferSelect
type NewPosting = typeof ledgerPostings.$inferInsert

/**
 * A ledger row's balance: its cached `balance`, plus its stripes' for an account that settles at
 * commit (migration 0019).
 */
const wholeBalance = sql<string>`(case when ${ledgerAccounts.settlesAtCommit}
  then ${ledgerAccounts.balance} + coalesce((select sum(s.balance) from ledger_balance_stripes s
    where s.account_id = ${ledgerAccounts.id}), 0)
  else ${ledgerAccounts.balance} end)`

/** The only code that touches the ledger tables. */
export function createLedgerRepository() {
  return {
    /** An account that settles at commit opens with its empty stripes. */
    async insertAccount(db: Database, row: LedgerAccountRow): Promise<void> {
      await db.insert(ledgerAccounts).values(row).onConflictDoNothing()
      if (!row.settlesAtCommit) return
      const { clientId, environment, id: accountId } = row
      await db
        .insert(ledgerBalanceStripes)
        .values(
          Array.from({ length: BALANCE_STRIPES }, (_, stripe) => ({
            clientId,
            environment,
            accountId,
            stripe,
            balance: '0',
          })),
        )
        .onConflictDoNothing()
    },

    async findSystemAccount(db: Database, tenant: Tenant, code: string, currency: string) {
      const [row] = await db
        .select()
        .from(ledgerAccounts)
        .where(
          ofTenant(
            ledgerAccounts,
            tenant,
            eq(ledgerAccounts.kind, 'SYSTEM'),
            eq(ledgerAccounts.code, code),
            eq(ledgerAccounts.currency, currency),
          ),
        )
      return row
    },

    /**
     * Locks the ACCOUNT rows in id order, so transactions over the same accounts never deadlock,
     * and reads the SYSTEM rows without a lock: they keep no cached balance, so nothing about them
     * changes, and locking them would make every top-up of a tenant queue on its CLEARING row.
     */
    async lockAccounts(db: Database, tenant: Tenant, ids: readonly string[]): Promise<LedgerAccountRow[]> {
      const where = (kind: 'ACCOUNT' | 'SYSTEM') =>
        ofTenant(ledgerAccounts, tenant, eq(ledgerAccounts.kind, kind), inArray(ledgerAccounts.id, [...ids]))
      const locked = await db
        .select()
        .from(ledgerAccounts)
        .where(where('ACCOUNT'))
        .orderBy(asc(ledgerAccounts.id))
        .for('update')
      if (locked.length === new Set(ids).size) return locked
      return [...locked, ...(await db.select().from(ledgerAccounts).where(where('SYSTEM')))]
    },

    /** The rows with their whole balance: an account that settles at commit adds its stripes'. */
    async findAccounts(db: Database, tenant: Tenant, ids: readonly string[]): Promise<LedgerAccountRow[]> {
      if (ids.length === 0) return []
      return db
        .select({ ...getTableColumns(ledgerAccounts), balance: sql<string>`${wholeBalance}::text` })
        .from(ledgerAccounts)
        .where(ofTenant(ledgerAccounts, tenant, inArray(ledgerAccounts.id, [...ids])))
    },

    async addToHeld(db: Database, tenant: Tenant, id: string, delta: string): Promise<void> {
      await db
        .update(ledgerAccounts)
        .set({ held: sql`${ledgerAccounts.held} + ${delta}::numeric` })
        .where(ofTenant(ledgerAccounts, tenant, eq(ledgerAccounts.id, id)))
    },

    async setFrozen(db: Database, tenant: Tenant, id: string, isFrozen: boolean): Promise<void> {
      await db
        .update(ledgerAccounts)
        .set({ isFrozen })
        .where(ofTenant(ledgerAccounts, tenant, eq(ledgerAccounts.id, id)))
    },

    /**
     * The writes of a transfer: its transaction row, its postings and the balance deltas of its
     * ACCOUNT rows (SYSTEM rows keep none), to run together in one statement (see ledger.service).
     * The caller holds the rows' locks and has checked the deltas against them.
     */
    transferWrites(
      tenant: Tenant,
      transaction: typeof ledgerTransactions.$inferInsert,
      postings: NewPosting[],
      balanceDeltas: { accountId: string; delta: string }[],
    ): RawSql[] {
      const writes = [insertRows(ledgerTransactions, [transaction]), insertRows(ledgerPostings, postings)]
      if (balanceDeltas.length > 0) {
        const deltas = balanceDeltas.map(({ accountId, delta }, index) =>
          index === 0
            ? rawSql`(${accountId}, ${delta}::numeric)`
            : rawSql`, (${accountId}, ${delta}::numeric)`,
        )
        writes.push(
          RawSql.concat([
            'update "ledger_accounts" set "balance" = "ledger_accounts"."balance" + delta.amount from (values ',
            ...deltas,
            rawSql`) as delta(account_id, amount) where "ledger_accounts"."client_id" = ${tenant.clientId}`,
            rawSql` and "ledger_accounts"."environment" = ${tenant.environment}`,
            ' and "ledger_accounts"."id" = delta.account_id',
          ]),
        )
      }
      return writes
    },

    /**
     * For guarded work (db/transactions.ts): locks the accounts of a transfer in id order and says
     * whether it may still go through on them — each exists, none is frozen, and none that is
     * debited goes below zero available. Each account is one index lookup, joined laterally: an
     * `id = any(…)` filter over a prepared statement's array gets a plan made for ten ids, which on a
     * table of a few pages is a sequential scan — it read every row, live or dead, on each capture.
     * The lookups need the sessions' price for random reads too (db/planner-costs.ts; decision 0019,
     * "Accounts found by index, whatever the size").
     */
    transferStillAllowed(tenant: Tenant, deltas: readonly { accountId: string; delta: string }[]): RawSql {
      const ids = deltas.map(({ accountId }) => accountId)
      return rawSql`(select count(*) = ${ids.length}
          and coalesce(bool_and(not l."is_frozen" and (d.delta >= 0 or l."balance" - l."held" + d.delta >= 0)), false)
        from (select * from unnest(${ids}::text[], ${deltas.map(({ delta }) => delta)}::numeric[]) as u(id, delta)
          order by id) as d
        cross join lateral (select "balance", "held", "is_frozen" from "ledger_accounts"
          where "client_id" = ${tenant.clientId} and "environment" = ${tenant.environment}
            and "id" = d.id for update) as l)`
    },

    /** The rows transferStillAllowed locks, for a batch to lock first (db/statement-batches.ts). */
    rowLocks: (ids: readonly string[]): RowLocks => ({ table: quotedTableName(ledgerAccounts), ids }),

    /**
     * A guard that none of the accounts `ids` (distinct) is frozen, read without a lock: each one
     * looked up by its id, as above.
     */
    noneFrozen(tenant: Tenant, ids: readonly string[]): RawSql {
      return rawSql`(select coalesce(bool_and(coalesce((select not "is_frozen" from "ledger_accounts"
          where "client_id" = ${tenant.clientId} and "environment" = ${tenant.environment}
            and "id" = wanted.id), false)), false)
        from unnest(${ids}::text[]) as wanted(id))`
    },

    async insertHold(db: Database, row: HoldRow): Promise<void> {
      await db.insert(ledgerHolds).values(row)
    },

    async lockHold(db: Database, tenant: Tenant, id: string): Promise<HoldRow | undefined> {
      const [row] = await db
        .select()
        .from(ledgerHolds)
        .where(ofTenant(ledgerHolds, tenant, eq(ledgerHolds.id, id)))
        .for('update')
      return row
    },

    async resolveHold(db: Database, tenant: Tenant, id: string, changes: Partial<HoldRow>): Promise<void> {
      await db
        .update(ledgerHolds)
        .set(changes)
        .where(ofTenant(ledgerHolds, tenant, eq(ledgerHolds.id, id), eq(ledgerHolds.status, 'PENDING')))
    },

    /** Sum of postings of one account (the balance of a SYSTEM account, which keeps no cache). */
    async sumPostings(db: Database, tenant: Tenant, accountId: string): Promise<string> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
        .from(ledgerPostings)
        .where(ofTenant(ledgerPostings, tenant, eq(ledgerPostings.accountId, accountId)))
      return row?.total ?? '0'
    },

    /**
     * Every broken invariant across all tenants (the operator's `ledger verify`; read-only, so the
     * one place that deliberately spans tenants). Each query returns the offending rows only.
     */
    async findViolations(db: Database): Promise<{ check: string; detail: string }[]> {
      const checks: [string, ReturnType<typeof sql>][] = [
        [
          'transaction does not balance per currency',
          sql`select transaction_id || ' ' || currency || ' sums to ' || sum(amount) as detail
              from ledger_postings group by transaction_id, currency having sum(amount) <> 0`,
        ],
        [
          'transaction has fewer than two postings',
          sql`select t.id as detail from ledger_transactions t
              left join ledger_postings p on p.transaction_id = t.id
              group by t.id having count(p.id) < 2`,
        ],
        [
          'posting in a currency other than its account’s',
          sql`select p.id as detail from ledger_postings p join ledger_accounts a on a.id = p.account_id
              where p.currency <> a.currency or p.client_id <> a.client_id or p.environment <> a.environment`,
        ],
        [
          'cached balance differs from the sum of postings',
          sql`select ledger_accounts.id || ' cached ' || ${wholeBalance} || ' posted ' || coalesce(p.total, 0) as detail
              from ledger_accounts
              left join (select account_id, sum(amount) as total from ledger_postings group by account_id) p
                on p.account_id = ledger_accounts.id
              where kind = 'ACCOUNT' and ${wholeBalance} <> coalesce(p.total, 0)`,
        ],
        [
          'cached holds differ from the open holds',
          sql`select a.id || ' cached ' || a.held || ' open ' || coalesce(h.total, 0) as detail
              from ledger_accounts a
              left join (select account_id, sum(amount) as total from ledger_holds
                         where status = 'PENDING' group by account_id) h on h.account_id = a.id
              where a.held <> coalesce(h.total, 0)`,
        ],
        [
          'available funds below zero',
          sql`select id || ' balance ' || ${wholeBalance} || ' held ' || held as detail
              from ledger_accounts where kind = 'ACCOUNT' and ${wholeBalance} - held < 0`,
        ],
        [
          'balance stripe below zero',
          sql`select account_id || ' stripe ' || stripe || ' holds ' || balance as detail
              from ledger_balance_stripes where balance < 0`,
        ],
        [
          'hold resolved inconsistently',
          sql`select id as detail from ledger_holds
              where amount <= 0
                 or (status = 'PENDING' and (resolved_at is not null or posted_amount is not null))
                 or (status = 'VOIDED' and (resolved_at is null or posted_amount is not null))
                 or (status = 'POSTED' and (resolved_at is null or transaction_id is null
                     or posted_amount is null or posted_amount <= 0 or posted_amount > amount))`,
        ],
      ]
      const violations: { check: string; detail: string }[] = []
      for (const [check, query] of checks) {
        for (const row of await executeSql<{ detail: string }>(db, query)) {
          violations.push({ check, detail: row.detail })
        }
      }
      return violations
    },
  }
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>
