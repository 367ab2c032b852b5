import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { currencyScale } from '../../src/shared/currencies.js'
import {
  allocate,
  convert,
  formatAmount,
  fromNumeric,
  parseAmount,
  parseDecimal,
  percentageOf,
  sumMinor,
  toNumeric,
  type Decimal,
  type Minor,
} from '../../src/shared/money.js'

const MALFORMED = 'must be a decimal string like "10.50"'
const HUGE_TEXT = '123456789012345678901234567890.12'
const HUGE_MINOR = 12345678901234567890123456789012n

const currencies = fc.constantFrom('USD', 'CLP', 'BHD', 'USDC')
const minorValues = fc.bigInt({ min: 0n, max: 10n ** 40n })

function decimal(text: string): Decimal {
  const parsed = parseDecimal(text)
  if (parsed === undefined) throw new Error(`bad test decimal ${text}`)
  return parsed
}

/**
 * Reference rounding done the way a person does it on paper: write the exact product out in decimal, cut it
 * `dropped` digits from the right, and round the magnitude up when the first digit cut off is 5 or more.
 */
function shiftRightHalfUp(product: bigint, dropped: number): bigint {
  if (dropped <= 0) return product * 10n ** BigInt(-dropped)
  const text = (product < 0n ? -product : product).toString().padStart(dropped + 1, '0')
  const kept = BigInt(text.slice(0, text.length - dropped))
  const rounded = (text[text.length - dropped] ?? '0') >= '5' ? kept + 1n : kept
  return product < 0n ? -rounded : rounded
}

describe('parseAmount', () => {
  it.each<[string, string, Minor]>([
    ['10.50', 'USD', 1050n],
    ['10.5', 'USD', 1050n],
    ['10', 'USD', 1000n],
    ['0', 'USD', 0n],
    ['0.00', 'USD', 0n],
    ['0.0000', 'USD', 0n],
    ['007.50', 'USD', 750n],
    ['000', 'USD', 0n],
    ['10.500', 'USD', 1050n],
    ['10.5000000000', 'USD', 1050n],
    ['0.01', 'USD', 1n],
    ['1000', 'CLP', 1000n],
    ['1000.00', 'CLP', 1000n],
    ['1.234', 'BHD', 1234n],
    ['1.2', 'BHD', 1200n],
    ['0.000001', 'USDC', 1n],
    ['1.5', 'USDT', 1500000n],
    ['1.2345', 'CLF', 12345n],
    [HUGE_TEXT, 'USD', HUGE_MINOR],
    ['9223372036854775808', 'CLP', 9223372036854775808n], // 2^63
    ['99999999999999999999999999999999999999.999999', 'USDC', 99999999999999999999999999999999999999999999n],
  ])('%j %s is %s minor units', (text, currency, minor) => {
    expect(parseAmount(text, currency)).toEqual({ ok: true, minor })
  })

  it.each([
    ['10.505', 'USD', 2],
    ['10.001', 'USD', 2],
    ['0.001', 'USD', 2],
    ['10.5001', 'USD', 2],
    ['0.5', 'CLP', 0],
    ['1000.01', 'CLP', 0],
    ['1.2345', 'BHD', 3],
    ['0.0000001', 'USDC', 6],
    ['1.0000001', 'USDT', 6],
    [`${HUGE_TEXT}3`, 'USD', 2],
  ])('%j has more decimals than %s allows', (text, currency, scale) => {
    expect(parseAmount(text, currency)).toEqual({
      ok: false,
      issue: `has more decimals than ${currency} allows (${scale})`,
    })
  })

  it.each([
    '',
    ' ',
    '.',
    '-1',
    '-0',
    '+1',
    '.5',
    '5.',
    '1e3',
    '1E3',
    '1.5e2',
    '1,000',
    '1,50',
    '1 000',
    '1_000',
    ' 10',
    '10 ',
    '10\n',
    '\t10',
    '0x10',
    '1..2',
    '1.2.3',
    '--1',
    'NaN',
    'Infinity',
    'ten',
    '١٢', // Arabic-Indic digits
    '１２', // full-width digits
    '10.50 USD',
    '$10.50',
  ])('rejects %j as malformed', (text) => {
    expect(parseAmount(text, 'USD')).toEqual({ ok: false, issue: MALFORMED })
  })

  it('throws for an unknown currency, which callers must have checked first', () => {
    expect(() => parseAmount('1', 'XAU')).toThrow(/unknown currency code/)
    expect(() => parseAmount('not a number', 'usd')).toThrow(/unknown currency code/)
  })

  it('parse ∘ format is the identity', () => {
    fc.assert(
      fc.property(minorValues, currencies, (minor, currency) => {
        expect(parseAmount(formatAmount(minor, currency), currency)).toEqual({ ok: true, minor })
      }),
    )
  })

  it('ignores leading zeros and zeros beyond the scale', () => {
    fc.assert(
      fc.property(
        minorValues,
        currencies,
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 5 }),
        (minor, currency, extraZeros, leadingZeros) => {
          const canonical = formatAmount(minor, currency)
          const point = currencyScale(currency) === 0 ? '.' : ''
          const padded = '0'.repeat(leadingZeros) + canonical + point + '0'.repeat(extraZeros)
          expect(parseAmount(padded, currency)).toEqual({ ok: true, minor })
        },
      ),
    )
  })

  it('never throws on arbitrary text and accepts nothing outside the grammar', () => {
    fc.assert(
      fc.property(fc.string(), currencies, (text, currency) => {
        const result = parseAmount(text, currency)
        if (!/^[0-9]+(\.[0-9]+)?$/.test(text)) expect(result).toEqual({ ok: false, issue: MALFORMED })
      }),
    )
  })
})

