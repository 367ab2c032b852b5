import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { alpha3ToAlpha2, isCountryAlpha3 } from '../../../src/shared/validation/countries.js'

describe('isCountryAlpha3', () => {
  it.each(['CHL', 'MEX', 'COL', 'BRA', 'ARG', 'PER', 'USA', 'CAN', 'GBR', 'DEU'])('accepts %s', (code) => {
    expect(isCountryAlpha3(code)).toBe(true)
  })

  it.each([
    ['lower case', 'chl'],
    ['mixed case', 'Chl'],
    ['alpha-2', 'CL'],
    ['unassigned', 'XXX'],
    ['the EU, which is not a country', 'EUR'],
    ['numeric', '152'],
    ['padded', ' CHL'],
    ['a prototype property name', 'constructor'],
    ['empty', ''],
  ])('rejects %s (%s)', (_reason, code) => {
    expect(isCountryAlpha3(code)).toBe(false)
  })

  it('rejects anything that is not three upper-case letters', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/^[A-Z]{3}$/.test(text)),
        (text) => {
          expect(isCountryAlpha3(text)).toBe(false)
        },
      ),
    )
  })
})

describe('alpha3ToAlpha2', () => {
  it.each([
    ['CHL', 'CL'],
    ['GBR', 'GB'],
    ['USA', 'US'],
    ['BRA', 'BR'],
  ])('maps %s to %s', (alpha3, alpha2) => {
    expect(alpha3ToAlpha2(alpha3)).toBe(alpha2)
  })

  it.each(['chl', 'XXX', 'CL', 'toString'])('has no alpha-2 for %s', (code) => {
    expect(alpha3ToAlpha2(code)).toBeUndefined()
  })
})
