import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'
import { createIdentity } from '../helpers/factories.js'
import { expectLedgerConsistent } from '../helpers/ledger.js'
import { balanceOf, createPayment, openAccount, p2pBody, topUp } from '../helpers/payments.js'

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
