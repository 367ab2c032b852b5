import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { tenantColumns } from '../../db/tenancy.js'
import type { IdentityStatus } from './identities.schemas.js'

export interface StoredSecurityOptions {
  twoFactorAuth: boolean
  signTrx: boolean
  signAccountsOperations: boolean
}

export const identities = pgTable(
  'identities',
  {
    ...tenantColumns(),
    id: text().primaryKey(),
    type: text({ enum: ['USER', 'ORGANIZATION'] }).notNull(),
    status: text().$type<IdentityStatus>().notNull(),
    name: text().notNull(),
    nickname: text(),
    lastname: text(),
    email: text().notNull(),
    phone: text().notNull(),
    documentType: text().notNull(),
    documentNumber: text().notNull(),
    idv: text().notNull(),
    country: text(),
    externalId: text(),
    gender: text(),
    securityOptions: jsonb().$type<StoredSecurityOptions>().notNull(),
    bankAccount: jsonb().$type<Record<string, unknown>>(),
    address: jsonb().$type<Record<string, string>>(),
    rules: jsonb().$type<Record<string, unknown>>(),
    kyc: jsonb().$type<Record<string, unknown>>(),
    watchList: jsonb().$type<Record<string, unknown>>(),
    extendedData: jsonb().$type<string[]>().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** Deleted identities stay for the ledger's history but are invisible to the API. */
    deletedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // Live rows only, as every list reads them, so a list's total can be counted from this index
    // alone (decision 0019, "A list's total counted from its index").
    index('identities_live_created_at')
      .on(t.clientId, t.environment, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    // REFERENCE.md §4.1: an organization's document number is unique per client…
    uniqueIndex('identities_organization_document_unique')
      .on(t.clientId, t.environment, t.documentType, t.documentNumber)
      .where(sql`${t.type} = 'ORGANIZATION' and ${t.deletedAt} is null`),
    // …and users may share one only with a different email and phone.
    uniqueIndex('identities_user_document_email_unique')
      .on(t.clientId, t.environment, t.documentType, t.documentNumber, sql`lower(${t.email})`)
      .where(sql`${t.type} = 'USER' and ${t.deletedAt} is null`),
    uniqueIndex('identities_user_document_phone_unique')
      .on(t.clientId, t.environment, t.documentType, t.documentNumber, t.phone)
      .where(sql`${t.type} = 'USER' and ${t.deletedAt} is null`),
    // The list's filters that name one person find them by index, however many identities there are.
    index('identities_email')
      .on(t.clientId, t.environment, sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    index('identities_document_number')
      .on(t.clientId, t.environment, t.documentNumber)
      .where(sql`${t.deletedAt} is null`),
    index('identities_phone')
      .on(t.clientId, t.environment, t.phone)
      .where(sql`${t.deletedAt} is null`),
  ],
)

/** Parent → child links between identities of one tenant (a graph without cycles). */
export const identityChildren = pgTable(
  'identity_children',
  {
    ...tenantColumns(),
    parentId: text()
      .notNull()
      .references(() => identities.id),
    childId: text()
      .notNull()
      .references(() => identities.id),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.childId] }), index().on(t.childId)],
)

/** Scopes: `holderId` may act on `reference` (an identity) with `permissions`. */
export const identityPermissions = pgTable(
  'identity_permissions',
  {
    ...tenantColumns(),
    holderId: text()
      .notNull()
      .references(() => identities.id),
    resource: text().notNull(),
    reference: text().notNull(),
    permissions: jsonb().$type<string[]>().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.holderId, t.resource, t.reference] }), index().on(t.reference)],
)

/** An identity's saved bank accounts for payouts (REFERENCE.md §14 "withdrawal accounts"). */
export const identityWithdrawalAccounts = pgTable(
  'identity_withdrawal_accounts',
  {
    ...tenantColumns(),
    id: text().primaryKey(),
    identityId: text()
      .notNull()
      .references(() => identities.id),
    /** The bank account as validated on the way in (the fields of SPEC.md's Bank account). */
    bankAccount: jsonb().$type<Record<string, string>>().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index().on(t.clientId, t.environment, t.identityId, t.createdAt)],
)
