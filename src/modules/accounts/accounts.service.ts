import type { Database } from '../../db/client.js'
import { DecisionInputsMemo } from '../../db/decision-inputs.js'
import { flushPendingWrites, isGuarded } from '../../db/transactions.js'
import { BoundedMemo } from '../../shared/bounded-memo.js'
import type { Clock } from '../../shared/clock.js'
import { isCurrencyCode } from '../../shared/currencies.js'
import { dayRange } from '../../shared/dates.js'
import { conflict, IssueList, notFound } from '../../shared/errors.js'
import { newId } from '../../shared/ids.js'
import { formatAmount, type Minor } from '../../shared/money.js'
import type { Page, PageRequest } from '../../shared/page.js'
import type { Tenant } from '../../shared/tenant.js'
import { isCountryAlpha3 } from '../../shared/validation/index.js'
import {
  isDeactivated,
  type IdentitiesService,
  type IdentityChange,
  type IdentityRef,
} from '../identities/index.js'
import { newAccountNumber } from './account-number.js'
import type { AccountFilters, AccountRow, AccountsRepository } from './accounts.repository.js'
import type {
  Account,
  Balances,
  CreateAccountBody,
  ListAccountsQuery,
  UpdateAccountBody,
} from './accounts.schemas.js'
import type { AccountBalance, LedgerService, LockedAccounts } from './ledger/ledger.service.js'

/** Accounts the platform keeps per currency, and an identity may keep too (REFERENCE.md §4.2). */
const SETTLEMENT_TYPES = ['ESCROW', 'FEE'] as const
type SettlementType = (typeof SETTLEMENT_TYPES)[number]

/** Permissions that let an identity see another identity's accounts. */
const ACCOUNT_READ = ['account:read', 'account:write'] as const

export type AccountListFilters = Omit<ListAccountsQuery, 'limit' | 'next' | 'offset' | 'cursor'> & {
  ascending?: boolean
}

