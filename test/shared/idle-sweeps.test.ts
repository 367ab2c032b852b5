import { beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../helpers/clock.js'
import { createIdentity } from '../helpers/factories.js'
import { createPayment, openAccount, topUpBody } from '../helpers/payments.js'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'
import { createLink, linkBody, newMerchant, openSession } from '../payment-links/links.fixtures.js'

/**
 * The workers process runs the sweeps on a timer whether or not anything waits: the sandbox card
 * confirmation four times a second; the payment and payment link expiries and the provider intent
 * worker every five seconds; the expiry of Idempotency-Key outcomes once a minute. With nothing due,
 * a round is one statement and opens no transaction.
 */
describe('a sweep with nothing due', () => {
  const clock = new ManualClock()
  const statements: string[] = []
  let t: TestApp
  let api: ApiCaller

  beforeAll(async () => {
    t = await buildTestApp({ clock, onStatement: (sql) => statements.push(sql) })
    api = await t.newClient('sandbox')
  })

  /** What one round of `sweep` did, and the statements it sent (BEGIN and COMMIT included). */
  async function roundOf(sweep: () => Promise<number>) {
    statements.length = 0
    const swept = await sweep()
    return { swept, statements: [...statements] }
  }

  it('of payments reads their queue once and opens no transaction, then sweeps a due payment', async () => {
    const account = await openAccount(api, (await createIdentity(api)).id, 'USD')
    const card = await createPayment(api, topUpBody(account, '25.00'))
    expect((await api.post(`/payments/${card.id}/captured`)).json().status).toBe('CAPTURED')
    const expiresAt = new Date(clock.now().getTime() + 60_000).toISOString()
    const unpaid = await createPayment(api, topUpBody(account, '10.00', { expiresAt }))

    const expiry = () => t.app.services.payments.expireDue()
    const confirmation = () => t.app.sandboxConfirmation.runOnce()
    const oneRead = { swept: 0, statements: [expect.stringMatching(/^select .* from "payments_due"/)] }
    expect(await roundOf(expiry)).toEqual(oneRead)
    expect(await roundOf(confirmation)).toEqual(oneRead)

    clock.advance(60_000)
    expect((await roundOf(expiry)).swept).toBe(1)
    expect((await roundOf(confirmation)).swept).toBe(1)
    expect((await api.get(`/payments/${unpaid.id}`)).json().status).toBe('EXPIRED')
    expect((await api.get(`/payments/${card.id}`)).json().status).toBe('RECEIVED')
  })

  it('of provider intents is one statement, with no transaction', async () => {
    // Finishing the intents a round claims is test/payments/provider-intents.test.ts.
    const intents = () => t.app.services.payments.resumeIntents()
    const oneClaim = { swept: 0, statements: [expect.stringMatching(/^update "provider_intents"/)] }
    expect(await roundOf(intents)).toEqual(oneClaim)
  })

  it('of Idempotency-Key outcomes is one statement, with no transaction', async () => {
    const expiry = () => t.app.idempotencyExpiry.runOnce()
    const oneDelete = { swept: 0, statements: [expect.stringMatching(/^\s*delete from "idempotency_keys"/)] }
    expect(await roundOf(expiry)).toEqual(oneDelete)
  })

  it('of payment links reads once and opens no transaction, then expires a due link and session', async () => {
    const merchant = await newMerchant(api)
    const link = await createLink(api, linkBody(merchant, { duration: 60 }))
    const session = await openSession(api, link.checkoutToken)
    const expiry = () => t.app.services.paymentLinks.expireDue()
    const oneRead = {
      swept: 0,
      statements: [
        expect.stringMatching(/^select\s+exists \(\(select 1 from "payment_links"[^]*"checkout_sessions"/),
      ],
    }
    expect(await roundOf(expiry)).toEqual(oneRead)

    clock.advance(30 * 60_000 + 1)
    expect((await roundOf(expiry)).swept).toBe(2)
    expect((await api.get(`/payment-links/${link.id}`)).json().status).toBe('EXPIRED')
    expect((await api.get(`/checkout-sessions/${session.id}`)).json().status).toBe('EXPIRED')
    expect(await roundOf(expiry)).toEqual(oneRead)
  })
})
