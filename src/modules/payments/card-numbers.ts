import type { FastifyRequest } from 'fastify'
import type { Clock } from '../../shared/clock.js'
import { IssueList } from '../../shared/errors.js'
import type { Environment } from '../../shared/tenant.js'
import { cardDigits, isExpired, isLuhnValid, lastFour, testCardOfNumber } from './rails/sandbox-cards.js'

/** What a client may send in place of `card.token`: the number (the reference calls it `pan`), expiry and CVC. */
const NUMBER_FIELDS = ['number', 'pan'] as const
const ENTRY_FIELDS = [...NUMBER_FIELDS, 'expiryMonth', 'expiryYear', 'cvc'] as const

type Card = Record<string, unknown>

/**
 * Card numbers at the edge of the API. In the sandbox a CARD origin may carry one of the test card
 * numbers (README "Sandbox test cards") instead of its token, as a card network's test mode takes
 * them. Before the body goes any further (schema validation, the Idempotency-Key's fingerprint, the
 * service, the logs), the number becomes the test card's token, scheme and last four digits, and
 * the number, expiry and CVC are dropped. Live takes tokens only: a raw card number would put this
 * service in PCI scope. A preValidation hook of the routes that take origins.
 */
export function cardNumbersToTokens(clock: Clock) {
  return async (request: FastifyRequest): Promise<void> => {
    const origins = (request.body as { origins?: unknown } | null | undefined)?.origins
    if (!Array.isArray(origins) || !request.tenant) return
    const issues = new IssueList()
    origins.forEach((origin: unknown, i) => {
      const card = (origin as { card?: unknown } | null)?.card
      if (typeof card !== 'object' || card === null || Array.isArray(card)) return
      if (!ENTRY_FIELDS.some((field) => field in card)) return
      const token = tokenOf(
        card as Card,
        request.tenant!.environment,
        clock.now(),
        `origins[${i}].card`,
        issues,
      )
      if (token) (origin as { card: Card }).card = token
    })
    issues.throwIfAny()
  }
}

/** The card with its number replaced by the test card's token, scheme and mask; undefined when refused. */
function tokenOf(card: Card, environment: Environment, now: Date, path: string, issues: IssueList) {
  const given = NUMBER_FIELDS.filter((field) => card[field] !== undefined)
  const field = given[0] ?? 'number'
  const before = issues.issues.length
  if (environment !== 'sandbox') {
    for (const name of given) {
      issues.add(`${path}.${name}`, 'card numbers are taken in the sandbox only; send the card’s token')
    }
    return undefined
  }
  if (given.length === 0) issues.add(`${path}.number`, 'is required with expiryMonth, expiryYear or cvc')
  if (given.length > 1) issues.add(`${path}.pan`, 'give the card number once, as number or pan')
  if (given.length > 0 && card.token !== undefined) {
    issues.add(`${path}.token`, 'give either the card number or its token')
  }

  const text = card[field]
  const digits = typeof text === 'string' ? cardDigits(text) : ''
  const testCard = testCardOfNumber(digits)
  if (given.length > 0 && !isLuhnValid(digits)) {
    issues.add(`${path}.${field}`, 'is not a valid card number')
  } else if (given.length > 0 && !testCard) {
    issues.add(
      `${path}.${field}`,
      'in the sandbox, use one of the test card numbers (README "Sandbox test cards")',
    )
  }
  checkExpiry(card, now, path, issues)
  if (card.cvc !== undefined && !(typeof card.cvc === 'string' && /^\d{3,4}$/.test(card.cvc))) {
    issues.add(`${path}.cvc`, 'must be a string of 3 or 4 digits')
  }
  if (issues.issues.length > before || !testCard) return undefined

  const rest = Object.fromEntries(
    Object.entries(card).filter(([key]) => !(ENTRY_FIELDS as readonly string[]).includes(key)),
  )
  return { ...rest, token: testCard.token, scheme: card.scheme ?? testCard.scheme, mask: lastFour(digits) }
}

/** Expiry is optional; given, it is both month and year (two or four digits), and not past. */
function checkExpiry(card: Card, now: Date, path: string, issues: IssueList): void {
  if (card.expiryMonth === undefined && card.expiryYear === undefined) return
  const month = wholeNumber(card.expiryMonth)
  const year = wholeNumber(card.expiryYear)
  const fullYear = year !== undefined && year < 100 ? 2000 + year : year
  const monthValid = month !== undefined && month >= 1 && month <= 12
  const yearValid = fullYear !== undefined && fullYear >= 2000 && fullYear < 2100
  if (!monthValid) issues.add(`${path}.expiryMonth`, 'must be a month from 1 to 12')
  if (!yearValid) issues.add(`${path}.expiryYear`, 'must be a year such as 2030 or 30')
  else if (monthValid && isExpired(month, fullYear, now)) {
    issues.add(`${path}.expiryYear`, 'the card has expired')
  }
}

/** 12 or "12": expiry fields come as numbers from some clients and as text from others. */
function wholeNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value
  if (typeof value === 'string' && /^\d{1,4}$/.test(value)) return Number(value)
  return undefined
}

/**
 * The CARD origin's `card` object as the OpenAPI document shows it: the catalogue's fields plus
 * the number fields above, so a typed client may send a test card number. The token is then no
 * longer required by the schema; the node's validation still asks for a token or a number.
 */
export function withCardEntryFields(card: Record<string, unknown>): Record<string, unknown> {
  const sandboxOnly = 'Sandbox only, instead of `token`'
  return {
    ...card,
    description:
      'Send `token`, or in the sandbox a test card `number` (or `pan`) with optional expiry and CVC.',
    required: ((card.required as string[] | undefined) ?? []).filter((name) => name !== 'token'),
    properties: {
      ...(card.properties as Record<string, unknown>),
      number: { type: 'string', maxLength: 23, description: `${sandboxOnly}: a test card number.` },
      pan: {
        type: 'string',
        maxLength: 23,
        description: `${sandboxOnly}: the reference's name for \`number\`.`,
      },
      expiryMonth: { type: ['integer', 'string'], description: `${sandboxOnly}: 1 to 12.` },
      expiryYear: { type: ['integer', 'string'], description: `${sandboxOnly}: 2030 or 30.` },
      cvc: { type: 'string', pattern: '^\\d{3,4}$', description: `${sandboxOnly}: 3 or 4 digits.` },
    },
  }
}
