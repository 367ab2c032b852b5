/**
 * Identities: users and organizations of a client, their parent/child links, the scopes
 * (permissions) one identity holds over another, deactivation, and saved withdrawal accounts.
 *
 * Tables: identities, identity_children, identity_permissions, identity_withdrawal_accounts.
 * Invariants: links and scopes only join live identities of one tenant; the child graph has no
 * cycles; an organization's document number is unique per tenant, a user's per email and per phone.
 * Events: none.
 */
import type { Database } from '../../db/client.js'
import type { Clock } from '../../shared/clock.js'
import { createIdentitiesRepository } from './identities.repository.js'
import { identitiesRoutes } from './identities.routes.js'
import { createIdentitiesService } from './identities.service.js'

export { identitiesApiDocs } from './identities.openapi.js'

export type {
  IdentitiesService,
  IdentityChange,
  IdentityChangeListener,
  IdentityRef,
} from './identities.service.js'
export { isDeactivated } from './identities.service.js'
export type { WithdrawalAccount } from './identities.schemas.js'

export function createIdentitiesModule(deps: { db: Database; clock: Clock }) {
  const service = createIdentitiesService({ ...deps, repository: createIdentitiesRepository() })
  return { service, routes: identitiesRoutes(service) }
}
