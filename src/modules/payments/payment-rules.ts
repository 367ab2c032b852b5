import type { Database } from '../../db/client.js'
import { fromNumeric, type Minor } from '../../shared/money.js'
import type { Tenant } from '../../shared/tenant.js'
import {
  allowedValuesViolations,
  computeFees,
  type PaymentContext,
  type RuleSet,
  type RulesService,
} from '../rules/index.js'
import type { FeeLine } from './quote.js'

/** The rules engine as the payments engine applies it: fees when pricing, allowed values at capture. */
export function createPaymentRules(rules: RulesService) {
  return {
    /** The identity's rules, or undefined when it is not a live identity. */
    ruleSetOf: (executor: Database, tenant: Tenant, identityId: string) =>
      rules.rulesOfLiveIdentity(executor, tenant, identityId),

    feesFor(ruleSet: RuleSet, context: PaymentContext): (amount: Minor, currency: string) => FeeLine[] {
      return (amount, currency) =>
        computeFees(ruleSet, context, { amount, currency }).map((fee) => ({
          ...fee,
          amount: fromNumeric(fee.amount, fee.currency),
        }))
    },

    async reviewReasons(executor: Database, tenant: Tenant, identityId: string, context: PaymentContext) {
      return allowedValuesViolations(await rules.rulesFor(executor, tenant, identityId), context)
    },
  }
}

export type PaymentRules = ReturnType<typeof createPaymentRules>
