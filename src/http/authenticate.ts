import type { FastifyRequest } from 'fastify'
import { AppError, unauthorized } from '../shared/errors.js'
import type { ClientsService } from '../modules/clients/index.js'

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  const text = Array.isArray(value) ? value[0] : value
  return text?.trim() || undefined
}

/**
 * Applies each route's access rules: the bearer token must be valid for this environment, an
 * `x-api-key` must be the caller's own whenever it is sent (and present where required), and
 * `User-Agent` must be present where required.
 */
export function createAuthenticationHook(clients: ClientsService) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const access = request.routeOptions.config.access ?? {}
    if (access.auth === 'public') return

    const authorization = headerValue(request, 'authorization')
    const match = authorization?.match(/^Bearer\s+(\S+)$/i)
    if (!match?.[1]) throw unauthorized('A bearer token is required in the Authorization header')
    request.tenant = clients.verifyToken(match[1], request.environment)

    const apiKey = headerValue(request, 'x-api-key')
    if (apiKey === undefined && access.apiKey === 'required') {
      throw unauthorized('The x-api-key header is required for this operation')
    }
    if (apiKey !== undefined && !(await clients.apiKeyBelongsTo(apiKey, request.tenant.clientId))) {
      throw unauthorized('The x-api-key does not belong to this client')
    }
    if (access.userAgent === 'required' && headerValue(request, 'user-agent') === undefined) {
      throw new AppError('bad_request', 'The User-Agent header is required for this operation', [
        { field: 'User-Agent', issue: 'header is required' },
      ])
    }
  }
}
