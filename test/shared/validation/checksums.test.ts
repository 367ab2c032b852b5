import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  isValidAbaRouting,
  isValidCbu,
  isValidClabe,
  isValidCnpj,
  isValidCpf,
  isValidCuit,
  isValidCurp,
  isValidNitColombia,
  isValidRfc,
  isValidRucPeru,
  isValidRut,
  isValidUkAccountNumber,
  isValidUkSortCode,
} from '../../../src/shared/validation/checksums.js'

// Published numbers come from the issuers' own examples or from python-stdnum's test data (numbers found
// in public registries); a few marked "computed" were derived with a separate Python implementation.

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const

function digitText(minLength: number, maxLength = minLength): fc.Arbitrary<string> {
  return fc.array(fc.constantFrom(...DIGITS), { minLength, maxLength }).map((digits) => digits.join(''))
}

/** The candidate endings that `isValid` accepts after `body`. */
function acceptedEndings(
  body: string,
  endings: readonly string[],
  isValid: (value: string) => boolean,
): string[] {
  return endings.filter((ending) => isValid(body + ending))
}

/** Every string that differs from `value` in exactly one digit. */
function singleDigitChanges(value: string): string[] {
  return Array.from(value).flatMap((char, index) =>
    /\d/.test(char)
      ? DIGITS.filter((digit) => digit !== char).map(
          (digit) => value.slice(0, index) + digit + value.slice(index + 1),
        )
      : [],
  )
}

/** The one valid completion of `body`, or undefined when there is none. */
function complete(body: string, isValid: (value: string) => boolean): string | undefined {
  const [ending] = acceptedEndings(body, DIGITS, isValid)
  return ending === undefined ? undefined : body + ending
}

describe('isValidRut', () => {
  it.each([
    '17604011-4',
    '12345678-5',
    '12.345.678-5',
    '1.234.567-4',
    '76014309-K',
    '76014309-k',
    '3528355-2',
    '7741928-4',
    '96919970-K',
    '77123126-8',
  ])('accepts %s', (value) => {
    expect(isValidRut(value)).toBe(true)
  })

  it('rejects the reference sample 77123126-K, whose mod-11 check digit is 8', () => {
    expect(isValidRut('77123126-K')).toBe(false)
  })

  it.each([
    ['wrong check digit', '17604011-5'],
    ['K where a digit belongs', '17604011-K'],
    ['body too short', '123456-0'],
    ['body too long', '123456789-2'],
    ['no dash', '176040114'],
    ['partly dotted', '17.604011-4'],
    ['spaces', '17 604 011-4'],
    ['letter in the body', '1760401A-4'],
    ['surrounding whitespace', ' 17604011-4'],
    ['trailing newline', '17604011-4\n'],
    ['empty', ''],
  ])('rejects %s (%s)', (_reason, value) => {
    expect(isValidRut(value)).toBe(false)
  })

  it('accepts exactly one check character for any body', () => {
    fc.assert(
      fc.property(digitText(7, 8), (body) => {
        expect(acceptedEndings(`${body}-`, [...DIGITS, 'K'], isValidRut)).toHaveLength(1)
      }),
    )
  })

  it('detects any single mistyped digit', () => {
    fc.assert(
      fc.property(digitText(7, 8), (body) => {
        const [check = ''] = acceptedEndings(`${body}-`, [...DIGITS, 'K'], isValidRut)
        for (const changed of singleDigitChanges(body)) expect(isValidRut(`${changed}-${check}`)).toBe(false)
      }),
    )
  })
})

describe('isValidCpf', () => {
  it.each(['123.456.789-09', '12345678909', '39053344705', '390.533.447-05', '529.982.247-25'])(
    'accepts %s',
    (value) => {
      expect(isValidCpf(value)).toBe(true)
    },
  )

  it.each([
    ['wrong first check digit', '123.456.789-19'],
    ['wrong second check digit', '123.456.789-08'],
    ['published invalid number', '23100299900'],
    ['one repeated digit, though its check digits add up', '111.111.111-11'],
    ['all zeros', '00000000000'],
    ['10 digits', '1234567890'],
    ['12 digits', '123456789091'],
    ['mixed punctuation', '123.456.78909'],
    ['dashes as separators', '123-456-789-09'],
    ['letters', '123.456.789-0A'],
    ['empty', ''],
  ])('rejects %s (%s)', (_reason, value) => {
    expect(isValidCpf(value)).toBe(false)
  })

  it('accepts exactly one pair of check digits for any body', () => {
    const pairs = DIGITS.flatMap((first) => DIGITS.map((second) => first + second))
    fc.assert(
      fc.property(
        digitText(9).filter((body) => !/^(\d)\1*$/.test(body)),
        (body) => {
          expect(acceptedEndings(body, pairs, isValidCpf)).toHaveLength(1)
        },
      ),
    )
  })
})

