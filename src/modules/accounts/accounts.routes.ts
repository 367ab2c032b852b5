import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { paginationOf, splitPageQuery } from '../../http/pagination.js'
import { tenantOf } from '../../http/request-context.js'
import { IdParams, responses } from '../../shared/schemas.js'
import { isAscending } from '../../shared/page.js'
import type { Tenant } from '../../shared/tenant.js'
import type { AccountsService } from './accounts.service.js'
import {
  AccountListSchema,
  AccountPageSchema,
  AccountParams,
  AccountSchema,
  BalancesQuery,
  BalancesSchema,
  CreateAccountBody,
  EscrowFeeBody,
  ListAccountsQuery,
  ListAccountsV2Query,
  UpdateAccountBody,
} from './accounts.schemas.js'

const tags = ['Accounts']

export function accountsRoutes(accounts: AccountsService): FastifyPluginAsyncTypebox {
  /** A page of either list of accounts, in the order its query asks for. */
  const listed = (tenant: Tenant, query: ListAccountsQuery | ListAccountsV2Query) => {
    const { filters, page } = splitPageQuery(query)
    const { sort, ...rest } = filters
    return accounts.list(tenant, { ...rest, ascending: isAscending(sort) }, page)
  }

  return async (app) => {
    app.post(
      '/accounts',
      { schema: { tags, body: CreateAccountBody, response: responses({ 200: AccountSchema }) } },
      (request) => accounts.create(tenantOf(request), request.body),
    )

    app.get(
      '/accounts',
      { schema: { tags, querystring: ListAccountsQuery, response: responses({ 200: AccountListSchema }) } },
      async (request) => {
        const page = await listed(tenantOf(request), request.query)
        return { pagination: { ...paginationOf(page, request.apiVersion), results: page.items } }
      },
    )

    app.get(
      '/accounts/v2',
      {
        schema: {
          tags,
          description: 'Lists one identity’s accounts, a page at a time.',
          querystring: ListAccountsV2Query,
          response: responses({ 200: AccountPageSchema }),
        },
      },
      async (request) => {
        const page = await listed(tenantOf(request), request.query)
        return {
          data: page.items,
          pagination: { ...paginationOf(page, request.apiVersion), results: page.items },
        }
      },
    )

    app.post(
      '/identities/:id/accounts/escrow-fee',
      {
        schema: {
          tags,
          description:
            'Ensures the identity’s ESCROW and FEE accounts in each of its currencies; repeatable.',
          params: IdParams,
          body: EscrowFeeBody,
          response: responses({ 204: Type.Null() }),
        },
      },
      async (request, reply) => {
        await accounts.ensureEscrowAndFee(tenantOf(request), request.params.id, request.body?.currencies)
        return reply.code(204).send(null)
      },
    )

    app.get(
      '/accounts/:id',
      {
        schema: {
          tags,
          description: 'Finds an account by its id or by its account number.',
          params: AccountParams,
          response: responses({ 200: AccountSchema }),
        },
      },
      (request) => accounts.get(tenantOf(request), request.params.id),
    )

    app.patch(
      '/accounts/:id',
      {
        schema: {
          tags,
          params: AccountParams,
          body: UpdateAccountBody,
          response: responses({ 200: AccountSchema }),
        },
      },
      (request) => accounts.update(tenantOf(request), request.params.id, request.body),
    )

    app.get(
      '/balances',
      {
        schema: {
          tags: ['Balances'],
          description: 'Totals per currency across the accounts of an identity.',
          querystring: BalancesQuery,
          response: responses({ 200: BalancesSchema }),
        },
      },
      (request) => accounts.balancesOf(tenantOf(request), request.query.identityId),
    )
  }
}
