import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { paginationOf, splitPageQuery } from '../../http/pagination.js'
import { tenantOf } from '../../http/request-context.js'
import { EmptyObject, IdParams, responses } from '../../shared/schemas.js'
import type { IdentitiesService } from './identities.service.js'
import {
  ChildrenBody,
  CreateIdentityBody,
  IdentityDataSchema,
  IdentityListSchema,
  IdentitySchema,
  ListIdentitiesQuery,
  PermissionDeleteQuery,
  PermissionParams,
  PermissionsBody,
  ScopeSchema,
  UpdateIdentityBody,
  BankAccountInput,
  BankAccountView,
  WithdrawalAccountListSchema,
  WithdrawalAccountParams,
} from './identities.schemas.js'

const tags = ['Identities']
/** SPEC.md: identity creation and permission operations require x-api-key and User-Agent. */
const strictAccess = { access: { apiKey: 'required', userAgent: 'required' } } as const

export function identitiesRoutes(identities: IdentitiesService): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/identities',
      {
        config: strictAccess,
        schema: { tags, body: CreateIdentityBody, response: responses({ 200: IdentitySchema }) },
      },
      (request) => identities.create(tenantOf(request), request.body),
    )

    app.get(
      '/identities',
      {
        schema: { tags, querystring: ListIdentitiesQuery, response: responses({ 200: IdentityListSchema }) },
      },
      async (request) => {
        const query = splitPageQuery(request.query)
        const page = await identities.list(tenantOf(request), query.filters, query.page)
        return {
          data: page.items,
          pagination: { ...paginationOf(page, request.apiVersion), results: page.items },
        }
      },
    )

    app.get(
      '/identities/parents/:id',
      {
        schema: {
          tags,
          description: 'The identities this identity is linked under as a child.',
          params: IdParams,
          response: responses({ 200: IdentityDataSchema }),
        },
      },
      async (request) => ({ data: await identities.parentsOf(tenantOf(request), request.params.id) }),
    )

    app.patch(
      '/identities/:id/deactivate',
      {
        schema: {
          tags,
          description: 'Deactivates the identity: its accounts neither send nor receive.',
          params: IdParams,
          response: responses({ 200: IdentitySchema }),
        },
      },
      (request) => identities.deactivate(tenantOf(request), request.params.id),
    )

    app.patch(
      '/identities/:id/reactivate',
      {
        schema: {
          tags,
          description: 'Reactivates a deactivated identity: its accounts work again.',
          params: IdParams,
          response: responses({ 200: IdentitySchema }),
        },
      },
      (request) => identities.reactivate(tenantOf(request), request.params.id),
    )

    app.get(
      '/identities/:id',
      { schema: { tags, params: IdParams, response: responses({ 200: IdentitySchema }) } },
      (request) => identities.get(tenantOf(request), request.params.id),
    )

    app.patch(
      '/identities/:id',
      {
        schema: {
          tags,
          params: IdParams,
          body: UpdateIdentityBody,
          response: responses({ 200: IdentitySchema }),
        },
      },
      (request) => identities.update(tenantOf(request), request.params.id, request.body),
    )

    app.delete(
      '/identities/:id',
      { schema: { tags, params: IdParams, response: responses({ 200: EmptyObject }) } },
      async (request) => {
        await identities.remove(tenantOf(request), request.params.id)
        return {}
      },
    )

    app.post(
      '/identities/:id/children',
      {
        schema: { tags, params: IdParams, body: ChildrenBody, response: responses({ 200: IdentitySchema }) },
      },
      (request) => identities.addChildren(tenantOf(request), request.params.id, request.body.children),
    )

    app.delete(
      '/identities/:id/children',
      {
        schema: { tags, params: IdParams, body: ChildrenBody, response: responses({ 200: IdentitySchema }) },
      },
      (request) => identities.removeChildren(tenantOf(request), request.params.id, request.body.children),
    )

    app.get(
      '/identities/:id/withdrawal-accounts',
      {
        schema: {
          tags,
          description: 'The bank accounts the identity can be paid out to.',
          params: IdParams,
          response: responses({ 200: WithdrawalAccountListSchema }),
        },
      },
      async (request) => ({
        withdrawalAccounts: await identities.listWithdrawalAccounts(tenantOf(request), request.params.id),
      }),
    )

    app.post(
      '/identities/:id/withdrawal-accounts',
      {
        schema: {
          tags,
          description: 'Saves a bank account as a payout destination, usable in payments by its id.',
          params: IdParams,
          body: BankAccountInput,
          response: responses({ 201: BankAccountView }),
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await identities.addWithdrawalAccount(tenantOf(request), request.params.id, request.body)),
    )

    app.delete(
      '/identities/:id/withdrawal-accounts/:accountId',
      {
        schema: {
          tags,
          description: 'Removes a saved withdrawal account.',
          params: WithdrawalAccountParams,
          response: responses({ 204: Type.Null() }),
        },
      },
      async (request, reply) => {
        const { id, accountId } = request.params
        await identities.removeWithdrawalAccount(tenantOf(request), id, accountId)
        return reply.code(204).send(null)
      },
    )

    app.post(
      '/identities/:id/permissions',
      {
        config: strictAccess,
        schema: { tags, params: IdParams, body: PermissionsBody, response: responses({ 201: EmptyObject }) },
      },
      async (request, reply) => {
        await identities.grantPermissions(tenantOf(request), request.params.id, request.body)
        return reply.code(201).send({})
      },
    )

    app.get(
      '/identities/:id/permissions',
      {
        config: strictAccess,
        schema: { tags, params: IdParams, response: responses({ 200: Type.Array(ScopeSchema) }) },
      },
      (request) => identities.listPermissions(tenantOf(request), request.params.id),
    )

    app.delete(
      '/identities/:id/permissions/:toRemoveId',
      {
        config: strictAccess,
        schema: {
          tags,
          params: PermissionParams,
          querystring: PermissionDeleteQuery,
          response: responses({ 204: Type.Null() }),
        },
      },
      async (request, reply) => {
        const { id, toRemoveId } = request.params
        await identities.revokePermission(tenantOf(request), id, toRemoveId, request.query.resource)
        return reply.code(204).send(null)
      },
    )
  }
}