describe('isValidCnpj', () => {
  it.each([
    '11.222.333/0001-81',
    '11222333000181',
    '61882613000194',
    '14.847.283/0002-05',
    '18.090.575/0005-31',
  ])('accepts %s', (value) => {
    expect(isValidCnpj(value)).toBe(true)
  })

  it.each([
    ['wrong check digit', '11.222.333/0001-82'],
    ['one repeated digit', '00.000.000/0000-00'],
    ['13 digits', '1122233300018'],
    ['15 digits', '112223330001811'],
    ['dot where the slash belongs', '16.727.230.0001-97'],
    ['letter', '11.222.333/0001-8A'],
    ['a CPF', '123.456.789-09'],
  ])('rejects %s (%s)', (_reason, value) => {
    expect(isValidCnpj(value)).toBe(false)
  })

  it('accepts exactly one pair of check digits for any body', () => {
    const pairs = DIGITS.flatMap((first) => DIGITS.map((second) => first + second))
    fc.assert(
      fc.property(
        digitText(12).filter((body) => !/^(\d)\1*$/.test(body)),
        (body) => {
          expect(acceptedEndings(body, pairs, isValidCnpj)).toHaveLength(1)
        },
      ),
    )
  })
})

describe('isValidCurp', () => {
  const published = [
    'HEGG560427MVZRRL04',
    'BEML920313HMCLNS09',
    'PEGL890909MJCRMS08',
    'BOXW310820HNERXN09',
    'AAMG890608HDFLJL00',
    'VIAA900930MMNCLL08',
    'TOMA880125HMNRRN02',
  ]

  it.each(published)('accepts %s, and no other final digit', (value) => {
    expect(acceptedEndings(value.slice(0, 17), DIGITS, isValidCurp)).toEqual([value.slice(17)])
  })

  it.each([
    ['born in 2000s, letter differentiator (computed)', 'GOMA050312HDFRRNA1'],
    ['29 February 2000 (computed)', 'LOPM000229MJCPRRB9'],
    ['non-binary marker X (computed)', 'PEGL890909XJCRMS02'],
  ])('accepts %s: %s', (_reason, value) => {
    expect(isValidCurp(value)).toBe(true)
  })

  it.each([
    ['wrong check digit', 'PEGL890909MJCRMS09'],
    ['month 13', 'PEGL891313MJCRMS06'],
    ['29 February 1900: a digit differentiator means the 1900s (computed)', 'LOPM000229MJCPRR01'],
    ['unknown sex marker', 'PEGL890909QJCRMS08'],
    ['unknown state', 'PEGL890909MQQRMS02'],
    ['lower case', 'pegl890909mjcrms08'],
    ['17 characters', 'PEGL890909MJCRMS0'],
    ['19 characters', 'PEGL890909MJCRMS080'],
    ['digits where letters belong', '123ZZZZZZZZZZZZZ90'],
  ])('rejects %s (%s)', (_reason, value) => {
    expect(isValidCurp(value)).toBe(false)
  })
})

describe('isValidRfc', () => {
  it.each([
    ['person', 'GODE561231GR8'],
    ['company', 'MAB9307148T4'],
    ['company with & in the name', '&&&030828PX7'],
    ['company with Ñ in the name', 'MUÑ110218LJ6'],
    ['29 February 2000', 'CGB000229SW0'],
    ['SAT generic RFC for the general public', 'XAXX010101000'],
    ['SAT generic RFC for foreigners', 'XEXX010101000'],
    ['SAT-confirmed number whose check digit does not follow the algorithm', 'SIN9311169P8'],
    ['SAT-confirmed number whose check digit does not follow the algorithm', 'AAC0903183F6'],
  ])('accepts a %s: %s', (_reason, value) => {
    expect(isValidRfc(value)).toBe(true)
  })

  it.each([
    ['month 13', 'GODE561331GR8'],
    ['30 February', 'GODE560230GR8'],
    ['29 February of a non-leap year', 'CGB010229SW0'],
    ['last character neither digit nor A', 'GODE561231GRB'],
    ['homoclave missing', 'AKJ970902'],
    ['11 characters', 'MAB9307148T'],
    ['14 characters', 'GODEX561231GR8'],
    ['lower case', 'gode561231gr8'],
    ['dashes', 'GODE-561231-GR8'],
    ['spaces', 'GODE 561231 GR8'],
  ])('rejects %s (%s)', (_reason, value) => {
    expect(isValidRfc(value)).toBe(false)
  })
})