export function createAccountsService(deps: {
  db: Database
  repository: AccountsRepository
  ledger: LedgerService
  identities: IdentitiesService
  clock: Clock
}) {
  const { db, repository, ledger, identities, clock } = deps
  const ledgerRowsSeen = ledgerRowsMemo()
  /** Accounts by number as last read, for guarded work (db/decision-inputs.ts). */
  const accountsSeen = new DecisionInputsMemo<MovingAccount>()

  /** API views of account rows: ledger balances, plus each account's sub-account totals. */
  async function toViews(executor: Database, tenant: Tenant, rows: AccountRow[]): Promise<Account[]> {
    const children = await repository.findChildren(
      executor,
      tenant,
      rows.map((r) => r.id),
    )
    const balances = await ledger.balances(
      executor,
      tenant,
      [...rows, ...children].map((r) => r.id),
    )
    return rows.map((row) => {
      const own = balanceOf(balances, row)
      const subAccounts = children
        .filter((child) => child.parentId === row.id)
        .reduce((sum, child) => addBalances(sum, balanceOf(balances, child)), zeroBalance(row.currency))
      return toAccountView(row, own, subAccounts)
    })
  }

  async function view(executor: Database, tenant: Tenant, row: AccountRow): Promise<Account> {
    const [account] = await toViews(executor, tenant, [row])
    return account!
  }

  async function requireRow(executor: Database, tenant: Tenant, idOrNumber: string): Promise<AccountRow> {
    const row = await repository.findByIdOrNumber(executor, tenant, idOrNumber)
    if (!row) throw notFound('Account', idOrNumber)
    return row
  }

  async function checkParent(tenant: Tenant, body: CreateAccountBody, issues: IssueList): Promise<void> {
    if (body.parentId === undefined) return
    const parent = await repository.findByIdOrNumber(db, tenant, body.parentId)
    if (!parent || parent.id !== body.parentId) issues.add('parentId', 'account not found')
    else if (parent.identityId !== body.identityId) issues.add('parentId', 'belongs to another identity')
    else if (parent.currency !== body.currency) issues.add('parentId', `is a ${parent.currency} account`)
    // One level keeps the parent's subAccounts totals a plain sum of its children.
    else if (parent.parentId !== null) issues.add('parentId', 'is itself a sub-account')
  }

  /**
   * The ESCROW or FEE account of a currency held by `owner` (or by the platform when null),
   * opened on first use. Two first uses may race to open it: the second waits on the lock, then
   * finds it.
   */
  async function settlementAccount(
    tx: Database,
    tenant: Tenant,
    owner: IdentityRef | null,
    type: SettlementType,
    currency: string,
  ): Promise<AccountRow> {
    const ownerId = owner?.id ?? null
    const existing = await repository.findSettlementAccount(tx, tenant, ownerId, type, currency)
    if (existing) return existing
    await repository.lockSettlementAccountCreation(tx, tenant, ownerId, type, currency)
    const created = await repository.findSettlementAccount(tx, tenant, ownerId, type, currency)
    if (created) return created
    const now = clock.now()
    const id = newId(now)
    const row: AccountRow = {
      id,
      ...tenant,
      identityId: ownerId,
      externalId: null,
      type,
      custody: 'PLATFORM',
      currency,
      name: `${currency} ${type.toLowerCase()} account`,
      accountNumber: newAccountNumber(),
      accountHolder: owner ? holderName(owner) : 'Platform',
      status: 'ACTIVE',
      parentId: null,
      custodyBankAccount: null,
      createdAt: now,
      updatedAt: now,
    }
    // The platform's own settlement accounts take part in every payment of their currency: their
    // balance settles at commit rather than under a lock held for each whole movement.
    await ledger.openAccount(tx, tenant, {
      id,
      currency,
      isFrozen: owner !== null && isDeactivated(owner),
      settlesAtCommit: owner === null,
    })
    await repository.insert(tx, row)
    return row
  }

  /**
   * An identity whose accounts hold money cannot be deleted. Read under the freeze's locks: a
   * movement committed before the freeze is seen here, and any later one is refused by it.
   */
  async function refuseDeletingFunded(
    tx: Database,
    tenant: Tenant,
    identityId: string,
    owned: readonly AccountRow[],
  ): Promise<void> {
    const balances = await ledger.balances(
      tx,
      tenant,
      owned.map((row) => row.id),
    )
    const funded = owned.filter((row) => balances.get(row.id)!.balance !== 0n)
    if (funded.length === 0) return
    const numbers = funded.map((row) => row.accountNumber)
    throw conflict(
      `Identity ${identityId} still holds money in account(s) ${numbers.join(', ')}; move it out before deleting the identity`,
      { reason: 'identity_holds_funds', identityId, accountNumbers: numbers },
    )
  }

  return {
    async create(tenant: Tenant, body: CreateAccountBody): Promise<Account> {
      const issues = new IssueList()
      const owner = await identities.findIdentity(db, tenant, body.identityId)
      if (!owner) issues.add('identityId', 'identity not found')
      if (!isCurrencyCode(body.currency)) issues.add('currency', 'is not an ISO 4217 currency code')
      const custody = body.custodyBankAccount
      if (custody && !isCurrencyCode(custody.currency)) {
        issues.add('custodyBankAccount.currency', 'is not an ISO 4217 currency code')
      }
      if (custody && !isCountryAlpha3(custody.country)) {
        issues.add('custodyBankAccount.country', 'is not an ISO 3166-1 alpha-3 country code')
      }
      await checkParent(tenant, body, issues)
      issues.throwIfAny()

      const now = clock.now()
      const id = newId(now)
      const row: AccountRow = {
        id,
        ...tenant,
        identityId: body.identityId,
        externalId: body.externalId ?? null,
        type: body.type,
        custody: body.custody ?? 'BANK_ACCOUNT',
        currency: body.currency,
        name: body.name ?? `${body.currency} ${body.type.toLowerCase()} account`,
        accountNumber: newAccountNumber(),
        accountHolder: holderName(owner!),
        status: 'ACTIVE',
        parentId: body.parentId ?? null,
        custodyBankAccount: custody ?? null,
        createdAt: now,
        updatedAt: now,
      }
      await db.transaction(async (tx) => {
        await ledger.openAccount(tx, tenant, { id, currency: body.currency, isFrozen: isDeactivated(owner!) })
        await repository.insert(tx, row)
      })
      return view(db, tenant, row)
    },

    get: async (tenant: Tenant, idOrNumber: string): Promise<Account> =>
      view(db, tenant, await requireRow(db, tenant, idOrNumber)),

    async list(tenant: Tenant, query: AccountListFilters, page: PageRequest): Promise<Page<Account>> {
      const { startDate, endDate, scopeIdentity, ...rest } = query
      const filters: AccountFilters = {
        ...rest,
        createdFrom: startDate === undefined ? undefined : dayRange(startDate, 'startDate').from,
        createdBefore: endDate === undefined ? undefined : dayRange(endDate, 'endDate').before,
        ownerIds:
          scopeIdentity === undefined
            ? undefined
            : await identities.identitiesActionableBy(db, tenant, scopeIdentity, ACCOUNT_READ),
      }
      const rows = await repository.list(db, tenant, filters, page)
      return { ...rows, items: await toViews(db, tenant, rows.items) }
    },

    async update(tenant: Tenant, idOrNumber: string, body: UpdateAccountBody): Promise<Account> {
      return db.transaction(async (tx) => {
        const { id } = await requireRow(tx, tenant, idOrNumber)
        const row = (await repository.lockById(tx, tenant, id))!
        const changes: Partial<AccountRow> = {
          status: body.status ?? row.status,
          name: body.name ?? row.name,
          externalId: body.externalId ?? row.externalId,
          updatedAt: clock.now(),
        }
        if (body.status !== undefined && body.status !== row.status) {
          // The platform's own ESCROW and FEE accounts carry every pay-in and payout of their
          // currency: blocking one would stop them all, with errors naming an account nobody opened.
          if (row.identityId === null) {
            const message = `The platform's ${row.type} account ${row.accountNumber} keeps its status`
            throw conflict(message, { reason: 'platform_account' })
          }
          const owner = await identities.findIdentity(tx, tenant, row.identityId)
          await ledger.setFrozen(tx, tenant, id, !movesMoney({ ...row, ...changes }, owner))
        }
        await repository.update(tx, tenant, id, changes)
        return view(tx, tenant, { ...row, ...changes })
      })
    },

    /** Totals per currency across an identity's accounts. */
    async balancesOf(tenant: Tenant, identityId: string): Promise<Balances> {
      if (!(await identities.findIdentity(db, tenant, identityId))) throw notFound('Identity', identityId)
      const owned = await repository.findByOwner(db, tenant, identityId)
      const balances = await ledger.balances(
        db,
        tenant,
        owned.map((r) => r.id),
      )
      const byCurrency = new Map<string, AccountBalance & { accounts: number }>()
      for (const row of owned) {
        const current = byCurrency.get(row.currency) ?? { ...zeroBalance(row.currency), accounts: 0 }
        byCurrency.set(row.currency, {
          ...addBalances(current, balanceOf(balances, row)),
          accounts: current.accounts + 1,
        })
      }
      return {
        identityId,
        balances: [...byCurrency.values()]
          .sort((a, b) => a.currency.localeCompare(b.currency))
          .map((total) => ({
            currency: total.currency,
            balance: formatAmount(total.balance, total.currency),
            availableFunds: formatAmount(total.balance - total.held, total.currency),
            accounts: total.accounts,
          })),
      }
    },

    /**
     * Accounts by number, for the payments engine (unknown numbers are simply absent), each saying
     * whether it may move money now: an ACTIVE account stops when its owner is deactivated. Guarded
     * work gets them as last read when it can (db/decision-inputs.ts).
     */
    async findByNumbers(
      executor: Database,
      tenant: Tenant,
      numbers: readonly string[],
    ): Promise<MovingAccount[]> {
      const unique = [...new Set(numbers)]
      const seen = accountsSeen.recall(executor, tenant, unique)
      if (seen) return seen
      return (await repository.findByNumbers(executor, tenant, unique)).map((row) =>
        accountsSeen.remember(executor, tenant, row.accountNumber, toMovingAccount(row), row.version),
      )
    },

    /** Accounts by number with their names, as stored now (unknown numbers are simply absent). */
    async findRefsByNumbers(
      executor: Database,
      tenant: Tenant,
      numbers: readonly string[],
    ): Promise<AccountRef[]> {
      return (await repository.findByNumbers(executor, tenant, [...new Set(numbers)])).map(toAccountRef)
    },

    /**
     * Reads in one sorted step every ledger row a money movement will touch: the accounts numbered
     * `numbers`, locked, and the platform's ESCROW/FEE accounts listed (CONTRACT.md: one per client
     * and currency, no owner, opened on first use), which settle at commit and are read unlocked. A
     * transaction that takes all its locks at its start cannot be part of a lock cycle.
     */
    async lockForMovement(
      tx: Database,
      tenant: Tenant,
      numbers: readonly string[],
      platform: readonly { type: SettlementType; currency: string }[],
    ): Promise<MovementAccounts> {
      const platformKey = (type: string, currency: string) => `${type}:${currency}`
      const read = async () => {
        await flushPendingWrites(tx) // a held transfer's balances, before reading them
        const rows =
          (isGuarded(tx) && ledgerRowsSeen.recall(tenant, numbers, platform)) ||
          ledgerRowsSeen.remember(tenant, await repository.lockLedgerRows(tx, tenant, numbers, platform))
        const byNumber = new Map(rows.map((row) => [row.accountNumber, row.ledger.id]))
        const byPlatformKey = new Map(
          rows
            .filter((row) => row.identityId === null)
            .map((row) => [platformKey(row.type, row.ledger.currency), row.ledger.id]),
        )
        return { rows, byNumber, byPlatformKey }
      }
      let found = await read()
      const unopened = platform.filter((p) => !found.byPlatformKey.has(platformKey(p.type, p.currency)))
      if (unopened.length > 0) {
        // The first movement of a currency opens its platform accounts, then locks them in order.
        for (const { type, currency } of unopened) await settlementAccount(tx, tenant, null, type, currency)
        found = await read()
      }
      const { rows, byNumber, byPlatformKey } = found
      return {
        locked: new Map(rows.map((row) => [row.ledger.id, row.ledger])),
        idOfNumber: (accountNumber) => byNumber.get(accountNumber),
        platformAccountId: (type, currency) => byPlatformKey.get(platformKey(type, currency))!,
      }
    },

    /**
     * Follows the owner's deactivation (every account stops), reactivation (accounts that are
     * themselves ACTIVE move money again; a BLOCKED one stays blocked) or deletion (every account
     * stops for good, and none may hold money then: no one could move it out). Runs in the owner's
     * transaction.
     */
    followOwner: async (tx: Database, tenant: Tenant, identityId: string, change: IdentityChange) => {
      // In id order, the order every money movement locks ledger rows in: no lock cycle with one.
      const owned = (await repository.findByOwner(tx, tenant, identityId)).sort((a, b) =>
        a.id.localeCompare(b.id),
      )
      for (const row of owned) {
        await ledger.setFrozen(tx, tenant, row.id, !(change === 'reactivated' && row.status === 'ACTIVE'))
      }
      if (change === 'deleted') await refuseDeletingFunded(tx, tenant, identityId, owned)
    },

    /**
     * POST /identities/{id}/accounts/escrow-fee: makes sure the identity holds an ESCROW and a FEE
     * account in each currency it has accounts in (and in any currency named), creating only the
     * missing ones, so repeating the call changes nothing.
     */
    async ensureEscrowAndFee(tenant: Tenant, identityId: string, currencies: readonly string[] = []) {
      const issues = new IssueList()
      currencies.forEach((currency, i) => {
        if (!isCurrencyCode(currency)) issues.add(`currencies[${i}]`, 'is not an ISO 4217 currency code')
      })
      issues.throwIfAny()
      await db.transaction(async (tx) => {
        const owner = await identities.findIdentity(tx, tenant, identityId)
        if (!owner) throw notFound('Identity', identityId)
        const held = (await repository.findByOwner(tx, tenant, identityId)).map((row) => row.currency)
        for (const currency of [...new Set([...held, ...currencies])].sort()) {
          for (const type of SETTLEMENT_TYPES) {
            await settlementAccount(tx, tenant, owner, type, currency)
          }
        }
      })
    },
  }
}

