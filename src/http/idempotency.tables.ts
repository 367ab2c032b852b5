import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { tenantColumns } from '../db/tenancy.js'

/** Stored outcomes of POST/PATCH requests sent with an Idempotency-Key, per tenant. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    ...tenantColumns(),
    key: text().notNull(),
    requestHash: text().notNull(),
    /** Null while the first request is still running. */
    responseStatus: integer(),
    responseBody: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.environment, t.key] }),
    // Finds the outcomes past their retention for the sweep that deletes them (decision 0006).
    index().on(t.createdAt),
  ],
)
