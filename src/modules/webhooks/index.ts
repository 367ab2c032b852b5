/**
 * Webhooks: the outbox of transaction events, the per-client webhook configuration
 * (PUT/GET /clients/webhook), signed at-least-once delivery by a worker, and the notification log
 * with replay (GET /v1/notifications, POST /v1/notifications/{id}/replay), its live stream
 * (GET /v1/notifications/stream) and test events (POST /clients/webhook/test).
 *
 * Tables: webhook_configs, webhook_deliveries (outbox and log in one), webhook_delivery_queue (the
 * deliveries with a try due or scheduled).
 * Invariants: an event's log row commits in the status change's transaction; a row is sent
 * only by the worker holding its lease, never inside a database transaction; targets resolving
 * to private addresses are refused at registration and at connect time unless allowed by config;
 * secrets are stored encrypted and never returned; the log is read by client, never by parameter.
 * Events: none emitted; it delivers Transaction.Captured, Transaction.Received, Transaction.Failed.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Database, DatabaseConnection } from '../../db/client.js'
import type { Clock } from '../../shared/clock.js'
import type { Environment } from '../../shared/tenant.js'
import { createDeliveryWorker, type DeliveryWorkerOptions } from './delivery.worker.js'
import { createNotificationStreams } from './notification-stream.js'
import { createSecretBox } from './secret-box.js'
import { targetPolicy as policyOf } from './targets.js'
import { createWebhooksRepository } from './webhooks.repository.js'
import { notificationRoutes, webhookConfigRoutes } from './webhooks.routes.js'
import { createWebhooksService } from './webhooks.service.js'

export { webhooksApiDocs } from './webhooks.openapi.js'

export type { DeliveryWorker, DeliveryWorkerOptions, RoundResult } from './delivery.worker.js'
export type { WebhooksService } from './webhooks.service.js'
export {
  createEventRecorder,
  type EventRecorder,
  type TransactionDiscriminator,
  type TransactionEvent,
} from './events.js'
export type { TransactionSnapshot } from './webhooks.tables.js'
export {
  computeStandardWebhookSignature,
  computeWebhookSignature,
  signWebhookBody,
  verifyStandardWebhook,
  verifyWebhookSignature,
} from './signature.js'

/** The channel the log's insert trigger (migration 0027) notifies when it queues deliveries to send. */
const DELIVERIES_QUEUED_CHANNEL = 'webhook_deliveries_queued'

export function createWebhooksModule(deps: {
  db: Database
  clock: Clock
  tokenSecret: string
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS as configured (undefined: unset). */
  allowPrivateTargets: boolean | undefined
  databaseKind: 'postgres' | 'embedded'
  log: FastifyBaseLogger
  worker?: DeliveryWorkerOptions
  /** Where the worker hears that deliveries were queued (a trigger NOTIFYs at commit). */
  listen?: DatabaseConnection['listen']
}) {
  const repository = createWebhooksRepository(deps.databaseKind)
  const targetPolicy = (environment: Environment) =>
    policyOf(deps.allowPrivateTargets, deps.databaseKind, environment)
  const service = createWebhooksService({
    db: deps.db,
    clock: deps.clock,
    repository,
    box: createSecretBox(deps.tokenSecret),
    targetPolicy,
  })
  /** A delivery worker; several (in one process or many) can run side by side. */
  const createWorker = (options: DeliveryWorkerOptions = {}, db: Database = deps.db) =>
    createDeliveryWorker(
      {
        db,
        clock: deps.clock,
        repository,
        targetOf: (tenant, flavor) => service.targetOf(tenant, flavor),
        targetPolicy,
        log: deps.log,
        onQueued: deps.listen && ((wake) => deps.listen!(DELIVERIES_QUEUED_CHANNEL, wake)),
      },
      { ...deps.worker, ...options },
    )
  const streams = createNotificationStreams({
    db: deps.db,
    clock: deps.clock,
    repository,
    secretOf: (tenant) => service.secretOf(tenant),
    // See notification-stream.ts: only PostgreSQL commits transactions out of sequence order.
    settleMs: deps.databaseKind === 'postgres' ? 1_000 : 0,
  })
  return {
    service,
    createWorker,
    worker: createWorker(),
    /** Lets tests and operators claim rows without sending them (a crash right after the claim). */
    repository,
    routes: [webhookConfigRoutes(service), notificationRoutes(service, streams)],
  }
}
