import { parseDecimal, type Decimal } from '../../shared/money.js'

/**
 * Units of each currency per US dollar. The sandbox ships these fixed rates; a deployment replaces
 * them with FX_RATES_PER_USD (a JSON object of the same shape) fed from its rate source.
 */
export const SANDBOX_UNITS_PER_USD: Readonly<Record<string, string>> = {
  USD: '1',
  USDC: '1',
  USDT: '1',
  EUR: '0.92',
  GBP: '0.79',
  CAD: '1.36',
  AUD: '1.52',
  CLP: '950',
  MXN: '17.5',
  COP: '4000',
  PEN: '3.75',
  BOB: '6.91',
  ARS: '1000',
  BRL: '5.2',
  PYG: '7300',
}

/** Rates carry ten decimals: enough that a conversion of any realistic amount is exact to the cent. */
const RATE_SCALE = 10

export type RateTable = Readonly<Record<string, string>>

/** Units of `to` per unit of `from` (half-up at ten decimals), or undefined when a currency has no rate. */
export function exchangeRate(from: string, to: string, table: RateTable): Decimal | undefined {
  if (from === to) return { digits: 1n, scale: 0 }
  const fromUnits = table[from] === undefined ? undefined : parseDecimal(table[from])
  const toUnits = table[to] === undefined ? undefined : parseDecimal(table[to])
  if (!fromUnits || !toUnits || fromUnits.digits === 0n) return undefined
  // to/from = (to.digits / 10^to.scale) / (from.digits / 10^from.scale), expressed at RATE_SCALE.
  const numerator = toUnits.digits * 10n ** BigInt(fromUnits.scale + RATE_SCALE)
  const denominator = fromUnits.digits * 10n ** BigInt(toUnits.scale)
  return { digits: (2n * numerator + denominator) / (2n * denominator), scale: RATE_SCALE }
}

/** A rate as text without trailing zeros: 0.0010526316, 950, 1. */
export function formatRate(rate: Decimal): string {
  const text = rate.digits.toString().padStart(rate.scale + 1, '0')
  if (rate.scale === 0) return text
  const whole = text.slice(0, -rate.scale)
  const fraction = text.slice(-rate.scale).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}
