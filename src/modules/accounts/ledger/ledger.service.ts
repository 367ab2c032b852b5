import type { Database } from '../../../db/client.js'
import {
  checkAtCommit,
  flushPendingWrites,
  isGuarded,
  writeAtCommit,
  writeNow,
} from '../../../db/transactions.js'
import { BoundedMemo } from '../../../shared/bounded-memo.js'
import { AppError, conflict } from '../../../shared/errors.js'
import { newId } from '../../../shared/ids.js'
import { formatAmount, fromNumeric, toNumeric, type Minor } from '../../../shared/money.js'
import type { Clock } from '../../../shared/clock.js'
import { extended } from '../../../shared/objects.js'
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

/**
 * Ledger rows the caller's transaction holds, by id, as they stand now: a movement locks what it
 * touches once, in one sorted step, and hands the rows to each ledger call, which keeps them
 * current as it writes (so no step reads a row again). SYSTEM rows and rows that settle at commit
 * join it unlocked: the first cache no balance, the second are settled and checked by the database
 * as the transaction commits, so no decision here reads their balance. Build one per transaction,
 * never share it.
 */
export type LockedAccounts = Map<string, LedgerAccountRow>

/** SYSTEM rows a process remembers (two codes per tenant and currency in use). */
const SYSTEM_ROWS_REMEMBERED = 4096

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

  /**
   * SYSTEM rows by tenant, code and currency, once read committed: nothing in them ever changes
   * (no balance is cached on them, they are never frozen or removed), so a movement through the
   * rails looks its CLEARING or FX account up once per process, not once per payment.
   */
  const systemRows = new BoundedMemo<string, LedgerAccountRow>(SYSTEM_ROWS_REMEMBERED)
  /**
   * Per unit of work (its transaction, or guarded work's own reader handle), the SYSTEM rows it
   * inserted: not remembered from it, as it may yet roll back.
   */
  const systemRowsInsertedBy = new WeakMap<Database, Set<string>>()

  function frozen(account: LedgerAccountRow): AppError {
    return conflict(`Account ${account.id} is not active; it can neither send nor receive`, {
      reason: 'account_inactive',
      accountId: account.id,
    })
  }

  /** `locked`, completed with whichever of `ids` it lacks (read and locked now). */
  async function lockAll(
    tx: Database,
    tenant: Tenant,
    ids: readonly string[],
    locked: LockedAccounts = new Map(),
  ): Promise<LockedAccounts> {
    const missing = [...new Set(ids)].filter((id) => !locked.has(id))
    if (missing.length === 0) return locked
    await flushPendingWrites(tx) // a held transfer's balances, before reading any
    const rows = await repository.lockAccounts(tx, tenant, missing)
    if (rows.length !== missing.length) throw new Error('ledger account missing for a posting')
    for (const row of rows) locked.set(row.id, row)
    return locked
  }

  /** Records a write the database has just made to a locked row. */
  function addTo(locked: LockedAccounts, id: string, column: 'balance' | 'held', delta: Minor): void {
    const row = locked.get(id)!
    locked.set(id, {
      ...row,
      [column]: toNumeric(fromNumeric(row[column], row.currency) + delta, row.currency),
    })
  }

  /**
   * A row whose cached balance this transaction keeps: an ACCOUNT row that does not settle at
   * commit. Only these are checked for funds here and written with the transfer.
   */
  const cachedHere = (account: LedgerAccountRow) => account.kind === 'ACCOUNT' && !account.settlesAtCommit

  /**
   * Posts a balanced transaction; refuses frozen accounts and any account going below zero available
   * (an account that settles at commit is checked as the transaction commits). `atCommit`: its
   * writes may be held for the end of the transaction (see `transfer`).
   */
  async function post(
    tx: Database,
    tenant: Tenant,
    input: { description: string; reference?: string | undefined; postings: Posting[] },
    locked: LockedAccounts | undefined,
    atCommit: boolean,
  ): Promise<string> {
    const reason = unbalancedReason(input.postings)
    if (reason) throw new Error(reason)
    const net = netByAccount(input.postings)
    const accounts = await lockAll(tx, tenant, [...net.keys()], locked)
    for (const posting of input.postings) {
      const account = accounts.get(posting.accountId)!
      if (account.currency !== posting.currency) {
        throw new Error(`posting currency differs from account ${account.id}`)
      }
      if (account.isFrozen) throw frozen(account)
    }
    for (const [accountId, delta] of net) {
      const account = accounts.get(accountId)!
      if (cachedHere(account) && delta < 0n && available(account) + delta < 0n) {
        throw insufficientFunds(account, -delta)
      }
    }
    if (isGuarded(tx)) guardTransfer(tx, tenant, accounts, net)
    const now = clock.now()
    const transactionId = newId(now)
    // SYSTEM accounts keep no cached balance (their sum is read from postings when needed); the
    // database settles the rest of the deltas at commit.
    const cached = [...net].filter(([id, delta]) => cachedHere(accounts.get(id)!) && delta !== 0n)
    const writes = repository.transferWrites(
      tenant,
      {
        id: transactionId,
        ...tenant,
        description: input.description,
        reference: input.reference ?? null,
        // A movement through ESCROW (in and out by the same amount) leaves its balance as it was:
        // the trigger would only rewrite a stripe with its own value.
        settlesAtCommit: [...net].some(([id, delta]) => delta !== 0n && accounts.get(id)!.settlesAtCommit),
        createdAt: now,
      },
      input.postings.map((posting) => ({
        id: newId(now),
        ...tenant,
        transactionId,
        accountId: posting.accountId,
        currency: posting.currency,
        amount: toNumeric(posting.amount, posting.currency),
        createdAt: now,
      })),
      cached.map(([accountId, delta]) => ({
        accountId,
        delta: toNumeric(delta, accounts.get(accountId)!.currency),
      })),
    )
    const updated = cached.map(([accountId]) => accountId)
    if (atCommit && holdBalanceUpdates(tx, updated)) await writeAtCommit(tx, ...writes)
    else await writeNow(tx, ...writes)
    for (const [accountId, delta] of cached) addTo(accounts, accountId, 'balance', delta)
    return transactionId
  }

  /**
   * In guarded work the checks above ran on rows read without a lock: its statement makes them
   * again, on the locked rows for accounts whose balance is cached here. The others (SYSTEM, and
   * those settled at commit, whose trigger checks their balance) are locked by neither path: the
   * statement reads again that none of them is frozen, as a transaction reads them.
   */
  function guardTransfer(tx: Database, tenant: Tenant, accounts: LockedAccounts, net: Map<string, Minor>) {
    const deltas: { accountId: string; delta: string }[] = []
    const unlocked: string[] = []
    for (const [accountId, delta] of net) {
      const account = accounts.get(accountId)!
      if (cachedHere(account)) deltas.push({ accountId, delta: toNumeric(delta, account.currency) })
      else unlocked.push(accountId)
    }
    if (deltas.length > 0) {
      const ids = deltas.map(({ accountId }) => accountId)
      checkAtCommit(tx, repository.transferStillAllowed(tenant, deltas), repository.rowLocks(ids))
    }
    if (unlocked.length > 0) checkAtCommit(tx, repository.noneFrozen(tenant, unlocked))
  }

  /** Per unit of work (as above), the accounts whose balance update it holds for its commit. */
  const heldUpdates = new WeakMap<Database, Set<string>>()

  /**
   * Records that `tx` holds the balance updates of `ids`; false, recording nothing, when it already
   * holds one of them. One statement cannot update a row twice, so a second transfer on such an
   * account writes at once (the two relative updates then run in two statements). The set may
   * outlive a flush, which only makes that more frequent.
   */
  function holdBalanceUpdates(tx: Database, ids: readonly string[]): boolean {
    let held = heldUpdates.get(tx)
    if (!held) heldUpdates.set(tx, (held = new Set()))
    if (ids.some((id) => held.has(id))) return false
    for (const id of ids) held.add(id)
    return true
  }

  return {
    /**
     * Posts a balanced transaction. Given the rows the caller locked for its movement, the
     * transfer's writes are held for the end of the transaction and go out with its last
     * statement (db/transactions.ts): the checks ran against those rows, which stay current here,
     * and a ledger read later in the transaction sends held writes first.
     */
    transfer: (
      tx: Database,
      tenant: Tenant,
      input: { description: string; reference?: string | undefined; postings: Posting[] },
      locked?: LockedAccounts,
    ) => post(tx, tenant, input, locked, locked !== undefined),

    async openAccount(
      tx: Database,
      tenant: Tenant,
      input: { id: string; currency: string; isFrozen?: boolean; settlesAtCommit?: boolean },
    ) {
      await repository.insertAccount(tx, {
        id: input.id,
        ...tenant,
        kind: 'ACCOUNT',
        code: null,
        currency: input.currency,
        balance: '0',
        held: '0',
        isFrozen: input.isFrozen ?? false,
        settlesAtCommit: input.settlesAtCommit ?? false,
        createdAt: clock.now(),
      })
    },

    /** The tenant's SYSTEM account for `code` in `currency`, created the first time it is needed. */
    async systemAccount(
      tx: Database,
      tenant: Tenant,
      code: SystemAccountCode,
      currency: string,
      locked?: LockedAccounts,
    ): Promise<string> {
      const key = `${tenant.clientId}/${tenant.environment}/${code}/${currency}`
      const remembered = systemRows.get(key)
      // Nothing about a SYSTEM row changes (it caches no balance), so a movement may post with it unlocked.
      const use = (row: LedgerAccountRow) => {
        locked?.set(row.id, row)
        return row.id
      }
      if (remembered) return use(remembered)
      const existing = await repository.findSystemAccount(tx, tenant, code, currency)
      if (existing) {
        // Not a row this transaction inserted: until it commits, a rollback could still undo it.
        if (!systemRowsInsertedBy.get(tx)?.has(key)) systemRows.set(key, existing)
        return use(existing)
      }
      const now = clock.now()
      await repository.insertAccount(tx, {
        id: newId(now),
        ...tenant,
        kind: 'SYSTEM',
        code,
        currency,
        balance: '0',
        held: '0',
        isFrozen: false,
        settlesAtCommit: false,
        createdAt: now,
      })
      let inserted = systemRowsInsertedBy.get(tx)
      if (!inserted) systemRowsInsertedBy.set(tx, (inserted = new Set()))
      inserted.add(key)
      // A concurrent creator may have won the unique index; read whichever row exists.
      return use((await repository.findSystemAccount(tx, tenant, code, currency))!)
    },

    async setFrozen(tx: Database, tenant: Tenant, accountId: string, isFrozen: boolean): Promise<void> {
      await repository.setFrozen(tx, tenant, accountId, isFrozen)
    },

    /** Reserves `amount` on an account (an authorization): available funds drop, the balance does not. */
    async reserve(
      tx: Database,
      tenant: Tenant,
      input: { accountId: string; amount: Minor; reference?: string | undefined },
      locked?: LockedAccounts,
    ): Promise<string> {
      if (input.amount <= 0n) throw new Error('a hold must be positive')
      const accounts = await lockAll(tx, tenant, [input.accountId], locked)
      const account = accounts.get(input.accountId)!
      // Holds are checked against the locked row; a platform account is never a payment's origin.
      if (account.settlesAtCommit) throw new Error('an account that settles at commit holds no funds')
      if (account.isFrozen) throw frozen(account)
      if (available(account) < input.amount) throw insufficientFunds(account, input.amount)
      const now = clock.now()
      const holdId = newId(now)
      await repository.insertHold(tx, {
        id: holdId,
        ...tenant,
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
      addTo(accounts, account.id, 'held', input.amount)
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
      locked?: LockedAccounts,
    ): Promise<string> {
      const hold = await repository.lockHold(tx, tenant, holdId)
      if (!hold) throw new Error(`hold ${holdId} not found`)
      if (hold.status !== 'PENDING') throw conflict(`Hold ${holdId} is already ${hold.status.toLowerCase()}`)
      const reserved = fromNumeric(hold.amount, hold.currency)
      const amount = input.credits.reduce((sum, credit) => sum + credit.amount, 0n)
      if (amount <= 0n || amount > reserved) {
        throw new Error('a hold posts a positive amount up to what it reserved')
      }
      const accounts = await lockAll(tx, tenant, [hold.accountId], locked)
      await repository.addToHeld(tx, tenant, hold.accountId, toNumeric(-reserved, hold.currency))
      addTo(accounts, hold.accountId, 'held', -reserved)
      // Now, not at commit: the hold's row references the transfer's.
      const transactionId = await post(
        tx,
        tenant,
        {
          description: input.description,
          reference: input.reference ?? hold.reference ?? undefined,
          postings: [
            { accountId: hold.accountId, currency: hold.currency, amount: -amount },
            ...input.credits.map((credit) => extended(credit, { currency: hold.currency })),
          ],
        },
        accounts,
        false,
      )
      await repository.resolveHold(tx, tenant, holdId, {
        status: 'POSTED',
        postedAmount: toNumeric(amount, hold.currency),
        transactionId,
        resolvedAt: clock.now(),
      })
      return transactionId
    },

    /** Releases a hold without moving money. */
    async voidHold(tx: Database, tenant: Tenant, holdId: string, locked?: LockedAccounts): Promise<void> {
      const hold = await repository.lockHold(tx, tenant, holdId)
      if (!hold) throw new Error(`hold ${holdId} not found`)
      if (hold.status !== 'PENDING') throw conflict(`Hold ${holdId} is already ${hold.status.toLowerCase()}`)
      const accounts = await lockAll(tx, tenant, [hold.accountId], locked)
      const reserved = fromNumeric(hold.amount, hold.currency)
      await repository.addToHeld(tx, tenant, hold.accountId, toNumeric(-reserved, hold.currency))
      addTo(accounts, hold.accountId, 'held', -reserved)
      await repository.resolveHold(tx, tenant, holdId, { status: 'VOIDED', resolvedAt: clock.now() })
    },

    async balances(
      db: Database,
      tenant: Tenant,
      ids: readonly string[],
    ): Promise<Map<string, AccountBalance>> {
      await flushPendingWrites(db)
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
      await flushPendingWrites(db)
      const account = await repository.findSystemAccount(db, tenant, code, currency)
      return account ? fromNumeric(await repository.sumPostings(db, tenant, account.id), currency) : 0n
    },

    verify: (db: Database) => repository.findViolations(db),
  }
}

export type LedgerService = ReturnType<typeof createLedgerService>
