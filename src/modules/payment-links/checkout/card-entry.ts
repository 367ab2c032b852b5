import {
  cardDigits,
  isExpired,
  isLuhnValid,
  lastFour,
  SANDBOX_TEST_CARDS,
  testCardOfNumber,
} from '../../payments/index.js'
import { esc, type InputSpec } from './views.js'

/**
 * Card entry on the sandbox's hosted page: number, expiry and CVC instead of a token. The number
 * is turned into its test card's token here, at the edge, and goes no further: the payment keeps
 * the token, the scheme and the last four digits; the CVC is only checked for shape.
 */
const NUMBER = 'm.CARD.card.number'
const EXPIRY = 'm.CARD.card.expiry'
const CVC = 'm.CARD.card.cvc'

export const SANDBOX_CARD_INPUTS: InputSpec[] = [
  {
    name: NUMBER,
    label: 'Card number',
    autocomplete: 'cc-number',
    inputmode: 'numeric',
    pattern: '[0-9 \\-]{12,23}',
    maxlength: 23,
    requiredWithMethod: true,
    validate: 'luhn',
    sensitive: true,
  },
  {
    name: EXPIRY,
    label: 'Expiry (MM/YY)',
    autocomplete: 'cc-exp',
    inputmode: 'numeric',
    pattern: '(0[1-9]|1[0-2]) ?/ ?[0-9]{2}',
    maxlength: 7,
    requiredWithMethod: true,
    validate: 'expiry',
  },
  {
    name: CVC,
    label: 'CVC',
    autocomplete: 'cc-csc',
    inputmode: 'numeric',
    pattern: '[0-9]{3,4}',
    maxlength: 4,
    requiredWithMethod: true,
    sensitive: true,
  },
]

/** The card node's fields a test card fills: its token, scheme and last four digits. */
export type CardFields = Record<'card.token' | 'card.scheme' | 'card.mask', string>

/** Reads and checks the card fields; undefined (with errors by field) when they do not make a test card. */
export function tokenizeTestCard(
  form: Record<string, string>,
  now: Date,
  errors: Record<string, string>,
): CardFields | undefined {
  const digits = cardDigits(form[NUMBER] ?? '')
  const card = testCardOfNumber(digits)
  if (digits === '') errors[NUMBER] = 'Enter the card number.'
  else if (!isLuhnValid(digits)) errors[NUMBER] = 'This card number is not valid.'
  else if (!card) errors[NUMBER] = 'In the sandbox, use one of the test card numbers listed below.'
  const expiry = /^(0[1-9]|1[0-2]) ?\/ ?(\d{2})$/.exec((form[EXPIRY] ?? '').trim())
  if (!expiry) errors[EXPIRY] = 'Enter the expiry as MM/YY.'
  else if (isExpired(Number(expiry[1]), 2000 + Number(expiry[2]), now)) {
    errors[EXPIRY] = 'This card has expired.'
  }
  if (!/^\d{3,4}$/.test((form[CVC] ?? '').trim())) errors[CVC] = 'Enter the 3 or 4 digit security code.'
  if (!card || errors[EXPIRY] || errors[CVC]) return undefined
  return { 'card.token': card.token, 'card.scheme': card.scheme, 'card.mask': lastFour(card.number) }
}

const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ')

/** The short list of test numbers shown under the card fields. */
export function testCardsHint(): string {
  const rows = SANDBOX_TEST_CARDS.map(
    (card) => `<li><code>${grouped(card.number)}</code> ${esc(card.description.toLowerCase())}</li>`,
  ).join('\n')
  return `<div class="hint test-cards" data-testid="test-cards"><p>Sandbox test cards (any future expiry, any CVC):</p>
<ul>
${rows}
</ul></div>`
}
