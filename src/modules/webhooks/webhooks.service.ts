import type { Database } from '../../db/client.js'
import type { Clock } from '../../shared/clock.js'
import { invalidField, notFound } from '../../shared/errors.js'
import type { Environment, Tenant } from '../../shared/tenant.js'
import { newId } from '../../shared/ids.js'
import { isStorableText } from '../../shared/validation/index.js'
import { queuedDelivery } from './delivery-rows.js'
import { CALLBACK_EVENT_TYPES } from './events.js'
import type { DeliveryTarget } from './delivery.worker.js'
import { callbackBody } from './signed-callback.js'
import type { SecretBox } from './secret-box.js'
import { assertAllowedTarget, TargetRefused, type TargetPolicy } from './targets.js'
import type { DeliveryRow, LogFilters, WebhookConfigRow, WebhooksRepository } from './webhooks.repository.js'
import type { PutWebhookBody, TestEventBody } from './webhooks.schemas.js'
import type { WebhookFlavor } from './webhooks.tables.js'

/** The identity id test events carry: they belong to no identity of the client. */
export const TEST_EVENT_IDENTITY = 'webhook-test'

/** The notification log's filters as the routes read them from the query. */
export type NotificationsFilters = Omit<LogFilters, 'beforeSequence'> & {
  limit: number
  cursor?: string | undefined
}

