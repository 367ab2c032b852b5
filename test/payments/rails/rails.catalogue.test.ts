import { describe, expect, it } from 'vitest'
import { isCurrencyCode } from '../../../src/shared/currencies.js'
import { isCountryAlpha3 } from '../../../src/shared/validation/index.js'
import { BANK_COUNTRIES, bankIds, listBanks } from '../../../src/modules/payments/rails/banks.catalogue.js'
import {
  CURRENCIES,
  NODE_TYPES,
  nodeTypesFor,
  RAILS,
  railCountryOf,
} from '../../../src/modules/payments/rails/rails.catalogue.js'
import { fieldTree } from '../../../src/modules/payments/rails/rails.views.js'
import { validNode } from './rails.fixtures.js'

const SPECS = NODE_TYPES.flatMap((type) =>
  (['payIn', 'payOut'] as const).flatMap((direction) => {
    const spec = RAILS[type][direction]
    return spec === undefined ? [] : [{ type, direction, spec }]
  }),
)

describe('rails catalogue', () => {
  it('covers the 27 node types of SPEC.md', () => {
    expect(NODE_TYPES).toHaveLength(27)
    for (const type of NODE_TYPES) expect(RAILS[type].type).toBe(type)
  })

  it('gives each rail its own key, with the spellings SPEC.md names', () => {
    const keys = NODE_TYPES.map((type) => RAILS[type].key)
    expect(new Set(keys).size).toBe(keys.length)
    expect([RAILS.CRYPTO.key, RAILS.BANK_ACCOUNT.key, RAILS.FEDNOW.key]).toEqual(['wallet', 'bank', 'fedNow'])
  })

  it('follows the directions SPEC.md states', () => {
    const both = NODE_TYPES.filter((type) => RAILS[type].payIn && RAILS[type].payOut)
    expect(both).toEqual(['CRYPTO', 'ACCOUNT', 'PIX', 'CVU', 'SPEI', 'DAVIPLATA', 'NEQUI', 'ACH', 'FEDNOW'])
    expect(nodeTypesFor('payOut')).not.toContain('RTP')
    for (const type of ['BANK_ACCOUNT', 'BREB', 'WIRE', 'SEPA', 'FPE', 'SWIFT'] as const) {
      expect(RAILS[type].payIn, type).toBeUndefined()
    }
    for (const type of [
      'ETPAY',
      'FINTOC',
      'WEBPAY',
      'PSE',
      'BANCOLOMBIA',
      'DAVIVIENDA',
      'WOMPI',
      'LIGO',
    ] as const) {
      expect(RAILS[type].payOut, type).toBeUndefined()
    }
  })

  it('uses real currency and country codes', () => {
    for (const currency of CURRENCIES) expect(isCurrencyCode(currency), currency).toBe(true)
    for (const type of NODE_TYPES) {
      const { countries, currencies } = RAILS[type]
      expect(currencies.length, type).toBeGreaterThan(0)
      for (const currency of currencies) expect(CURRENCIES, type).toContain(currency)
      const listed = Array.isArray(countries) ? countries : []
      for (const country of listed) expect(isCountryAlpha3(country), country).toBe(true)
    }
  })

  it.each(SPECS)('$type $direction: limits cover every currency, min ≤ max', ({ type, spec }) => {
    expect(Object.keys(spec.limits).sort()).toEqual([...RAILS[type].currencies].sort())
    for (const { min, max } of Object.values(spec.limits)) {
      expect(min).toMatch(/^\d+$/)
      expect(max).toMatch(/^\d+$/)
      expect(BigInt(min) <= BigInt(max)).toBe(true)
    }
  })

  it.each(SPECS)('$type $direction: fields nest cleanly and value lists are not empty', ({ spec }) => {
    expect(() => fieldTree(spec.fields)).not.toThrow()
    for (const field of spec.fields) if (field.enum) expect(field.enum.length, field.path).toBeGreaterThan(0)
  })

  it('publishes the reference ARS range for PCT and BANK_ACCOUNT', () => {
    expect(RAILS.PCT.payIn?.limits.ARS).toEqual({ min: '10', max: '5000000' })
    expect(RAILS.BANK_ACCOUNT.payOut?.limits.ARS).toEqual({ min: '10', max: '5000000' })
  })

  it('keeps BANK_ACCOUNT country profiles consistent with the rail', () => {
    const rail = RAILS.BANK_ACCOUNT
    const profiles = rail.countryProfiles
    const paths = rail.payOut?.fields.map((field) => field.path) ?? []
    expect(profiles?.selector).toBe('country')
    expect(Object.keys(profiles?.byCountry ?? {})).toEqual(rail.countries)
    for (const [country, profile] of Object.entries(profiles?.byCountry ?? {})) {
      for (const currency of profile.currencies) expect(rail.currencies, country).toContain(currency)
      for (const path of Object.keys(profile.fields)) expect(paths, `${country} ${path}`).toContain(path)
      expect(profile.fields.bank?.enum, country).toEqual(listBanks(country).map((bank) => bank.code))
    }
    expect(profiles?.byCountry.ARG?.fields.accountNumber).toEqual({ format: 'cbu' })
  })

  it('takes bank ids from the banks catalogue', () => {
    const enumOf = (type: 'SPEI' | 'PSE' | 'BREB', direction: 'payIn' | 'payOut') =>
      RAILS[type][direction]?.fields.find((field) => field.path === 'bankId')?.enum
    expect(enumOf('SPEI', 'payOut')).toEqual(bankIds('MEX'))
    expect(enumOf('PSE', 'payIn')).toEqual(bankIds('COL'))
    expect(enumOf('BREB', 'payOut')).toEqual(bankIds('COL'))
  })

  it('names the country a node’s money crosses: its rail’s, or the one a multi-country node names', () => {
    const countryOf = (node: Record<string, unknown>) => railCountryOf(node as { type: string })
    expect(countryOf(validNode('ETPAY', 'payIn'))).toBe('CHL')
    expect(countryOf(validNode('SPEI', 'payOut'))).toBe('MEX')
    const bankAccount = validNode('BANK_ACCOUNT', 'payOut')
    expect(countryOf(bankAccount)).toBe('ARG')
    expect(countryOf({ ...bankAccount, bank: { ...(bankAccount.bank as object), country: 'CHL' } })).toBe(
      'CHL',
    )
    for (const unbound of [validNode('CARD', 'payIn'), validNode('SEPA', 'payOut'), { type: 'ACCOUNT' }]) {
      expect(countryOf(unbound)).toBeUndefined()
    }
  })
})

