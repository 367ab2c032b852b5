import { currencyScale } from '../../shared/currencies.js'
import type { IssueList } from '../../shared/errors.js'
import {
  allocate,
  convert,
  formatAmount,
  parseAmount,
  parseDecimal,
  percentageOf,
  sumMinor,
  type Decimal,
  type Minor,
} from '../../shared/money.js'
import {
  RAILS,
  exchangeRate,
  formatRate,
  requiredFields,
  type NodeType,
  type RateTable,
} from '../payments/index.js'
import type { CreatePaymentLinkBody, PaymentConfig } from './payment-links.schemas.js'
import type { StoredItem } from './payment-links.tables.js'

/**
 * Item totals: each item's tax amount is computed from its FIXED or PERCENTAGE value (half-up)
 * when absent and must match when given; the item total is pre-tax plus tax; the link's amounts
 * are the sums. Problems go to `issues` under the item's path.
 */
export function priceItems(
  items: CreatePaymentLinkBody['items'],
  currency: string,
  issues: IssueList,
): { items: StoredItem[]; preTaxAmount: Minor; totalAmount: Minor } {
  const priced: StoredItem[] = []
  let preTaxSum = 0n
  let totalSum = 0n
  items.forEach((item, i) => {
    const path = `items[${i}]`
    const preTax = amountOf(item.preTaxAmount, currency, `${path}.preTaxAmount`, issues)
    if (preTax === 0n) issues.add(`${path}.preTaxAmount`, 'must be more than zero')
    let taxAmount = 0n
    let tax: StoredItem['tax'] = null
    if (item.tax) {
      if (item.tax.currency !== undefined && item.tax.currency !== currency) {
        issues.add(`${path}.tax.currency`, `must be the link currency ${currency}`)
      }
      const computed = taxOf(
        item.tax.type,
        item.tax.value,
        preTax ?? 0n,
        currency,
        `${path}.tax.value`,
        issues,
      )
      if (computed !== undefined && item.tax.amount !== undefined) {
        const given = amountOf(item.tax.amount, currency, `${path}.tax.amount`, issues)
        if (given !== undefined && given !== computed) {
          issues.add(
            `${path}.tax.amount`,
            `does not match the ${item.tax.type} tax: expected ${formatAmount(computed, currency)}`,
          )
        }
      }
      taxAmount = computed ?? 0n
      tax = {
        name: item.tax.name,
        type: item.tax.type,
        value: item.tax.value,
        amount: formatAmount(taxAmount, currency),
        currency,
      }
    }
    const total = (preTax ?? 0n) + taxAmount
    if (item.totalAmount !== undefined) {
      const given = amountOf(item.totalAmount, currency, `${path}.totalAmount`, issues)
      if (given !== undefined && given !== total) {
        issues.add(
          `${path}.totalAmount`,
          `must be preTaxAmount plus the tax amount: expected ${formatAmount(total, currency)}`,
        )
      }
    }
    preTaxSum += preTax ?? 0n
    totalSum += total
    priced.push({
      description: item.description,
      preTaxAmount: formatAmount(preTax ?? 0n, currency),
      totalAmount: formatAmount(total, currency),
      tax,
    })
  })
  return { items: priced, preTaxAmount: preTaxSum, totalAmount: totalSum }
}

function taxOf(
  type: 'FIXED' | 'PERCENTAGE',
  value: string,
  preTax: Minor,
  currency: string,
  field: string,
  issues: IssueList,
): Minor | undefined {
  if (type === 'FIXED') return amountOf(value, currency, field, issues)
  const percent = parseDecimal(value)
  if (!percent || percent.scale > 6) {
    issues.add(field, 'must be a percentage with at most 6 decimals')
    return undefined
  }
  if (percent.digits > 100n * 10n ** BigInt(percent.scale)) {
    issues.add(field, 'must be at most 100')
    return undefined
  }
  return percentageOf(preTax, percent)
}

