import { allocate, convert, sumMinor, type Decimal, type Minor } from '../../shared/money.js'

/** A fee in minor units of the settlement currency, as the fee rules computed it. */
export interface FeeLine {
  name: string
  type: 'FIXED' | 'PERCENTAGE'
  value: string
  amount: Minor
  currency: string
}

export interface QuoteInput {
  purchaseCurrency: string
  currency: string
  /** Exactly one of the two is given. */
  purchaseAmount?: Minor | undefined
  totalAmount?: Minor | undefined
  /** Units of `currency` per unit of `purchaseCurrency`. */
  rate: Decimal
  /** The fees on a settlement-currency amount. */
  feesOn(amount: Minor): FeeLine[]
  /** Node amounts as sent (undefined when a node has none). */
  originAmounts: (Minor | undefined)[]
  destinationAmounts: (Minor | undefined)[]
}

export interface Quote {
  purchaseAmount: Minor
  /** What the origins pay, in the settlement currency. */
  grossAmount: Minor
  fees: FeeLine[]
  /** What the destinations receive: gross − fees. */
  totalAmount: Minor
  originAmounts: Minor[]
  destinationAmounts: Minor[]
  /** Each destination's share of the fees (its amountOut is amount − fee). */
  destinationFees: Minor[]
}

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; field: string; issue: string }

/**
 * Prices a payment (docs/decisions/0011-payments.md):
 * - with `purchaseAmount`, the destinations bear the fees: gross = purchaseAmount converted, and
 *   totalAmount = gross − fees;
 * - with `totalAmount`, the payer bears them: the fees are computed on totalAmount and added on
 *   top, and purchaseAmount is what that gross costs in the purchase currency (rounded up, so a
 *   conversion never delivers less than asked).
 * Fees are shared across destinations in proportion to their amounts, summing exactly.
 */
export function quotePayment(input: QuoteInput): QuoteResult {
  const sameCurrency = input.purchaseCurrency === input.currency
  let purchaseAmount: Minor
  let fees: FeeLine[]
  if (input.purchaseAmount !== undefined) {
    purchaseAmount = input.purchaseAmount
    fees = input.feesOn(convert(purchaseAmount, input.purchaseCurrency, input.rate, input.currency))
  } else {
    const total = input.totalAmount ?? 0n
    fees = input.feesOn(total)
    const gross = total + sumMinor(fees.map((f) => f.amount))
    purchaseAmount = sameCurrency ? gross : costOf(gross, input)
  }
  const grossAmount = convert(purchaseAmount, input.purchaseCurrency, input.rate, input.currency)
  const feeTotal = sumMinor(fees.map((f) => f.amount))
  const totalAmount = grossAmount - feeTotal
  if (grossAmount <= 0n) return { ok: false, field: 'purchaseAmount', issue: 'must be more than zero' }
  if (totalAmount <= 0n) return { ok: false, field: 'purchaseAmount', issue: 'does not cover the fees' }

  const originAmounts = splitSide(input.originAmounts, purchaseAmount)
  if (!originAmounts) {
    return { ok: false, field: 'origins', issue: 'node amounts must add up to the purchase amount' }
  }
  const destinationAmounts = splitSide(input.destinationAmounts, grossAmount)
  if (!destinationAmounts) {
    return {
      ok: false,
      field: 'destinations',
      issue: 'node amounts must add up to the payment amount before fees',
    }
  }
  const destinationFees =
    feeTotal === 0n ? destinationAmounts.map(() => 0n) : allocate(feeTotal, destinationAmounts)
  return {
    ok: true,
    quote: {
      purchaseAmount,
      grossAmount,
      fees,
      totalAmount,
      originAmounts,
      destinationAmounts,
      destinationFees,
    },
  }
}

/** The smallest purchase-currency amount whose conversion reaches `gross`. */
function costOf(gross: Minor, input: QuoteInput): Minor {
  // Invert the conversion with exact integers, then step up past any rounding shortfall.
  let cost = convert(gross, input.currency, invert(input.rate), input.purchaseCurrency)
  while (convert(cost, input.purchaseCurrency, input.rate, input.currency) < gross) cost += 1n
  return cost
}

function invert(rate: Decimal): Decimal {
  const scale = 12
  const numerator = 10n ** BigInt(rate.scale + scale)
  return { digits: (numerator + rate.digits - 1n) / rate.digits, scale }
}

/**
 * One node takes the whole side unless it says otherwise; several nodes must each carry an amount,
 * and the amounts must add up exactly.
 */
function splitSide(amounts: (Minor | undefined)[], whole: Minor): Minor[] | undefined {
  if (amounts.length === 1) return amounts[0] === undefined || amounts[0] === whole ? [whole] : undefined
  if (amounts.some((a) => a === undefined)) return undefined
  const given = amounts as Minor[]
  return sumMinor(given) === whole ? given : undefined
}
