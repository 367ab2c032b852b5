import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { CRYPTO_CURRENCIES, currencyScale, isCurrencyCode } from '../../src/shared/currencies.js'

// The ISO 4217 list one XML that currency-codes ships, read directly so the catalogue is checked against
// the published minor units rather than against the library's own conversion of them.
function isoListOne(): Map<string, string> {
  const path = createRequire(import.meta.url).resolve('currency-codes/iso-4217-list-one.xml')
  const minorUnits = new Map<string, string>()
  for (const [entry] of readFileSync(path, 'utf8').matchAll(/<CcyNtry>[\s\S]*?<\/CcyNtry>/g)) {
    const code = /<Ccy>([A-Z]{3})<\/Ccy>/.exec(entry)?.[1]
    const units = /<CcyMnrUnts>([^<]+)<\/CcyMnrUnts>/.exec(entry)?.[1]
    if (code !== undefined && units !== undefined) minorUnits.set(code, units)
  }
  return minorUnits
}

describe('CRYPTO_CURRENCIES', () => {
  it('lists the supported stablecoins', () => {
    expect(CRYPTO_CURRENCIES).toEqual(['USDC', 'USDT'])
  })
})

describe('currencyScale', () => {
  it.each([
    ['CLP', 0],
    ['USD', 2],
    ['BHD', 3],
    ['COP', 2],
    ['JPY', 0],
    ['EUR', 2],
    ['BRL', 2],
    ['KWD', 3],
    ['ISK', 0],
    ['XAF', 0],
    ['XOF', 0],
    ['XCD', 2],
    ['CLF', 4],
    ['UYW', 4],
    ['USDC', 6],
    ['USDT', 6],
  ])('%s has %i decimals', (code, scale) => {
    expect(isCurrencyCode(code)).toBe(true)
    expect(currencyScale(code)).toBe(scale)
  })

  it.each(['usd', 'XAU', 'XXX', 'FOO', '', 'constructor'])('throws for unknown code %j', (code) => {
    expect(() => currencyScale(code)).toThrow(/unknown currency code/)
  })
})

describe('isCurrencyCode', () => {
  it.each([
    'usd',
    'Usd',
    'usdc',
    'US',
    'USDD',
    ' USD',
    'USD ',
    '',
    'ABC',
    'HRK', // withdrawn when Croatia adopted the euro
    '__proto__',
    'constructor',
    'toString',
  ])('rejects %j', (code) => {
    expect(isCurrencyCode(code)).toBe(false)
  })

  it.each(['XAG', 'XAU', 'XPD', 'XPT', 'XBA', 'XBB', 'XBC', 'XBD', 'XDR', 'XSU', 'XUA', 'XTS', 'XXX'])(
    'excludes %s, which has no minor units',
    (code) => {
      expect(isCurrencyCode(code)).toBe(false)
    },
  )

  it('matches the published ISO 4217 list: codes with minor units at their scale, N.A. codes excluded', () => {
    const published = isoListOne()
    expect(published.size).toBeGreaterThan(150)
    for (const [code, units] of published) {
      if (units === 'N.A.') {
        expect(isCurrencyCode(code), code).toBe(false)
      } else {
        expect(isCurrencyCode(code), code).toBe(true)
        expect(String(currencyScale(code)), code).toBe(units)
      }
    }
  })
})
