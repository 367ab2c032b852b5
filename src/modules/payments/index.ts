/**
 * Payments: payment creation for every type, attempts (quotes), the lifecycle (authorize,
 * capture, review, provider notification, settlement, refund, expiry) with its ledger postings,
 * the rails catalogue endpoints, and the rail providers (the sandbox simulator).
 *
 * Tables: payments.
 * Invariants: a status changes only along PAYMENT_TRANSITIONS, in one database transaction with
 * its ledger postings and its events; derived amounts (FX, fees, node amounts) are frozen at
 * creation; money leaves an account only on its owner's (or a scoped identity's) instruction.
 * Events: authorized, captured, received, failed, expired, requiresReview, settled, unsettled,
 * refundCreated (recorded in the webhooks outbox).
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.js'
import type { Clock } from '../../shared/clock.js'
import type { AccountsService, LedgerService } from '../accounts/index.js'
import type { IdentitiesService } from '../identities/index.js'
import type { RulesService } from '../rules/index.js'
import type { EventRecorder } from '../webhooks/events.js'
import { catalogueRoutes } from './catalogue.routes.js'
import { createCatalogueService } from './catalogue.service.js'
import { createSweepWorker } from '../../shared/sweep.worker.js'
import type { RateTable } from './fx.js'
import { createMoneyMovement } from './money-movement.js'
import { createPaymentPreparer } from './payment-request.js'
import { createPaymentRules } from './payment-rules.js'
import { createPaymentsRepository } from './payments.repository.js'
import { paymentsRoutes } from './payments.routes.js'
import { createPaymentsService } from './payments.service.js'
import { awaitingNotificationProvider } from './rails/provider.js'
import { createSandboxProvider } from './rails/sandbox.provider.js'

export type { PaymentChangeListener, PaymentsService } from './payments.service.js'

export function createPaymentsModule(deps: {
  db: Database
  clock: Clock
  identities: IdentitiesService
  accounts: AccountsService
  ledger: LedgerService
  rules: RulesService
  events: EventRecorder
  rates: RateTable
  publicBaseUrl: string
  log: FastifyBaseLogger
}) {
  const sandbox = createSandboxProvider(deps.publicBaseUrl)
  const rules = createPaymentRules(deps.rules)
  const service = createPaymentsService({
    db: deps.db,
    clock: deps.clock,
    rules,
    events: deps.events,
    repository: createPaymentsRepository(),
    prepare: createPaymentPreparer({ ...deps, rules }),
    movement: createMoneyMovement(deps),
    providerFor: (environment) => (environment === 'sandbox' ? sandbox : awaitingNotificationProvider),
  })
  const catalogue = createCatalogueService(deps)
  return {
    service,
    expiryWorker: createSweepWorker({
      name: 'payment expiry sweep',
      sweepBatch: () => service.expireDue(),
      intervalMs: 5_000,
      log: deps.log,
    }),
    routes: [paymentsRoutes(service), catalogueRoutes(catalogue)],
  }
}