type LedgerRowRead = Awaited<ReturnType<AccountsRepository['lockLedgerRows']>>[number]

/** Ledger rows each process remembers (see ledgerRowsMemo). */
const LEDGER_ROWS_REMEMBERED = 16_384

/**
 * The ledger rows of money movements as this process last read them, by account number and by
 * platform account. Guarded work (db/transactions.ts) moves money on them without reading: what
 * it relies on that can change (frozen, balance, held) its statement checks again under lock, and
 * falls back to a locked read when it no longer holds, and the rest (id, kind, currency, owner,
 * number) never changes. Every read refreshes them, so a fallback also corrects what was stale.
 */
function ledgerRowsMemo() {
  const rows = new BoundedMemo<string, LedgerRowRead>(LEDGER_ROWS_REMEMBERED)
  const tenantKey = (tenant: Tenant) => `${tenant.clientId}/${tenant.environment}/`
  const numberKey = (tenant: Tenant, accountNumber: string) => `${tenantKey(tenant)}#${accountNumber}`
  const platformKey = (tenant: Tenant, type: string, currency: string) =>
    `${tenantKey(tenant)}${type}:${currency}`
  return {
    /** The rows a movement asks for, when every one of them was seen; else undefined. */
    recall(
      tenant: Tenant,
      numbers: readonly string[],
      platform: readonly { type: SettlementType; currency: string }[],
    ): LedgerRowRead[] | undefined {
      const keys = [
        ...numbers.map((number) => numberKey(tenant, number)),
        ...platform.map(({ type, currency }) => platformKey(tenant, type, currency)),
      ]
      const found = keys.map((key) => rows.get(key))
      return found.every((row) => row !== undefined) ? found : undefined
    },
    remember(tenant: Tenant, read: LedgerRowRead[]): LedgerRowRead[] {
      for (const row of read) {
        rows.set(numberKey(tenant, row.accountNumber), row)
        if (row.identityId === null) rows.set(platformKey(tenant, row.type, row.ledger.currency), row)
      }
      return read
    },
  }
}

