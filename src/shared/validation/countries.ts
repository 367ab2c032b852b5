// The package's main entry registers every locale's country names on import; the code tables are all
// that is needed here, so the locale-free module is imported directly.
import { alpha3ToAlpha2 as lookupAlpha2 } from 'i18n-iso-countries/index.js'

// The library looks codes up as keys of a plain object, so only well-formed upper-case codes are passed
// to it: that keeps "chl" out (the API takes canonical codes) and "constructor" from finding a prototype.
const ALPHA3_SHAPE = /^[A-Z]{3}$/

/** True for an assigned ISO 3166-1 alpha-3 code, written in upper case. */
export function isCountryAlpha3(code: string): boolean {
  return alpha3ToAlpha2(code) !== undefined
}

export function alpha3ToAlpha2(code: string): string | undefined {
  return ALPHA3_SHAPE.test(code) ? lookupAlpha2(code) : undefined
}
