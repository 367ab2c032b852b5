import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { tenantColumns } from '../../../db/tenancy.js'

const amount = () => numeric({ mode: 'string' })
const at = () => timestamp({ withTimezone: true, mode: 'date' })

/**
 * Ledger accounts. `ACCOUNT` rows back the API's accounts (same id) and cache their posted balance
 * and open holds, changed only in the transaction that posts. `SYSTEM` rows stand for money outside
 * the platform (rail clearing, FX): they may go negative and keep no cached balance, so the busiest
 * accounts of a tenant are never a lock hot spot; their balance is the sum of their postings.
 * The platform's own ESCROW and FEE accounts are ACCOUNT rows that `settlesAtCommit`: every payment
 * of a currency passes through them, so their balance is brought up to date by the database when a
 * transaction commits (migration 0013) instead of under a lock held for the whole movement, and
 * spread over stripes (`ledgerBalanceStripes`) so that commits do not queue on one row.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    ...tenantColumns(),
    id: text().primaryKey(),
    kind: text({ enum: ['ACCOUNT', 'SYSTEM'] }).notNull(),
    /** For SYSTEM accounts: what outside money they stand for, e.g. CLEARING. */
    code: text(),
    currency: text().notNull(),
    balance: amount().notNull(),
    held: amount().notNull(),
    /** Frozen accounts neither send nor receive (an API account that is not ACTIVE). */
    isFrozen: boolean().notNull(),
    /**
     * The cached balance is settled at commit, from the committing transaction's postings, and
     * checked there (never below zero available); movements neither lock nor update it themselves.
     */
    settlesAtCommit: boolean().notNull().default(false),
    createdAt: at().notNull(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_system_unique')
      .on(t.clientId, t.environment, t.code, t.currency)
      .where(sql`${t.kind} = 'SYSTEM'`),
  ],
)

/**
 * Stripes in which an account that settles at commit keeps most of its balance: its balance is its
 * row's `balance` plus the sum of its stripes (migration 0019). A commit settles into the stripe of
 * its movement's reference (the payment), if that stripe stays at zero or above, so concurrent
 * commits lock different rows, and what a payment takes out of ESCROW is in the stripe its capture
 * put it in; otherwise it settles against the whole balance, the row and every stripe locked. Each
 * stripe is never below zero, so neither is the balance.
 */
export const ledgerBalanceStripes = pgTable(
  'ledger_balance_stripes',
  {
    ...tenantColumns(),
    accountId: text()
      .notNull()
      .references(() => ledgerAccounts.id),
    /** 0 to BALANCE_STRIPES − 1. */
    stripe: integer().notNull(),
    balance: amount().notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.stripe] })],
)

/** How many stripes an account that settles at commit has; the settling trigger picks one with `& 31`. */
export const BALANCE_STRIPES = 32

/** A balanced set of postings, written once and never changed (corrections are new transactions). */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    ...tenantColumns(),
    id: text().primaryKey(),
    description: text().notNull(),
    /** What caused it, e.g. a payment id. */
    reference: text(),
    /**
     * Whether it changes the balance of an account that settles at commit: only then does the
     * commit run the settling trigger (migration 0017). A writer that does not say keeps the trigger.
     */
    settlesAtCommit: boolean().notNull().default(true),
    createdAt: at().notNull(),
  },
  (t) => [index().on(t.clientId, t.environment, t.reference)],
)

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    ...tenantColumns(),
    id: text().primaryKey(),
    transactionId: text()
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: text()
      .notNull()
      .references(() => ledgerAccounts.id),
    currency: text().notNull(),
    /** Signed: positive credits the account, negative debits it. */
    amount: amount().notNull(),
    createdAt: at().notNull(),
  },
  (t) => [index().on(t.accountId), index().on(t.transactionId)],
)

/** Reserved funds (authorizations). Each hold resolves exactly once: posted (in full or part) or voided. */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    ...tenantColumns(),
    id: text().primaryKey(),
    accountId: text()
      .notNull()
      .references(() => ledgerAccounts.id),
    currency: text().notNull(),
    amount: amount().notNull(),
    status: text({ enum: ['PENDING', 'POSTED', 'VOIDED'] }).notNull(),
    postedAmount: amount(),
    /** The ledger transaction that posted it. */
    transactionId: text().references(() => ledgerTransactions.id),
    reference: text(),
    createdAt: at().notNull(),
    resolvedAt: at(),
  },
  (t) => [
    index()
      .on(t.accountId)
      .where(sql`${t.status} = 'PENDING'`),
  ],
)