describe('isValidCuit', () => {
  it.each([
    '20-12345678-6',
    '20123456786',
    '30-12345678-1',
    '33-69345023-9',
    '20-05536168-2',
    '27-10345678-4',
    '23045174999',
    '34546198105',
  ])('accepts %s', (value) => {
    expect(isValidCuit(value)).toBe(true)
  })

  it.each([
    ['wrong check digit', '20-12345678-7'],
    ['unknown prefix', '99-05536168-8'],
    ['10 digits', '2026756539'],
    ['letter', '2026756A393'],
    ['one dash only', '20-123456786'],
    ['spaces', '20 12345678 6'],
  ])('rejects %s (%s)', (_reason, value) => {
    expect(isValidCuit(value)).toBe(false)
  })

  const cuitBodies = fc
    .tuple(fc.constantFrom('20', '23', '24', '27', '30', '33', '34'), digitText(8))
    .map(([prefix, document]) => prefix + document)

  // Where the sum gives 10 AFIP changes the prefix instead, so some bodies have no valid completion.
  it('accepts at most one check digit for any body', () => {
    fc.assert(
      fc.property(cuitBodies, (body) => {
        expect(acceptedEndings(body, DIGITS, isValidCuit).length).toBeLessThanOrEqual(1)
      }),
    )
  })

  it('detects any single mistyped digit', () => {
    fc.assert(
      fc.property(cuitBodies, (body) => {
        const valid = complete(body, isValidCuit)
        if (valid === undefined) return
        for (const changed of singleDigitChanges(valid)) expect(isValidCuit(changed)).toBe(false)
      }),
    )
  })
})

describe('isValidRucPeru', () => {
  it.each(['20131312955', '20512333797', '10054148289', '15484032987', '17155542071', '20100255325'])(
    'accepts %s',
    (value) => {
      expect(isValidRucPeru(value)).toBe(true)
    },
  )

  it.each([
    ['wrong check digit', '20512333798'],
    ['unknown prefix', '99512333792'],
    ['10 digits', '2051233379'],
    ['12 digits', '205123337970'],
    ['letter', '20A12333797'],
    ['dashes', '20-51233379-7'],
  ])('rejects %s (%s)', (_reason, value) => {
    expect(isValidRucPeru(value)).toBe(false)
  })

  it('accepts exactly one check digit for any body', () => {
    const bodies = fc
      .tuple(fc.constantFrom('10', '15', '17', '20'), digitText(8))
      .map(([prefix, rest]) => prefix + rest)
    fc.assert(
      fc.property(bodies, (body) => {
        expect(acceptedEndings(body, DIGITS, isValidRucPeru)).toHaveLength(1)
      }),
    )
  })
})

describe('isValidNitColombia', () => {
  it.each([
    ['company', '900123456-8'],
    ['company, dotted', '900.123.456-8'],
    ['company', '860.001.986-1'],
    ['company', '800088702-2'],
    ['10-digit body', '1118534248-0'],
    ['8-digit body', '35324530-0'],
    ['7-digit body, dotted', '6.386.949-2'],
  ])('accepts a %s: %s', (_reason, value) => {
    expect(isValidNitColombia(value)).toBe(true)
  })

  it.each([
    ['wrong check digit', '900123456-7'],
    ['no dash, ambiguous', '9001234568'],
    ['body without check digit', '900123456'],
    ['5-digit body', '12345-6'],
    ['11-digit body', '90012345612-1'],
    ['letter check digit', '900123456-A'],
    ['commas', '900,123,456-8'],
    ['partly dotted', '900.123456-8'],
    ['spaces around the dash', '900123456 - 8'],
  ])('rejects %s (%s)', (_reason, value) => {
    expect(isValidNitColombia(value)).toBe(false)
  })

  it('accepts exactly one check digit for any body', () => {
    fc.assert(
      fc.property(digitText(6, 10), (body) => {
        expect(acceptedEndings(`${body}-`, DIGITS, isValidNitColombia)).toHaveLength(1)
      }),
    )
  })
})