describe('formatAmount', () => {
  it.each<[Minor, string, string]>([
    [1050n, 'USD', '10.50'],
    [0n, 'USD', '0.00'],
    [5n, 'USD', '0.05'],
    [100n, 'USD', '1.00'],
    [1000n, 'CLP', '1000'],
    [0n, 'CLP', '0'],
    [1234n, 'BHD', '1.234'],
    [1n, 'BHD', '0.001'],
    [1n, 'USDC', '0.000001'],
    [0n, 'USDC', '0.000000'],
    [HUGE_MINOR, 'USD', HUGE_TEXT],
    [-1050n, 'USD', '-10.50'],
    [-5n, 'USD', '-0.05'],
    [-1000n, 'CLP', '-1000'],
    [-1n, 'USDC', '-0.000001'],
  ])('%s minor %s is %j', (minor, currency, text) => {
    expect(formatAmount(minor, currency)).toBe(text)
  })

  it('throws for an unknown currency', () => {
    expect(() => formatAmount(1n, 'usd')).toThrow(/unknown currency code/)
  })
})

describe('fromNumeric and toNumeric', () => {
  it.each<[string, string, Minor]>([
    ['-12.3400', 'USD', -1234n],
    ['12.34', 'USD', 1234n],
    ['0', 'USD', 0n],
    ['-0', 'USD', 0n],
    ['-0.00', 'USD', 0n],
    ['15', 'USD', 1500n],
    ['15', 'CLP', 15n],
    ['1000.000000', 'CLP', 1000n],
    ['0.000001', 'USDC', 1n],
    ['-1.5', 'BHD', -1500n],
    [`-${HUGE_TEXT}00`, 'USD', -HUGE_MINOR],
  ])('reads %j as %s %s minor units', (text, currency, minor) => {
    expect(fromNumeric(text, currency)).toBe(minor)
  })

  it.each([
    ['12.345', 'USD'],
    ['-0.001', 'USD'],
    ['0.5', 'CLP'],
    ['0.0000001', 'USDC'],
    ['NaN', 'USD'],
    ['Infinity', 'USD'],
    ['-Infinity', 'USD'],
    ['', 'USD'],
    ['1e3', 'USD'],
    ['+1', 'USD'],
    ['.5', 'USD'],
    ['-.5', 'USD'],
    ['--1', 'USD'],
    ['- 1', 'USD'],
    ['1 ', 'USD'],
  ])('throws on %j for %s', (text, currency) => {
    expect(() => fromNumeric(text, currency)).toThrow(/is not a valid/)
  })

  it.each<[Minor, string, string]>([
    [-1050n, 'USD', '-10.50'],
    [1050n, 'USD', '10.50'],
    [1000n, 'CLP', '1000'],
    [0n, 'BHD', '0.000'],
    [-1n, 'USDT', '-0.000001'],
    [-HUGE_MINOR, 'USD', `-${HUGE_TEXT}`],
  ])('stores %s %s as %j', (minor, currency, text) => {
    expect(toNumeric(minor, currency)).toBe(text)
  })

  it('throws for an unknown currency', () => {
    expect(() => fromNumeric('NaN', 'XXX')).toThrow(/unknown currency code/)
    expect(() => toNumeric(1n, 'XXX')).toThrow(/unknown currency code/)
  })

  it('fromNumeric ∘ toNumeric is the identity, negatives included', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), currencies, (minor, currency) => {
        expect(fromNumeric(toNumeric(minor, currency), currency)).toBe(minor)
      }),
    )
  })
})

