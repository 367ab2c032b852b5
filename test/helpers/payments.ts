import { validNode } from '../payments/rails/rails.fixtures.js'
import type { ApiCaller } from './test-app.js'

export interface OpenedAccount {
  id: string
  accountNumber: string
  currency: string
  identityId: string
}

export async function openAccount(
  api: ApiCaller,
  identityId: string,
  currency: string,
): Promise<OpenedAccount> {
  const response = await api.post('/accounts', { identityId, type: 'CHECKING', currency })
  if (response.statusCode !== 200) throw new Error(response.body)
  return response.json()
}

export const accountNode = (account: OpenedAccount, amount?: string) => ({
  type: 'ACCOUNT',
  currency: account.currency,
  ...(amount === undefined ? {} : { amount }),
  account: { accountNumber: account.accountNumber },
})

/** A pay-in rail per currency, for top-ups in tests. */
const PAY_IN_BY_CURRENCY: Record<string, Parameters<typeof validNode>[0]> = {
  CLP: 'ETPAY',
  USD: 'CARD',
  BRL: 'PIX',
  MXN: 'SPEI',
  ARS: 'PCT',
}

export const payInNode = (currency: string) => validNode(PAY_IN_BY_CURRENCY[currency]!, 'payIn')

export async function createPayment(api: ApiCaller, body: Record<string, unknown>) {
  const response = await api.post('/payments', body)
  if (response.statusCode !== 200) throw new Error(`payment creation failed: ${response.body}`)
  return response.json()
}

/** The body of a top-up of `account` through its currency's sandbox pay-in rail. */
export const topUpBody = (
  account: OpenedAccount,
  amount: string,
  overrides: Record<string, unknown> = {},
) => ({
  identityId: account.identityId,
  accountNumber: account.accountNumber,
  type: 'TOPUP_ACCOUNT',
  product: `${account.currency}:${account.currency}`,
  purchaseAmount: amount,
  origins: [payInNode(account.currency)],
  destinations: [accountNode(account)],
  ...overrides,
})

/** Funds an account the way an integrator does: a sandbox top-up, confirmed by the provider notification. */
export async function topUp(api: ApiCaller, account: OpenedAccount, amount: string) {
  const payment = await createPayment(api, topUpBody(account, amount))
  const received = await api.post('/payments/received', { id: payment.id })
  if (received.statusCode !== 200) throw new Error(received.body)
  return received.json()
}

export const p2pBody = (from: OpenedAccount, to: OpenedAccount, amount: string) => ({
  identityId: from.identityId,
  accountNumber: from.accountNumber,
  type: 'P2P',
  product: `${from.currency}:${to.currency}`,
  purchaseAmount: amount,
  origins: [accountNode(from)],
  destinations: [accountNode(to)],
})

export async function balanceOf(api: ApiCaller, account: OpenedAccount) {
  const { balance, availableFunds } = (await api.get(`/accounts/${account.id}`)).json()
  return { balance, availableFunds }
}
