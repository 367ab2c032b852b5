/**
 * Accounts: identities' accounts as views over the double-entry ledger (./ledger), sub-accounts,
 * the platform's per-currency ESCROW and FEE accounts, and per-identity balances.
 *
 * Tables: accounts (here), ledger_accounts, ledger_transactions, ledger_postings, ledger_holds (ledger).
 * Invariants: postings balance per currency; balance = posted sum, availableFunds = balance − open
 * holds, never below zero; an account that is not ACTIVE, or whose owner is deactivated or
 * deleted, neither sends nor receives; an identity is deleted only with no money in its accounts;
 * account numbers are unique per tenant and carry a Luhn check digit.
 * Events: none.
 */
import type { Database } from '../../db/client.js'
import type { Clock } from '../../shared/clock.js'
import type { IdentitiesService } from '../identities/index.js'
import { createAccountsRepository } from './accounts.repository.js'
import { accountsRoutes } from './accounts.routes.js'
import { createAccountsService } from './accounts.service.js'
import { createLedgerRepository } from './ledger/ledger.repository.js'
import { createLedgerService } from './ledger/ledger.service.js'

export { accountsApiDocs } from './accounts.openapi.js'

export type { AccountsService } from './accounts.service.js'
export type { AccountRef, MovementAccounts, MovingAccount } from './accounts.service.js'
export type { Posting } from './ledger/postings.js'
export type { LedgerService, LockedAccounts } from './ledger/ledger.service.js'

export function createLedger(clock: Clock) {
  return createLedgerService({ repository: createLedgerRepository(), clock })
}

export function createAccountsModule(deps: { db: Database; clock: Clock; identities: IdentitiesService }) {
  const ledger = createLedger(deps.clock)
  const service = createAccountsService({ ...deps, ledger, repository: createAccountsRepository() })
  // A deactivated or deleted identity's accounts neither send nor receive; reactivation restores them.
  deps.identities.onChange(service.followOwner)
  return { service, ledger, routes: accountsRoutes(service) }
}
