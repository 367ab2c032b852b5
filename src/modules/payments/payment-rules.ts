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
import { railCountryOf } from './rails/rails.catalogue.js'

type Node = Readonly<Record<string, unknown>> & { type: string }

/** A payment as rules see it, whether just asked for or stored. */
interface RuledPayment {
  type: string
  currency: string
  purchaseCurrency: string
  product: string
  origins: readonly Node[]
  destinations: readonly Node[]
}

/**
 * The attributes rules look at (decision 0010). `paymentMethod` is the first origin's node type;
 * `country` is the country the money leaves the platform through, or for a pay-in enters it by:
 * the first destination whose rail names one, else the first such origin.
 */
export function ruleContextOf(payment: RuledPayment): PaymentContext {
  const countries = [...payment.destinations, ...payment.origins].map(railCountryOf)
  return {
    transactionType: payment.type,
    currency: payment.currency,
    purchaseCurrency: payment.purchaseCurrency,
    product: payment.product,
    paymentMethod: payment.origins[0]?.type ?? '',
    destinationType: payment.destinations[0]?.type ?? '',
    country: countries.find((country) => country !== undefined),
  }
}

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
