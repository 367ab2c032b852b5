import { beforeAll, describe, expect, it } from 'vitest'
import { createIdentity } from '../helpers/factories.js'
import { expectLedgerConsistent } from '../helpers/ledger.js'
import {
  balanceOf,
  createPayment,
  openAccount,
  p2pBody,
  topUp,
  topUpBody,
  type OpenedAccount,
} from '../helpers/payments.js'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'

/**
 * Deleting an identity (decision 0005) must not strand money: it is refused while the identity's
 * accounts hold any, and once it is gone its accounts neither send nor receive, for good.
 */
let t: TestApp
let api: ApiCaller
let payer: OpenedAccount
beforeAll(async () => {
  t = await buildTestApp()
  api = await t.newClient('sandbox')
  payer = await openAccount(api, (await createIdentity(api)).id, 'CLP')
  await topUp(api, payer, '100000')
})

async function pay(from: OpenedAccount, to: OpenedAccount, amount: string) {
  const payment = await createPayment(api, p2pBody(from, to, amount))
  const captured = await api.post(`/payments/${payment.id}/captured`, {})
  expect(captured.json().status).toBe('RECEIVED')
}

describe('DELETE /identities/{id} with accounts', () => {
  it('is refused while an account holds money, naming the accounts, and changes nothing', async () => {
    const owner = (await createIdentity(api)).id
    const funded = await openAccount(api, owner, 'CLP')
    const empty = await openAccount(api, owner, 'CLP')
    await pay(payer, funded, '2500')

    const refused = await api.delete(`/identities/${owner}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      error: {
        type: 'conflict',
        info: { reason: 'identity_holds_funds', identityId: owner, accountNumbers: [funded.accountNumber] },
      },
    })
    expect((await api.get(`/identities/${owner}`)).statusCode).toBe(200)
    // The refusal rolled the freeze back: both accounts still send and receive.
    await pay(funded, payer, '1000')
    await pay(payer, empty, '10')
    expect(await balanceOf(api, funded)).toEqual({ balance: '1500', availableFunds: '1500' })
  })

  it('is refused while money is reserved by a payment not yet captured', async () => {
    const owner = (await createIdentity(api)).id
    const account = await openAccount(api, owner, 'CLP')
    await pay(payer, account, '700')
    const pending = await createPayment(api, p2pBody(account, payer, '700'))
    expect((await api.post(`/payments/${pending.id}/authorized`, {})).statusCode).toBe(200)
    expect(await balanceOf(api, account)).toEqual({ balance: '700', availableFunds: '0' })

    expect((await api.delete(`/identities/${owner}`)).statusCode).toBe(409)
  })

  it('racing a payment into the account, either the payment or the deletion wins, never both', async () => {
    for (let round = 0; round < 8; round++) {
      const owner = (await createIdentity(api)).id
      const account = await openAccount(api, owner, 'CLP')
      const payment = await createPayment(api, p2pBody(payer, account, '10'))
      const [captured, deleted] = await Promise.all([
        api.post(`/payments/${payment.id}/captured`, {}),
        api.delete(`/identities/${owner}`),
      ])
      const outcome = [captured.statusCode, deleted.statusCode]
      expect([
        [200, 409],
        [409, 200],
      ]).toContainEqual(outcome)
      const balance = outcome[0] === 200 ? '10' : '0'
      expect(await balanceOf(api, account)).toEqual({ balance, availableFunds: balance })
    }
    await expectLedgerConsistent(t)
  })

  it('once the money is out, deletes the identity and stops its accounts for good', async () => {
    const owner = (await createIdentity(api)).id
    const account = await openAccount(api, owner, 'CLP')
    await pay(payer, account, '900')
    const pendingIn = await createPayment(api, p2pBody(payer, account, '50'))
    await pay(account, payer, '900')

    const deleted = await api.delete(`/identities/${owner}`)
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json()).toEqual({})

    // Nothing reaches it: not a new payment, nor one created before.
    const refused = await api.post('/payments', p2pBody(payer, account, '10'))
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.info).toMatchObject({
      reason: 'identity_deactivated',
      accountNumber: account.accountNumber,
    })
    expect((await api.post(`/payments/${pendingIn.id}/captured`, {})).statusCode).toBe(409)
    // Its owner can no longer start one either: the identity is unknown now.
    const topUpRefused = await api.post('/payments', topUpBody(account, '10'))
    expect(topUpRefused.statusCode).toBe(400)
    expect(topUpRefused.json().error.info).toEqual([expect.objectContaining({ field: 'identityId' })])

    // Blocking and unblocking the account does not bring it back.
    expect((await api.patch(`/accounts/${account.id}`, { status: 'BLOCKED' })).statusCode).toBe(200)
    expect((await api.patch(`/accounts/${account.id}`, { status: 'ACTIVE' })).statusCode).toBe(200)
    expect((await api.post('/payments', p2pBody(payer, account, '10'))).statusCode).toBe(409)

    expect(await balanceOf(api, account)).toEqual({ balance: '0', availableFunds: '0' })
    await expectLedgerConsistent(t)
  })
})
