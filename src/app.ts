import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { API_DOCS } from './api-docs.js'
import type { Config } from './config.js'
import type { DatabaseConnection } from './db/client.js'
import { apiPlugin } from './http/api-plugin.js'
import { createAuthenticationHook } from './http/authenticate.js'
import { answerClientError, registerErrorHandler, sendError } from './http/error-envelope.js'
import { createIdempotency } from './http/idempotency.js'
import { createIdempotencyRepository } from './http/idempotency.repository.js'
import { registerJsonBodyParser } from './http/json-body.js'
import { registerMetrics } from './http/metrics.js'
import { registerNotFoundHandler } from './http/not-found.js'
import { registerOpenApi } from './http/openapi.js'
import { registerOperationalRoutes } from './http/operations.js'
import { HTTP_SERVER_OPTIONS, registerProtocolChecks } from './http/protocol-checks.js'
import { parseQuery } from './http/query-encoding.js'
import { createRateLimitHook } from './http/rate-limit.js'
import { registerStorableTextCheck } from './http/storable-text.js'
import { registerValidators } from './http/validators.js'
import { composeModules } from './modules.js'
import type { Clock } from './shared/clock.js'
import { ENVIRONMENTS } from './shared/tenant.js'

export interface AppDependencies {
  config: Config
  database: DatabaseConnection
  clock: Clock
  logger?: FastifyServerOptions['logger']
}

export type App = Awaited<ReturnType<typeof buildApp>>

/** The composition root: HTTP conventions, then every module (src/modules.ts) and its routes. */
export async function buildApp(deps: AppDependencies) {
  const { config, database, clock } = deps
  const { db } = database
  const app = Fastify({
    logger: deps.logger ?? false,
    requestIdHeader: false,
    genReqId: requestId,
    bodyLimit: 1024 * 1024,
    // A request whose body has not all arrived a minute after it began is a 408 (clientErrorHandler),
    // not a socket held open: Node applies no such limit to the body unless told to.
    requestTimeout: 60_000,
    return503OnClosing: true,
    frameworkErrors: (error, request, reply) => {
      void sendError(error, request, reply)
    },
    clientErrorHandler: answerClientError,
    http: HTTP_SERVER_OPTIONS,
    routerOptions: { querystringParser: parseQuery },
  }).withTypeProvider<TypeBoxTypeProvider>()
  registerValidators(app)
  registerProtocolChecks(app)

  app.decorateRequest('environment', 'live')
  app.decorateRequest('apiVersion', 'v1')
  app.decorateRequest('tenant', undefined)
  app.decorateRequest('idempotencyClaim', undefined)
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id)
  })
  registerJsonBodyParser(app)
  registerStorableTextCheck(app)
  registerErrorHandler(app)
  registerNotFoundHandler(app)
  await registerOpenApi(app, config.publicBaseUrl, API_DOCS)
  registerMetrics(app, db)
  registerOperationalRoutes(app, database)

  const modules = composeModules({ config, database, clock, log: app.log })
  const { clients, identities, accounts, customers, rules, webhooks, payments, paymentLinks } = modules

  const authenticate = createAuthenticationHook(clients.service)
  const rateLimit = createRateLimitHook({ ...config.rateLimit, clock, processCount: config.webConcurrency })
  const idempotency = createIdempotency(db, createIdempotencyRepository(), clock)
  const routes = [
    clients.routes,
    identities.routes,
    accounts.routes,
    customers.routes,
    rules.routes,
    ...payments.routes,
    ...webhooks.routes,
    paymentLinks.routes,
  ]
  for (const environment of ENVIRONMENTS) {
    await app.register(apiPlugin, {
      prefix: environment === 'sandbox' ? '/sandbox' : '',
      environment,
      authenticate,
      rateLimit,
      idempotency,
      routes,
    })
  }
  // The hosted checkout page is public: the checkout token in its path, not a bearer token, names the tenant.
  await app.register(paymentLinks.pages)
  return Object.assign(app as unknown as FastifyInstance, {
    services: {
      clients: clients.service,
      identities: identities.service,
      accounts: accounts.service,
      ledger: accounts.ledger,
      customers: customers.service,
      rules: rules.service,
      payments: payments.service,
      webhooks: webhooks.service,
      paymentLinks: paymentLinks.service,
    },
    workers: modules.workers,
    /** Confirms captured sandbox card payments after SANDBOX_AUTO_CONFIRM_MS (also in `workers`). */
    sandboxConfirmation: payments.sandboxConfirmationWorker,
    /** Deletes Idempotency-Key outcomes past their retention (also in `workers`). */
    idempotencyExpiry: modules.idempotencyExpiry,
    /** Delivery workers beyond the built-in one, and the claim step alone (tests, operators). */
    webhookDelivery: { createWorker: webhooks.createWorker, repository: webhooks.repository },
  })
}

/** Keeps a caller's `x-request-id` when it is a sane token, so logs correlate across services. */
function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id']
  return typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID()
}
