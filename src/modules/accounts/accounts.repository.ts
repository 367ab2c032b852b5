import { and, asc, eq, getTableColumns, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.js'
import { decisionInputsVersion } from '../../db/decision-inputs.js'
import { selectPage } from '../../db/pagination.js'
import { preparedPerConnection } from '../../db/prepared.js'
import { isGuarded } from '../../db/transactions.js'
import { ofTenant, ofTenantPlaceholder, tenantValues } from '../../db/tenancy.js'
import { extended } from '../../shared/objects.js'
import type { Page, PageRequest } from '../../shared/page.js'
import type { Tenant } from '../../shared/tenant.js'
import { accounts } from './accounts.tables.js'
import { ledgerAccounts } from './ledger/ledger.tables.js'

export type AccountRow = typeof accounts.$inferSelect

export interface AccountFilters {
  parentId?: string | undefined
  accountNumber?: string | undefined
  externalId?: string | undefined
  identityId?: string | undefined
  type?: AccountRow['type'] | undefined
  currency?: string | undefined
  status?: AccountRow['status'] | undefined
  createdFrom?: Date | undefined
  createdBefore?: Date | undefined
  /** Only accounts owned by these identities. */
  ownerIds?: readonly string[] | undefined
  /** Oldest first instead of newest first. */
  ascending?: boolean | undefined
}

/** The placeholders of `count` account numbers, and their values. */
const numberPlaceholders = (count: number) =>
  Array.from({ length: count }, (_, index) => sql.placeholder(`number${index}`))
const numberValues = (numbers: readonly string[]) =>
  Object.fromEntries(numbers.map((number, index) => [`number${index}`, number]))

/**
 * Accounts by number (shape: how many), whether their ledger account is frozen, and the tenant's
 * decision-inputs version they were read at.
 */
const findByNumbersStatement = preparedPerConnection((db, count) =>
  db
    .select({
      account: accounts,
      isFrozen: ledgerAccounts.isFrozen,
      version: decisionInputsVersion(sql.placeholder('clientId'), sql.placeholder('environment')),
    })
    .from(accounts)
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.id, accounts.id))
    .where(ofTenantPlaceholder(accounts, inArray(accounts.accountNumber, numberPlaceholders(Number(count)))))
    .prepare(`accounts_by_number_${count}`),
)

/**
 * The ledger lock of a money movement (shape: how many account numbers / platform accounts /
 * `lock`, or `read` for guarded work, which reads the same rows without a lock).
 */
const lockLedgerRowsStatement = preparedPerConnection((db, shape) => {
  const [numbers, platform] = shape.split('/').slice(0, 2).map(Number) as [number, number]
  const locks = shape.endsWith('/lock')
  const platformAccounts = Array.from({ length: platform }, (_, index) =>
    and(
      isNull(accounts.identityId),
      eq(accounts.type, sql.placeholder(`type${index}`)),
      eq(accounts.currency, sql.placeholder(`currency${index}`)),
    ),
  )
  const involved = (settlesAtCommit: boolean) =>
    db
      .select({
        ...getTableColumns(ledgerAccounts),
        accountNumber: accounts.accountNumber,
        identityId: accounts.identityId,
        type: accounts.type,
      })
      .from(ledgerAccounts)
      .innerJoin(accounts, eq(accounts.id, ledgerAccounts.id))
      .where(
        ofTenantPlaceholder(
          accounts,
          eq(ledgerAccounts.clientId, sql.placeholder('clientId')),
          eq(ledgerAccounts.environment, sql.placeholder('environment')),
          eq(ledgerAccounts.settlesAtCommit, settlesAtCommit),
          or(inArray(accounts.accountNumber, numberPlaceholders(numbers)), ...platformAccounts),
        ),
      )
  const inOrder = involved(false).orderBy(asc(ledgerAccounts.id))
  const locked = db.$with('locked').as(locks ? inOrder.for('update', { of: ledgerAccounts }) : inOrder)
  return db
    .with(locked)
    .select()
    .from(locked)
    .unionAll(involved(true))
    .prepare(`ledger_${locks ? 'lock' : 'read'}_${numbers}_${platform}`)
})