export function amountOf(
  text: string,
  currency: string,
  field: string,
  issues: IssueList,
): Minor | undefined {
  const parsed = parseAmount(text, currency)
  if (!parsed.ok) {
    issues.add(field, parsed.issue)
    return undefined
  }
  return parsed.minor
}

/** How a payer pays a link with one method: in which currency, at what rate, how much. */
export interface MethodPlan {
  type: NodeType
  /** The currency the payer pays in: the link's when the rail takes it, else the rail's first with a rate. */
  purchaseCurrency: string
  rate: Decimal
  /** What the payer pays, in the purchase currency: the smallest amount whose conversion covers the total. */
  purchaseAmount: Minor
  /** What that converts to in the link currency (the total, or a hair more after rounding up). */
  grossAmount: Minor
  enabled: boolean
}

export function planMethod(
  type: NodeType,
  currency: string,
  total: Minor,
  rates: RateTable,
): MethodPlan | undefined {
  const def = RAILS[type]
  const candidates = def.currencies.includes(currency) ? [currency] : def.currencies
  for (const purchaseCurrency of candidates) {
    const rate = exchangeRate(purchaseCurrency, currency, rates)
    if (!rate) continue
    const purchaseAmount = costOf(total, purchaseCurrency, currency, rate)
    const grossAmount = convert(purchaseAmount, purchaseCurrency, rate, currency)
    const limit = def.payIn?.limits[purchaseCurrency]
    const scale = currencyScale(purchaseCurrency)
    const enabled =
      limit === undefined ||
      (purchaseAmount >= BigInt(limit.min) * 10n ** BigInt(scale) &&
        purchaseAmount <= BigInt(limit.max) * 10n ** BigInt(scale))
    return { type, purchaseCurrency, rate, purchaseAmount, grossAmount, enabled }
  }
  return undefined
}

/** The smallest purchase-currency amount whose conversion reaches `gross` (as the payments quote does). */
function costOf(gross: Minor, purchaseCurrency: string, currency: string, rate: Decimal): Minor {
  if (purchaseCurrency === currency) return gross
  const inverse = { digits: (10n ** BigInt(rate.scale + 12) + rate.digits - 1n) / rate.digits, scale: 12 }
  let cost = convert(gross, currency, inverse, purchaseCurrency)
  while (convert(cost, purchaseCurrency, rate, currency) < gross) cost += 1n
  return cost
}

/** The session's `paymentConfigs`: one entry per currency the payer can pay in. */
export function paymentConfigsOf(
  methods: readonly string[],
  currency: string,
  total: Minor,
  rates: RateTable,
): PaymentConfig[] {
  const configs = new Map<string, PaymentConfig>()
  for (const type of methods) {
    const plan = planMethod(type as NodeType, currency, total, rates)
    if (!plan) continue
    let config = configs.get(plan.purchaseCurrency)
    if (!config) {
      config = {
        currency: plan.purchaseCurrency,
        product: `${plan.purchaseCurrency}:${currency}`,
        exchangeRate: formatRate(plan.rate),
        paymentMethods: [],
      }
      configs.set(plan.purchaseCurrency, config)
    }
    config.paymentMethods.push({
      id: `${type.toLowerCase()}_${plan.purchaseCurrency.toLowerCase()}`,
      type,
      enabled: plan.enabled,
      requiredFields: requiredFields(RAILS[plan.type], 'payIn'),
      purchaseAmount: formatAmount(plan.purchaseAmount, plan.purchaseCurrency),
    })
  }
  return [...configs.values()]
}

/** Destination amounts for a payment grossing `gross`: as on the link, or shared pro rata after rounding. */
export function destinationAmounts(linkAmounts: readonly Minor[], gross: Minor): Minor[] {
  return sumMinor(linkAmounts) === gross ? [...linkAmounts] : allocate(gross, linkAmounts)
}
