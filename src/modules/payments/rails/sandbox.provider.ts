import { randomInt } from 'node:crypto'
import { newSecretToken } from '../../../shared/ids.js'
import { formatAmount } from '../../../shared/money.js'
import type { CaptureRequest, PayInInstructions, ProviderDecision, RailProvider } from './provider.js'
import { RAILS } from './rails.catalogue.js'
import { outcomeOfCardToken } from './sandbox-cards.js'
import { isNodeType } from './rails.catalogue.js'

/**
 * Documented sandbox magic values (README "Sandbox magic values"). Amounts are compared as the
 * purchase amount in major units, so they work in every currency. Card outcomes come from the test
 * cards (sandbox-cards.ts).
 */
export const SANDBOX_MAGIC = {
  declinedAmounts: ['13.13', '1313'],
  reviewAmounts: ['66.66', '6666'],
  /** A payout to an account number ending in these digits is rejected by the simulated bank. */
  declinedAccountSuffix: '9999',
} as const

/** The sandbox's stand-in for every rail: realistic pay-in instructions and scripted outcomes. */
export function createSandboxProvider(publicBaseUrl: string): RailProvider {
  return {
    async preparePayIn({ paymentId, node, returns, expiresAt }) {
      const instructions: PayInInstructions = {}
      const token = newSecretToken(18)
      for (const field of returns) {
        const value = instructionFor(field, { paymentId, token, expiresAt, node, publicBaseUrl })
        if (value !== undefined) instructions[field] = value
      }
      return instructions
    },

    async submitCapture(request: CaptureRequest): Promise<ProviderDecision> {
      const amount = formatAmount(request.purchaseAmount, request.purchaseCurrency).replace(/\.0+$/, '')
      const card = outcomeOfCardToken(cardTokenOf(request.origins))
      if (SANDBOX_MAGIC.declinedAmounts.includes(amount as never) || card === 'declined') {
        return { outcome: 'declined', reason: 'declined by the sandbox rail (magic value)' }
      }
      if (request.destinations.some(hasDeclinedAccountNumber)) {
        return { outcome: 'declined', reason: 'payout rejected by the sandbox bank (magic account number)' }
      }
      if (SANDBOX_MAGIC.reviewAmounts.includes(amount as never) || card === 'review') {
        return { outcome: 'review', reason: 'flagged for review by the sandbox rail (magic value)' }
      }
      return { outcome: 'accepted' }
    },
  }
}

function cardTokenOf(origins: readonly Record<string, unknown>[]): string | undefined {
  return origins.map((node) => (node.card as { token?: string } | undefined)?.token).find(Boolean)
}

/** Card pay-ins are the ones the sandbox confirms on its own after capture, as an acquirer would. */
export function confirmsOnItsOwn(origins: readonly Record<string, unknown>[]): boolean {
  return origins.some((node) => node.type === 'CARD')
}

/**
 * The acquirer's later confirmation of a captured sandbox card payment: RECEIVED, or FAILED for
 * the test card that fails after capture.
 */
export function sandboxConfirmationOf(
  origins: readonly Record<string, unknown>[],
): { status: 'RECEIVED' } | { status: 'FAILED'; reason: string } {
  return outcomeOfCardToken(cardTokenOf(origins)) === 'fails_after_capture'
    ? { status: 'FAILED', reason: 'the card issuer refused the capture (sandbox test card)' }
    : { status: 'RECEIVED' }
}

function hasDeclinedAccountNumber(node: Record<string, unknown>): boolean {
  if (!isNodeType(node.type) || node.type === 'ACCOUNT') return false
  const rail = node[RAILS[node.type].key] as Record<string, unknown> | undefined
  const numbers = [
    rail?.accountNumber,
    (rail?.bank as Record<string, unknown> | undefined)?.accountNumber,
    rail?.clabe,
    rail?.iban,
  ]
  return numbers.some((n) => typeof n === 'string' && n.endsWith(SANDBOX_MAGIC.declinedAccountSuffix))
}

interface InstructionContext {
  paymentId: string
  token: string
  expiresAt: Date
  node: Record<string, unknown>
  publicBaseUrl: string
}

function instructionFor(field: string, context: InstructionContext): string | undefined {
  switch (field) {
    case 'url':
      return `${context.publicBaseUrl}/sandbox/pay/${context.paymentId}-${context.token}`
    case 'token':
    case 'signatureToken':
      return field === 'token' ? context.token : newSecretToken(16)
    case 'expiresAt':
    case 'expiredAt':
      return context.expiresAt.toISOString()
    case 'qrCode':
    case 'data':
      return pixPayload(
        context.paymentId,
        typeof context.node.amount === 'string' ? context.node.amount : '0',
      )
    case 'clabe':
      return withClabeCheckDigit(`646180${digits(11)}`)
    case 'bankId':
      return '90646'
    case 'code':
      return newCvu()
    default:
      return undefined
  }
}

/**
 * The token of a sandbox pay-in page in a payment's origins (its rail object's `url`), if its rail
 * redirects the payer. It starts with the payment's id, so the page finds any sandbox pay-in, made
 * through a checkout session or the API, and the rest of it is the secret that lets the page act.
 */
export function sandboxPayInTokenOf(origins: readonly Record<string, unknown>[]): string | undefined {
  for (const node of origins) {
    for (const value of Object.values(node)) {
      const url = (value as { url?: unknown } | undefined)?.url
      const match = typeof url === 'string' ? /\/sandbox\/pay\/([\w-]+)$/.exec(url) : null
      if (match) return match[1]!
    }
  }
  return undefined
}

/** The payment id a pay-in page token starts with. */
export const paymentIdOfPayInToken = (token: string) =>
  /^[0-9a-f]{24}-/.test(token) ? token.slice(0, 24) : undefined

function digits(count: number): string {
  return Array.from({ length: count }, () => String(randomInt(0, 10))).join('')
}

/** An EMV "copia e cola" payload as PIX QR codes carry it, with its CRC16. */
function pixPayload(paymentId: string, amount: string): string {
  const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`
  const account = field('00', 'br.gov.bcb.pix') + field('25', `sandbox.pay/${paymentId}`)
  const body =
    field('00', '01') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    field('54', amount) +
    field('58', 'BR') +
    field('59', 'SANDBOX') +
    field('60', 'SAO PAULO') +
    field('62', field('05', paymentId.slice(0, 25))) +
    '6304'
  return body + crc16(body)
}

function crc16(text: string): string {
  let crc = 0xffff
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

function withClabeCheckDigit(body: string): string {
  const weights = [3, 7, 1]
  const sum = [...body].reduce((acc, d, i) => acc + ((Number(d) * weights[i % 3]!) % 10), 0)
  return body + String((10 - (sum % 10)) % 10)
}

/** A CVU: 000 + entity and branch, check digit, account, check digit (the CBU algorithm). */
function newCvu(): string {
  const check = (block: string, weights: number[]) =>
    String(
      (10 - ([...block].reduce((acc, d, i) => acc + Number(d) * weights[i % weights.length]!, 0) % 10)) % 10,
    )
  const first = `0000${digits(3)}`
  const second = digits(13)
  return first + check(first, [7, 1, 3, 9]) + second + check(second, [3, 9, 7, 1])
}