/** What `lockForMovement` locked, for the postings of the movement that follows. */
export interface MovementAccounts {
  locked: LockedAccounts
  /** The ledger id of an internal account, if it exists. */
  idOfNumber(accountNumber: string): string | undefined
  /** The ledger id of one of the platform accounts asked for. */
  platformAccountId(type: SettlementType, currency: string): string
}

/**
 * An account as the payments engine decides on it: whether it may move money now. Its names are
 * left out: they decide nothing, so renaming an account moves no decision-inputs version
 * (migration 0021), and what is remembered of it must not show them.
 */
export interface MovingAccount {
  id: string
  accountNumber: string
  /** Null for the platform's own accounts. */
  identityId: string | null
  type: AccountRow['type']
  currency: string
  status: AccountRow['status']
  isFrozen: boolean
}

/** What other modules may know of an account: enough to route money and name it, never the stored row. */
export interface AccountRef {
  id: string
  accountNumber: string
  /** Null for the platform's own accounts. */
  identityId: string | null
  type: AccountRow['type']
  currency: string
  name: string
  accountHolder: string
  status: AccountRow['status']
}

function toMovingAccount(row: AccountRow & { isFrozen: boolean }): MovingAccount {
  const { id, accountNumber, identityId, type, currency, status, isFrozen } = row
  return { id, accountNumber, identityId, type, currency, status, isFrozen }
}