describe('isValidClabe', () => {
  it.each(['002010077777777771', '032180000118359719', '646180157000000004'])('accepts %s', (value) => {
    expect(isValidClabe(value)).toBe(true)
  })

  it.each([
    ['wrong check digit', '002010077777777772'],
    ['17 digits', '00201007777777777'],
    ['19 digits', '0020100777777777710'],
    ['letter', '00201007777777777A'],
    ['spaces', '002 010 07777777777 1'],
  ])('rejects %s (%s)', (_reason, value) => {
    expect(isValidClabe(value)).toBe(false)
  })

  it('accepts exactly one check digit for any body, and detects any single mistyped digit', () => {
    fc.assert(
      fc.property(digitText(17), (body) => {
        expect(acceptedEndings(body, DIGITS, isValidClabe)).toHaveLength(1)
        const valid = complete(body, isValidClabe) ?? ''
        for (const changed of singleDigitChanges(valid)) expect(isValidClabe(changed)).toBe(false)
      }),
    )
  })
})

describe('isValidCbu', () => {
  it.each([
    '2850590940090418135201',
    '0940099324001313220028',
    '0070034420000002310035',
    '1910104255110401549353',
  ])('accepts %s', (value) => {
    expect(isValidCbu(value)).toBe(true)
  })

  it.each([
    ['error in the bank block', '2810590940090418135201'],
    ['error in the account block', '0940099324001313220038'],
    ['15 digits', '285059094009041'],
    ['letter', 'A850590940090418135201'],
    ['space between the blocks', '28505909 40090418135201'],
  ])('rejects %s (%s)', (_reason, value) => {
    expect(isValidCbu(value)).toBe(false)
  })

  it('accepts exactly one pair of check digits, and detects any single mistyped digit', () => {
    fc.assert(
      fc.property(digitText(7), digitText(13), (bank, account) => {
        const accepted = DIGITS.flatMap((first) =>
          DIGITS.filter((second) => isValidCbu(bank + first + account + second)).map(
            (second) => bank + first + account + second,
          ),
        )
        expect(accepted).toHaveLength(1)
        for (const changed of singleDigitChanges(accepted[0] ?? '')) expect(isValidCbu(changed)).toBe(false)
      }),
    )
  })
})

describe('isValidAbaRouting', () => {
  it.each(['021000021', '011000015', '026009593', '121000358', '322271627', '091000019'])(
    'accepts %s',
    (value) => {
      expect(isValidAbaRouting(value)).toBe(true)
    },
  )

  it.each([
    ['wrong check digit', '021000022'],
    ['8 digits', '02100002'],
    ['10 digits', '0210000210'],
    ['letter', '02100002A'],
    ['dashes', '0210-0002-1'],
    ['all zeros, though the checksum adds up', '000000000'],
    ['unassigned prefix 13, though the checksum adds up', '131000005'],
  ])('rejects %s (%s)', (_reason, value) => {
    expect(isValidAbaRouting(value)).toBe(false)
  })

  it('accepts exactly one check digit for any body, and detects any single mistyped digit', () => {
    const bodies = fc
      .tuple(fc.constantFrom('01', '12', '21', '32', '61', '72', '80'), digitText(6))
      .map(([prefix, rest]) => prefix + rest)
    fc.assert(
      fc.property(bodies, (body) => {
        expect(acceptedEndings(body, DIGITS, isValidAbaRouting)).toHaveLength(1)
        const valid = complete(body, isValidAbaRouting) ?? ''
        // Only changes that keep the prefix assigned are checksum questions; the rest fail on the prefix.
        for (const changed of singleDigitChanges(valid.slice(2))) {
          expect(isValidAbaRouting(valid.slice(0, 2) + changed)).toBe(false)
        }
      }),
    )
  })
})

describe('isValidUkSortCode', () => {
  it.each(['200415', '20-04-15', '20-00-00'])('accepts %s', (value) => {
    expect(isValidUkSortCode(value)).toBe(true)
  })

  it.each(['20041', '2004155', '20-0415', '20 04 15', '20-04-1A', '20.04.15', ''])('rejects %s', (value) => {
    expect(isValidUkSortCode(value)).toBe(false)
  })
})

describe('isValidUkAccountNumber', () => {
  it('accepts 8 digits', () => {
    expect(isValidUkAccountNumber('31926819')).toBe(true)
  })

  it.each(['3192681', '319268190', '3192681A', '3192-6819', ' 31926819'])('rejects %s', (value) => {
    expect(isValidUkAccountNumber(value)).toBe(false)
  })
})
