import { describe, expect, it } from 'vitest'
import { allowedValuesViolations, computeFees, matchesFilter } from '../../src/modules/rules/fees.js'
import { formatAmount, parseAmount } from '../../src/shared/money.js'
import type {
  AllowedValuesRuleDefinition,
  FeeRule,
  FeeRuleDefinition,
  FilterEntry,
  PaymentContext,
  RuleSet,
} from '../../src/modules/rules/rule-set.js'

let sequence = 0
function feeRule(feeRule: FeeRule, filter: FilterEntry[] | null = null): FeeRuleDefinition {
  sequence += 1
  return {
    id: `fee-${sequence}`,
    identityId: 'identity',
    target: 'TRANSACTION',
    overwrites: false,
    filter,
    type: 'FEE',
    feeRule,
  }
}

function allowedRule(
  allowedValuesRule: AllowedValuesRuleDefinition['allowedValuesRule'],
  filter: FilterEntry[] | null = null,
): AllowedValuesRuleDefinition {
  sequence += 1
  return {
    id: `allowed-${sequence}`,
    identityId: 'identity',
    target: 'TRANSACTION',
    overwrites: false,
    filter,
    type: 'ALLOWED_VALUES',
    allowedValuesRule,
  }
}

const fees = (...rules: FeeRuleDefinition[]): RuleSet => ({ fees: rules, allowedValues: [] })
const allowed = (...rules: AllowedValuesRuleDefinition[]): RuleSet => ({ fees: [], allowedValues: rules })

const usdPurchase: PaymentContext = {
  transactionType: 'PURCHASE',
  currency: 'USD',
  purchaseCurrency: 'USD',
  product: 'USD:USD',
  paymentMethod: 'ACH',
  country: 'USA',
}
const clpPurchase: PaymentContext = {
  transactionType: 'PURCHASE',
  currency: 'CLP',
  purchaseCurrency: 'CLP',
  product: 'CLP:CLP',
  paymentMethod: 'WEBPAY',
  country: 'CHL',
  destinationType: 'ACCOUNT',
}

describe('computeFees', () => {
  it('charges 2.5% of 19.99 USD as 0.50 (49.975 cents rounds half-up)', () => {
    const rules = fees(feeRule({ feeType: 'PERCENTAGE', value: '2.5', description: 'Card processing' }))
    expect(computeFees(rules, usdPurchase, { amount: 1999n, currency: 'USD' })).toEqual([
      { name: 'Card processing', type: 'PERCENTAGE', value: '2.5', amount: '0.50', currency: 'USD' },
    ])
  })

  it('charges 0.5% of 1900.00 as 9.50, leaving the reference’s 1890.50', () => {
    const rules = fees(feeRule({ feeType: 'PERCENTAGE', value: '0.5' }))
    const [fee] = computeFees(rules, usdPurchase, { amount: 190000n, currency: 'USD' })
    expect(fee).toEqual({
      name: 'PERCENTAGE fee',
      type: 'PERCENTAGE',
      value: '0.5',
      amount: '9.50',
      currency: 'USD',
    })
    const charged = parseAmount(fee!.amount, 'USD')
    expect(charged.ok && formatAmount(190000n - charged.minor, 'USD')).toBe('1890.50')
  })

  it('rounds half-up at the currency scale: 0.5% of 1.00 USD is 0.01, 2.5% of 1990 CLP is 50', () => {
    const rules = fees(feeRule({ feeType: 'PERCENTAGE', value: '0.5' }))
    expect(computeFees(rules, usdPurchase, { amount: 100n, currency: 'USD' })[0]!.amount).toBe('0.01')
    expect(computeFees(rules, usdPurchase, { amount: 99n, currency: 'USD' })[0]!.amount).toBe('0.00')
    const clp = fees(feeRule({ feeType: 'PERCENTAGE', value: '2.5' }))
    expect(computeFees(clp, clpPurchase, { amount: 1990n, currency: 'CLP' })[0]!.amount).toBe('50')
    expect(computeFees(clp, clpPurchase, { amount: 1970n, currency: 'CLP' })[0]!.amount).toBe('49')
  })

  it('rounds each fee on its own: two 0.5% fees on 1.01 USD are 0.01 each', () => {
    const rules = fees(
      feeRule({ feeType: 'PERCENTAGE', value: '0.5', description: 'first' }),
      feeRule({ feeType: 'PERCENTAGE', value: '0.5', description: 'second' }),
    )
    // 0.5% of 1.01 is 0.00505: each fee rounds to 0.01, where rounding the 1% total would give 0.01 once.
    const charged = computeFees(rules, usdPurchase, { amount: 101n, currency: 'USD' })
    expect(charged.map((f) => [f.name, f.amount])).toEqual([
      ['first', '0.01'],
      ['second', '0.01'],
    ])
  })

  it('charges a FIXED 300 CLP fee on a CLP payment', () => {
    const rules = fees(feeRule({ feeType: 'FIXED', value: '300', currency: 'CLP', description: 'Flat' }))
    expect(computeFees(rules, clpPurchase, { amount: 15000n, currency: 'CLP' })).toEqual([
      { name: 'Flat', type: 'FIXED', value: '300', amount: '300', currency: 'CLP' },
    ])
  })

  it('charges a FIXED fee at the base currency’s scale', () => {
    const rules = fees(feeRule({ feeType: 'FIXED', value: '0.30', currency: 'USD' }))
    expect(computeFees(rules, usdPurchase, { amount: 1000n, currency: 'USD' })).toEqual([
      { name: 'FIXED fee', type: 'FIXED', value: '0.30', amount: '0.30', currency: 'USD' },
    ])
  })

  it('does not apply a FIXED USD fee to a CLP payment, while a percentage fee still applies', () => {
    const rules = fees(
      feeRule({ feeType: 'FIXED', value: '0.30', currency: 'USD' }),
      feeRule({ feeType: 'PERCENTAGE', value: '1' }),
    )
    expect(computeFees(rules, clpPurchase, { amount: 15000n, currency: 'CLP' })).toEqual([
      { name: 'PERCENTAGE fee', type: 'PERCENTAGE', value: '1', amount: '150', currency: 'CLP' },
    ])
  })

  it('applies a rule only when every filter entry equals the payment’s value', () => {
    const rules = fees(
      feeRule({ feeType: 'FIXED', value: '100', currency: 'CLP', description: 'webpay' }, [
        { name: 'paymentMethod', value: 'WEBPAY' },
      ]),
      feeRule({ feeType: 'FIXED', value: '200', currency: 'CLP', description: 'webpay purchase in CHL' }, [
        { name: 'paymentMethod', value: 'WEBPAY' },
        { name: 'transactionType', value: 'PURCHASE' },
        { name: 'country', value: 'CHL' },
      ]),
      feeRule({ feeType: 'FIXED', value: '300', currency: 'CLP', description: 'etpay' }, [
        { name: 'paymentMethod', value: 'ETPAY' },
      ]),
      feeRule({ feeType: 'FIXED', value: '400', currency: 'CLP', description: 'webpay topup' }, [
        { name: 'paymentMethod', value: 'WEBPAY' },
        { name: 'transactionType', value: 'TOPUP_ACCOUNT' },
      ]),
      feeRule({ feeType: 'FIXED', value: '500', currency: 'CLP', description: 'empty filter' }, []),
    )
    const names = computeFees(rules, clpPurchase, { amount: 15000n, currency: 'CLP' }).map((f) => f.name)
    expect(names).toEqual(['webpay', 'webpay purchase in CHL', 'empty filter'])
  })

  it('charges nothing without matching rules', () => {
    expect(computeFees(fees(), usdPurchase, { amount: 1000n, currency: 'USD' })).toEqual([])
  })
})