describe('parseDecimal', () => {
  it.each<[string, Decimal]>([
    ['2.5', { digits: 25n, scale: 1 }],
    ['0', { digits: 0n, scale: 0 }],
    ['1', { digits: 1n, scale: 0 }],
    ['007.50', { digits: 750n, scale: 2 }],
    ['0.000001', { digits: 1n, scale: 6 }],
    ['950.25', { digits: 95025n, scale: 2 }],
    [HUGE_TEXT, { digits: HUGE_MINOR, scale: 2 }],
  ])('%j is %o', (text, expected) => {
    expect(parseDecimal(text)).toEqual(expected)
  })

  it.each(['', '-1', '+1', '.5', '5.', '1e3', ' 1', '1 ', '1,5', 'NaN', '1.2.3', '１'])(
    'rejects %j',
    (text) => {
      expect(parseDecimal(text)).toBeUndefined()
    },
  )
})

describe('percentageOf', () => {
  it.each<[Minor, string, Minor]>([
    [1999n, '2.5', 50n], // 49.975
    [1000n, '2.5', 25n],
    [0n, '2.5', 0n],
    [1000n, '0', 0n],
    [100n, '1', 1n],
    [149n, '1', 1n], // 1.49
    [150n, '1', 2n], // 1.5: a tie rounds up
    [250n, '1', 3n], // 2.5: up, where banker's rounding would give 2
    [49n, '1', 0n], // 0.49
    [50n, '1', 1n], // 0.5
    [1n, '49.9999', 0n],
    [1n, '50', 1n],
    [1000n, '100', 1000n],
    [1000n, '250', 2500n],
    [-150n, '1', -2n], // half away from zero
    [-149n, '1', -1n],
    [-250n, '1', -3n],
    [HUGE_MINOR, '2.9', 358024688135802468813580246881n], // 358024688135802468813580246881.348
  ])('%s minor at %s%% is %s', (amount, percent, expected) => {
    expect(percentageOf(amount, decimal(percent))).toBe(expected)
  })

  it('matches rounding done digit by digit', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.stringMatching(/^[0-9]{1,6}(\.[0-9]{1,8})?$/),
        (amount, percentText) => {
          const percent = decimal(percentText)
          const expected = shiftRightHalfUp(amount * percent.digits, percent.scale + 2)
          expect(percentageOf(amount, percent)).toBe(expected)
        },
      ),
    )
  })
})

describe('convert', () => {
  it.each<[Minor, string, string, string, Minor]>([
    [1000n, 'USD', '1', 'USD', 1000n],
    [1050n, 'USD', '950.25', 'CLP', 9978n], // 10.50 × 950.25 = 9977.625
    [10000n, 'CLP', '0.00105', 'USD', 1050n], // 10.5
    [9977n, 'CLP', '0.00105', 'USD', 1048n], // 10.47585
    [1n, 'CLP', '0.005', 'USD', 1n], // half a cent rounds up
    [1n, 'CLP', '0.00499', 'USD', 0n],
    [-1n, 'CLP', '0.005', 'USD', -1n],
    [1000n, 'BRL', '0.1834', 'USDC', 1834000n], // 10.00 × 0.1834 = 1.834
    [1n, 'BRL', '0.1834567', 'USDC', 1835n], // 0.001834567
    [100n, 'USD', '0.376', 'BHD', 376n],
    [1n, 'BHD', '395.5', 'JPY', 0n], // 0.3955
    [2n, 'BHD', '395.5', 'JPY', 1n], // 0.791
    [1234567n, 'USDC', '1', 'USD', 123n], // 1.234567
    [1235000n, 'USDC', '1', 'USD', 124n], // 1.235
    [HUGE_MINOR, 'USD', '1000', 'CLP', 123456789012345678901234567890120n],
  ])('%s %s at %s is %s', (amount, from, rate, to, expected) => {
    expect(convert(amount, from, decimal(rate), to)).toBe(expected)
  })

  it('throws for an unknown currency on either side', () => {
    expect(() => convert(1n, 'XAU', decimal('1'), 'USD')).toThrow(/unknown currency code/)
    expect(() => convert(1n, 'USD', decimal('1'), 'XAU')).toThrow(/unknown currency code/)
  })

  const scaleCurrencies = fc.constantFrom('USD', 'CLP', 'BHD', 'USDC', 'CLF')

  it('matches rounding done digit by digit', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        scaleCurrencies,
        fc.stringMatching(/^[0-9]{1,6}(\.[0-9]{1,10})?$/),
        scaleCurrencies,
        (amount, from, rateText, to) => {
          const rate = decimal(rateText)
          const dropped = currencyScale(from) + rate.scale - currencyScale(to)
          expect(convert(amount, from, rate, to)).toBe(shiftRightHalfUp(amount * rate.digits, dropped))
        },
      ),
    )
  })

  it('round-trips within one minor unit through rate and 1/rate', () => {
    // rate = 2^a·5^b / 10^c has the exact inverse 5^a·2^b·10^c / 10^(a+b).
    const exactlyInvertible = fc
      .tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 10 }))
      .map(([a, b, c]) => ({
        rate: { digits: 2n ** BigInt(a) * 5n ** BigInt(b), scale: c },
        inverse: { digits: 5n ** BigInt(a) * 2n ** BigInt(b) * 10n ** BigInt(c), scale: a + b },
      }))
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n }),
        scaleCurrencies,
        scaleCurrencies,
        exactlyInvertible,
        (amount, first, second, { rate, inverse }) => {
          // The first leg must land on a unit no larger than the source unit, otherwise its rounding is
          // legitimately lost (1.05 USD to JPY at 0.01 is 0 yen). One of the two directions always qualifies.
          const fine =
            rate.digits * 10n ** BigInt(currencyScale(second)) >=
            10n ** BigInt(rate.scale + currencyScale(first))
          const [from, to, there, back] = fine
            ? [first, second, rate, inverse]
            : [second, first, inverse, rate]
          const returned = convert(convert(amount, from, there, to), to, back, from)
          const drift = returned - amount
          expect(drift >= -1n && drift <= 1n, `drift ${drift}`).toBe(true)
        },
      ),
    )
  })
})

