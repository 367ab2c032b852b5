import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { preValidationAsyncHookHandler } from 'fastify'
import { pageRequest, paginationOf } from '../../http/pagination.js'
import { tenantOf } from '../../http/request-context.js'
import { EmptyObject, IdParams, responses } from '../../shared/schemas.js'
import { PaymentSchema } from '../payments/index.js'
import type { PaymentLinksService } from './payment-links.service.js'
import {
  CheckoutSessionListSchema,
  CheckoutSessionSchema,
  CreatePaymentLinkBody,
  ListCheckoutSessionsQuery,
  ListPaymentLinksQuery,
  PaymentLinkListSchema,
  PaymentLinkSchema,
  PaySessionBody,
  TokenParams,
  UpdatePaymentLinkBody,
} from './payment-links.schemas.js'

const linkTags = ['Payment links']
const sessionTags = ['Checkout sessions']
const LIMITS = { defaultLimit: 50, maxLimit: 100 }

/** `cardNumbers`: the payments module's edge that turns sandbox test card numbers into tokens. */
export function paymentLinksRoutes(
  links: PaymentLinksService,
  cardNumbers: preValidationAsyncHookHandler,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/payment-links',
      {
        schema: {
          tags: linkTags,
          body: CreatePaymentLinkBody,
          response: responses({ 201: PaymentLinkSchema }),
        },
      },
      async (request, reply) => reply.code(201).send(await links.createLink(tenantOf(request), request.body)),
    )

    app.get(
      '/payment-links',
      {
        schema: {
          tags: linkTags,
          querystring: ListPaymentLinksQuery,
          response: responses({ 200: PaymentLinkListSchema }),
        },
      },
      async (request) => {
        const { limit, next, offset, cursor, ...query } = request.query
        const page = await links.listLinks(
          tenantOf(request),
          {
            ids: commaList(query.id),
            statuses: commaList(query.status),
            destinationAccountNumbers: commaList(query['destination.accountNumber']),
            customerEmails: commaList(query['customer.email']),
            ownerIdentityIds: commaList(query['owner.identityId']),
            currencies: commaList(query.currency),
            startDate: query.startDate,
            endDate: query.endDate,
            sort: query.sort,
          },
          pageRequest({ limit, next, offset, cursor }, LIMITS),
        )
        return { pagination: paginationOf(page, request.apiVersion), results: page.items }
      },
    )

    app.get(
      '/payment-links/:id',
      { schema: { tags: linkTags, params: IdParams, response: responses({ 200: PaymentLinkSchema }) } },
      (request) => links.getLink(tenantOf(request), request.params.id),
    )

    app.patch(
      '/payment-links/:id',
      {
        schema: {
          tags: linkTags,
          description:
            'Changes a link’s items, methods, destinations or payer details; totals are recomputed.',
          params: IdParams,
          body: UpdatePaymentLinkBody,
          response: responses({ 200: PaymentLinkSchema }),
        },
      },
      (request) => links.updateLink(tenantOf(request), request.params.id, request.body),
    )

    app.delete(
      '/payment-links/:id',
      { schema: { tags: linkTags, params: IdParams, response: responses({ 204: Type.Null() }) } },
      async (request, reply) => {
        await links.removeLink(tenantOf(request), request.params.id)
        return reply.code(204).send(null)
      },
    )

    app.post(
      '/payment-links/:id/activate',
      { schema: { tags: linkTags, params: IdParams, response: responses({ 200: PaymentLinkSchema }) } },
      (request) => links.activateLink(tenantOf(request), request.params.id),
    )

    // SPEC.md: session-from-token answers 200 (the reference's 201 loses to it, CONTRACT.md).
    app.post(
      '/payment-links/token/:checkoutToken/checkout-sessions',
      {
        schema: {
          tags: sessionTags,
          params: TokenParams,
          response: responses({ 200: CheckoutSessionSchema }),
        },
      },
      (request) => links.createSessionFromToken(tenantOf(request), request.params.checkoutToken),
    )

    app.post(
      '/checkout-sessions',
      {
        schema: {
          tags: sessionTags,
          body: CreatePaymentLinkBody,
          response: responses({ 201: CheckoutSessionSchema }),
        },
      },
      async (request, reply) =>
        reply.code(201).send(await links.createSession(tenantOf(request), request.body)),
    )

    app.get(
      '/checkout-sessions',
      {
        schema: {
          tags: sessionTags,
          querystring: ListCheckoutSessionsQuery,
          response: responses({ 200: CheckoutSessionListSchema }),
        },
      },
      async (request) => {
        const { limit, next, offset, cursor, ...query } = request.query
        const page = await links.listSessions(
          tenantOf(request),
          query,
          pageRequest({ limit, next, offset, cursor }, LIMITS),
        )
        return { pagination: paginationOf(page, request.apiVersion), results: page.items }
      },
    )

    app.get(
      '/checkout-sessions/:id',
      {
        schema: { tags: sessionTags, params: IdParams, response: responses({ 200: CheckoutSessionSchema }) },
      },
      (request) => links.getSession(tenantOf(request), request.params.id),
    )

    app.delete(
      '/checkout-sessions/:id',
      { schema: { tags: sessionTags, params: IdParams, response: responses({ 200: EmptyObject }) } },
      async (request) => {
        await links.removeSession(tenantOf(request), request.params.id)
        return {}
      },
    )

    app.post(
      '/checkout-sessions/token/:checkoutToken/refresh',
      {
        schema: {
          tags: sessionTags,
          params: TokenParams,
          response: responses({ 201: CheckoutSessionSchema }),
        },
      },
      async (request, reply) =>
        reply.code(201).send(await links.refreshSession(tenantOf(request), request.params.checkoutToken)),
    )

    app.post(
      '/checkout-sessions/:id/payments',
      {
        preValidation: cardNumbers,
        schema: {
          tags: sessionTags,
          params: IdParams,
          body: PaySessionBody,
          response: responses({ 200: PaymentSchema }),
        },
      },
      (request) => links.pay(tenantOf(request), request.params.id, request.body),
    )
  }
}

/** `?id=a,b&id=c` → ['a', 'b', 'c']; a parameter with no values at all is no filter. */
function commaList(values: string[] | undefined): string[] | undefined {
  const items = values
    ?.flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '')
  return items && items.length > 0 ? items : undefined
}
