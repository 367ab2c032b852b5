// Check-digit algorithms for national identifiers and bank numbers. Each validator accepts only the
// written forms noted beside it; nothing is trimmed or case-folded to make a value fit, because the API
// stores what the client sent, so a value is either acceptable as given or rejected. JS `\d` is ASCII-only and `$` does not match before a
// trailing newline, so the shape patterns admit nothing but the characters they list.

function toDigits(value: string): number[] {
  return Array.from(value, Number)
}

/** Σ digit × weight, cycling through `weights` when there are more digits than weights. */
function weightedSum(digits: readonly number[], weights: readonly number[]): number {
  return digits.reduce((sum, digit, index) => sum + digit * (weights[index % weights.length] ?? 0), 0)
}

function hasOneRepeatedDigit(digits: readonly number[]): boolean {
  return digits.every((digit) => digit === digits[0])
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/** Whether month and day name a day of the calendar; the caller decides 29 February, as it may not know the century. */
function isValidDate(month: number, day: number, isLeapYear: boolean): boolean {
  const days = DAYS_IN_MONTH[month - 1]
  if (days === undefined || day < 1 || day > days) return false
  return month !== 2 || day < 29 || isLeapYear
}

// Chile, RUT/RUN: 7-8 digit body, optionally grouped with dots, dash, then 0-9 or K.
const RUT_SHAPE = /^(\d{7,8}|\d{1,2}\.\d{3}\.\d{3})-([\dKk])$/

export function isValidRut(value: string): boolean {
  const match = RUT_SHAPE.exec(value)
  if (!match) return false
  const [, body = '', check = ''] = match
  return rutCheckDigit(body.replaceAll('.', '')) === check.toUpperCase()
}

function rutCheckDigit(body: string): string {
  const digit = 11 - (weightedSum(toDigits(body).reverse(), [2, 3, 4, 5, 6, 7]) % 11)
  if (digit === 11) return '0'
  return digit === 10 ? 'K' : String(digit)
}

// Brazil, CPF and CNPJ: two trailing mod-11 check digits, the second computed over the first as well.
const CPF_SHAPE = /^(?:\d{11}|\d{3}\.\d{3}\.\d{3}-\d{2})$/
const CPF_WEIGHTS = [10, 9, 8, 7, 6, 5, 4, 3, 2]
const CNPJ_SHAPE = /^(?:\d{14}|\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2})$/
const CNPJ_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]

// Numbers made of one repeated digit pass both check digits but are never issued; "111.111.111-11" is
// what people type to get past a form, so it is refused.
export function isValidCpf(value: string): boolean {
  if (!CPF_SHAPE.test(value)) return false
  const digits = toDigits(value.replace(/\D/g, ''))
  return !hasOneRepeatedDigit(digits) && hasBrazilianCheckDigits(digits, CPF_WEIGHTS, [11, ...CPF_WEIGHTS])
}

export function isValidCnpj(value: string): boolean {
  if (!CNPJ_SHAPE.test(value)) return false
  const digits = toDigits(value.replace(/\D/g, ''))
  return !hasOneRepeatedDigit(digits) && hasBrazilianCheckDigits(digits, CNPJ_WEIGHTS, [6, ...CNPJ_WEIGHTS])
}

function hasBrazilianCheckDigits(
  digits: readonly number[],
  firstWeights: readonly number[],
  secondWeights: readonly number[],
): boolean {
  const bodyLength = firstWeights.length
  const checkDigit = (weights: readonly number[]): number => {
    const remainder = weightedSum(digits.slice(0, weights.length), weights) % 11
    return remainder < 2 ? 0 : 11 - remainder
  }
  return (
    digits[bodyLength] === checkDigit(firstWeights) && digits[bodyLength + 1] === checkDigit(secondWeights)
  )
}

// Mexico, CURP: name letters, birth date, sex, birth state (NE = born abroad), inner consonants, a
// differentiator that is a digit for births before 2000 and a letter after, and a check digit. X is the
// non-binary sex marker RENAPO issues besides H and M.
const CURP_SHAPE =
  /^[A-Z][AEIOUX][A-Z]{2}(\d{2})(\d{2})(\d{2})[HMX](?:AS|BC|BS|CC|CH|CL|CM|CS|DF|DG|GR|GT|HG|JC|MC|MN|MS|NE|NL|NT|OC|PL|QR|QT|SL|SP|SR|TC|TL|TS|VZ|YN|ZS)[B-DF-HJ-NP-TV-Z]{3}([A-Z\d])\d$/
// Character values for the CURP check digit; Ñ never appears in an issued CURP (it is written X) but keeps
// its place so that the letters after N have their official values.
const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ'

export function isValidCurp(value: string): boolean {
  const match = CURP_SHAPE.exec(value)
  if (!match) return false
  const [, year = '', month = '', day = '', differentiator = ''] = match
  const fullYear = (/\d/.test(differentiator) ? 1900 : 2000) + Number(year)
  if (!isValidDate(Number(month), Number(day), isGregorianLeapYear(fullYear))) return false
  return value.endsWith(curpCheckDigit(value.slice(0, 17)))
}

function curpCheckDigit(first17: string): string {
  const sum = Array.from(first17).reduce(
    (total, char, index) => total + CURP_ALPHABET.indexOf(char) * (18 - index),
    0,
  )
  return String((10 - (sum % 10)) % 10)
}

function isGregorianLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
}

// Mexico, RFC: 3 letters (company) or 4 (person) from the name, the date of incorporation or birth as
// YYMMDD, then a three-character homoclave whose last character is 0-9 or A. That last character is a
// check digit, but it is deliberately not verified: SAT has issued RFCs whose check digit does not match
// the published algorithm (python-stdnum estimates ~1.5% of numbers in use, and disables the check by
// default for that reason), and refusing a taxpayer's real RFC is worse than letting a typo through.
const RFC_SHAPE = /^[A-ZÑ&]{3,4}(\d{2})(\d{2})(\d{2})[A-Z\d]{2}[\dA]$/

