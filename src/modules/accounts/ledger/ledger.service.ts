import type { Database } from '../../../db/client.js'
import { AppError, conflict } from '../../../shared/errors.js'
import { newId } from '../../../shared/ids.js'
import { formatAmount, fromNumeric, toNumeric, type Minor } from '../../../shared/money.js'
import type { Clock } from '../../../shared/clock.js'
import type { Tenant } from '../../../shared/tenant.js'
import type { LedgerAccountRow, LedgerRepository } from './ledger.repository.js'
import { netByAccount, unbalancedReason, type Posting } from './postings.js'

export interface AccountBalance {
  currency: string
  /** Posted sum. */
  balance: Minor
  /** Open holds. */
  held: Minor
}

/** Outside money the ledger tracks per tenant and currency, so external flows balance too. */
export type SystemAccountCode = 'CLEARING' | 'FX'

/**
 * Double-entry ledger. Every function takes the caller's open transaction, so postings commit or
 * roll back together with the business change that caused them (ARCHITECTURE.md §7).
 */
export function createLedgerService(deps: { repository: LedgerRepository; clock: Clock }) {
  const { repository, clock } = deps

  function available(account: LedgerAccountRow): Minor {
    return fromNumeric(account.balance, account.currency) - fromNumeric(account.held, account.currency)
  }

  function insufficientFunds(account: LedgerAccountRow, requested: Minor): AppError {
    return conflict(`Insufficient funds in account ${account.id}`, {
      reason: 'insufficient_funds',
      accountId: account.id,
      availableFunds: formatAmount(available(account), account.currency),
      requested: formatAmount(requested, account.currency),
    })
  }

  function frozen(account: LedgerAccountRow): AppError {
    return conflict(`Account ${account.id} is not active; it can neither send nor receive`, {
      reason: 'account_inactive',
      accountId: account.id,
    })
  }

  async function lockAll(
    tx: Database,
    tenant: Tenant,
    ids: readonly string[],
  ): Promise<Map<string, LedgerAccountRow>> {
    const rows = await repository.lockAccounts(tx, tenant, ids)
    if (rows.length !== new Set(ids).size) throw new Error('ledger account missing for a posting')
    return new Map(rows.map((row) => [row.id, row]))
  }

  /** Posts a balanced transaction; refuses frozen accounts and any account going below zero available. */
  async function transfer(
    tx: Database,
    tenant: Tenant,
    input: { description: string; reference?: string | undefined; postings: Posting[] },
  ): Promise<string> {
    const reason = unbalancedReason(input.postings)
    if (reason) throw new Error(reason)
    const net = netByAccount(input.postings)
    const accounts = await lockAll(tx, tenant, [...net.keys()])
    for (const posting of input.postings) {
      const account = accounts.get(posting.accountId)!
      if (account.currency !== posting.currency) {
        throw new Error(`posting currency differs from account ${account.id}`)
      }
      if (account.isFrozen) throw frozen(account)
    }
    for (const [accountId, delta] of net) {
      const account = accounts.get(accountId)!
      if (account.kind === 'ACCOUNT' && delta < 0n && available(account) + delta < 0n) {
        throw insufficientFunds(account, -delta)
      }
    }
    const now = clock.now()
    const transactionId = newId(now)
    await repository.insertTransaction(
      tx,
      {
        ...tenant,
        id: transactionId,
        description: input.description,
        reference: input.reference ?? null,
        createdAt: now,
      },
      input.postings.map((posting) => ({
        ...tenant,
        id: newId(now),
        transactionId,
        accountId: posting.accountId,
        currency: posting.currency,
        amount: toNumeric(posting.amount, posting.currency),
        createdAt: now,
      })),
    )
    for (const [accountId, delta] of net) {
      const account = accounts.get(accountId)!
      // SYSTEM accounts keep no cached balance: their sum is read from postings when needed.
      if (account.kind === 'ACCOUNT' && delta !== 0n) {
        await repository.addToBalance(tx, tenant, accountId, toNumeric(delta, account.currency))
      }
    }
    return transactionId
  }

  return {
    transfer,

    /**
     * Locks, in one sorted step, every account a multi-step movement will touch. A transaction that
     * takes all its locks at its start cannot be part of a lock cycle; the steps' own locks are
     * then already held.
     */
    async lock(tx: Database, tenant: Tenant, accountIds: readonly string[]): Promise<void> {
      await repository.lockAccounts(tx, tenant, accountIds)
    },

    async openAccount(
      tx: Database,
      tenant: Tenant,
      input: { id: string; currency: string; isFrozen?: boolean },
    ) {
      await repository.insertAccount(tx, {
        ...tenant,
        id: input.id,
        kind: 'ACCOUNT',
        code: null,
        currency: input.currency,
        balance: '0',
        held: '0',
        isFrozen: input.isFrozen ?? false,
        createdAt: clock.now(),
      })
    },

    /** The tenant's SYSTEM account for `code` in `currency`, created the first time it is needed. */
    async systemAccount(
      tx: Database,
      tenant: Tenant,
      code: SystemAccountCode,
      currency: string,
    ): Promise<string> {
      const existing = await repository.findSystemAccount(tx, tenant, code, currency)
      if (existing) return existing.id
      const now = clock.now()
      await repository.insertAccount(tx, {
        ...tenant,
        id: newId(now),
        kind: 'SYSTEM',
        code,
        currency,
        balance: '0',
        held: '0',
        isFrozen: false,
        createdAt: now,
      })
      // A concurrent creator may have won the unique index; read whichever row exists.
      return (await repository.findSystemAccount(tx, tenant, code, currency))!.id
    },

    async setFrozen(tx: Database, tenant: Tenant, accountId: string, isFrozen: boolean): Promise<void> {
      await repository.setFrozen(tx, tenant, accountId, isFrozen)
    },

    /** Reserves `amount` on an account (an authorization): available funds drop, the balance does not. */
    async reserve(
      tx: Database,
      tenant: Tenant,
      input: { accountId: string; amount: Minor; reference?: string | undefined },
    ): Promise<string> {
      if (input.amount <= 0n) throw new Error('a hold must be positive')
      const account = (await lockAll(tx, tenant, [input.accountId])).get(input.accountId)!
      if (account.isFrozen) throw frozen(account)
      if (available(account) < input.amount) throw insufficientFunds(account, input.amount)
      const now = clock.now()
      const holdId = newId(now)
      await repository.insertHold(tx, {
        ...tenant,
        id: holdId,
        accountId: account.id,
        currency: account.currency,
        amount: toNumeric(input.amount, account.currency),
        status: 'PENDING',
        postedAmount: null,
        transactionId: null,
        reference: input.reference ?? null,
        createdAt: now,
        resolvedAt: null,
      })
      await repository.addToHeld(tx, tenant, account.id, toNumeric(input.amount, account.currency))
      return holdId
    },

    /**
     * Resolves a hold by posting `amount` (all of it by default, or part) from the held account to
     * `credits`; whatever was reserved beyond `amount` is released. A hold resolves exactly once.
     */
    async postHold(
      tx: Database,
      tenant: Tenant,
      holdId: string,
      input: {
        description: string
        credits: { accountId: string; amount: Minor }[]
        reference?: string | undefined
      },
    ): Promise<string> {
      const hold = await repository.lockHold(tx, tenant, holdId)
      if (!hold) throw new Error(`hold ${holdId} not found`)
      if (hold.status !== 'PENDING') throw conflict(`Hold ${holdId} is already ${hold.status.toLowerCase()}`)
      const reserved = fromNumeric(hold.amount, hold.currency)
      const amount = input.credits.reduce((sum, credit) => sum + credit.amount, 0n)
      if (amount <= 0n || amount > reserved) {
        throw new Error('a hold posts a positive amount up to what it reserved')
      }
      await repository.addToHeld(tx, tenant, hold.accountId, toNumeric(-reserved, hold.currency))
      const transactionId = await transfer(tx, tenant, {
        description: input.description,
        reference: input.reference ?? hold.reference ?? undefined,
        postings: [
          { accountId: hold.accountId, currency: hold.currency, amount: -amount },
          ...input.credits.map((credit) => ({ ...credit, currency: hold.currency })),
        ],
      })
      await repository.resolveHold(tx, tenant, holdId, {
        status: 'POSTED',
        postedAmount: toNumeric(amount, hold.currency),
        transactionId,
        resolvedAt: clock.now(),
      })
      return transactionId
    },

    /** Releases a hold without moving money. */
    async voidHold(tx: Database, tenant: Tenant, holdId: string): Promise<void> {
      const hold = await repository.lockHold(tx, tenant, holdId)
      if (!hold) throw new Error(`hold ${holdId} not found`)
      if (hold.status !== 'PENDING') throw conflict(`Hold ${holdId} is already ${hold.status.toLowerCase()}`)
      await lockAll(tx, tenant, [hold.accountId])
      await repository.addToHeld(
        tx,
        tenant,
        hold.accountId,
        toNumeric(-fromNumeric(hold.amount, hold.currency), hold.currency),
      )
      await repository.resolveHold(tx, tenant, holdId, { status: 'VOIDED', resolvedAt: clock.now() })
    },

    async balances(
      db: Database,
      tenant: Tenant,
      ids: readonly string[],
    ): Promise<Map<string, AccountBalance>> {
      const rows = await repository.findAccounts(db, tenant, ids)
      return new Map(
        rows.map((row) => [
          row.id,
          {
            currency: row.currency,
            balance: fromNumeric(row.balance, row.currency),
            held: fromNumeric(row.held, row.currency),
          },
        ]),
      )
    },

    /** Balance of a SYSTEM account (money that left or entered the platform through the rails). */
    async systemBalance(
      db: Database,
      tenant: Tenant,
      code: SystemAccountCode,
      currency: string,
    ): Promise<Minor> {
      const account = await repository.findSystemAccount(db, tenant, code, currency)
      return account ? fromNumeric(await repository.sumPostings(db, tenant, account.id), currency) : 0n
    },

    verify: (db: Database) => repository.findViolations(db),
  }
}

export type LedgerService = ReturnType<typeof createLedgerService>
