/**
 * Webhooks: the outbox of transaction events, the per-client webhook configuration
 * (PUT/GET /clients/webhook), signed at-least-once delivery by a worker, and the notification log
 * with replay (GET /v1/notifications, POST /v1/notifications/{id}/replay).
 *
 * Tables: transaction_events (outbox), webhook_configs, webhook_deliveries (log and queue).
 * Invariants: an event and its log row commit in the status change's transaction; a row is sent
 * only by the worker holding its lease, never inside a database transaction; targets resolving
 * to private addresses are refused at registration and at connect time unless allowed by config;
 * secrets are stored encrypted and never returned; the log is read by client, never by parameter.
 * Events: none emitted; it delivers Transaction.Captured, Transaction.Received, Transaction.Failed.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.js'
import type { Clock } from '../../shared/clock.js'
import { createDeliveryWorker, type DeliveryWorkerOptions } from './delivery.worker.js'
import { createSecretBox } from './secret-box.js'
import { createWebhooksRepository } from './webhooks.repository.js'
import { notificationRoutes, webhookConfigRoutes } from './webhooks.routes.js'
import { createWebhooksService } from './webhooks.service.js'

export type { DeliveryWorker, DeliveryWorkerOptions, RoundResult } from './delivery.worker.js'
export type { WebhooksService } from './webhooks.service.js'
export { createEventRecorder, type EventRecorder } from './events.js'

export function createWebhooksModule(deps: {
  db: Database
  clock: Clock
  tokenSecret: string
  allowPrivateTargets: boolean
  log: FastifyBaseLogger
  worker?: DeliveryWorkerOptions
}) {
  const repository = createWebhooksRepository()
  const service = createWebhooksService({
    db: deps.db,
    clock: deps.clock,
    repository,
    box: createSecretBox(deps.tokenSecret),
    allowPrivateTargets: deps.allowPrivateTargets,
  })
  /** A delivery worker; several (in one process or many) can run side by side. */
  const createWorker = (options: DeliveryWorkerOptions = {}, db: Database = deps.db) =>
    createDeliveryWorker(
      {
        db,
        clock: deps.clock,
        repository,
        targetOf: (tenant, flavor) => service.targetOf(tenant, flavor),
        allowPrivateTargets: deps.allowPrivateTargets,
        log: deps.log,
      },
      { ...deps.worker, ...options },
    )
  return {
    service,
    createWorker,
    worker: createWorker(),
    /** Lets tests and operators claim rows without sending them (a crash right after the claim). */
    repository,
    routes: [webhookConfigRoutes(service), notificationRoutes(service)],
  }
}
