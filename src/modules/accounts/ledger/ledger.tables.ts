import { sql } from 'drizzle-orm'
import { boolean, index, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
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
 * transaction commits (migration 0013) instead of under a lock held for the whole movement.
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
     * Whether a posting of it is on an account that settles at commit: only then does the commit
     * run the settling trigger (migration 0017). A writer that does not say keeps the trigger.
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
