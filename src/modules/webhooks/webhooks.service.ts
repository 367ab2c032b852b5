import type { Database } from '../../db/client.js'
import type { Clock } from '../../shared/clock.js'
import { invalidField, notFound } from '../../shared/errors.js'
import type { Tenant } from '../../shared/tenant.js'
import { queuedDelivery } from './delivery-rows.js'
import { callbackBody, type DeliveryTarget } from './delivery.worker.js'
import type { SecretBox } from './secret-box.js'
import { assertPublicTarget, TargetRefused } from './targets.js'
import type { DeliveryRow, LogFilters, WebhookConfigRow, WebhooksRepository } from './webhooks.repository.js'
import type { NotificationsQuery, PutWebhookBody } from './webhooks.schemas.js'
import { DELIVERY_STATUSES, type DeliveryStatus, type WebhookFlavor } from './webhooks.tables.js'

const DEFAULT_LIMIT = 50
const MAX_LIMIT = 200

export function createWebhooksService(deps: {
  db: Database
  clock: Clock
  repository: WebhooksRepository
  box: SecretBox
  allowPrivateTargets: boolean
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
    if (!deps.allowPrivateTargets) {
      try {
        await assertPublicTarget(url)
      } catch (error) {
        if (error instanceof TargetRefused) throw invalidField('webhookUrl', `is refused: ${error.message}`)
        throw error
      }
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
      const secret = row.secretCiphertext === null ? undefined : box.decrypt(row.secretCiphertext)
      return { url, secret }
    },

    /**
     * GET /v1/notifications: the caller's client in both environments unless testMode narrows it
     * (SPEC.md rules 1 to 7). Every filter is read leniently: what cannot be understood is ignored.
     */
    async listNotifications(tenant: Tenant, query: NotificationsQuery) {
      const limit = clampLimit(query.limit)
      const cursor = text(query.cursor)
      const opened = cursor === undefined ? undefined : box.openToken(tenant.clientId, cursor)
      const filters: LogFilters = {
        transactionId: text(query.transactionId),
        identityId: text(query.identityId),
        eventType: text(query.eventType),
        event: text(query.event),
        status: statusOf(query.status),
        environment: environmentOf(query.testMode),
        from: dateOf(query.from),
        to: dateOf(query.to),
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

/** A query value as one string: repeated parameters take the first; empty means absent. */
function text(value: unknown): string | undefined {
  const first = Array.isArray(value) ? (value as unknown[])[0] : value
  return typeof first === 'string' && first !== '' ? first : undefined
}

function clampLimit(value: unknown): number {
  const raw = text(value)
  const parsed =
    raw !== undefined && /^\s*[+-]?\d+(\.\d+)?\s*$/.test(raw) ? Math.trunc(Number(raw)) : undefined
  if (parsed === undefined) return DEFAULT_LIMIT
  return Math.min(Math.max(parsed, 1), MAX_LIMIT)
}

function statusOf(value: unknown): DeliveryStatus | undefined {
  const raw = text(value)
  return (DELIVERY_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as DeliveryStatus) : undefined
}

function environmentOf(value: unknown): LogFilters['environment'] {
  const raw = text(value)?.toLowerCase()
  if (raw === 'true') return 'sandbox'
  if (raw === 'false') return 'live'
  return undefined
}

/** ISO 8601 dates and date-times only; anything else (or an impossible date) is ignored. */
function dateOf(value: unknown): Date | undefined {
  const raw = text(value)
  if (raw === undefined || !/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(raw)) {
    return undefined
  }
  const date = new Date(raw)
  return Number.isNaN(date.getTime()) ? undefined : date
}