function toAccountRef(row: AccountRow): AccountRef {
  const { id, accountNumber, identityId, type, currency, name, accountHolder, status } = row
  return { id, accountNumber, identityId, type, currency, name, accountHolder, status }
}

export type AccountsService = ReturnType<typeof createAccountsService>

/**
 * Only ACTIVE accounts of a live identity that is not deactivated move money (CONTRACT.md: BLOCKED
 * neither sends nor receives; docs/decisions/0018-reference-fidelity.md for deactivation; decision
 * 0005 for deletion). `owner` is undefined once the identity is deleted.
 */
function movesMoney(row: AccountRow, owner: IdentityRef | undefined): boolean {
  return row.status === 'ACTIVE' && owner !== undefined && !isDeactivated(owner)
}

function holderName(owner: IdentityRef): string {
  return [owner.name, owner.lastname].filter(Boolean).join(' ')
}

function zeroBalance(currency: string): AccountBalance {
  return { currency, balance: 0n, held: 0n }
}

function balanceOf(balances: Map<string, AccountBalance>, row: AccountRow): AccountBalance {
  return balances.get(row.id) ?? zeroBalance(row.currency)
}

function addBalances(a: AccountBalance, b: AccountBalance): AccountBalance {
  return { currency: a.currency, balance: a.balance + b.balance, held: a.held + b.held }
}

function toAccountView(row: AccountRow, own: AccountBalance, subAccounts: AccountBalance): Account {
  const money = (value: Minor) => formatAmount(value, row.currency)
  return {
    id: row.id,
    identityId: row.identityId ?? '',
    externalId: row.externalId ?? '',
    type: row.type,
    custody: row.custody,
    balance: money(own.balance),
    availableFunds: money(own.balance - own.held),
    currency: row.currency,
    name: row.name,
    accountNumber: row.accountNumber,
    accountHolder: row.accountHolder,
    status: row.status,
    parentId: row.parentId ?? '',
    subAccounts: {
      balance: money(subAccounts.balance),
      availableFunds: money(subAccounts.balance - subAccounts.held),
    },
    custodyBankAccount: row.custodyBankAccount ?? undefined,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
