import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { tenantOf } from '../../http/request-context.js'
import { IdParams, responses } from '../../shared/schemas.js'
import {
  DeliveryListSchema,
  DeliverySchema,
  GetWebhookQuery,
  NotificationsQuery,
  plainResponses,
  PutWebhookBody,
  WebhookConfigSchema,
} from './webhooks.schemas.js'
import type { WebhooksService } from './webhooks.service.js'

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
  }
}

/** SPEC.md "Notification log": no error envelope here, errors are a plain `{ message }`. */
const plainErrors = { plainErrors: true } as const

export function notificationRoutes(webhooks: WebhooksService): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['Notifications']
    app.get(
      '/v1/notifications',
      {
        config: plainErrors,
        schema: {
          tags,
          querystring: NotificationsQuery,
          response: plainResponses({ 200: DeliveryListSchema }),
        },
      },
      (request) => webhooks.listNotifications(tenantOf(request), request.query),
    )

    app.post(
      '/v1/notifications/:id/replay',
      {
        config: plainErrors,
        schema: { tags, params: IdParams, response: plainResponses({ 202: DeliverySchema }) },
      },
      async (request, reply) =>
        reply.code(202).send(await webhooks.replay(tenantOf(request), request.params.id)),
    )
  }
}
