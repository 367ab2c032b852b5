import { formatAmount, parseAmount, parseDecimal, percentageOf, type Minor } from '../../shared/money.js'
import type { Fee, FeeRuleDefinition, FilterEntry, PaymentContext, RuleSet } from './rule-set.js'

// How rules meet a payment. Pure functions over a rule set (rules.service.ts `rulesFor`) and the
// payment's attributes; rounding and matching are explained in docs/decisions/0010-rules.md.

/** A rule applies to a payment when every filter entry equals the payment's value for its name. */
export function matchesFilter(filter: readonly FilterEntry[] | null, context: PaymentContext): boolean {
  return (filter ?? []).every((entry) => context[entry.name] === entry.value)
}

/**
 * The fees the matching FEE rules charge on `base` (the purchase amount), in rule-set order. Each fee
 * is rounded on its own, half-up at the base currency's scale. A FIXED fee applies only to payments
 * in its own currency: its amount is never converted.
 */
export function computeFees(
  rules: RuleSet,
  context: PaymentContext,
  base: { amount: Minor; currency: string },
): Fee[] {
  const fees: Fee[] = []
  for (const rule of rules.fees) {
    if (!matchesFilter(rule.filter, context)) continue
    const amount = feeAmount(rule, base)
    if (amount === undefined) continue
    const { feeType, value, description } = rule.feeRule
    fees.push({
      name: description ?? `${feeType} fee`,
      type: feeType,
      value,
      amount: formatAmount(amount, base.currency),
      currency: base.currency,
    })
  }
  return fees
}

/** The fee in minor units of the base currency, or undefined when a FIXED fee is in another currency. */
function feeAmount(rule: FeeRuleDefinition, base: { amount: Minor; currency: string }): Minor | undefined {
  const { feeType, value, currency } = rule.feeRule
  if (feeType === 'PERCENTAGE') {
    const percent = parseDecimal(value)
    if (!percent) throw new Error(`rule ${rule.id}: stored percentage ${JSON.stringify(value)} is malformed`)
    return percentageOf(base.amount, percent)
  }
  if (currency !== base.currency) return undefined
  const parsed = parseAmount(value, currency)
  if (!parsed.ok) {
    throw new Error(`rule ${rule.id}: stored fixed fee ${JSON.stringify(value)} ${parsed.issue}`)
  }
  return parsed.minor
}

/**
 * One reason per matching ALLOWED_VALUES rule that the payment breaks; empty when it breaks none. A
 * payment that does not carry the restricted attribute at all (no country known, say) breaks the rule:
 * nothing shows its value is allowed.
 */
export function allowedValuesViolations(rules: RuleSet, context: PaymentContext): string[] {
  const reasons: string[] = []
  for (const rule of rules.allowedValues) {
    if (!matchesFilter(rule.filter, context)) continue
    const { key, allowedValues } = rule.allowedValuesRule
    const actual = context[key]
    if (actual !== undefined && allowedValues.includes(actual)) continue
    const allowed = allowedValues.join(', ')
    reasons.push(
      actual === undefined
        ? `rule ${rule.id}: the payment has no ${key}; allowed: ${allowed}`
        : `rule ${rule.id}: ${key} ${actual} is not allowed; allowed: ${allowed}`,
    )
  }
  return reasons
}
