import { describe, expect, it } from 'vitest'
import {
  FORMAT_NAMES,
  isValidFormat,
  isValidPixKey,
  PIX_KEY_TYPES,
  type FormatName,
} from '../../../src/shared/validation/formats.js'

const EVP = '123e4567-e89b-42d3-a456-556642440000'

// Acceptable and unacceptable values for every named format; the checksum-backed formats are covered in
// depth by checksums.test.ts, so here they only need to show they are wired to the right check.
const EXAMPLES: Record<FormatName, { valid: string[]; invalid: string[] }> = {
  email: {
    valid: [
      'ana@example.com',
      'first.last+tag@sub.example.co',
      "o'brien@example.ie",
      'USER_1@EXAMPLE.COM',
      'user@xn--80ak6aa92e.com',
      'a@b.xn--p1ai',
      `${'a'.repeat(64)}@example.com`,
      // 254 characters, the longest address a mail path carries; one more is rejected below.
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`,
    ],
    invalid: [
      'ana@localhost',
      'ana example@example.com',
      'ana@@example.com',
      'ana@example@example.com',
      '.ana@example.com',
      'ana.@example.com',
      'ana..b@example.com',
      'ana@-example.com',
      'ana@example-.com',
      'ana@example..com',
      'ana@example.c',
      'ana@example.123',
      '@example.com',
      'ana@',
      'ana',
      `${'a'.repeat(65)}@example.com`,
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`,
      '"ana"@example.com',
      'ana@[192.168.0.1]',
      'añа@example.com',
      ' ana@example.com',
    ],
  },
  'e164-phone': {
    valid: ['+56221234567', '+12015550123'],
    invalid: ['+56 2 2123 4567', '56221234567', '+999123456'],
  },
  'country-alpha3': { valid: ['CHL', 'USA'], invalid: ['chl', 'CL', 'XXX'] },
  digits: { valid: ['0', '0123456789'], invalid: ['', '12a', '1 2', '-1', '1.5', '１２'] },
  clabe: { valid: ['002010077777777771'], invalid: ['002010077777777772', '00201007777777777'] },
  cbu: { valid: ['2850590940090418135201'], invalid: ['2810590940090418135201', '285059094009041813520'] },
  iban: {
    valid: [
      'DE89370400440532013000',
      'DE89 3704 0044 0532 0130 00',
      'GB29NWBK60161331926819',
      'FR1420041010050500013M02606',
    ],
    invalid: [
      'DE89370400440532013001',
      'de89370400440532013000',
      'DE8937040044053201300',
      'DE89-3704-0044-0532-0130-00',
      'XX89370400440532013000',
      '',
    ],
  },
  bic: {
    valid: ['COBADEFFXXX', 'CHASUS33', 'DEUTDEFF500'],
    invalid: ['cobadeffxxx', 'COBADEFFXX', 'COBADEFF1', 'COBA1EFFXXX', 'COBAZZFFXXX', 'COBA DE FF XXX'],
  },
  'aba-routing': { valid: ['021000021'], invalid: ['021000022', '02100002'] },
  'uk-sort-code': { valid: ['200415', '20-04-15'], invalid: ['20041', '20 04 15'] },
  'uk-account-number': { valid: ['31926819'], invalid: ['3192681', '3192681A'] },
  cpf: { valid: ['123.456.789-09', '12345678909'], invalid: ['123.456.789-08', '11222333000181'] },
  cnpj: { valid: ['11.222.333/0001-81', '11222333000181'], invalid: ['11.222.333/0001-82', '12345678909'] },
  'cpf-or-cnpj': {
    valid: ['123.456.789-09', '11222333000181'],
    invalid: ['123.456.789-08', '11.222.333/0001-82', '1234567890'],
  },
  rut: { valid: ['17604011-4', '76014309-K'], invalid: ['77123126-K', '176040114'] },
  url: {
    valid: [
      'https://example.com/ok',
      'http://localhost:3000/callback?payment=1',
      'https://example.com/ü?q=ñ',
    ],
    invalid: [
      'ftp://example.com/file',
      'example.com',
      '/relative/path',
      'https://exa mple.com',
      ' https://example.com',
      'https://example.com\n',
      'https://example.com/\tpath',
      'https://example.com/\u0001',
      'javascript:alert(1)',
      'https://',
      '',
    ],
  },
  'pix-key-evp': {
    valid: [EVP, EVP.toUpperCase()],
    invalid: [
      '123e4567-e89b-12d3-a456-426614174000',
      '123e4567-e89b-42d3-c456-556642440000',
      EVP.replaceAll('-', ''),
      EVP.slice(1),
      `{${EVP}}`,
    ],
  },
  'bank-account-number': {
    valid: ['00123456789', 'GB29NWBK60161331926819', '1234-5678'],
    invalid: ['not a number', '123', 'x'.repeat(35), '1234 5678', '12.345.678'],
  },
}

describe('isValidFormat', () => {
  it('has examples for every format name', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual([...FORMAT_NAMES].sort())
  })

  describe.each(FORMAT_NAMES)('%s', (format) => {
    it.each(EXAMPLES[format].valid)('accepts %j', (value) => {
      expect(isValidFormat(format, value)).toBe(true)
    })

    it.each(EXAMPLES[format].invalid)('rejects %j', (value) => {
      expect(isValidFormat(format, value)).toBe(false)
    })
  })
})

describe('isValidPixKey', () => {
  it('knows the five DICT key types', () => {
    expect(PIX_KEY_TYPES).toEqual(['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP'])
  })

  it.each([
    ['CPF', '12345678909'],
    ['CNPJ', '11222333000181'],
    ['EMAIL', 'pagamentos@example.com.br'],
    ['PHONE', '+5511961234567'],
    ['EVP', EVP],
  ])('accepts a %s key %s', (keyType, key) => {
    expect(isValidPixKey(keyType, key)).toBe(true)
  })

  it.each([
    ['CPF with punctuation, not the form DICT stores', 'CPF', '123.456.789-09'],
    ['CPF with a wrong check digit', 'CPF', '12345678908'],
    ['CNPJ with punctuation', 'CNPJ', '11.222.333/0001-81'],
    ['CNPJ given as a CPF key', 'CPF', '11222333000181'],
    ['email longer than 77 characters', 'EMAIL', `${'a'.repeat(64)}@pagamentos.example.com`],
    ['malformed email', 'EMAIL', 'pagamentos@'],
    ['phone from another country', 'PHONE', '+56221234567'],
    ['phone without +55', 'PHONE', '11961234567'],
    ['EVP that is not a version-4 UUID', 'EVP', '123e4567-e89b-12d3-a456-426614174000'],
    ['lower-case key type', 'evp', EVP],
    ['unknown key type', 'RANDOM', EVP],
  ])('rejects %s', (_reason, keyType, key) => {
    expect(isValidPixKey(keyType, key)).toBe(false)
  })

  it('accepts an email key of up to 77 characters', () => {
    expect(isValidPixKey('EMAIL', `${'a'.repeat(62)}@example.com.br`)).toBe(true)
    expect(isValidPixKey('EMAIL', `${'a'.repeat(63)}@example.com.br`)).toBe(false)
  })
})
