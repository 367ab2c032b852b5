import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'
import { createIdentity } from '../helpers/factories.js'
import { expectLedgerConsistent } from '../helpers/ledger.js'
import {
  accountNode,
  balanceOf,
  createPayment,
  openAccount,
  p2pBody,
  payInNode,
  topUp,
  topUpBody,
} from '../helpers/payments.js'
import { validNode } from './rails/rails.fixtures.js'

let t: TestApp
let api: ApiCaller
beforeAll(async () => {
  // The race is the point here, not the per-client request budget.
  t = await buildTestApp({ env: { RATE_LIMIT_MAX: '100000' } })
  api = await t.newClient('sandbox')
})

describe('captures racing on one account', () => {
  it('lets 500 concurrent captures drain an account exactly to zero and never below', async () => {
    const source = await openAccount(api, (await createIdentity(api)).id, 'USD')
    const sink = await openAccount(api, (await createIdentity(api)).id, 'USD')
    await topUp(api, source, '250.00')
    const payments: { id: string }[] = []
    for (let batch = 0; batch < 10; batch++) {
      payments.push(
        ...(await Promise.all(
          Array.from({ length: 50 }, () => createPayment(api, p2pBody(source, sink, '1.00'))),
        )),
      )
    }
    const captures = await Promise.all(payments.map((p) => api.post(`/payments/${p.id}/captured`)))
    const statuses = captures.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 200)).toHaveLength(250)
    expect(statuses.filter((s) => s === 409)).toHaveLength(250)
    expect(await balanceOf(api, source)).toEqual({ balance: '0.00', availableFunds: '0.00' })
    expect(await balanceOf(api, sink)).toEqual({ balance: '250.00', availableFunds: '250.00' })
    await expectLedgerConsistent(t)
  }, 120_000)
})

describe('mixed flows racing on shared accounts', () => {
  it('never deadlocks: withdrawals capturing and top-ups arriving on one account at once all succeed', async () => {
    const hub = await openAccount(api, (await createIdentity(api)).id, 'CLP')
    await topUp(api, hub, '1000000')
    const withdrawal = () =>
      createPayment(api, {
        identityId: hub.identityId,
        accountNumber: hub.accountNumber,
        type: 'WITHDRAWAL_ACCOUNT',
        product: 'CLP:CLP',
        purchaseAmount: '1000',
        origins: [accountNode(hub)],
        destinations: [validNode('BANK_ACCOUNT', 'payOut')].map((node) => ({
          ...node,
          currency: 'CLP',
          bank: {
            accountNumber: '000123456789',
            bank: 'BANCO_CHILE',
            currency: 'CLP',
            accountHolder: 'Ana',
            accountHolderDni: '17604011-4',
            country: 'CHL',
            typeAccount: 'CHECKING',
          },
        })),
      })
    const topUpPayment = () =>
      createPayment(api, {
        identityId: hub.identityId,
        accountNumber: hub.accountNumber,
        type: 'TOPUP_ACCOUNT',
        product: 'CLP:CLP',
        purchaseAmount: '1000',
        origins: [payInNode('CLP')],
        destinations: [accountNode(hub)],
      })
    const outs = await Promise.all(Array.from({ length: 30 }, withdrawal))
    const ins = await Promise.all(Array.from({ length: 30 }, topUpPayment))
    const responses = await Promise.all([
      ...outs.map((p) => api.post(`/payments/${p.id}/captured`)),
      ...ins.map((p) => api.post('/payments/received', { id: p.id })),
    ])
    expect(responses.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([])
    expect(await balanceOf(api, hub)).toEqual({ balance: '1000000', availableFunds: '1000000' })
    await expectLedgerConsistent(t)
  }, 120_000)

  it('moves a pay-in’s money once when its provider notification arrives ten times at once', async () => {
    const account = await openAccount(api, (await createIdentity(api)).id, 'CLP')
    const payIn = await createPayment(api, topUpBody(account, '2500'))
    const notified = await Promise.all(
      Array.from({ length: 10 }, () => api.post('/payments/received', { id: payIn.id })),
    )
    expect(notified.map((r) => [r.statusCode, r.json().status])).toEqual(
      notified.map(() => [200, 'RECEIVED']),
    )
    expect(await balanceOf(api, account)).toEqual({ balance: '2500', availableFunds: '2500' })
    await expectLedgerConsistent(t)
  }, 120_000)

  it('creates a currency’s platform accounts once when its first payments arrive together', async () => {
    const client = await t.newClient('sandbox')
    const accounts = await Promise.all(
      Array.from({ length: 10 }, async () => openAccount(client, (await createIdentity(client)).id, 'BRL')),
    )
    const payments = await Promise.all(
      accounts.map((account) =>
        createPayment(client, {
          identityId: account.identityId,
          accountNumber: account.accountNumber,
          type: 'TOPUP_ACCOUNT',
          product: 'BRL:BRL',
          purchaseAmount: '50.00',
          origins: [payInNode('BRL')],
          destinations: [accountNode(account)],
        }),
      ),
    )
    const received = await Promise.all(payments.map((p) => client.post('/payments/received', { id: p.id })))
    expect(received.map((r) => r.statusCode)).toEqual(payments.map(() => 200))
    expect((await client.get('/accounts', { query: { type: 'ESCROW' } })).json().pagination.total).toBe(1)
  }, 120_000)
})
