/**
 * Customers: the payers of a client (people or businesses who pay through payment links and
 * checkout), optionally owned by one of the client's identities, with free-text search.
 *
 * Tables: customers (its `search_text` column and trigram index are the search read model).
 * Invariants: phone prefix and number come together and form a possible E.164 number; document
 * type and number come together and the number fits the type; an owner, when set, was a live
 * identity of the same tenant; deleted customers are invisible to every read.
 * Events: none.
 */
import type { Database } from '../../db/client.js'
import type { Clock } from '../../shared/clock.js'
import { createCustomersRepository } from './customers.repository.js'
import { customersRoutes } from './customers.routes.js'
import { createCustomersService, type CustomerIdentities } from './customers.service.js'

export { customersApiDocs } from './customers.openapi.js'

export type { CustomersService } from './customers.service.js'
export type { Customer } from './customers.schemas.js'

export function createCustomersModule(deps: { db: Database; clock: Clock; identities: CustomerIdentities }) {
  const service = createCustomersService({ ...deps, repository: createCustomersRepository() })
  return { service, routes: customersRoutes(service) }
}
