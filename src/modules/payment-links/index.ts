/**
 * Payment links and checkout sessions: links with computed item totals and taxes, their status
 * machine and expiry, sessions created from a link's checkout token, paying a session (a PURCHASE
 * through the payments engine), and the public hosted checkout page (./checkout) with the sandbox
 * pay-in page.
 *
 * Tables: payment_links, checkout_sessions.
 * Invariants: totals are computed here, never trusted; destination amounts add up to the link
 * total; statuses change only through `linkStatus.next` and `sessionStatus.next`; a link has at
 * most one payment in flight (claimed with its row locked, in `pay`'s single transaction); a
 * session and its link follow their payment in the payment's own transaction; the checkout token
 * (256 random bits) is the only public handle.
 * Events: none of its own (the payment's events are the webhooks).
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.js'
import type { Clock } from '../../shared/clock.js'
import type { AccountsService } from '../accounts/index.js'
import type { IdentitiesService } from '../identities/index.js'
import { cardNumbersToTokens, type PaymentsService, type RateTable } from '../payments/index.js'
import { checkoutPages } from './checkout/checkout.routes.js'
import { createSweepWorker } from '../../shared/sweep.worker.js'
import { createPaymentLinksRepository } from './payment-links.repository.js'
import { paymentLinksRoutes } from './payment-links.routes.js'
import { createPaymentLinksService } from './payment-links.service.js'

export { paymentLinksApiDocs } from './payment-links.openapi.js'

export type { PaymentLinksService } from './payment-links.service.js'

export function createPaymentLinksModule(deps: {
  db: Database
  clock: Clock
  identities: IdentitiesService
  accounts: AccountsService
  payments: PaymentsService
  rates: RateTable
  publicBaseUrl: string
  tokenSecret: string
  sessionTtlSeconds: number
  pageRateLimit: { max: number; windowSeconds: number }
  /** SANDBOX_AUTO_CONFIRM_MS: whether the sandbox confirms card payments on its own (0: no). */
  sandboxAutoConfirmMs: number
  log: FastifyBaseLogger
}) {
  const service = createPaymentLinksService({ ...deps, repository: createPaymentLinksRepository() })
  return {
    service,
    routes: paymentLinksRoutes(service, cardNumbersToTokens(deps.clock)),
    /** Public pages, registered outside the authenticated API. */
    pages: checkoutPages({ ...deps, links: service, rateLimit: deps.pageRateLimit }),
    expiryWorker: createSweepWorker({
      name: 'payment link expiry sweep',
      sweepBatch: () => service.expireDue(),
      intervalMs: 5_000,
      log: deps.log,
    }),
  }
}
