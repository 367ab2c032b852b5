import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** API clients (tenants). Credentials are stored only as hashes. */
export const clients = pgTable('clients', {
  id: text().primaryKey(),
  name: text().notNull(),
  secretHash: text().notNull(),
  apiKeyHash: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
})
