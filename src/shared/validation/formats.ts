import { isValidBIC, isValidIBAN } from 'ibantools'
import {
  isValidAbaRouting,
  isValidCbu,
  isValidClabe,
  isValidCnpj,
  isValidCpf,
  isValidRut,
  isValidUkAccountNumber,
  isValidUkSortCode,
} from './checksums.js'
import { isCountryAlpha3 } from './countries.js'
import { checkPhone } from './phone.js'

export const FORMAT_NAMES = [
  'email',
  'e164-phone',
  'country-alpha3',
  'digits',
  'clabe',
  'cbu',
  'iban',
  'bic',
  'aba-routing',
  'uk-sort-code',
  'uk-account-number',
  'cpf',
  'cnpj',
  'cpf-or-cnpj',
  'rut',
  'url',
  'pix-key-evp',
  'bank-account-number',
] as const

export type FormatName = (typeof FORMAT_NAMES)[number]

const FORMAT_VALIDATORS: Readonly<Record<FormatName, (value: string) => boolean>> = {
  email: isValidEmail,
  'e164-phone': (value) => checkPhone(value) === null,
  'country-alpha3': isCountryAlpha3,
  digits: (value) => /^\d+$/.test(value),
  clabe: isValidClabe,
  cbu: isValidCbu,
  iban: isValidIban,
  bic: isValidBic,
  'aba-routing': isValidAbaRouting,
  'uk-sort-code': isValidUkSortCode,
  'uk-account-number': isValidUkAccountNumber,
  cpf: isValidCpf,
  cnpj: isValidCnpj,
  'cpf-or-cnpj': (value) => isValidCpf(value) || isValidCnpj(value),
  rut: isValidRut,
  url: isValidHttpUrl,
  'pix-key-evp': isValidPixEvp,
  // Where a country has no stricter rule: what a national account number or an IBAN can hold.
  'bank-account-number': (value) => /^[A-Za-z0-9-]{4,34}$/.test(value),
}

export function isValidFormat(format: FormatName, value: string): boolean {
  return FORMAT_VALIDATORS[format](value)
}

export type PixKeyType = 'CPF' | 'CNPJ' | 'EMAIL' | 'PHONE' | 'EVP'

export const PIX_KEY_TYPES: readonly PixKeyType[] = Object.freeze(['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP'])

// A PIX key is looked up in the central bank's directory (DICT) exactly as written, so each type takes
// only the form DICT stores: CPF and CNPJ as bare digits, phone as +55 E.164, email up to 77 characters.
const PIX_KEY_VALIDATORS: Readonly<Record<PixKeyType, (key: string) => boolean>> = {
  CPF: (key) => /^\d{11}$/.test(key) && isValidCpf(key),
  CNPJ: (key) => /^\d{14}$/.test(key) && isValidCnpj(key),
  EMAIL: (key) => key.length <= 77 && isValidEmail(key),
  PHONE: (key) => checkPhone(key, 'BRA') === null,
  EVP: isValidPixEvp,
}

function isPixKeyType(keyType: string): keyType is PixKeyType {
  return (PIX_KEY_TYPES as readonly string[]).includes(keyType)
}

/** False for key types outside PIX_KEY_TYPES (names are case-sensitive, as in the API). */
export function isValidPixKey(keyType: string, key: string): boolean {
  return isPixKeyType(keyType) && PIX_KEY_VALIDATORS[keyType](key)
}

// The dot-atom subset of RFC 5322's addr-spec, which is what mail providers actually hand out: quoted
// local parts, comments and IP-literal domains are valid in the RFC but refused by most senders, so they
// are refused here too. 254 is the longest address a mail path (RFC 5321) can carry; 64 the longest local
// part. The domain needs at least two labels, and its last one (the TLD) is letters or an IDN "xn--" label.
const EMAIL_LOCAL_PART = /^[A-Za-z\d!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z\d!#$%&'*+/=?^_`{|}~-]+)*$/
const DOMAIN_LABEL = /^[A-Za-z\d](?:[A-Za-z\d-]{0,61}[A-Za-z\d])?$/
const TOP_LEVEL_DOMAIN = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z\d-]{1,59})$/

function isValidEmail(value: string): boolean {
  if (value.length > 254) return false
  const at = value.lastIndexOf('@')
  const local = value.slice(0, at)
  const labels = value.slice(at + 1).split('.')
  return (
    at > 0 &&
    local.length <= 64 &&
    EMAIL_LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(labels.at(-1) ?? '')
  )
}

// IBANs are often written in groups of four; the spaces carry nothing and are dropped. Letters must be
// upper case, the form ISO 13616 prints and banks match on.
function isValidIban(value: string): boolean {
  return isValidIBAN(value.replaceAll(' ', ''))
}

// ibantools accepts lower-case BICs; ISO 9362 writes them in upper case, and that is the form stored.
function isValidBic(value: string): boolean {
  return value === value.toUpperCase() && isValidBIC(value)
}

// The WHATWG parser silently strips surrounding spaces and control characters, and tabs and newlines
// anywhere; a URL that needs such cleaning is not the one that would be stored and redirected to, so any
// whitespace or control character is refused before parsing.
function isValidHttpUrl(value: string): boolean {
  if (/[\s\p{Cc}]/u.test(value) || !URL.canParse(value)) return false
  const { protocol } = new URL(value)
  return protocol === 'https:' || protocol === 'http:'
}

// DICT generates random keys as version-4 UUIDs.
function isValidPixEvp(value: string): boolean {
  return /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/i.test(value)
}
