/**
 * What the payments engine works with: the rules that apply to one identity, sorted out by type and
 * inheritance (docs/decisions/0010-rules.md). Pure data and functions; no database.
 */

export const RULE_TYPES = ['FEE', 'ALLOWED_VALUES'] as const
export type RuleType = (typeof RULE_TYPES)[number]

export const RULE_TARGETS = ['IDENTITY', 'TRANSACTION'] as const
export type RuleTarget = (typeof RULE_TARGETS)[number]

export const FEE_TYPES = ['FIXED', 'PERCENTAGE'] as const
export type FeeType = (typeof FEE_TYPES)[number]

/** Payment attributes a rule's filter can name (REFERENCE.md §5.6). */
export const FILTER_NAMES = [
  'paymentMethod',
  'currency',
  'purchaseCurrency',
  'transactionType',
  'country',
  'product',
] as const
export type FilterName = (typeof FILTER_NAMES)[number]

/** Attributes an ALLOWED_VALUES rule can restrict: the filter names and the destination node type. */
export const ALLOWED_VALUES_KEYS = [...FILTER_NAMES, 'destinationType'] as const
export type AllowedValuesKey = (typeof ALLOWED_VALUES_KEYS)[number]

export interface FilterEntry {
  name: FilterName
  value: string
}

export interface FeeRule {
  feeType: FeeType
  /** PERCENTAGE: percent of the base amount ("2.5" is 2.5 %). FIXED: units of `currency`, at its scale. */
  value: string
  /** Present exactly on FIXED fees. */
  currency?: string | undefined
  description?: string | undefined
}

export interface AllowedValuesRule {
  key: AllowedValuesKey
  allowedValues: string[]
}

interface RuleBase {
  id: string
  /** The identity the rule was created on (the rule set of a child holds its ancestors' rules). */
  identityId: string
  target: RuleTarget
  overwrites: boolean
  /** Every entry must equal the payment's value for its name; null or empty matches every payment. */
  filter: FilterEntry[] | null
}

export interface FeeRuleDefinition extends RuleBase {
  type: 'FEE'
  feeRule: FeeRule
}

export interface AllowedValuesRuleDefinition extends RuleBase {
  type: 'ALLOWED_VALUES'
  allowedValuesRule: AllowedValuesRule
}

export type RuleDefinition = FeeRuleDefinition | AllowedValuesRuleDefinition

/** The rules in force for one identity: the nearest identity's first, oldest first within a level. */
export interface RuleSet {
  fees: FeeRuleDefinition[]
  allowedValues: AllowedValuesRuleDefinition[]
}

/** The payment attributes rules look at. */
export interface PaymentContext {
  transactionType: string
  currency: string
  purchaseCurrency: string
  /** `PURCHASECURRENCY:CURRENCY`, as the payment's `product`. */
  product: string
  /** The origin node type. */
  paymentMethod: string
  country?: string | undefined
  destinationType?: string | undefined
}

/** SPEC.md's Fee object. */
export interface Fee {
  name: string
  type: FeeType
  value: string
  /** The fee charged, at the currency's scale. */
  amount: string
  currency: string
}

/**
 * The rule set of an identity from the rules defined along its ancestry. `levels[0]` holds the
 * identity's own rules, `levels[1]` its parents' rules, `levels[2]` its grandparents', and so on.
 *
 * Each type is inherited on its own: walking up, every level's rules of the type apply, and a level
 * where some identity has an overwriting rule of the type is the last one that contributes rules of
 * that type. An overwriting FEE rule therefore hides fees defined further up but never their
 * ALLOWED_VALUES rules, and the reverse.
 */
export function ruleSetOf(levels: readonly (readonly RuleDefinition[])[]): RuleSet {
  const fees: FeeRuleDefinition[] = []
  const allowedValues: AllowedValuesRuleDefinition[] = []
  let feesOpen = true
  let allowedValuesOpen = true
  for (const level of levels) {
    if (!feesOpen && !allowedValuesOpen) break
    const levelFees = level.filter((rule) => rule.type === 'FEE')
    const levelAllowedValues = level.filter((rule) => rule.type === 'ALLOWED_VALUES')
    if (feesOpen) {
      fees.push(...levelFees)
      feesOpen = !levelFees.some((rule) => rule.overwrites)
    }
    if (allowedValuesOpen) {
      allowedValues.push(...levelAllowedValues)
      allowedValuesOpen = !levelAllowedValues.some((rule) => rule.overwrites)
    }
  }
  return { fees, allowedValues }
}