/** The only code that touches the accounts table. */
export function createAccountsRepository() {
  return {
    async insert(db: Database, row: AccountRow): Promise<void> {
      await db.insert(accounts).values(row)
    },

    /** By id or by account number (GET /accounts/{id} accepts either). */
    async findByIdOrNumber(
      db: Database,
      tenant: Tenant,
      idOrNumber: string,
    ): Promise<AccountRow | undefined> {
      const [row] = await db
        .select()
        .from(accounts)
        .where(
          ofTenant(accounts, tenant, or(eq(accounts.id, idOrNumber), eq(accounts.accountNumber, idOrNumber))),
        )
      return row
    },

    async lockById(db: Database, tenant: Tenant, id: string): Promise<AccountRow | undefined> {
      const [row] = await db
        .select()
        .from(accounts)
        .where(ofTenant(accounts, tenant, eq(accounts.id, id)))
        .for('update')
      return row
    },

    /**
     * Accounts by number with whether their ledger account is frozen and the decision-inputs
     * version they were read at (db/decision-inputs.ts), in one statement.
     */
    async findByNumbers(
      db: Database,
      tenant: Tenant,
      numbers: readonly string[],
    ): Promise<(AccountRow & { isFrozen: boolean; version: string })[]> {
      if (numbers.length === 0) return []
      const rows = await findByNumbersStatement(db, String(numbers.length)).execute({
        ...tenantValues(tenant),
        ...numberValues(numbers),
      })
      return rows.map((row) =>
        extended(row.account, { isFrozen: row.isFrozen ?? false, version: row.version }),
      )
    },

    /**
     * The ledger rows of the accounts numbered `numbers` and of the platform's settlement accounts
     * listed, each with its account's number, owner and type: what a money movement reads before its
     * first posting, in one statement. Rows are locked in id order (the order every ledger lock
     * follows), except those that settle at commit, which are read without a lock: the database
     * settles and checks them as the transaction commits.
     */
    async lockLedgerRows(
      db: Database,
      tenant: Tenant,
      numbers: readonly string[],
      platform: readonly { type: 'ESCROW' | 'FEE'; currency: string }[],
    ) {
      // Guarded work reads them unlocked: its transfer's check locks and re-checks them (ledger.service.ts).
      const mode = isGuarded(db) ? 'read' : 'lock'
      const statement = lockLedgerRowsStatement(db, `${numbers.length}/${platform.length}/${mode}`)
      const rows = await statement.execute({
        ...tenantValues(tenant),
        ...numberValues(numbers),
        ...Object.fromEntries(
          platform.flatMap(({ type, currency }, index) => [
            [`type${index}`, type],
            [`currency${index}`, currency],
          ]),
        ),
      })
      return rows.map(({ accountNumber, identityId, type, ...ledger }) => ({
        ledger,
        accountNumber,
        identityId,
        type,
      }))
    },

    /** The ESCROW or FEE account of a currency held by `ownerId`, or by the platform when it is null. */
    async findSettlementAccount(
      db: Database,
      tenant: Tenant,
      ownerId: string | null,
      type: 'ESCROW' | 'FEE',
      currency: string,
    ) {
      const [row] = await db
        .select()
        .from(accounts)
        .where(
          ofTenant(
            accounts,
            tenant,
            ownerId === null ? isNull(accounts.identityId) : eq(accounts.identityId, ownerId),
            eq(accounts.type, type),
            eq(accounts.currency, currency),
          ),
        )
        .orderBy(accounts.createdAt)
        .limit(1)
      return row
    },

    /**
     * Serialises creation of one owner's (or the platform's) ESCROW or FEE account until the
     * transaction ends (both databases support it).
     */
    async lockSettlementAccountCreation(
      db: Database,
      tenant: Tenant,
      ownerId: string | null,
      type: string,
      currency: string,
    ): Promise<void> {
      const key = `settlement-account:${tenant.clientId}:${tenant.environment}:${ownerId ?? ''}:${type}:${currency}`
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`)
    },

    async findChildren(db: Database, tenant: Tenant, parentIds: readonly string[]): Promise<AccountRow[]> {
      if (parentIds.length === 0) return []
      return db
        .select()
        .from(accounts)
        .where(ofTenant(accounts, tenant, inArray(accounts.parentId, [...parentIds])))
    },

    async findByOwner(db: Database, tenant: Tenant, identityId: string): Promise<AccountRow[]> {
      return db
        .select()
        .from(accounts)
        .where(ofTenant(accounts, tenant, eq(accounts.identityId, identityId)))
    },

    async list(
      db: Database,
      tenant: Tenant,
      filters: AccountFilters,
      page: PageRequest,
    ): Promise<Page<AccountRow>> {
      const where = ofTenant(
        accounts,
        tenant,
        filters.parentId ? eq(accounts.parentId, filters.parentId) : undefined,
        filters.accountNumber ? eq(accounts.accountNumber, filters.accountNumber) : undefined,
        filters.externalId ? eq(accounts.externalId, filters.externalId) : undefined,
        filters.identityId ? eq(accounts.identityId, filters.identityId) : undefined,
        filters.type ? eq(accounts.type, filters.type) : undefined,
        filters.currency ? eq(accounts.currency, filters.currency) : undefined,
        filters.status ? eq(accounts.status, filters.status) : undefined,
        filters.createdFrom ? gte(accounts.createdAt, filters.createdFrom) : undefined,
        filters.createdBefore ? lt(accounts.createdAt, filters.createdBefore) : undefined,
        filters.ownerIds
          ? inArray(accounts.identityId, filters.ownerIds.length ? [...filters.ownerIds] : [''])
          : undefined,
      )
      return selectPage<AccountRow>(
        db,
        { table: accounts, createdAt: accounts.createdAt, id: accounts.id },
        where,
        page,
        filters.ascending ? 'asc' : 'desc',
      )
    },

    async update(db: Database, tenant: Tenant, id: string, changes: Partial<AccountRow>): Promise<void> {
      await db
        .update(accounts)
        .set(changes)
        .where(ofTenant(accounts, tenant, eq(accounts.id, id)))
    },
  }
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>
