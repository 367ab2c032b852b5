/**
 * Rules: FEE rules (what a payment is charged) and ALLOWED_VALUES rules (which payments may go
 * through without review), set on identities and inherited by their descendants.
 *
 * Tables: rules.
 * Invariants: a rule belongs to a live identity of its tenant when created; a FEE rule carries a fee
 * rule and targets TRANSACTION, an ALLOWED_VALUES rule carries allowed values; filters and allowed
 * values name real currencies, countries, payment types and node types; deleted rules never apply.
 * Inheritance and rounding: docs/decisions/0010-rules.md. `fees.ts` holds the pure functions the
 * payments engine applies to the set `rulesFor` returns.
 * Events: none.
 */
import type { Database } from '../../db/client.js'
import type { Clock } from '../../shared/clock.js'
import type { IdentitiesService } from '../identities/index.js'
import { createRulesRepository } from './rules.repository.js'
import { rulesRoutes } from './rules.routes.js'
import { createRulesService, type RuleVocabulary } from './rules.service.js'

export { rulesApiDocs } from './rules.openapi.js'

export { allowedValuesViolations, computeFees, matchesFilter } from './fees.js'
export type {
  AllowedValuesRuleDefinition,
  Fee,
  FeeRuleDefinition,
  FilterEntry,
  PaymentContext,
  RuleDefinition,
  RuleSet,
} from './rule-set.js'
export type { RulesService, RuleVocabulary } from './rules.service.js'

export function createRulesModule(deps: {
  db: Database
  clock: Clock
  identities: IdentitiesService
  vocabulary: RuleVocabulary
}) {
  const service = createRulesService({ ...deps, repository: createRulesRepository() })
  return { service, routes: rulesRoutes(service) }
}