export function isValidRfc(value: string): boolean {
  const match = RFC_SHAPE.exec(value)
  if (!match) return false
  const [, year = '', month = '', day = ''] = match
  // The century is not part of the number, so 29 February is accepted whenever YY is divisible by 4.
  return isValidDate(Number(month), Number(day), Number(year) % 4 === 0)
}

// Argentina, CUIT/CUIL: type prefix, 8-digit document number, mod-11 check digit. Prefixes: 20/23/24/27
// people, 30/33/34 companies, and 50/51/55, which python-stdnum also accepts for special registrations.
// When the sum gives 10, AFIP issues the number under prefix 23 or 33 instead, whose check digit is then
// an ordinary one, so a 10 never appears and is refused.
const CUIT_SHAPE = /^(?:\d{11}|\d{2}-\d{8}-\d)$/
const CUIT_PREFIXES: ReadonlySet<string> = new Set([
  '20',
  '23',
  '24',
  '27',
  '30',
  '33',
  '34',
  '50',
  '51',
  '55',
])
const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]

export function isValidCuit(value: string): boolean {
  if (!CUIT_SHAPE.test(value)) return false
  const compact = value.replaceAll('-', '')
  if (!CUIT_PREFIXES.has(compact.slice(0, 2))) return false
  const digits = toDigits(compact)
  const check = 11 - (weightedSum(digits.slice(0, 10), CUIT_WEIGHTS) % 11)
  return digits[10] === (check === 11 ? 0 : check)
}

// Peru, RUC: a registrant-kind prefix (10 people with a DNI, 20 companies, 15 and 17 other registrants),
// eight digits, and a mod-11 check digit over SUNAT's weights, which are AFIP's, where 10 and 11 fold to
// 0 and 1.
const RUC_SHAPE = /^(?:10|15|17|20)\d{9}$/

export function isValidRucPeru(value: string): boolean {
  if (!RUC_SHAPE.test(value)) return false
  const digits = toDigits(value)
  const check = (11 - (weightedSum(digits.slice(0, 10), CUIT_WEIGHTS) % 11)) % 10
  return digits[10] === check
}

// Colombia, NIT: a 6-10 digit body (optionally grouped with dots), a dash and the DIAN check digit.
// Companies have 9-digit bodies, but a person's NIT is their cédula, which has 6 to 10 digits.
// The dash is required: a bare '9001234568' could be a 9-digit body with its check digit or a 10-digit
// body without one, and guessing would accept the wrong reading. A body without its check digit is refused
// because the check digit is the number's only protection against a mistyped digit.
const NIT_SHAPE = /^(\d{6,10}|\d{1,3}(?:\.\d{3}){1,3})-(\d)$/
const NIT_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43]

export function isValidNitColombia(value: string): boolean {
  const match = NIT_SHAPE.exec(value)
  if (!match) return false
  const [, grouped = '', check = ''] = match
  const body = grouped.replaceAll('.', '')
  if (body.length < 6 || body.length > 10) return false
  const remainder = weightedSum(toDigits(body).reverse(), NIT_WEIGHTS) % 11
  return Number(check) === (remainder < 2 ? remainder : 11 - remainder)
}

// Mexico, CLABE: bank (3), branch city (3), account (11), check digit. Banxico's description keeps only
// the units of each product before adding; that cannot change the sum modulo 10, so the plain sum is used.
export function isValidClabe(value: string): boolean {
  return /^\d{18}$/.test(value) && hasMod10CheckDigit(toDigits(value), [3, 7, 1])
}

// Argentina, CBU and CVU: a block of 8 (bank, branch, check digit) and a block of 14 (account, check
// digit), each with its own mod-10 check digit.
const CBU_BANK_WEIGHTS = [7, 1, 3, 9, 7, 1, 3]
const CBU_ACCOUNT_WEIGHTS = [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]

export function isValidCbu(value: string): boolean {
  if (!/^\d{22}$/.test(value)) return false
  const digits = toDigits(value)
  return (
    hasMod10CheckDigit(digits.slice(0, 8), CBU_BANK_WEIGHTS) &&
    hasMod10CheckDigit(digits.slice(8), CBU_ACCOUNT_WEIGHTS)
  )
}

/** The last digit of `block` makes Σ digit × weight over the rest a multiple of 10. */
function hasMod10CheckDigit(block: readonly number[], weights: readonly number[]): boolean {
  return block.at(-1) === (10 - (weightedSum(block.slice(0, -1), weights) % 10)) % 10
}

// USA, ABA routing number: the first two digits are a Federal Reserve district (01-12), a thrift (21-32),
// an electronic-only number (61-72) or a traveller's cheque issuer (80). 00 belongs to US government
// agencies, which no rail here pays into; leaving it out also refuses 000000000, whose checksum adds up.
const ABA_SHAPE = /^(?:0[1-9]|1[0-2]|2[1-9]|3[0-2]|6[1-9]|7[0-2]|80)\d{7}$/

export function isValidAbaRouting(value: string): boolean {
  return ABA_SHAPE.test(value) && weightedSum(toDigits(value), [3, 7, 1]) % 10 === 0
}

// UK account numbers can only be checked against their sort code with Vocalink's modulus-checking
// tables, which differ per bank and are reissued several times a year; only the shape is checked here.
export function isValidUkSortCode(value: string): boolean {
  return /^(?:\d{6}|\d{2}-\d{2}-\d{2})$/.test(value)
}

export function isValidUkAccountNumber(value: string): boolean {
  return /^\d{8}$/.test(value)
}
