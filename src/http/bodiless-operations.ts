import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import { invalidField } from '../shared/errors.js'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * An operation that declares no body (an action such as `captured` or `activate`) takes none, `{}`
 * or `null`: the reference's clients send `{}` to some of them. Any field sent is a mistake worth
 * reporting, never silently dropped. A preValidation hook added to every such route as it is
 * registered under this instance.
 */
export function refuseBodiesWhereNoneIsTaken(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.schema?.body !== undefined || !methodsOf(route).some((method) => WRITES.has(method))) return
    route.preValidation = [...hooksOf(route.preValidation), refuseBody]
  })
}

async function refuseBody(request: FastifyRequest): Promise<void> {
  const { body } = request
  if (body === undefined || body === null) return
  if (typeof body !== 'object' || Array.isArray(body) || Object.keys(body).length > 0) {
    throw invalidField('body', 'must be empty or {}: this operation takes no fields')
  }
}

const methodsOf = (route: RouteOptions): string[] => [route.method].flat()

const hooksOf = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : ([hooks].flat() as T[]))
