import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { splitCommaList } from '../../http/comma-list.js'
import { paginationOf, splitPageQuery } from '../../http/pagination.js'
import { tenantOf } from '../../http/request-context.js'
import { isAscending } from '../../shared/page.js'
import { IdParams, responses } from '../../shared/schemas.js'
import type { CustomersService } from './customers.service.js'
import {
  CreateCustomerBody,
  CustomerListSchema,
  CustomerSchema,
  ListCustomersQuery,
  UpdateCustomerBody,
} from './customers.schemas.js'

const tags = ['Customers']

export function customersRoutes(customers: CustomersService): FastifyPluginAsyncTypebox {
  return async (app) => {
    // SPEC.md: POST and PATCH answer 200 (the reference's 201 loses to it, CONTRACT.md).
    app.post(
      '/customers',
      { schema: { tags, body: CreateCustomerBody, response: responses({ 200: CustomerSchema }) } },
      (request) => customers.create(tenantOf(request), request.body),
    )

    app.get(
      '/customers',
      {
        schema: { tags, querystring: ListCustomersQuery, response: responses({ 200: CustomerListSchema }) },
      },
      async (request) => {
        const query = splitPageQuery(request.query)
        const { id, type, identityId, sort, ...rest } = query.filters
        const page = await customers.list(
          tenantOf(request),
          {
            ...rest,
            ids: splitCommaList(id),
            types: splitCommaList(type),
            identityIds: splitCommaList(identityId),
            ascending: isAscending(sort),
          },
          query.page,
        )
        return { pagination: paginationOf(page, request.apiVersion), results: page.items }
      },
    )

    app.get(
      '/customers/:id',
      { schema: { tags, params: IdParams, response: responses({ 200: CustomerSchema }) } },
      (request) => customers.get(tenantOf(request), request.params.id),
    )

    app.patch(
      '/customers/:id',
      {
        schema: {
          tags,
          params: IdParams,
          body: UpdateCustomerBody,
          response: responses({ 200: CustomerSchema }),
        },
      },
      (request) => customers.update(tenantOf(request), request.params.id, request.body),
    )

    app.delete(
      '/customers/:id',
      { schema: { tags, params: IdParams, response: responses({ 204: Type.Null() }) } },
      async (request, reply) => {
        await customers.remove(tenantOf(request), request.params.id)
        return reply.code(204).send(null)
      },
    )
  }
}
