/** Every table, for Drizzle's relational queries and for drizzle-kit's migration generator. */
export * from '../modules/clients/clients.tables.js'
export * from '../http/idempotency.tables.js'
export * from '../modules/identities/identities.tables.js'
export * from '../modules/accounts/ledger/ledger.tables.js'
export * from '../modules/accounts/accounts.tables.js'
export * from '../modules/rules/rules.tables.js'
