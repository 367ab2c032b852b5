import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { preValidationAsyncHookHandler } from 'fastify'
import { transactionScopeOf } from '../../http/idempotency.js'
import { paginationOf, splitPageQuery } from '../../http/pagination.js'
import { tenantOf } from '../../http/request-context.js'
import { IdParams, responses } from '../../shared/schemas.js'
import { listFiltersOf } from './payments.query.js'
import type { PaymentsService } from './payments.service.js'
import {
  AttemptListSchema,
  CreatePaymentBody,
  ListPaymentsQuery,
  PaymentListSchema,
  PaymentSchema,
  ReceivedBody,
  ReviewBody,
  SettlementBody,
} from './payments.schemas.js'

const tags = ['Payments']
const paymentResponse = responses({ 200: PaymentSchema })
/**
 * Each of these is one business transaction, which also stores the request's Idempotency-Key: the
 * route passes the key's scope to the service.
 */
const config = { idempotency: 'transactional' } as const

/**
 * `cardNumbers` turns the sandbox's test card numbers into their tokens before the body is
 * validated (card-numbers.ts).
 */
export function paymentsRoutes(
  payments: PaymentsService,
  cardNumbers: preValidationAsyncHookHandler,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/payments',
      {
        config,
        preValidation: cardNumbers,
        schema: { tags, body: CreatePaymentBody, response: paymentResponse },
      },
      (request) => payments.create(tenantOf(request), request.body, { scope: transactionScopeOf(request) }),
    )

    app.get(
      '/payments',
      { schema: { tags, querystring: ListPaymentsQuery, response: responses({ 200: PaymentListSchema }) } },
      async (request) => {
        const query = splitPageQuery(request.query)
        const page = await payments.list(tenantOf(request), listFiltersOf(query.filters), query.page)
        return { pagination: paginationOf(page, request.apiVersion), results: page.items }
      },
    )

    app.get('/payments/:id', { schema: { tags, params: IdParams, response: paymentResponse } }, (request) =>
      payments.get(tenantOf(request), request.params.id),
    )

    app.post(
      '/payments/:id/authorized',
      {
        config,
        schema: {
          tags,
          description: 'Holds the funds of internal origins.',
          params: IdParams,
          response: paymentResponse,
        },
      },
      (request) => payments.authorize(tenantOf(request), request.params.id, transactionScopeOf(request)),
    )

    app.post(
      '/payments/:id/captured',
      {
        config,
        schema: {
          tags,
          description: 'Captures the payment; internal-only payments complete at once.',
          params: IdParams,
          response: paymentResponse,
        },
      },
      (request) => payments.capture(tenantOf(request), request.params.id, transactionScopeOf(request)),
    )

    app.post(
      '/payments/:id/review',
      {
        config,
        schema: {
          tags,
          description: 'Approves (captures) or rejects (fails) a payment in REQUIRES_REVIEW.',
          params: IdParams,
          body: ReviewBody,
          response: paymentResponse,
        },
      },
      (request) =>
        payments.review(tenantOf(request), request.params.id, request.body, transactionScopeOf(request)),
    )

    app.post(
      '/payments/:id/refund',
      {
        config,
        schema: {
          tags,
          description: 'Reverses a received payment in full.',
          params: IdParams,
          response: paymentResponse,
        },
      },
      (request) => payments.refund(tenantOf(request), request.params.id, transactionScopeOf(request)),
    )

    app.post(
      '/payments/received',
      {
        config,
        schema: {
          tags,
          description:
            'The provider notification (in the sandbox, its simulation): RECEIVED by default, or FAILED.',
          body: ReceivedBody,
          response: paymentResponse,
        },
      },
      (request) => payments.notify(tenantOf(request), request.body, transactionScopeOf(request)),
    )

    app.post(
      '/settlement/transactions',
      {
        schema: {
          tags: ['Settlement'],
          description: 'Reconciles provider records with received payments; returns the problems found.',
          body: SettlementBody,
          response: responses({ 200: Type.Array(Type.String()) }),
        },
      },
      (request) => payments.settle(tenantOf(request), request.body),
    )

    app.post(
      '/payment-attempts',
      {
        preValidation: cardNumbers,
        schema: {
          tags,
          description: 'Validates and quotes a payment without moving money.',
          body: CreatePaymentBody,
          response: responses({ 201: PaymentSchema }),
        },
      },
      async (request, reply) =>
        reply.code(201).send(await payments.createAttempt(tenantOf(request), request.body)),
    )

    app.get(
      '/payment-attempts',
      { schema: { tags, querystring: ListPaymentsQuery, response: responses({ 200: AttemptListSchema }) } },
      async (request) => {
        const query = splitPageQuery(request.query)
        const page = await payments.list(tenantOf(request), listFiltersOf(query.filters), query.page, true)
        return {
          data: page.items,
          pagination: { ...paginationOf(page, request.apiVersion), results: page.items },
        }
      },
    )

    app.get(
      '/payment-attempts/:id',
      { schema: { tags, params: IdParams, response: paymentResponse } },
      (request) => payments.get(tenantOf(request), request.params.id, true),
    )
  }
}
