import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { tenantColumns } from '../../db/tenancy.js'
import type { CustodyType } from './accounts.schemas.js'
import { ledgerAccounts } from './ledger/ledger.tables.js'

export interface CustodyBankAccount {
  accountNumber: string
  bank: string
  currency: string
  typeAccount?: 'CHECKING' | 'SAVINGS' | undefined
  country: string
}

/** The API's accounts. Money lives in the ledger account with the same id. */
export const accounts = pgTable(
  'accounts',
  {
    ...tenantColumns(),
    id: text()
      .primaryKey()
      .references(() => ledgerAccounts.id),
    /** Null for the platform's own per-currency ESCROW and FEE accounts. */
    identityId: text(),
    externalId: text(),
    type: text({ enum: ['CHECKING', 'ASSET', 'SAVINGS', 'ESCROW', 'FEE'] }).notNull(),
    custody: text().$type<CustodyType>().notNull(),
    currency: text().notNull(),
    name: text().notNull(),
    accountNumber: text().notNull(),
    accountHolder: text().notNull(),
    status: text({ enum: ['PENDING', 'ACTIVE', 'BLOCKED'] }).notNull(),
    parentId: text(),
    custodyBankAccount: jsonb().$type<CustodyBankAccount>(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('accounts_number_unique').on(t.clientId, t.environment, t.accountNumber),
    uniqueIndex('accounts_platform_unique')
      .on(t.clientId, t.environment, t.type, t.currency)
      .where(sql`${t.identityId} is null`),
    index().on(t.clientId, t.environment, t.createdAt, t.id),
    index().on(t.identityId),
    index().on(t.parentId),
    index('accounts_external_id')
      .on(t.clientId, t.environment, t.externalId)
      .where(sql`${t.externalId} is not null`),
  ],
)
