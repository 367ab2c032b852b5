import { once } from 'node:events'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { tenantOf } from '../../http/request-context.js'
import { IdParams, responses } from '../../shared/schemas.js'
import {
  DeliveryListSchema,
  DeliverySchema,
  GetWebhookQuery,
  NotificationsQuery,
  PlainErrorSchema,
  plainResponses,
  PutWebhookBody,
  StreamHeaders,
  StreamQuery,
  TestEventBody,
  WebhookConfigSchema,
} from './webhooks.schemas.js'
import type { NotificationStreams } from './notification-stream.js'
import type { WebhooksService } from './webhooks.service.js'
import { environmentOf, notificationsFiltersOf } from './webhooks.query.js'

export function webhookConfigRoutes(webhooks: WebhooksService): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['Webhooks']
    app.put(
      '/clients/webhook',
      { schema: { tags, body: PutWebhookBody, response: responses({ 200: WebhookConfigSchema }) } },
      (request) => webhooks.putConfig(tenantOf(request), request.body),
    )

    app.get(
      '/clients/webhook',
      { schema: { tags, querystring: GetWebhookQuery, response: responses({ 200: WebhookConfigSchema }) } },
      (request) => webhooks.getConfig(tenantOf(request), request.query.flavor),
    )

    app.post(
      '/clients/webhook/test',
      {
        schema: { tags, body: TestEventBody, response: responses({ 202: DeliverySchema }) },
        // The body is optional: no body at all reads as `{}`.
        preValidation: async (request) => {
          request.body ??= {}
        },
      },
      async (request, reply) =>
        reply.code(202).send(await webhooks.sendTestEvent(tenantOf(request), request.body)),
    )
  }
}

/**
 * SPEC.md "Notification log": no error envelope on the log, errors are a plain `{ message }`, and
 * a filter value it cannot understand is ignored rather than refused (rule 4).
 */
const logRead = { plainErrors: true, lenientQuery: true } as const

export function notificationRoutes(
  webhooks: WebhooksService,
  streams: NotificationStreams,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['Notifications']
    app.addHook('preClose', async () => streams.closeAll())

    app.get(
      '/v1/notifications/stream',
      {
        config: logRead,
        schema: {
          tags,
          description:
            'Server-sent events: one `notification` event per callback as it is committed, carrying the signed body and headers. Reconnect with Last-Event-ID to resume.',
          querystring: StreamQuery,
          headers: StreamHeaders,
          response: {
            200: { content: { 'text/event-stream': { schema: { type: 'string' } } } },
            400: PlainErrorSchema,
            401: PlainErrorSchema,
            429: PlainErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const tenant = tenantOf(request)
        const lastEventId = request.headers['last-event-id']
        const after = await streams.startAfter(
          tenant.clientId,
          typeof lastEventId === 'string' ? lastEventId : undefined,
        )
        const closed = new AbortController()
        request.raw.once('close', () => closed.abort())
        reply.hijack()
        const raw = reply.raw
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
          'x-request-id': request.id,
        })
        const send = async (frame: string) => {
          if (!raw.write(frame)) await once(raw, 'drain', { signal: closed.signal })
        }
        await streams
          .run(tenant.clientId, environmentOf(request.query.testMode), after, send, closed.signal)
          .catch((error: unknown) => {
            if (!closed.signal.aborted) request.log.error({ err: error }, 'notification stream failed')
          })
        raw.end()
      },
    )
    app.get(
      '/v1/notifications',
      {
        config: logRead,
        schema: {
          tags,
          querystring: NotificationsQuery,
          response: plainResponses({ 200: DeliveryListSchema }),
        },
      },
      (request) => webhooks.listNotifications(tenantOf(request), notificationsFiltersOf(request.query)),
    )

    app.post(
      '/v1/notifications/:id/replay',
      // Only the log read is documented without the envelope; the replay is an ordinary operation.
      { schema: { tags, params: IdParams, response: responses({ 202: DeliverySchema }) } },
      async (request, reply) =>
        reply.code(202).send(await webhooks.replay(tenantOf(request), request.params.id)),
    )
  }
}
