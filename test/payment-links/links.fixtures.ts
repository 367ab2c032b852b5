import { createIdentity } from '../helpers/factories.js'
import { openAccount, type OpenedAccount } from '../helpers/payments.js'
import type { ApiCaller } from '../helpers/test-app.js'

export interface Merchant {
  identityId: string
  account: OpenedAccount
}

export async function newMerchant(api: ApiCaller, currency = 'CLP'): Promise<Merchant> {
  const identity = await createIdentity(api, { name: 'Tienda', lastname: 'Sur' })
  return { identityId: identity.id, account: await openAccount(api, identity.id, currency) }
}

/** A valid link body: two items (one taxed 19%), one destination taking the whole total. */
export function linkBody(merchant: Merchant, overrides: Record<string, unknown> = {}) {
  return {
    currency: merchant.account.currency,
    items: [
      {
        description: 'Café de grano 1 kg',
        preTaxAmount: '10000',
        tax: { name: 'IVA', type: 'PERCENTAGE', value: '19' },
      },
      { description: 'Envío', preTaxAmount: '2500' },
    ],
    paymentMethodsAllowed: ['CARD', 'ETPAY'],
    destinations: [
      { type: 'ACCOUNT', amount: '14400', account: { accountNumber: merchant.account.accountNumber } },
    ],
    owner: { identityId: merchant.identityId },
    ...overrides,
  }
}

export const cardOrigin = (token = 'tok_visa_4242', currency = 'CLP') => ({
  type: 'CARD',
  currency,
  card: { token },
})

export async function createLink(api: ApiCaller, body: Record<string, unknown>) {
  const response = await api.post('/payment-links', body)
  if (response.statusCode !== 201) throw new Error(`link creation failed: ${response.body}`)
  return response.json<
    Record<string, unknown> & { id: string; checkoutToken: string; url: string; status: string }
  >()
}

export async function openSession(api: ApiCaller, token: string) {
  const response = await api.post(`/payment-links/token/${token}/checkout-sessions`, {})
  if (response.statusCode !== 200) throw new Error(`session creation failed: ${response.body}`)
  return response.json<Record<string, unknown> & { id: string; status: string }>()
}
