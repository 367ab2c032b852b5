/**
 * Payments: payment creation for every type, attempts (quotes), the lifecycle (authorize,
 * capture, review, provider notification, settlement, refund, expiry) with its ledger postings,
 * the rails catalogue endpoints, and the rail providers (the sandbox simulator).
 *
 * Tables: payments, provider_intents.
 * Invariants: a status changes only through `paymentStatus.next`, in one database transaction with
 * its ledger postings and its events; the rail provider is never called inside a transaction that
 * holds account locks (a capture records a provider intent first, and a worker finishes intents a
 * crash left open); derived amounts (FX, fees, node amounts) are frozen at creation; money
 * leaves an account only on its owner's (or a scoped identity's) instruction.
 * Events: authorized, captured, received, failed, expired, requiresReview, settled, unsettled,
 * refundCreated (recorded in the webhooks outbox).
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.js'
import type { Clock } from '../../shared/clock.js'
import type { AccountsService, LedgerService } from '../accounts/index.js'
import type { IdentitiesService } from '../identities/index.js'
import type { RulesService } from '../rules/index.js'
import type { EventRecorder } from '../webhooks/index.js'
import { catalogueRoutes } from './catalogue.routes.js'
import { createCatalogueService } from './catalogue.service.js'
import { createSweepWorker } from '../../shared/sweep.worker.js'
import type { RateTable } from './fx.js'
import { createMoneyMovement } from './money-movement.js'
import { createPaymentPreparer } from './payment-request.js'
import { createPaymentRules } from './payment-rules.js'
import { createPaymentsRepository } from './payments.repository.js'
import { cardNumbersToTokens } from './card-numbers.js'
import { paymentsRoutes } from './payments.routes.js'
import { createPaymentsService } from './payments.service.js'
import { awaitingNotificationProvider } from './rails/provider.js'
import { createSandboxProvider } from './rails/sandbox.provider.js'
import { createSandboxConfirmationWorker } from './sandbox-confirmation.worker.js'

export { CARD_NUMBERS_IN_THE_SANDBOX, paymentsApiDocs } from './payments.openapi.js'

export type { PaymentChangeListener, PaymentsService, ProviderIntent } from './payments.service.js'
export {
  isPaymentIn,
  PAYMENT_STATE_CLASSES,
  type PaymentStateClass,
  type PaymentStatus,
} from './payment-status.js'
export {
  AmountText,
  NodeInput,
  PaymentSchema,
  type CreatePaymentBody,
  type Payment,
} from './payments.schemas.js'
export { exchangeRate, formatRate, SANDBOX_UNITS_PER_USD, type RateTable } from './fx.js'
export { capturesOnConfirmation, NODE_TYPES, nodeTypesFor, RAILS } from './rails/rails.catalogue.js'
export type { NodeType } from './rails/rails.types.js'
export { requiredFieldChoices, requiredFields } from './rails/rails.views.js'
export { listBanks } from './rails/banks.catalogue.js'
export { PAYMENT_TYPES } from './rails/payment-types.js'
export { confirmsOnItsOwn, SANDBOX_MAGIC, sandboxPayInTokenOf } from './rails/sandbox.provider.js'
export { cardNumbersToTokens } from './card-numbers.js'
export {
  cardDigits,
  isExpired,
  isLuhnValid,
  lastFour,
  SANDBOX_TEST_CARDS,
  testCardOfNumber,
} from './rails/sandbox-cards.js'

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
  /** SANDBOX_AUTO_CONFIRM_MS: delay before a captured sandbox card payment confirms; 0 is off. */
  sandboxAutoConfirmMs: number
  log: FastifyBaseLogger
}) {
  const sandbox = createSandboxProvider(deps.publicBaseUrl)
  const rules = createPaymentRules(deps.rules)
  const repository = createPaymentsRepository()
  const service = createPaymentsService({
    db: deps.db,
    clock: deps.clock,
    rules,
    events: deps.events,
    repository,
    prepare: createPaymentPreparer({ ...deps, rules }),
    movement: createMoneyMovement(deps),
    providerFor: (environment) => (environment === 'sandbox' ? sandbox : awaitingNotificationProvider),
    log: deps.log,
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
    /** Finishes captures whose process died between the provider intent and its outcome. */
    providerWorker: createSweepWorker({
      name: 'provider intent worker',
      sweepBatch: () => service.resumeIntents(),
      intervalMs: 5_000,
      log: deps.log,
    }),
    sandboxConfirmationWorker: createSandboxConfirmationWorker({
      db: deps.db,
      clock: deps.clock,
      repository,
      payments: service,
      delayMs: deps.sandboxAutoConfirmMs,
      log: deps.log,
    }),
    routes: [paymentsRoutes(service, cardNumbersToTokens(deps.clock)), catalogueRoutes(catalogue)],
  }
}
