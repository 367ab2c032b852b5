import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../helpers/clock.js'
import { createIdentity } from '../helpers/factories.js'
import { expectLedgerConsistent, tenantOf } from '../helpers/ledger.js'
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
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'

const clock = new ManualClock(new Date())
let t: TestApp
let api: ApiCaller
let owner: OpenedAccount
let payee: OpenedAccount
beforeAll(async () => {
  t = await buildTestApp({ clock })
  api = await t.newClient('sandbox')
  owner = await openAccount(api, (await createIdentity(api)).id, 'CLP')
  payee = await openAccount(api, (await createIdentity(api)).id, 'CLP')
  await topUp(api, owner, '10000')
})

const providerWorker = () => t.app.workers[3]!
const statusOf = async (id: string) => (await api.get(`/payments/${id}`)).json().status as string

async function eventsOf(paymentId: string) {
  const result = await t.database.db.execute(
    sql`select discriminator from webhook_deliveries
      where payment_id = ${paymentId} and not is_replay order by sequence`,
  )
  return (result as { rows: { discriminator: string }[] }).rows.map((row) => row.discriminator)
}

/** The first half of a capture commits; the process dies before the provider answers. */
async function captureDyingAfterIntent(paymentId: string) {
  const { payments } = t.app.services
  return t.database.db.transaction((tx) => payments.recordCaptureIntent(tx, tenantOf(api), paymentId))
}

describe('a capture killed between its provider intent and its outcome', () => {
  it('is finished by the provider worker, exactly once', async () => {
    const payment = await createPayment(api, p2pBody(owner, payee, '2500'))
    const intent = await captureDyingAfterIntent(payment.id)
    expect(await statusOf(payment.id)).toBe('CREATED')

    // The process that recorded the intent owns it for a while: the worker leaves it alone.
    expect(await providerWorker().runOnce()).toBe(0)
    expect(await statusOf(payment.id)).toBe('CREATED')

    clock.advance(61_000)
    expect(await providerWorker().runOnce()).toBe(1)
    expect(await statusOf(payment.id)).toBe('RECEIVED')
    expect(await balanceOf(api, owner)).toEqual({ balance: '7500', availableFunds: '7500' })
    expect(await balanceOf(api, payee)).toEqual({ balance: '2500', availableFunds: '2500' })

    // Nothing is left to resume, and the dead process's late twin changes nothing.
    clock.advance(61_000)
    expect(await providerWorker().runOnce()).toBe(0)
    expect((await t.app.services.payments.finishIntent(intent)).status).toBe('RECEIVED')
    expect(await balanceOf(api, owner)).toEqual({ balance: '7500', availableFunds: '7500' })
    expect(await eventsOf(payment.id)).toEqual(['captured', 'received'])
    expect((await api.post(`/payments/${payment.id}/captured`)).statusCode).toBe(409)
    await expectLedgerConsistent(t)
  })

  it('keeps the sandbox magic values: a magic amount is declined when the worker resumes it', async () => {
    const payment = await createPayment(api, p2pBody(owner, payee, '1313'))
    await captureDyingAfterIntent(payment.id)
    clock.advance(61_000)
    expect(await providerWorker().runOnce()).toBe(1)
    expect(await statusOf(payment.id)).toBe('FAILED')
    expect(await eventsOf(payment.id)).toEqual(['failed'])
    await expectLedgerConsistent(t)
  })

  it('shares one intent between concurrent captures of a pay-in: the money moves once', async () => {
    const payment = await createPayment(api, topUpBody(payee, '1000'))
    const before = await balanceOf(api, payee)
    const responses = await Promise.all([1, 2, 3].map(() => api.post(`/payments/${payment.id}/captured`)))
    for (const response of responses) {
      expect([200, 409]).toContain(response.statusCode)
    }
    expect(responses.some((r) => r.statusCode === 200)).toBe(true)
    expect(await statusOf(payment.id)).toBe('CAPTURED')
    expect(await eventsOf(payment.id)).toEqual(['captured'])
    const intents = await rowsOf(
      t.database.db,
      sql`select outcome, completed_at is not null as closed from provider_intents where payment_id = ${payment.id}`,
    )
    expect(intents).toEqual([{ outcome: 'accepted', closed: true }])

    expect((await api.post('/payments/received', { id: payment.id })).json().status).toBe('RECEIVED')
    expect(BigInt((await balanceOf(api, payee)).balance)).toBe(BigInt(before.balance) + 1000n)
    await expectLedgerConsistent(t)
  })

  it('never applies an answer to an intent another process has closed', async () => {
    const payment = await createPayment(api, topUpBody(payee, '800'))
    const intent = await captureDyingAfterIntent(payment.id)
    // Another process recorded a refusal for it (as a capture whose ledger refused does).
    await t.database.db.execute(
      sql`update provider_intents set completed_at = now(), outcome = 'refused: elsewhere' where id = ${intent.id}`,
    )

    expect((await t.app.services.payments.finishIntent(intent)).status).toBe('CREATED')
    expect(await eventsOf(payment.id)).toEqual([])
    await expectLedgerConsistent(t)
  })

  it("records the outcome of a pay-in's capture once when the worker finishes its intent first", async () => {
    const payment = await createPayment(api, topUpBody(payee, '700'))
    const intent = await captureDyingAfterIntent(payment.id)
    clock.advance(61_000)
    expect(await providerWorker().runOnce()).toBe(1)
    expect(await statusOf(payment.id)).toBe('CAPTURED')

    // The process that recorded the intent comes back with the provider's answer: nothing changes.
    expect((await t.app.services.payments.finishIntent(intent)).status).toBe('CAPTURED')
    expect(await eventsOf(payment.id)).toEqual(['captured'])
    await expectLedgerConsistent(t)
  })
})
