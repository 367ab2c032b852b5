import { describe, expect, it } from 'vitest'
import { isCountryAlpha3 } from '../../../src/shared/validation/countries.js'
import { checkDocument, DOCUMENT_TYPES } from '../../../src/shared/validation/documents.js'

// One acceptable and some unacceptable numbers per document type.
const NUMBERS: Record<string, { valid: string[]; invalid: string[] }> = {
  PASSPORT: {
    valid: ['AB123456', 'X1234', 'C01X00T47'],
    invalid: ['AB12', 'AB-123456', 'A'.repeat(21), 'AB 123456'],
  },
  NATIONAL_ID: {
    valid: ['12345678', 'AB-1234-C', '1234'],
    invalid: ['123', '-1234', '12--34', 'AB 1234', 'A'.repeat(21)],
  },
  RFC: { valid: ['GODE561231GR8', 'MAB9307148T4'], invalid: ['GODE561331GR8', 'gode561231gr8', 'MAB930714'] },
  CURP: { valid: ['HEGG560427MVZRRL04'], invalid: ['HEGG560427MVZRRL05', 'HEGG560427MVZRRL0'] },
  RUT: { valid: ['17604011-4', '12.345.678-5'], invalid: ['17604011-5', '176040114'] },
  CED_CIU: { valid: ['1020304050', '123456'], invalid: ['12345', '12345678901', '10203040A'] },
  CED_EXT: { valid: ['E123456', '123456789012'], invalid: ['E1234', '1234567890123', 'E-123456'] },
  NIT: { valid: ['900123456-8', '860.001.986-1'], invalid: ['900123456-7', '900123456'] },
  DNI: { valid: ['12345678', '1234567'], invalid: ['123456', '123456789', '12.345.678'] },
  CE: { valid: ['001234567', 'AB1234567890'], invalid: ['12345678', 'AB12345678901', 'AB-1234567'] },
  RUC: { valid: ['20131312955', '10054148289'], invalid: ['20131312956', '99131312955'] },
  CUIL: { valid: ['20-12345678-6', '27103456784'], invalid: ['20-12345678-7', '2012345678'] },
  CUIT: { valid: ['30-12345678-1', '33693450239'], invalid: ['30-12345678-2', '99-12345678-1'] },
  CPF: { valid: ['123.456.789-09', '12345678909'], invalid: ['123.456.789-08', '111.111.111-11'] },
  CNPJ: { valid: ['11.222.333/0001-81', '11222333000181'], invalid: ['11.222.333/0001-82', '1122233300018'] },
  SSN: {
    valid: ['123-45-6789', '123456789'],
    invalid: [
      '000-12-3456',
      '666-12-3456',
      '912-70-1234',
      '123-00-6789',
      '123-45-0000',
      '123-456789',
      '12345678',
    ],
  },
  ITIN: {
    valid: ['912-70-1234', '900501234', '999-94-1234'],
    invalid: ['912-49-1234', '912-93-1234', '812-70-1234', '91270-1234', '91270123'],
  },
  EIN: {
    valid: ['12-3456789', '123456789'],
    invalid: ['123-456789', '12-345678', '12-34567890', 'AB-3456789'],
  },
}

describe('DOCUMENT_TYPES', () => {
  it('catalogues exactly the supported document types, each under its own code', () => {
    expect(Object.keys(DOCUMENT_TYPES).sort()).toEqual(Object.keys(NUMBERS).sort())
    for (const [code, definition] of Object.entries(DOCUMENT_TYPES)) expect(definition.code).toBe(code)
  })

  it('names only real alpha-3 countries and at least one identity type', () => {
    for (const definition of Object.values(DOCUMENT_TYPES)) {
      if (definition.countries !== 'ANY') expect(definition.countries.every(isCountryAlpha3)).toBe(true)
      expect(definition.appliesTo.length).toBeGreaterThan(0)
      expect(definition.description).not.toBe('')
    }
  })

  it.each(['constructor', 'toString', '__proto__'])('has nothing under the inherited name %s', (name) => {
    expect(DOCUMENT_TYPES[name]).toBeUndefined()
  })

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(DOCUMENT_TYPES)).toBe(true)
    expect(Object.isFrozen(DOCUMENT_TYPES['RUT'])).toBe(true)
  })

  describe.each(Object.entries(NUMBERS))('%s numbers', (code, { valid, invalid }) => {
    it.each(valid)('accepts %s', (value) => {
      expect(DOCUMENT_TYPES[code]?.isValidNumber(value)).toBe(true)
    })

    it.each(invalid)('rejects %s', (value) => {
      expect(DOCUMENT_TYPES[code]?.isValidNumber(value)).toBe(false)
    })
  })
})