describe('matchesFilter', () => {
  it('matches every payment with a null or empty filter', () => {
    expect(matchesFilter(null, usdPurchase)).toBe(true)
    expect(matchesFilter([], usdPurchase)).toBe(true)
  })

  it('never matches a filter on an attribute the payment does not carry', () => {
    expect(matchesFilter([{ name: 'country', value: 'USA' }], { ...usdPurchase, country: undefined })).toBe(
      false,
    )
    expect(matchesFilter([{ name: 'country', value: 'USA' }], usdPurchase)).toBe(true)
  })

  it('compares each named attribute exactly', () => {
    expect(matchesFilter([{ name: 'product', value: 'USD:USD' }], usdPurchase)).toBe(true)
    expect(matchesFilter([{ name: 'purchaseCurrency', value: 'CLP' }], usdPurchase)).toBe(false)
    expect(matchesFilter([{ name: 'currency', value: 'usd' }], usdPurchase)).toBe(false)
  })
})

describe('allowedValuesViolations', () => {
  it('finds nothing when the payment’s value is allowed', () => {
    const rules = allowed(allowedRule({ key: 'paymentMethod', allowedValues: ['ETPAY', 'WEBPAY'] }))
    expect(allowedValuesViolations(rules, clpPurchase)).toEqual([])
  })

  it('names the rule, the key, the refused value and what is allowed', () => {
    const rule = allowedRule({ key: 'paymentMethod', allowedValues: ['ETPAY', 'FINTOC'] })
    expect(allowedValuesViolations(allowed(rule), clpPurchase)).toEqual([
      `rule ${rule.id}: paymentMethod WEBPAY is not allowed; allowed: ETPAY, FINTOC`,
    ])
  })

  it('counts a payment without the restricted attribute as a violation', () => {
    const rule = allowedRule({ key: 'destinationType', allowedValues: ['ACCOUNT'] })
    expect(allowedValuesViolations(allowed(rule), clpPurchase)).toEqual([])
    expect(allowedValuesViolations(allowed(rule), usdPurchase)).toEqual([
      `rule ${rule.id}: the payment has no destinationType; allowed: ACCOUNT`,
    ])
  })

  it('ignores rules whose filter does not match and reports one reason per broken rule', () => {
    const onlyUsd = allowedRule({ key: 'country', allowedValues: ['USA'] }, [
      { name: 'currency', value: 'USD' },
    ])
    const transactionTypes = allowedRule({ key: 'transactionType', allowedValues: ['P2P'] })
    const countries = allowedRule({ key: 'country', allowedValues: ['ARG', 'PER'] })
    const reasons = allowedValuesViolations(allowed(onlyUsd, transactionTypes, countries), clpPurchase)
    expect(reasons).toEqual([
      `rule ${transactionTypes.id}: transactionType PURCHASE is not allowed; allowed: P2P`,
      `rule ${countries.id}: country CHL is not allowed; allowed: ARG, PER`,
    ])
    expect(allowedValuesViolations(allowed(onlyUsd), { ...usdPurchase, country: 'CAN' })).toHaveLength(1)
  })
})
