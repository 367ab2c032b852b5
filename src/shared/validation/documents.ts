import {
  isValidCnpj,
  isValidCpf,
  isValidCuit,
  isValidCurp,
  isValidNitColombia,
  isValidRfc,
  isValidRucPeru,
  isValidRut,
} from './checksums.js'

export type IdentityType = 'USER' | 'ORGANIZATION'

export interface DocumentTypeDefinition {
  code: string
  /** ISO 3166-1 alpha-3 codes of the issuing countries, or 'ANY' for documents every country issues. */
  countries: readonly string[] | 'ANY'
  appliesTo: readonly IdentityType[]
  /** Short and human readable; error messages quote it. */
  description: string
  isValidNumber(value: string): boolean
}

export interface FieldIssue {
  field: string
  issue: string
}

function matching(pattern: RegExp): (value: string) => boolean {
  return (value) => pattern.test(value)
}

const BOTH: readonly IdentityType[] = Object.freeze(['USER', 'ORGANIZATION'])
const USER: readonly IdentityType[] = Object.freeze(['USER'])
const ORGANIZATION: readonly IdentityType[] = Object.freeze(['ORGANIZATION'])

// SSA never issues area 000, 666 or 900-999, group 00 or serial 0000.
const SSN_SHAPE = /^(?!000|666|9)\d{3}(-?)(?!00)\d{2}\1(?!0000)\d{4}$/
// IRS ITINs start with 9 and have 50-65, 70-88, 90-92 or 94-99 as digits four and five, which is what
// tells them apart from SSNs in the 9xx area.
const ITIN_SHAPE = /^9\d{2}(-?)(?:5\d|6[0-5]|7\d|8[0-8]|9[0-24-9])\1\d{4}$/

const DEFINITIONS: readonly DocumentTypeDefinition[] = [
  {
    code: 'PASSPORT',
    countries: 'ANY',
    appliesTo: BOTH,
    description: 'passport number (5-20 letters or digits)',
    isValidNumber: matching(/^[A-Za-z\d]{5,20}$/),
  },
  {
    code: 'NATIONAL_ID',
    countries: 'ANY',
    appliesTo: BOTH,
    description: 'national ID number (4-20 letters or digits, single dashes between them allowed)',
    isValidNumber: (value) =>
      value.length >= 4 && value.length <= 20 && /^[A-Za-z\d]+(?:-[A-Za-z\d]+)*$/.test(value),
  },
  {
    code: 'RFC',
    countries: ['MEX'],
    appliesTo: BOTH,
    description: 'Mexican RFC (12 characters for a company, 13 for a person, e.g. GODE561231GR8)',
    isValidNumber: isValidRfc,
  },
  {
    code: 'CURP',
    countries: ['MEX'],
    appliesTo: USER,
    description: 'Mexican CURP (18 characters with a check digit)',
    isValidNumber: isValidCurp,
  },
  {
    code: 'RUT',
    countries: ['CHL'],
    appliesTo: BOTH,
    description: 'Chilean RUT (body, dash and check digit, e.g. 12345678-5)',
    isValidNumber: isValidRut,
  },
  {
    code: 'CED_CIU',
    countries: ['COL'],
    appliesTo: USER,
    description: 'Colombian cédula de ciudadanía (6-10 digits)',
    isValidNumber: matching(/^\d{6,10}$/),
  },
  {
    code: 'CED_EXT',
    countries: ['COL'],
    appliesTo: USER,
    description: 'Colombian cédula de extranjería (6-12 letters or digits)',
    isValidNumber: matching(/^[A-Za-z\d]{6,12}$/),
  },
  {
    code: 'NIT',
    countries: ['COL'],
    appliesTo: ORGANIZATION,
    description: 'Colombian NIT (6-10 digit body, dash and check digit, e.g. 900123456-8)',
    isValidNumber: isValidNitColombia,
  },
  {
    code: 'DNI',
    countries: ['PER', 'ARG'],
    appliesTo: USER,
    description: 'DNI (7-8 digits)',
    isValidNumber: matching(/^\d{7,8}$/),
  },
  {
    code: 'CE',
    countries: ['PER'],
    appliesTo: USER,
    description: 'Peruvian carné de extranjería (9-12 letters or digits)',
    isValidNumber: matching(/^[A-Za-z\d]{9,12}$/),
  },
  {
    code: 'RUC',
    countries: ['PER'],
    appliesTo: BOTH,
    description: 'Peruvian RUC (11 digits with a check digit)',
    isValidNumber: isValidRucPeru,
  },
  {
    code: 'CUIL',
    countries: ['ARG'],
    appliesTo: USER,
    description: 'Argentine CUIL (11 digits with a check digit, e.g. 20-12345678-6)',
    isValidNumber: isValidCuit,
  },
  {
    code: 'CUIT',
    countries: ['ARG'],
    appliesTo: ORGANIZATION,
    description: 'Argentine CUIT (11 digits with a check digit, e.g. 30-12345678-1)',
    isValidNumber: isValidCuit,
  },
  {
    code: 'CPF',
    countries: ['BRA'],
    appliesTo: USER,
    description: 'Brazilian CPF (11 digits with check digits, e.g. 123.456.789-09)',
    isValidNumber: isValidCpf,
  },
  {
    code: 'CNPJ',
    countries: ['BRA'],
    appliesTo: ORGANIZATION,
    description: 'Brazilian CNPJ (14 digits with check digits, e.g. 11.222.333/0001-81)',
    isValidNumber: isValidCnpj,
  },
  {
    code: 'SSN',
    countries: ['USA'],
    appliesTo: USER,
    description: 'US Social Security number (123-45-6789 or 9 digits)',
    isValidNumber: matching(SSN_SHAPE),
  },
  {
    code: 'ITIN',
    countries: ['USA'],
    appliesTo: USER,
    description: 'US ITIN (9 digits starting with 9, e.g. 912-70-1234)',
    isValidNumber: matching(ITIN_SHAPE),
  },
  {
    code: 'EIN',
    countries: ['USA'],
    appliesTo: ORGANIZATION,
    description: 'US EIN (12-3456789 or 9 digits)',
    isValidNumber: matching(/^\d{2}-?\d{7}$/),
  },
]