describe('checkDocument', () => {
  it('finds nothing wrong with a valid number that fits the identity', () => {
    expect(
      checkDocument({
        documentType: 'RUT',
        documentNumber: '17604011-4',
        identityType: 'USER',
        country: 'CHL',
      }),
    ).toEqual([])
    expect(checkDocument({ documentType: 'CURP', documentNumber: 'HEGG560427MVZRRL04' })).toEqual([])
    expect(
      checkDocument({
        documentType: 'PASSPORT',
        documentNumber: 'X1234567',
        identityType: 'ORGANIZATION',
        country: 'FRA',
      }),
    ).toEqual([])
  })

  it('reports an unknown document type, listing the known ones, and judges nothing else', () => {
    const issues = checkDocument({ documentType: 'DRIVER_LICENSE', documentNumber: '', country: 'ZZZ' })
    expect(issues).toHaveLength(1)
    expect(issues[0]?.field).toBe('documentType')
    expect(issues[0]?.issue).toMatch(/^unknown document type 'DRIVER_LICENSE'; expected one of PASSPORT, /)
    expect(issues[0]?.issue).toContain('CUIT')
  })

  it.each(['constructor', '__proto__', 'rut', 'Rut'])('treats %j as unknown', (documentType) => {
    expect(checkDocument({ documentType, documentNumber: '17604011-4' })).toEqual([
      expect.objectContaining({
        field: 'documentType',
        issue: expect.stringMatching(/^unknown document type/),
      }),
    ])
  })

  it('reports a document type that does not apply to the identity type', () => {
    expect(
      checkDocument({
        documentType: 'CURP',
        documentNumber: 'HEGG560427MVZRRL04',
        identityType: 'ORGANIZATION',
      }),
    ).toEqual([
      { field: 'documentType', issue: 'CURP is not accepted for ORGANIZATION identities (only USER)' },
    ])
    expect(
      checkDocument({ documentType: 'NIT', documentNumber: '900123456-8', identityType: 'USER' }),
    ).toEqual([
      { field: 'documentType', issue: 'NIT is not accepted for USER identities (only ORGANIZATION)' },
    ])
  })

  it('reports a document type not issued in the identity country', () => {
    expect(checkDocument({ documentType: 'RUT', documentNumber: '17604011-4', country: 'ARG' })).toEqual([
      { field: 'documentType', issue: 'RUT is not issued in ARG (only CHL)' },
    ])
  })

  it('reports a malformed number with the document description', () => {
    expect(checkDocument({ documentType: 'RUT', documentNumber: '77123126-K', country: 'CHL' })).toEqual([
      {
        field: 'documentNumber',
        issue: 'is not a valid Chilean RUT (body, dash and check digit, e.g. 12345678-5)',
      },
    ])
  })

  it('reports every issue at once', () => {
    const issues = checkDocument({
      documentType: 'CPF',
      documentNumber: '123.456.789-00',
      identityType: 'ORGANIZATION',
      country: 'ARG',
    })
    expect(issues.map((issue) => issue.field)).toEqual(['documentType', 'documentType', 'documentNumber'])
  })

  describe('DNI, whose length depends on the country', () => {
    it('takes 7 or 8 digits without a country, and in Argentina', () => {
      expect(checkDocument({ documentType: 'DNI', documentNumber: '1234567' })).toEqual([])
      expect(checkDocument({ documentType: 'DNI', documentNumber: '1234567', country: 'ARG' })).toEqual([])
      expect(checkDocument({ documentType: 'DNI', documentNumber: '12345678', country: 'ARG' })).toEqual([])
    })

    it('takes exactly 8 digits in Peru', () => {
      expect(checkDocument({ documentType: 'DNI', documentNumber: '12345678', country: 'PER' })).toEqual([])
      expect(checkDocument({ documentType: 'DNI', documentNumber: '1234567', country: 'PER' })).toEqual([
        { field: 'documentNumber', issue: 'is not a valid Peruvian DNI (8 digits)' },
      ])
    })
  })
})
