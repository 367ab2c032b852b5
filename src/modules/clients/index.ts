/**
 * Clients: the tenants of the platform, their credentials, and the access tokens they exchange
 * them for (POST /auth).
 *
 * Tables: clients.
 * Invariants: secrets and API keys are stored only as hashes; a token is bound to one client and
 * one environment.
 * Events: none.
 */
import type { Database } from '../../db/client.js'
import type { Clock } from '../../shared/clock.js'
import { authRoutes } from './auth.routes.js'
import { createClientsRepository } from './clients.repository.js'
import { createClientsService } from './clients.service.js'

export { clientsApiDocs } from './clients.openapi.js'

export type { ClientsService, ClientCredentials } from './clients.service.js'

export function createClientsModule(deps: {
  db: Database
  clock: Clock
  tokenSecret: string
  tokenTtlSeconds: number
}) {
  const service = createClientsService({ ...deps, repository: createClientsRepository(deps.db) })
  return { service, routes: authRoutes(service) }
}
