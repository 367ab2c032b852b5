import type { FastifyBaseLogger } from 'fastify'
import type { Config } from './config.js'
import type { DatabaseConnection } from './db/client.js'
import { createTableMaintenanceWorker } from './db/table-maintenance.js'
import { createIdempotencyExpiryWorker } from './http/idempotency-expiry.worker.js'
import { createIdempotencyRepository } from './http/idempotency.repository.js'
import { createAccountsModule } from './modules/accounts/index.js'
import { createClientsModule } from './modules/clients/index.js'
import { createCustomersModule } from './modules/customers/index.js'
import { createIdentitiesModule } from './modules/identities/index.js'
import { createPaymentLinksModule } from './modules/payment-links/index.js'
import {
  createPaymentsModule,
  NODE_TYPES,
  PAYMENT_TYPES,
  SANDBOX_UNITS_PER_USD,
} from './modules/payments/index.js'
import { createRulesModule } from './modules/rules/index.js'
import { createEventRecorder, createWebhooksModule } from './modules/webhooks/index.js'
import type { Clock } from './shared/clock.js'

export interface ModuleDependencies {
  config: Config
  database: DatabaseConnection
  clock: Clock
  log: FastifyBaseLogger
}

/**
 * Every module, wired explicitly, with no HTTP server: the app registers their routes on top, and
 * a process that serves no requests (the background workers, the database's preparation) takes
 * only this, without compiling a route's validators and serializers.
 */
export function composeModules(deps: ModuleDependencies) {
  const { config, database, clock, log } = deps
  const { db } = database
  const clients = createClientsModule({
    db,
    clock,
    tokenSecret: config.tokenSecret,
    tokenTtlSeconds: config.tokenTtlSeconds,
  })
  const identities = createIdentitiesModule({ db, clock })
  const accounts = createAccountsModule({ db, clock, identities: identities.service })
  const customers = createCustomersModule({ db, clock, identities: identities.service })
  const rules = createRulesModule({
    db,
    clock,
    identities: identities.service,
    // Rules check filter values against the rails catalogue the payments engine also uses.
    vocabulary: { transactionTypes: PAYMENT_TYPES, nodeTypes: NODE_TYPES },
  })
  const webhooks = createWebhooksModule({
    db,
    clock,
    tokenSecret: config.tokenSecret,
    allowPrivateTargets: config.webhookAllowPrivateTargets,
    databaseKind: database.kind,
    log,
    listen: (channel, onNotify) => database.listen(channel, onNotify),
  })
  const payments = createPaymentsModule({
    db,
    clock,
    identities: identities.service,
    accounts: accounts.service,
    ledger: accounts.ledger,
    rules: rules.service,
    events: createEventRecorder(clock, database.kind),
    rates: config.fxUnitsPerUsd ?? SANDBOX_UNITS_PER_USD,
    publicBaseUrl: config.publicBaseUrl,
    sandboxAutoConfirmMs: config.sandboxAutoConfirmMs,
    log,
  })
  const paymentLinks = createPaymentLinksModule({
    db,
    clock,
    identities: identities.service,
    accounts: accounts.service,
    payments: payments.service,
    rates: config.fxUnitsPerUsd ?? SANDBOX_UNITS_PER_USD,
    publicBaseUrl: config.publicBaseUrl,
    tokenSecret: config.tokenSecret,
    sessionTtlSeconds: config.checkoutSessionTtlSeconds,
    pageRateLimit: config.checkoutRateLimit,
    sandboxAutoConfirmMs: config.sandboxAutoConfirmMs,
    log,
  })

  const idempotencyExpiry = createIdempotencyExpiryWorker({
    db,
    repository: createIdempotencyRepository(),
    clock,
    log,
  })

  return {
    clients,
    identities,
    accounts,
    customers,
    rules,
    webhooks,
    payments,
    paymentLinks,
    idempotencyExpiry,
    workers: [
      payments.expiryWorker,
      paymentLinks.expiryWorker,
      webhooks.worker,
      payments.providerWorker,
      payments.sandboxConfirmationWorker,
      idempotencyExpiry,
      // Where the database has no autovacuum (the embedded one, or a server with it turned off).
      createTableMaintenanceWorker(database, log),
    ],
  }
}
