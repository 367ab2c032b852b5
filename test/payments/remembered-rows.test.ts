import { sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '../../src/app.js'
import { loadConfig } from '../../src/config.js'
import { systemClock } from '../../src/shared/clock.js'
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
import { rowsOf } from '../helpers/stored-data.js'
import { buildTestApp, TEST_TOKEN_SECRET, type ApiCaller, type TestApp } from '../helpers/test-app.js'

/**
 * A process remembers the payments it has just created and the ledger rows it has moved money on,
 * and captures on them without reading them again (payments.service.ts, accounts.service.ts).
 * Another process changes them behind its back here: every decision must still be the one the
 * database's current rows call for.
 */
let t: TestApp
let api: ApiCaller
/** A second app on the same database: another process, sharing no memory with the first. */
let other: App
let from: OpenedAccount
let to: OpenedAccount

beforeAll(async () => {
  t = await buildTestApp()
  api = await t.newClient('sandbox')
  other = await buildApp({
    config: loadConfig({ TOKEN_SECRET: TEST_TOKEN_SECRET, DATA_DIR: '/nonexistent' }),
    database: t.database,
    clock: systemClock,
  })
  from = await openAccount(api, (await createIdentity(api)).id, 'CLP')
  to = await openAccount(api, (await createIdentity(api)).id, 'CLP')
  await topUp(api, from, '1000')
})

afterAll(async () => {
  await other.close()
})

/** A call through the other process, as the same client. */
function elsewhere(
  method: 'POST' | 'PATCH',
  path: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  const headers = { authorization: `Bearer ${api.token}`, 'x-api-key': api.credentials.apiKey }
  return other.inject({ method, url: `/sandbox${path}`, headers, ...(payload ? { payload } : {}) })
}

describe('captures decided on what a process remembers', () => {
  it('does not capture again a payment another process captured after this one created it', async () => {
    const payment = await createPayment(api, p2pBody(from, to, '100'))
    const capturedElsewhere = await elsewhere('POST', `/payments/${payment.id}/captured`, {})
    expect(capturedElsewhere.json().status).toBe('RECEIVED')

    const again = await api.post(`/payments/${payment.id}/captured`, {})
    expect(again.statusCode).toBe(409)
    expect(again.json().error.info).toMatchObject({ reason: 'illegal_transition', status: 'RECEIVED' })
    expect(await balanceOf(api, from)).toEqual({ balance: '900', availableFunds: '900' })
    expect(await balanceOf(api, to)).toEqual({ balance: '100', availableFunds: '100' })
  })

  it('refuses a capture whose funds another process spent since this one last saw the account', async () => {
    // This process has moved money on both accounts (above) and remembers their rows with 900.
    const drain = await elsewhere('POST', '/payments', p2pBody(from, to, '850'))
    expect((await elsewhere('POST', `/payments/${drain.json().id}/captured`, {})).json().status).toBe(
      'RECEIVED',
    )

    const payment = await createPayment(api, p2pBody(from, to, '100'))
    const capture = await api.post(`/payments/${payment.id}/captured`, {})
    expect(capture.statusCode).toBe(409)
    expect(capture.json().error.info).toMatchObject({ reason: 'insufficient_funds', availableFunds: '50' })
    expect(await balanceOf(api, from)).toEqual({ balance: '50', availableFunds: '50' })
  })

  it('refuses a capture on an account whose owner another process deactivated', async () => {
    await topUp(api, from, '500')
    const seen = await createPayment(api, p2pBody(from, to, '10'))
    expect((await api.post(`/payments/${seen.id}/captured`, {})).json().status).toBe('RECEIVED')
    const payment = await createPayment(api, p2pBody(from, to, '10'))
    const deactivated = await elsewhere('PATCH', `/identities/${to.identityId}/deactivate`)
    expect(deactivated.statusCode).toBe(200)

    const capture = await api.post(`/payments/${payment.id}/captured`, {})
    expect(capture.statusCode).toBe(409)
    expect(await balanceOf(api, from)).toEqual({ balance: '540', availableFunds: '540' })
  })
})

describe('pay-ins decided on what a process remembers', () => {
  let payInto: OpenedAccount
  beforeAll(async () => {
    payInto = await openAccount(api, (await createIdentity(api)).id, 'CLP')
    await topUp(api, payInto, '1000')
  })

  it('does not capture again a pay-in another process captured after this one created it', async () => {
    const payment = await createPayment(api, topUpBody(payInto, '3000'))
    const capturedElsewhere = await elsewhere('POST', `/payments/${payment.id}/captured`, {})
    expect(capturedElsewhere.json().status).toBe('CAPTURED')

    const again = await api.post(`/payments/${payment.id}/captured`, {})
    expect(again.statusCode).toBe(409)
    expect(again.json().error.info).toMatchObject({ reason: 'illegal_transition', status: 'CAPTURED' })
    expect((await api.post('/payments/received', { id: payment.id })).json().status).toBe('RECEIVED')
    expect((await elsewhere('POST', '/payments/received', { id: payment.id })).json().status).toBe('RECEIVED')
    expect(await balanceOf(api, payInto)).toEqual({ balance: '4000', availableFunds: '4000' })
    await expectLedgerConsistent(t)
  })

  it('refuses a notification into an account whose owner another process deactivated since', async () => {
    // This process has moved money into the account (above) and remembers its row as active.
    const payment = await createPayment(api, topUpBody(payInto, '500'))
    const deactivated = await elsewhere('PATCH', `/identities/${payInto.identityId}/deactivate`)
    expect(deactivated.statusCode).toBe(200)

    const received = await api.post('/payments/received', { id: payment.id })
    expect(received.statusCode).toBe(409)
    expect(await balanceOf(api, payInto)).toEqual({ balance: '4000', availableFunds: '4000' })
    await expectLedgerConsistent(t)
  })

  it('refuses a notification paying out of a platform account frozen in the database since', async () => {
    const other = await openAccount(api, (await createIdentity(api)).id, 'CLP')
    await topUp(api, other, '1000')
    const payment = await createPayment(api, topUpBody(other, '600'))
    expect((await api.post(`/payments/${payment.id}/captured`, {})).json().status).toBe('CAPTURED')
    const [escrow] = await rowsOf<{ id: string }>(
      t.database.db,
      sql`select id from accounts where identity_id is null and type = 'ESCROW' and currency = 'CLP'`,
    )
    // The API keeps a platform account's status (409 platform_account); an operator's SQL can
    // still freeze its ledger row, and a process that remembers the row must see that.
    const freeze = (frozen: boolean) =>
      t.database.db.execute(sql`update ledger_accounts set is_frozen = ${frozen} where id = ${escrow!.id}`)
    await freeze(true)

    expect((await api.post('/payments/received', { id: payment.id })).statusCode).toBe(409)
    expect(await balanceOf(api, other)).toEqual({ balance: '1000', availableFunds: '1000' })
    await freeze(false)
    expect((await api.post('/payments/received', { id: payment.id })).json().status).toBe('RECEIVED')
    expect(await balanceOf(api, other)).toEqual({ balance: '1600', availableFunds: '1600' })
    await expectLedgerConsistent(t)
  })
})

/** A FEE rule of `percent` on `identityId`'s payments, created through the other process. */
async function percentageFeeElsewhere(identityId: string, percent: string) {
  const rule = await elsewhere('POST', '/rules', {
    type: 'FEE',
    identityId,
    overwrites: false,
    feeRule: { feeType: 'PERCENTAGE', value: percent },
  })
  expect(rule.statusCode).toBe(201)
}

describe('creates decided on what a process remembers', () => {
  let payer: OpenedAccount
  let payee: OpenedAccount
  beforeAll(async () => {
    payer = await openAccount(api, (await createIdentity(api)).id, 'CLP')
    payee = await openAccount(api, (await createIdentity(api)).id, 'CLP')
    await topUp(api, payer, '10000')
  })

  it('prices with a fee rule another process created since this one last priced the payer', async () => {
    expect((await createPayment(api, p2pBody(payer, payee, '1000'))).fees).toEqual([])
    await percentageFeeElsewhere(payer.identityId, '10')

    const priced = await createPayment(api, p2pBody(payer, payee, '1000'))
    expect(priced.fees).toMatchObject([{ amount: '100', currency: 'CLP' }])
  })

  it('prices a pay-in on a rule another process created since, its instructions made for the payment stored', async () => {
    const pixAccount = await openAccount(api, (await createIdentity(api)).id, 'BRL')
    expect((await createPayment(api, topUpBody(pixAccount, '100'))).fees).toEqual([])
    await percentageFeeElsewhere(pixAccount.identityId, '5')

    const priced = await createPayment(api, topUpBody(pixAccount, '100'))
    expect(priced.fees).toMatchObject([{ amount: '5.00', currency: 'BRL' }])
    // The PIX code the provider made names the payment that was stored, not an earlier try's id.
    expect(JSON.stringify(priced.origins)).toContain(`sandbox.pay/${priced.id}`)
  })

  it('refuses a payment from an identity another process deactivated since', async () => {
    await createPayment(api, p2pBody(payer, payee, '10'))
    const deactivated = await elsewhere('PATCH', `/identities/${payer.identityId}/deactivate`)
    expect(deactivated.statusCode).toBe(200)

    const refused = await api.post('/payments', p2pBody(payer, payee, '10'))
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.info).toMatchObject({ reason: 'identity_deactivated' })
  })
})
