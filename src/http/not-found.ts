import type { FastifyInstance } from 'fastify'
import FindMyWay, { type HTTPMethod } from 'find-my-way'
import { AppError } from '../shared/errors.js'

const METHODS: HTTPMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

/**
 * Unknown paths answer 404 and known paths with the wrong method 405 (with `Allow`), both in the
 * error envelope. Fastify only knows "no route", so every route is mirrored into a router that can
 * be asked which methods a concrete path has.
 */
export function registerNotFoundHandler(app: FastifyInstance): void {
  // As strict about a trailing slash as Fastify's router: `/identities/x/` is no route at all, so a
  // GET there is a 404, not a 405 that lists GET among the allowed methods.
  const known = FindMyWay()
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods) {
      if (METHODS.includes(method as HTTPMethod) && !known.hasRoute(method as HTTPMethod, route.url)) {
        known.on(method as HTTPMethod, route.url, () => undefined)
      }
    }
  })
  app.setNotFoundHandler((request) => {
    const path = request.url.split('?')[0] ?? '/'
    const allowed = METHODS.filter((method) => known.find(method, path) !== null)
    if (allowed.length > 0) {
      throw new AppError('method_not_allowed', `${request.method} is not allowed on ${path}`, allowed)
    }
    throw new AppError('not_found', `No route ${request.method} ${path}`)
  })
}