describe('banks catalogue', () => {
  it('lists 5 to 12 banks for every country with a bank rail', () => {
    const wanted = [
      'CHL',
      'COL',
      'MEX',
      'ARG',
      'PER',
      'BOL',
      'BRA',
      'PRY',
      'URY',
      'ECU',
      'CRI',
      'DOM',
      'PAN',
      'VEN',
    ]
    expect(BANK_COUNTRIES).toEqual(expect.arrayContaining([...wanted, 'AUS', 'CAN', 'USA']))
    for (const country of BANK_COUNTRIES) {
      const banks = listBanks(country)
      expect(banks.length, country).toBeGreaterThanOrEqual(5)
      expect(banks.length, country).toBeLessThanOrEqual(12)
      expect(new Set(banks.map((bank) => bank.code)).size, country).toBe(banks.length)
      for (const bank of banks) expect(bank.countryCode).toBe(country)
    }
  })

  it('starts Chile with the reference sample', () => {
    expect(listBanks('CHL').slice(0, 3)).toEqual([
      { code: 'BANCO_CHILE', name: 'BANCO DE CHILE', countryCode: 'CHL' },
      { code: 'BCI', name: 'BCI', countryCode: 'CHL' },
      { code: 'SANTANDER', name: 'BANCO SANTANDER', countryCode: 'CHL' },
    ])
  })

  it('gives every Colombian and Mexican bank its numeric rail id', () => {
    for (const country of ['COL', 'MEX']) {
      for (const bank of listBanks(country)) expect(bank.bankId, bank.code).toMatch(/^\d{4,5}$/)
    }
    expect(bankIds('MEX')).toContain('90646')
    expect(bankIds('COL')).toEqual(expect.arrayContaining(['1007', '1022']))
  })

  it('returns nothing for a country it does not cover', () => {
    expect(listBanks('JPN')).toEqual([])
    expect(listBanks('constructor')).toEqual([])
  })
})
