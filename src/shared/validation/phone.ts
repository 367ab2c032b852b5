import parsePhoneNumber, { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/max'
import { alpha3ToAlpha2 } from './countries.js'

// E.164 caps a number at 15 digits and no calling code starts with 0. Checked before parsing because the
// library is lenient by design: it would accept spaces, dashes and brackets, which the API does not.
const E164_SHAPE = /^\+[1-9]\d{1,14}$/

/**
 * Why `phone` is unacceptable, or null when it is a valid E.164 number. With `countryAlpha3`, the number's
 * calling code must be that country's; countries that share a code (USA and CAN on +1) accept each other's
 * numbers, as the calling code is all the rule is about.
 */
export function checkPhone(phone: string, countryAlpha3?: string): string | null {
  if (!E164_SHAPE.test(phone)) {
    return "must be in E.164 format: '+', the country calling code and the number, digits only"
  }
  const parsed = parsePhoneNumber(phone)
  // "Possible" (the right length for the country's numbering plan), not "valid" (a currently assigned
  // range): allocations change faster than the metadata, and test numbers such as +56912345678 are
  // commonly unassigned. See docs/decisions/0005-identities.md.
  if (!parsed?.isPossible()) return 'is not a valid phone number'
  if (countryAlpha3 === undefined) return null
  const expected = callingCodeOf(countryAlpha3)
  // An unknown country is reported on the country field itself; here there is nothing to compare against.
  if (expected === undefined || parsed.countryCallingCode === expected) return null
  return `country calling code +${parsed.countryCallingCode} does not match country ${countryAlpha3} (+${expected})`
}

function callingCodeOf(countryAlpha3: string): string | undefined {
  const alpha2 = alpha3ToAlpha2(countryAlpha3)
  return alpha2 !== undefined && isSupportedCountry(alpha2) ? getCountryCallingCode(alpha2) : undefined
}
