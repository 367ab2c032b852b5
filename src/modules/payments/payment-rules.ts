import type { Database } from '../../db/client.js'
import { fromNumeric, type Minor } from '../../shared/money.js'
import type { Tenant } from '../../shared/tenant.js'
import {
  allowedValuesViolations,
  computeFees,
  type PaymentContext,
  type RulesService,
} from '../rules/index.js'
import type { FeeLine } from './quote.js'

/** The rules engine as the payments engine applies it: fees when pricing, allowed values at capture. */
export function createPaymentRules(rules: RulesService) {
  return {
    async feesFor(
      executor: Database,
      tenant: Tenant,
      identityId: string,
      context: PaymentContext,
    ): Promise<(amount: Minor, currency: string) => FeeLine[]> {
      const ruleSet = await rules.rulesFor(executor, tenant, identityId)
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
