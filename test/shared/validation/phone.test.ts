import { describe, expect, it } from 'vitest'
import { checkPhone } from '../../../src/shared/validation/phone.js'

const NOT_E164 = "must be in E.164 format: '+', the country calling code and the number, digits only"

describe('checkPhone', () => {
  it.each([
    '+56221234567',
    '+12015550123',
    '+15062345678',
    '+5511961234567',
    '+5491123456789',
    '+447400123456',
    // Possible but unassigned ranges: common in test data, accepted on purpose.
    '+56912345678',
    '+12025550123',
  ])('accepts %s', (phone) => {
    expect(checkPhone(phone)).toBeNull()
  })

  it.each([
    ['spaces', '+56 2 2123 4567'],
    ['dashes', '+1-201-555-0123'],
    ['no plus', '56221234567'],
    ['international 00 prefix', '0056221234567'],
    ['calling code starting with 0', '+056221234567'],
    ['more than 15 digits', '+5622123456789012'],
    ['letters', '+5622123ABCD'],
    ['trailing newline', '+56221234567\n'],
    ['empty', ''],
  ])('requires E.164 form: rejects %s (%s)', (_reason, phone) => {
    expect(checkPhone(phone)).toBe(NOT_E164)
  })

  it.each([
    ['too short for Chile', '+5622123'],
    ['too long for Brazil', '+55119612345678'],
    ['unassigned calling code', '+999123456'],
  ])('rejects a well-formed but impossible number: %s (%s)', (_reason, phone) => {
    expect(checkPhone(phone)).toBe('is not a valid phone number')
  })

  describe('with a country', () => {
    it.each([
      ['+56221234567', 'CHL'],
      ['+12015550123', 'USA'],
      ['+15062345678', 'CAN'],
      ['+15062345678', 'USA'],
      ['+12015550123', 'CAN'],
      ['+5511961234567', 'BRA'],
    ])('accepts %s for %s', (phone, country) => {
      expect(checkPhone(phone, country)).toBeNull()
    })

    it('rejects a number whose calling code belongs to another country, naming both codes', () => {
      expect(checkPhone('+12015550123', 'CHL')).toBe(
        'country calling code +1 does not match country CHL (+56)',
      )
      expect(checkPhone('+56221234567', 'ARG')).toBe(
        'country calling code +56 does not match country ARG (+54)',
      )
    })

    it('still reports the format first', () => {
      expect(checkPhone('+56 2 2123 4567', 'CHL')).toBe(NOT_E164)
    })

    // The country field is validated on its own; a phone cannot be judged against an unknown country.
    it.each(['XXX', 'chl', 'CL'])(
      'skips the calling-code comparison for an unknown country %s',
      (country) => {
        expect(checkPhone('+12015550123', country)).toBeNull()
      },
    )
  })
})