export function createWebhooksService(deps: {
  db: Database
  clock: Clock
  repository: WebhooksRepository
  box: SecretBox
  targetPolicy: (environment: Environment) => TargetPolicy
}) {
  const { db, clock, repository, box } = deps

  function configView(row: WebhookConfigRow, flavor: WebhookFlavor) {
    const own = row.urls[flavor]
    const sourceFlavor: WebhookFlavor = own !== undefined ? flavor : 'default'
    return {
      webhookUrl: own ?? row.urls.default ?? '',
      flavor,
      sourceFlavor,
      flavors: row.urls,
      metadata: {
        signed: row.secretCiphertext !== null,
        environment: row.environment,
        updatedAt: row.updatedAt.toISOString(),
      },
    }
  }

  async function checkUrl(tenant: Tenant, text: string): Promise<string> {
    let url: URL
    try {
      url = new URL(text)
    } catch {
      throw invalidField('webhookUrl', 'must be an absolute URL')
    }
    const allowed = tenant.environment === 'live' ? ['https:'] : ['https:', 'http:']
    if (!allowed.includes(url.protocol)) {
      throw invalidField(
        'webhookUrl',
        tenant.environment === 'live' ? 'must use https' : 'must use http or https',
      )
    }
    if (url.username || url.password) throw invalidField('webhookUrl', 'must not carry credentials')
    try {
      await assertAllowedTarget(url, deps.targetPolicy(tenant.environment))
    } catch (error) {
      if (error instanceof TargetRefused) throw invalidField('webhookUrl', `is refused: ${error.message}`)
      throw error
    }
    return url.toString()
  }

  return {
    async getConfig(tenant: Tenant, flavor: WebhookFlavor | undefined) {
      const row = await repository.findConfig(db, tenant)
      if (!row) throw notFound('Webhook configuration')
      return configView(row, flavor ?? row.lastFlavor)
    },

    /** Sets the URL of one flavor; a secretKey replaces the secret (shared by every flavor). */
    async putConfig(tenant: Tenant, body: PutWebhookBody) {
      const flavor = body.flavor ?? 'default'
      const url = await checkUrl(tenant, body.webhookUrl)
      const now = clock.now()
      return db.transaction(async (tx) => {
        const current = await repository.findConfig(tx, tenant)
        const row: WebhookConfigRow = {
          ...tenant,
          urls: { ...current?.urls, [flavor]: url },
          lastFlavor: flavor,
          secretCiphertext:
            body.secretKey !== undefined ? box.encrypt(body.secretKey) : (current?.secretCiphertext ?? null),
          createdAt: current?.createdAt ?? now,
          updatedAt: now,
        }
        await repository.upsertConfig(tx, row)
        return configView(row, flavor)
      })
    },

    /** Where a delivery of this flavor goes now: its own URL, else the default one. */
    async targetOf(tenant: Tenant, flavor: WebhookFlavor): Promise<DeliveryTarget | undefined> {
      const row = await repository.findConfig(db, tenant)
      const url = row?.urls[flavor] ?? row?.urls.default
      if (!row || url === undefined) return undefined
      return { url, secret: row.secretCiphertext === null ? undefined : box.decrypt(row.secretCiphertext) }
    },

    /** The client's signing secret in clear, when one is registered. */
    async secretOf(tenant: Tenant): Promise<string | undefined> {
      const row = await repository.findConfig(db, tenant)
      return row?.secretCiphertext ? box.decrypt(row.secretCiphertext) : undefined
    },

    /**
     * GET /v1/notifications: the caller's client in both environments unless testMode narrows it
     * (SPEC.md rules 1 to 7); the routes read the query leniently into these filters.
     */
    async listNotifications(tenant: Tenant, query: NotificationsFilters) {
      const { limit, cursor, ...byColumn } = query
      // Text the database cannot hold (the log reads its query leniently) is in no row.
      if (Object.values(byColumn).some((value) => typeof value === 'string' && !isStorableText(value))) {
        return { deliveries: [], nextCursor: '' }
      }
      const opened = cursor === undefined ? undefined : box.openToken(tenant.clientId, cursor)
      const filters: LogFilters = {
        ...byColumn,
        beforeSequence: opened !== undefined && /^\d+$/.test(opened) ? BigInt(opened) : undefined,
      }
      const rows = await repository.listForClientAcrossEnvironments(db, tenant.clientId, filters, limit + 1)
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      return {
        deliveries: page.map(deliveryView),
        nextCursor:
          rows.length > limit && last ? box.signToken(tenant.clientId, last.sequence.toString()) : '',
      }
    },

    /**
     * A test event: a made-up transaction in the documented shape, marked `test: true`, queued like
     * any event so it is signed, retried and logged by the normal delivery path.
     */
    async sendTestEvent(tenant: Tenant, body: TestEventBody | undefined) {
      // A test event goes to the default URL: with only a CVU flavor's URL it could never be sent.
      if (!(await repository.findConfig(db, tenant))?.urls.default) throw notFound('Default webhook URL')
      const eventType = body?.event ?? 'Transaction.Captured'
      const discriminator = Object.keys(CALLBACK_EVENT_TYPES).find(
        (key) => CALLBACK_EVENT_TYPES[key] === eventType,
      )!
      const now = clock.now()
      const id = newId(now)
      const transaction = {
        id,
        purchaseAmount: '10.00',
        totalAmount: '10.00',
        externalId: 'webhook-test',
        currency: 'USD',
        status: discriminator.toUpperCase(),
      }
      const row = await repository.insertDelivery(
        db,
        queuedDelivery(
          tenant,
          {
            eventId: id,
            paymentId: id,
            identityId: TEST_EVENT_IDENTITY,
            discriminator,
            eventType,
            flavor: 'default',
            payload: { event: eventType, data: { transaction }, test: true },
          },
          now,
        ),
      )
      return deliveryView(row)
    },

    /** Queues the stored payload again as a new row linked to the original; signed afresh when sent. */
    async replay(tenant: Tenant, id: string) {
      const original = await repository.findDelivery(db, tenant, id)
      if (!original) throw notFound('Notification', id)
      const row = await repository.insertDelivery(
        db,
        queuedDelivery(
          tenant,
          {
            eventId: original.eventId,
            paymentId: original.paymentId,
            identityId: original.identityId,
            discriminator: original.discriminator,
            eventType: original.eventType,
            flavor: original.flavor,
            payload: original.payload,
          },
          clock.now(),
          original.id,
        ),
      )
      return deliveryView(row)
    },
  }
}

export type WebhooksService = ReturnType<typeof createWebhooksService>

export function deliveryView(row: DeliveryRow) {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    httpStatus: row.httpStatus,
    attempts: row.attempts,
    testMode: row.environment === 'sandbox',
    isReplay: row.isReplay,
    replayOf: row.replayOf,
    eventType: row.eventType,
    event: row.discriminator,
    transactionId: row.paymentId,
    identityId: row.identityId,
    url: row.url,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    payload: callbackBody(row.payload),
  }
}
