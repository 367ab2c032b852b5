import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { paginationOf, splitPageQuery } from '../../http/pagination.js'
import { tenantOf } from '../../http/request-context.js'
import { IdParams, responses } from '../../shared/schemas.js'
import type { RulesService } from './rules.service.js'
import { listFiltersOf } from './rules.query.js'
import { CreateRuleBody, ListRulesQuery, RuleListSchema, RuleSchema } from './rules.schemas.js'

const tags = ['Rules']

export function rulesRoutes(rules: RulesService): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/rules',
      {
        schema: {
          tags,
          description: 'Sets a FEE or ALLOWED_VALUES rule on an identity; it also applies to its children.',
          body: CreateRuleBody,
          response: responses({ 201: RuleSchema }),
        },
      },
      async (request, reply) => reply.code(201).send(await rules.create(tenantOf(request), request.body)),
    )

    app.get(
      '/rules',
      { schema: { tags, querystring: ListRulesQuery, response: responses({ 200: RuleListSchema }) } },
      async (request) => {
        const query = splitPageQuery(request.query)
        const page = await rules.list(tenantOf(request), listFiltersOf(query.filters), query.page)
        return { pagination: paginationOf(page, request.apiVersion), results: page.items }
      },
    )

    app.get(
      '/rules/:id',
      { schema: { tags, params: IdParams, response: responses({ 200: RuleSchema }) } },
      (request) => rules.get(tenantOf(request), request.params.id),
    )

    app.delete(
      '/rules/:id',
      { schema: { tags, params: IdParams, response: responses({ 204: Type.Null() }) } },
      async (request, reply) => {
        await rules.remove(tenantOf(request), request.params.id)
        return reply.code(204).send(null)
      },
    )
  }
}
