import { randomInt } from 'node:crypto'
import type { ApiClient } from './api-client.js'

export const TRIGGER_OUTCOMES = ['captured', 'received', 'failed'] as const
export type TriggerOutcome = (typeof TRIGGER_OUTCOMES)[number]

interface Payment {
  id: string
  status: string
}

/** The account trigger pays into, found again by its externalId on later runs. */
const ACCOUNT_EXTERNAL_ID = 'cli-trigger-CLP'
const AMOUNT = '1500'

/**
 * `trigger captured|received|failed`: a sandbox top-up that ends in that state, through the public
 * API only, so its events go out like any payment's. Captured: a bank redirect pay-in captured and
 * left waiting for its provider. Received: the same, then the provider notification. Failed: a card
 * with the declining test number's token.
 */
export async function trigger(api: ApiClient, outcome: TriggerOutcome): Promise<Payment> {
  const account = await triggerAccount(api)
  const origin =
    outcome === 'failed'
      ? { type: 'CARD', currency: 'CLP', card: { token: 'tok_sandbox_decline' } }
      : { type: 'FINTOC', currency: 'CLP', fintoc: {} }
  const payment = await api.call<Payment>('POST', '/payments', {
    identityId: account.identityId,
    accountNumber: account.accountNumber,
    type: 'TOPUP_ACCOUNT',
    product: 'CLP:CLP',
    purchaseAmount: AMOUNT,
    externalId: `cli-trigger-${outcome}-${Date.now()}`,
    origins: [origin],
    destinations: [{ type: 'ACCOUNT', currency: 'CLP', account: { accountNumber: account.accountNumber } }],
  })
  const captured = await api.call<Payment>('POST', `/payments/${payment.id}/captured`)
  if (outcome !== 'received') return captured
  return api.call<Payment>('POST', '/payments/received', { id: payment.id })
}

interface Account {
  identityId: string
  accountNumber: string
}

async function triggerAccount(api: ApiClient): Promise<Account> {
  const listed = await api.call<{ pagination?: { results: Account[] }; results?: Account[] }>(
    'GET',
    `/accounts?externalId=${ACCOUNT_EXTERNAL_ID}`,
  )
  const found = (listed.pagination?.results ?? listed.results ?? [])[0]
  if (found) return found
  const identity = await api.call<{ id: string }>('POST', '/identities', {
    type: 'USER',
    name: 'Trigger',
    lastname: 'Test',
    email: 'trigger@example.com',
    phone: '+56221234567',
    documentType: 'RUT',
    documentNumber: randomRut(),
    idv: 'cli-trigger',
    country: 'CHL',
  })
  return api.call<Account>('POST', '/accounts', {
    identityId: identity.id,
    type: 'CHECKING',
    currency: 'CLP',
    externalId: ACCOUNT_EXTERNAL_ID,
  })
}

/** A Chilean RUT with its check digit (identities need a valid document). */
function randomRut(): string {
  const body = randomInt(10_000_000, 99_999_999)
  const sum = [...String(body)].reverse().reduce((acc, d, i) => acc + Number(d) * (2 + (i % 6)), 0)
  const check = 11 - (sum % 11)
  return `${body}-${check === 11 ? '0' : check === 10 ? 'K' : String(check)}`
}