describe('sumMinor', () => {
  it.each<[Minor[], Minor]>([
    [[], 0n],
    [[5n], 5n],
    [[1n, 2n, -3n], 0n],
    [[2n ** 63n, 2n ** 63n, 1n], 2n ** 64n + 1n],
    [[HUGE_MINOR, -HUGE_MINOR, 7n], 7n],
  ])('sum of %s is %s', (values, total) => {
    expect(sumMinor(values)).toBe(total)
  })
})

describe('allocate', () => {
  it.each<[Minor, Minor[], Minor[]]>([
    [100n, [1n, 1n, 1n], [34n, 33n, 33n]],
    [10n, [3n, 3n, 3n], [4n, 3n, 3n]],
    [5n, [1n, 1n], [3n, 2n]],
    [100n, [1n, 2n], [33n, 67n]], // 33.33 and 66.67: the larger remainder wins, not the first part
    [1000n, [70n, 30n], [700n, 300n]],
    [7n, [1n, 2n, 4n], [1n, 2n, 4n]],
    [1n, [0n, 1n], [0n, 1n]],
    [2n, [0n, 1n, 0n, 1n], [0n, 1n, 0n, 1n]],
    [0n, [1n, 2n], [0n, 0n]],
    [-100n, [1n, 1n, 1n], [-34n, -33n, -33n]],
    [-100n, [1n, 2n], [-33n, -67n]],
    [HUGE_MINOR, [1n], [HUGE_MINOR]],
    [HUGE_MINOR, [1n, 1n], [6172839450617283945061728394506n, 6172839450617283945061728394506n]],
  ])('%s by %s is %s', (amount, weights, parts) => {
    expect(allocate(amount, weights)).toEqual(parts)
  })

  it.each<[string, Minor[]]>([
    ['no weights', []],
    ['only zero weights', [0n, 0n]],
    ['a negative weight', [-1n, 2n]],
  ])('throws for %s', (_label, weights) => {
    expect(() => allocate(100n, weights)).toThrow(/weight/)
  })

  it('sums to the amount and keeps every part within one unit of its exact share', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc
          .array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1, maxLength: 20 })
          .filter((weights) => weights.some((weight) => weight > 0n)),
        (amount, weights) => {
          const parts = allocate(amount, weights)
          expect(parts).toHaveLength(weights.length)
          expect(sumMinor(parts)).toBe(amount)
          const total = sumMinor(weights)
          parts.forEach((part, index) => {
            // |part − amount·w/total| < 1, kept in integers by multiplying through by total.
            const gap = part * total - amount * (weights[index] ?? 0n)
            expect(gap > -total && gap < total, `part ${index}`).toBe(true)
          })
        },
      ),
    )
  })
})
