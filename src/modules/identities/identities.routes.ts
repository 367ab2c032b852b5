import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { paginationOf, splitPageQuery } from '../../http/pagination.js'
import { tenantOf } from '../../http/request-context.js'
import { EmptyObject, IdParams, responses } from '../../shared/schemas.js'
import type { IdentitiesService } from './identities.service.js'
import {
  ChildrenBody,
  CreateIdentityBody,
  IdentityListSchema,
  IdentitySchema,
  ListIdentitiesQuery,
  PermissionDeleteQuery,
  PermissionParams,
  PermissionsBody,
  ScopeSchema,
  UpdateIdentityBody,
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
