import { currencyScale } from './currencies.js'

/** An amount as an integer count of the currency's minor units (cents for USD, pesos for CLP). */
export type Minor = bigint

export type ParseResult = { ok: true; minor: Minor } | { ok: false; issue: string }

/** An exact non-negative decimal, value = digits / 10^scale. For rates and percentages, never for money. */
export interface Decimal {
  digits: bigint
  scale: number
}

// The API grammar: digits, optionally a point followed by digits. JS `\d` is ASCII-only and `$` does not
// match before a trailing newline, so nothing but [0-9] and one '.' gets through.
const DECIMAL_TEXT = /^(\d+)(?:\.(\d+))?$/
// PostgreSQL prints NUMERIC with an optional '-' and never with an exponent; NaN and Infinity fail here.
const NUMERIC_TEXT = /^(-?)(\d+)(?:\.(\d+))?$/

const MALFORMED_AMOUNT = 'must be a decimal string like "10.50"'

function pow10(exponent: number): bigint {
  return 10n ** BigInt(exponent)
}

/**
 * Whole and fractional digit strings to minor units at `scale`, or undefined when a non-zero digit lies
 * beyond the scale. Zeros past the scale are accepted because they are not significant: '10.500' is exactly
 * the same value as '10.50', so clients that print a fixed number of decimals for every currency are not
 * rejected, while '10.505' USD would need a rounding the client never asked for.
 */
function scaledDigits(whole: string, fraction: string, scale: number): Minor | undefined {
  if (/[^0]/.test(fraction.slice(scale))) return undefined
  return BigInt(whole + fraction.slice(0, scale).padEnd(scale, '0'))
}

function formatScaled(value: bigint, scale: number): string {
  const sign = value < 0n ? '-' : ''
  const digits = (value < 0n ? -value : value).toString().padStart(scale + 1, '0')
  if (scale === 0) return sign + digits
  return `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`
}

/** Parses an API amount; the currency must be known (check isCurrencyCode first), otherwise this throws. */
export function parseAmount(text: string, currency: string): ParseResult {
  const scale = currencyScale(currency)
  const match = DECIMAL_TEXT.exec(text)
  if (!match) return { ok: false, issue: MALFORMED_AMOUNT }
  const minor = scaledDigits(match[1] ?? '', match[2] ?? '', scale)
  if (minor === undefined) return { ok: false, issue: `has more decimals than ${currency} allows (${scale})` }
  return { ok: true, minor }
}

/** Canonical text with exactly the currency's scale; a negative value gets a leading '-' (ledger views only). */
export function formatAmount(minor: Minor, currency: string): string {
  return formatScaled(minor, currencyScale(currency))
}

/** Reads a NUMERIC column; a value the currency cannot hold means a corrupted row, so this throws. */
export function fromNumeric(text: string, currency: string): Minor {
  const scale = currencyScale(currency)
  const match = NUMERIC_TEXT.exec(text)
  const magnitude = match ? scaledDigits(match[2] ?? '', match[3] ?? '', scale) : undefined
  if (!match || magnitude === undefined) {
    throw new Error(`stored amount ${JSON.stringify(text)} is not a valid ${currency} amount`)
  }
  return match[1] === '-' ? -magnitude : magnitude
}

/** NUMERIC text for storage, at the currency's scale so the column keeps the same precision as the API. */
export function toNumeric(minor: Minor, currency: string): string {
  return formatScaled(minor, currencyScale(currency))
}

export function parseDecimal(text: string): Decimal | undefined {
  const match = DECIMAL_TEXT.exec(text)
  if (!match) return undefined
  const fraction = match[2] ?? ''
  return { digits: BigInt((match[1] ?? '') + fraction), scale: fraction.length }
}

/**
 * numerator / denominator rounded half-up, i.e. half away from zero, for a positive denominator. Every
 * derived amount (fees, conversions) goes through here: half-up is the commercial rounding rule customers
 * reproduce by hand, and the contract requires the rule to be documented and tested. Adding half the
 * denominator to the magnitude before the truncating division rounds ties up without inspecting remainders.
 */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const magnitude = numerator < 0n ? -numerator : numerator
  const rounded = (2n * magnitude + denominator) / (2n * denominator)
  return numerator < 0n ? -rounded : rounded
}

/** percent % of amount, half-up: 2.5% of 1999 minor units is 49.975, which rounds to 50. */
export function percentageOf(amount: Minor, percent: Decimal): Minor {
  return divideHalfUp(amount * percent.digits, 100n * pow10(percent.scale))
}

/**
 * amount (minor units of fromCurrency) × rate, in minor units of toCurrency, half-up. The rate is units of
 * toCurrency per unit of fromCurrency; the scales are folded into one division so that rounding happens once.
 */
export function convert(amount: Minor, fromCurrency: string, rate: Decimal, toCurrency: string): Minor {
  const numerator = amount * rate.digits * pow10(currencyScale(toCurrency))
  return divideHalfUp(numerator, pow10(currencyScale(fromCurrency) + rate.scale))
}

export function sumMinor(values: readonly Minor[]): Minor {
  return values.reduce((total, value) => total + value, 0n)
}

/**
 * Splits amount into parts proportional to non-negative weights that sum exactly to amount (largest
 * remainder): every part starts at its exact share rounded toward zero, and the units left over go one each
 * to the parts with the largest remainders, earlier parts first on ties (the sort is stable), so no part is ever a whole unit away
 * from its exact share and the split is deterministic. A negative amount splits like its magnitude.
 */
export function allocate(amount: Minor, weights: readonly Minor[]): Minor[] {
  if (weights.some((weight) => weight < 0n)) throw new Error('allocation weights must not be negative')
  const totalWeight = sumMinor(weights)
  if (totalWeight === 0n) throw new Error('allocation needs at least one positive weight')

  const magnitude = amount < 0n ? -amount : amount
  const parts = weights.map((weight) => ({
    share: (magnitude * weight) / totalWeight,
    remainder: (magnitude * weight) % totalWeight,
  }))
  let leftover = magnitude - sumMinor(parts.map((part) => part.share))
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? 0 : a.remainder > b.remainder ? -1 : 1,
  )
  for (const part of byRemainder) {
    if (leftover === 0n) break
    part.share += 1n
    leftover -= 1n
  }
  return parts.map((part) => (amount < 0n ? -part.share : part.share))
}