// Without a prototype, so that looking up a client-supplied code such as "constructor" or "toString"
// finds nothing instead of an inherited function.
export const DOCUMENT_TYPES: Readonly<Record<string, DocumentTypeDefinition>> = Object.freeze(
  Object.assign(
    Object.create(null) as Record<string, DocumentTypeDefinition>,
    Object.fromEntries(DEFINITIONS.map((definition) => [definition.code, Object.freeze(definition)])),
  ),
)

type NumberRule = Pick<DocumentTypeDefinition, 'description' | 'isValidNumber'>

// A code shared by countries that format it differently is defined by its loosest form, since the
// definition sees only the number; once the identity's country is known, that country's rule applies.
const NUMBER_RULES_BY_COUNTRY: ReadonlyMap<string, ReadonlyMap<string, NumberRule>> = new Map([
  ['DNI', new Map([['PER', { description: 'Peruvian DNI (8 digits)', isValidNumber: matching(/^\d{8}$/) }]])],
])

function numberRuleFor(definition: DocumentTypeDefinition, country: string | undefined): NumberRule {
  if (country === undefined) return definition
  return NUMBER_RULES_BY_COUNTRY.get(definition.code)?.get(country) ?? definition
}

/**
 * Every problem with a document type and number, alone and against the identity's type and country when
 * those are given; an empty list means the pair is acceptable. An unknown type stops there, as the number
 * cannot be judged without it.
 */
export function checkDocument(input: {
  documentType: string
  documentNumber: string
  identityType?: IdentityType
  country?: string
}): FieldIssue[] {
  const definition = DOCUMENT_TYPES[input.documentType]
  if (!definition) {
    const known = Object.keys(DOCUMENT_TYPES).join(', ')
    return [
      {
        field: 'documentType',
        issue: `unknown document type '${input.documentType}'; expected one of ${known}`,
      },
    ]
  }
  const issues: FieldIssue[] = []
  if (input.identityType !== undefined && !definition.appliesTo.includes(input.identityType)) {
    issues.push({
      field: 'documentType',
      issue: `${definition.code} is not accepted for ${input.identityType} identities (only ${definition.appliesTo.join(', ')})`,
    })
  }
  const { countries } = definition
  if (input.country !== undefined && countries !== 'ANY' && !countries.includes(input.country)) {
    issues.push({
      field: 'documentType',
      issue: `${definition.code} is not issued in ${input.country} (only ${countries.join(', ')})`,
    })
  }
  const rule = numberRuleFor(definition, input.country)
  if (!rule.isValidNumber(input.documentNumber)) {
    issues.push({ field: 'documentNumber', issue: `is not a valid ${rule.description}` })
  }
  return issues
}
