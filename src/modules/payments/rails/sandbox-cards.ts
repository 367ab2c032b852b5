/**
 * The sandbox's test cards (README "Sandbox test cards"): documented numbers, each standing for a
 * token and a scripted outcome, as in card networks' test modes. Pure data and functions; the
 * number is turned into its token where it enters (the hosted page, the API's card-numbers edge)
 * and is never stored.
 */
export type TestCardOutcome = 'succeeds' | 'declined' | 'review' | 'fails_after_capture'

export interface TestCard {
  number: string
  scheme: 'VISA' | 'MASTERCARD'
  token: string
  outcome: TestCardOutcome
  description: string
}

export const SANDBOX_TEST_CARDS: readonly TestCard[] = [
  {
    number: '4242424242424242',
    scheme: 'VISA',
    token: 'tok_sandbox_visa',
    outcome: 'succeeds',
    description: 'Succeeds, confirmed shortly after capture',
  },
  {
    number: '5555555555554444',
    scheme: 'MASTERCARD',
    token: 'tok_sandbox_mastercard',
    outcome: 'succeeds',
    description: 'Succeeds, confirmed shortly after capture',
  },
  {
    number: '4000000000000002',
    scheme: 'VISA',
    token: 'tok_sandbox_decline',
    outcome: 'declined',
    description: 'Declined at capture',
  },
  {
    number: '4000000000009235',
    scheme: 'VISA',
    token: 'tok_sandbox_review',
    outcome: 'review',
    description: 'Held for review at capture',
  },
  {
    number: '4000000000000341',
    scheme: 'VISA',
    token: 'tok_sandbox_fail_after_capture',
    outcome: 'fails_after_capture',
    description: 'Captured, then fails when the confirmation arrives',
  },
]

/** The Luhn check every card number carries in its last digit. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** A typed card number without the spaces and dashes people put in it. */
export function cardDigits(text: string): string {
  return text.replace(/[\s-]/g, '')
}

export function testCardOfNumber(digits: string): TestCard | undefined {
  return SANDBOX_TEST_CARDS.find((card) => card.number === digits)
}

/** What the sandbox does with a card token: test-card tokens script it; any other token succeeds. */
export function outcomeOfCardToken(token: string | undefined): TestCardOutcome {
  return SANDBOX_TEST_CARDS.find((card) => card.token === token)?.outcome ?? 'succeeds'
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(month: number, year: number, now: Date): boolean {
  return year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1
}

/** The last four digits: all of a card number that may be kept or shown. */
export const lastFour = (digits: string) => digits.slice(-4)
