import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { tenantColumns } from '../../db/tenancy.js'

export const CUSTOMER_TYPES = ['INDIVIDUAL', 'BUSINESS'] as const
export type CustomerType = (typeof CUSTOMER_TYPES)[number]

export const customers = pgTable(
  'customers',
  {
    ...tenantColumns(),
    id: text().primaryKey(),
    type: text({ enum: CUSTOMER_TYPES }).notNull(),
    firstName: text().notNull(),
    lastName: text(),
    email: text(),
    phoneNumber: text(),
    phoneNumberPrefix: text(),
    documentType: text(),
    documentNumber: text(),
    address: jsonb().$type<Record<string, string>>(),
    /** The identity that owns this payer, when the client links one; no foreign key across modules. */
    identityId: text(),
    /**
     * The text free-text search runs over, kept by the database in the same write as the fields it
     * is built from. Names are joined by a space so "ana perez" matches across them; the other
     * fields by a newline, which a (whitespace-normalised) search term never contains, so a match
     * never spans two of them. Folding (lower case, no accents) and the trigram index live in the
     * `customer-search` migration, which Drizzle cannot express.
     */
    searchText: text()
      .notNull()
      .generatedAlwaysAs(
        sql`"first_name" || ' ' || coalesce("last_name", '') || chr(10) || coalesce("email", '') || chr(10) || coalesce("document_number", '') || chr(10) || coalesce("phone_number_prefix", '') || coalesce("phone_number", '')`,
      ),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** Deleted customers stay for the history of the payments that named them but are invisible to the API. */
    deletedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // Live rows only, as every list reads them, so a list's total can be counted from this index
    // alone (decision 0019, "A list's total counted from its index").
    index('customers_live_created_at')
      .on(t.clientId, t.environment, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index().on(t.clientId, t.environment, t.identityId),
    // The list's filters that name one payer find them by index, however many customers there are.
    index('customers_email')
      .on(t.clientId, t.environment, sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    index('customers_document_number')
      .on(t.clientId, t.environment, t.documentNumber)
      .where(sql`${t.deletedAt} is null`),
  ],
)
