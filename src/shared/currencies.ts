import { data as isoCurrencies } from 'currency-codes'

/** Stablecoins the platform settles in; not part of ISO 4217, so their scale is set here. */
export const CRYPTO_CURRENCIES: readonly string[] = Object.freeze(['USDC', 'USDT'])

// USDC and USDT are issued with 6 decimals on-chain; a smaller scale would make some balances unrepresentable.
const CRYPTO_SCALE = 6

// ISO 4217 gives these codes minor units "N.A." (precious metals, bond-market and fund units of account, SDR,
// Sucre, the testing code and "no currency"). currency-codes reports them as 0 digits, which would silently
// treat them as zero-decimal currencies, so they are left out: no payment can be denominated in them.
const WITHOUT_MINOR_UNITS: ReadonlySet<string> = new Set([
  'XAG',
  'XAU',
  'XBA',
  'XBB',
  'XBC',
  'XBD',
  'XDR',
  'XPD',
  'XPT',
  'XSU',
  'XTS',
  'XUA',
  'XXX',
])

// A Map rather than a lookup object so that names such as "constructor" are never mistaken for codes, and
// lookups stay case-sensitive (currency-codes' own code() upper-cases its input, which would accept "usd").
const SCALES: ReadonlyMap<string, number> = new Map([
  ...isoCurrencies
    .filter((record) => !WITHOUT_MINOR_UNITS.has(record.code))
    .map((record) => [record.code, record.digits] as const),
  ...CRYPTO_CURRENCIES.map((code) => [code, CRYPTO_SCALE] as const),
])

/** True for active ISO 4217 alphabetic codes that have minor units, and for the supported crypto codes. */
export function isCurrencyCode(code: string): boolean {
  return SCALES.has(code)
}

/** Number of decimal places of the currency's minor unit; throws on an unknown code. */
export function currencyScale(code: string): number {
  const scale = SCALES.get(code)
  if (scale === undefined) throw new Error(`unknown currency code: ${JSON.stringify(code)}`)
  return scale
}
