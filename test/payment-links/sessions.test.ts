import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../helpers/clock.js'
import { balanceOf } from '../helpers/payments.js'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'
import { validNode } from '../payments/rails/rails.fixtures.js'
import {
  cardOrigin,
  createLink,
  linkBody,
  newMerchant,
  openSession,
  type Merchant,
} from './links.fixtures.js'

const clock = new ManualClock(new Date())
let t: TestApp
let api: ApiCaller
let merchant: Merchant
beforeAll(async () => {
  t = await buildTestApp({ clock })
  api = await t.newClient('sandbox')
  merchant = await newMerchant(api)
})

// The manual clock runs past the access token's hour: each test starts with a fresh token.
beforeEach(async () => {
  api = await t.callerFor(api.credentials, 'sandbox')
})
const renew = async () => {
  api = await t.callerFor(api.credentials, 'sandbox')
}

const sweep = () => t.app.workers[1]!.runOnce()
const statusOf = async (path: string) => (await api.get(path)).json().status as string

describe('creating sessions', () => {
  it('opens a session from the checkout token (200) with the link fields and payment configs', async () => {
    const link = await createLink(
      api,
      linkBody(merchant, { paymentMethodsAllowed: ['CARD', 'ETPAY', 'PIX'] }),
    )
    const response = await api.post(`/payment-links/token/${link.checkoutToken}/checkout-sessions`, {})
    expect(response.statusCode).toBe(200)
    const session = response.json()
    expect(session).toMatchObject({
      paymentLinkId: link.id,
      checkoutToken: link.checkoutToken,
      status: 'ACTIVE',
      currency: 'CLP',
      totalAmount: '14400',
      url: link.url,
      expiresAt: new Date(clock.now().getTime() + 30 * 60_000).toISOString(),
    })
    expect(session.paymentConfigs).toEqual([
      {
        currency: 'CLP',
        product: 'CLP:CLP',
        exchangeRate: '1',
        paymentMethods: [
          {
            id: 'card_clp',
            type: 'CARD',
            enabled: true,
            requiredFields: ['card.token'],
            purchaseAmount: '14400',
          },
          {
            id: 'etpay_clp',
            type: 'ETPAY',
            enabled: true,
            requiredFields: [
              'etpay.customer.firstName',
              'etpay.customer.email',
              'etpay.successUrl',
              'etpay.failedUrl',
            ],
            purchaseAmount: '14400',
          },
        ],
      },
      {
        // 14400 CLP at 950 CLP/USD and 5.2 BRL/USD: the least BRL whose conversion reaches 14400 CLP.
        currency: 'BRL',
        product: 'BRL:CLP',
        exchangeRate: '182.6923076923',
        paymentMethods: [expect.objectContaining({ id: 'pix_brl', type: 'PIX', purchaseAmount: '78.82' })],
      },
    ])
  })

  it('works without a body, 404s on an unknown token, and 409s on an inactive link', async () => {
    const link = await createLink(api, linkBody(merchant))
    expect((await api.post(`/payment-links/token/${link.checkoutToken}/checkout-sessions`)).statusCode).toBe(
      200,
    )
    const unknown = await api.post('/payment-links/token/not-a-token/checkout-sessions', {})
    expect(unknown.statusCode).toBe(404)
    const draft = await createLink(api, linkBody(merchant, { status: 'ATTEMPT' }))
    const refused = await api.post(`/payment-links/token/${draft.checkoutToken}/checkout-sessions`, {})
    expect(refused.statusCode).toBe(409)
    const body = await api.post(`/payment-links/token/${link.checkoutToken}/checkout-sessions`, { x: 1 })
    expect(body.statusCode).toBe(400)
  })

  it('POST /checkout-sessions creates a link and a session from a link body (201)', async () => {
    const response = await api.post('/checkout-sessions', linkBody(merchant))
    expect(response.statusCode).toBe(201)
    const session = response.json()
    expect(session.status).toBe('ACTIVE')
    expect(await statusOf(`/payment-links/${session.paymentLinkId}`)).toBe('ACTIVE')
    const bad = await api.post('/checkout-sessions', linkBody(merchant, { duration: 10 }))
    expect(bad.statusCode).toBe(400)
  })

  it('caps a session at its link expiry', async () => {
    const link = await createLink(api, linkBody(merchant, { duration: 60 }))
    const session = await openSession(api, link.checkoutToken)
    expect(session.expiresAt).toBe(link.expiresAt)
  })

  it('brings an open session forward when PATCH moves its link expiry earlier, never later', async () => {
    const link = await createLink(api, linkBody(merchant))
    const session = await openSession(api, link.checkoutToken)
    const expiresAt = new Date(clock.now().getTime() + 60_000).toISOString()
    expect((await api.patch(`/payment-links/${link.id}`, { expiresAt })).statusCode).toBe(200)
    expect((await api.get(`/checkout-sessions/${session.id}`)).json().expiresAt).toBe(expiresAt)
    const later = new Date(clock.now().getTime() + 3_600_000).toISOString()
    expect((await api.patch(`/payment-links/${link.id}`, { expiresAt: later })).statusCode).toBe(200)
    expect((await api.get(`/checkout-sessions/${session.id}`)).json().expiresAt).toBe(expiresAt)

    clock.advance(60_000)
    await renew()
    await sweep()
    expect(await statusOf(`/checkout-sessions/${session.id}`)).toBe('EXPIRED')
    expect(await statusOf(`/payment-links/${link.id}`)).toBe('ACTIVE')
  })
})

describe('a link repriced under an open session', () => {
  it('ends the session, so its payer never pays a price other than the one shown', async () => {
    const link = await createLink(api, linkBody(merchant))
    const kept = await openSession(api, link.checkoutToken)
    // A change that leaves the price alone leaves the session open.
    await api.patch(`/payment-links/${link.id}`, { successUrl: 'https://shop.example.com/thanks' })
    expect(await statusOf(`/checkout-sessions/${kept.id}`)).toBe('ACTIVE')

    const repriced = await api.patch(`/payment-links/${link.id}`, {
      items: [{ description: 'Envío', preTaxAmount: '2500' }],
      destinations: [
        { type: 'ACCOUNT', amount: '2500', account: { accountNumber: merchant.account.accountNumber } },
      ],
    })
    expect(repriced.json().totalAmount).toBe('2500')
    const refused = await api.post(`/checkout-sessions/${kept.id}/payments`, { origins: [cardOrigin()] })
    expect(refused.statusCode).toBe(409)
    expect(await statusOf(`/checkout-sessions/${kept.id}`)).toBe('EXPIRED')

    // A session opened now shows, and charges, the new price.
    const fresh = await openSession(api, link.checkoutToken)
    expect(fresh.totalAmount).toBe('2500')
    const paid = await api.post(`/checkout-sessions/${fresh.id}/payments`, { origins: [cardOrigin()] })
    expect(paid.json().totalAmount).toBe('2500')
  })
})

describe('reading, deleting and refreshing sessions', () => {
  it('gets, lists with filters, deletes (200 {}) and then 404s', async () => {
    const client = await t.newClient('sandbox')
    const m1 = await newMerchant(client)
    const m2 = await newMerchant(client)
    const s1 = await openSession(client, (await createLink(client, linkBody(m1))).checkoutToken)
    clock.advance(1000)
    const s2 = await openSession(client, (await createLink(client, linkBody(m2))).checkoutToken)
    expect((await client.get(`/checkout-sessions/${s1.id}`)).json().id).toBe(s1.id)

    const ids = async (query: Record<string, string>) =>
      ((await client.get('/checkout-sessions', { query })).json().results as { id: string }[]).map(
        (s) => s.id,
      )
    expect(await ids({})).toEqual([s2.id, s1.id])
    expect(await ids({ sort: 'createdAt:asc' })).toEqual([s1.id, s2.id])
    expect(await ids({ identityId: m1.identityId })).toEqual([s1.id])
    expect(await ids({ accountNumber: m2.account.accountNumber })).toEqual([s2.id])
    expect(await ids({ status: 'ACTIVE,FINISHED' })).toEqual([s2.id, s1.id])
    expect(await ids({ status: 'FINISHED' })).toEqual([])
    const today = clock.now().toISOString().slice(0, 10).split('-').reverse().join('/')
    expect(await ids({ startDate: today, endDate: today })).toHaveLength(2)
    expect((await client.get('/checkout-sessions', { query: { status: 'NOPE' } })).statusCode).toBe(400)
    expect((await client.get('/checkout-sessions', { query: { limit: '1' } })).json().pagination).toEqual({
      count: 1,
      next: 1,
      previous: 0,
      total: 2,
    })

    const deleted = await client.delete(`/checkout-sessions/${s1.id}`)
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json()).toEqual({})
    expect((await client.get(`/checkout-sessions/${s1.id}`)).statusCode).toBe(404)
    expect((await client.delete(`/checkout-sessions/${s1.id}`)).statusCode).toBe(404)
    const pay = await client.post(`/checkout-sessions/${s1.id}/payments`, { origins: [cardOrigin()] })
    expect(pay.statusCode).toBe(404)
  })

  it('refresh renews the open session (201), or opens one', async () => {
    const link = await createLink(api, linkBody(merchant))
    const session = await openSession(api, link.checkoutToken)
    clock.advance(10 * 60_000)
    const refreshed = await api.post(`/checkout-sessions/token/${link.checkoutToken}/refresh`, {})
    expect(refreshed.statusCode).toBe(201)
    expect(refreshed.json()).toMatchObject({
      id: session.id,
      expiresAt: new Date(clock.now().getTime() + 30 * 60_000).toISOString(),
    })
    await api.delete(`/checkout-sessions/${session.id}`)
    const fresh = await api.post(`/checkout-sessions/token/${link.checkoutToken}/refresh`, {})
    expect(fresh.statusCode).toBe(201)
    expect(fresh.json().id).not.toBe(session.id)
    expect((await api.post('/checkout-sessions/token/unknown-token/refresh', {})).statusCode).toBe(404)
  })

  it('expires sessions with no request; an expired session cannot be paid', async () => {
    const link = await createLink(api, linkBody(merchant))
    const session = await openSession(api, link.checkoutToken)
    clock.advance(30 * 60_000 + 1)
    const refused = await api.post(`/checkout-sessions/${session.id}/payments`, { origins: [cardOrigin()] })
    expect(refused.statusCode).toBe(409)
    expect(await statusOf(`/checkout-sessions/${session.id}`)).toBe('EXPIRED')
    expect(await statusOf(`/payment-links/${link.id}`)).toBe('ACTIVE')

    const other = await openSession(api, link.checkoutToken)
    clock.advance(30 * 60_000 + 1)
    await renew()
    await sweep()
    expect(await statusOf(`/checkout-sessions/${other.id}`)).toBe('EXPIRED')
  })
})

describe('paying a session', () => {
  it('creates a PURCHASE to the link destinations; the session and link finish when it is received', async () => {
    const shop = await newMerchant(api)
    const link = await createLink(api, linkBody(shop))
    const session = await openSession(api, link.checkoutToken)
    const response = await api.post(`/checkout-sessions/${session.id}/payments`, {
      description: 'Order 42',
      origins: [cardOrigin()],
    })
    expect(response.statusCode).toBe(200)
    const payment = response.json()
    expect(payment).toMatchObject({
      status: 'CREATED',
      type: 'PURCHASE',
      product: 'CLP:CLP',
      purchaseAmount: '14400',
      identityId: shop.identityId,
      accountNumber: shop.account.accountNumber,
      description: 'Order 42',
      checkoutSessionId: session.id,
      paymentLinkId: link.id,
    })
    expect(await statusOf(`/checkout-sessions/${session.id}`)).toBe('PROCESSING_PAYMENT')
    expect(await statusOf(`/payment-links/${link.id}`)).toBe('PROCESSING_PAYMENT')
    expect((await api.get(`/checkout-sessions/${session.id}`)).json().paymentId).toBe(payment.id)

    // While one payment is in flight, the link takes no other session nor payment.
    expect(
      (await api.post(`/payment-links/token/${link.checkoutToken}/checkout-sessions`, {})).statusCode,
    ).toBe(409)
    expect(
      (await api.post(`/checkout-sessions/${session.id}/payments`, { origins: [cardOrigin()] })).statusCode,
    ).toBe(409)
    expect((await api.delete(`/checkout-sessions/${session.id}`)).statusCode).toBe(409)

    expect((await api.post(`/payments/${payment.id}/captured`, {})).json().status).toBe('CAPTURED')
    expect(await statusOf(`/checkout-sessions/${session.id}`)).toBe('PROCESSING_PAYMENT')
    expect((await api.post('/payments/received', { id: payment.id })).json().status).toBe('RECEIVED')
    expect(await statusOf(`/checkout-sessions/${session.id}`)).toBe('FINISHED')
    expect(await statusOf(`/payment-links/${link.id}`)).toBe('FINISHED')
    expect((await balanceOf(api, shop.account)).balance).toBe('14400')
    const listed = (await api.get('/payments', { query: { checkoutSessionId: session.id } })).json()
    expect(listed.results.map((p: { id: string }) => p.id)).toEqual([payment.id])

    // Double payment of a finished link: no new session, no second payment.
    expect(
      (await api.post(`/payment-links/token/${link.checkoutToken}/checkout-sessions`, {})).statusCode,
    ).toBe(409)
    expect(
      (await api.post(`/checkout-sessions/${session.id}/payments`, { origins: [cardOrigin()] })).statusCode,
    ).toBe(409)
    // A finished link can be reused after an explicit activation.
    expect((await api.post(`/payment-links/${link.id}/activate`)).json().status).toBe('ACTIVE')
  })

  it('a session of a finished link cannot be paid', async () => {
    const link = await createLink(api, linkBody(merchant))
    const first = await openSession(api, link.checkoutToken)
    const second = await openSession(api, link.checkoutToken)
    const payment = (
      await api.post(`/checkout-sessions/${first.id}/payments`, { origins: [cardOrigin()] })
    ).json()
    await api.post('/payments/received', { id: payment.id })
    const again = await api.post(`/checkout-sessions/${second.id}/payments`, { origins: [cardOrigin()] })
    expect(again.statusCode).toBe(409)
    expect(await statusOf(`/checkout-sessions/${second.id}`)).toBe('ACTIVE')
  })

  it('a declined payment fails the session and reopens the link', async () => {
    const link = await createLink(api, linkBody(merchant))
    const session = await openSession(api, link.checkoutToken)
    const payment = (
      await api.post(`/checkout-sessions/${session.id}/payments`, {
        origins: [cardOrigin('tok_sandbox_decline')],
      })
    ).json()
    expect((await api.post(`/payments/${payment.id}/captured`, {})).json().status).toBe('FAILED')
    expect(await statusOf(`/checkout-sessions/${session.id}`)).toBe('FAILED')
    expect(await statusOf(`/payment-links/${link.id}`)).toBe('ACTIVE')
    const retry = await openSession(api, link.checkoutToken)
    expect(retry.status).toBe('ACTIVE')
    // A failed session is not paid again; the payer starts a new one.
    expect(
      (await api.post(`/checkout-sessions/${session.id}/payments`, { origins: [cardOrigin()] })).statusCode,
    ).toBe(409)
  })

  it('refuses a method the link does not allow, the wrong currency, an amount, or a bad node, and stays payable', async () => {
    const link = await createLink(api, linkBody(merchant))
    const session = await openSession(api, link.checkoutToken)
    const pay = (origin: Record<string, unknown>) =>
      api.post(`/checkout-sessions/${session.id}/payments`, { origins: [origin] })
    expect((await pay(validNode('PIX', 'payIn'))).statusCode).toBe(400)
    expect((await pay(cardOrigin('tok', 'USD'))).statusCode).toBe(400)
    expect((await pay({ ...cardOrigin(), amount: '1' })).statusCode).toBe(400)
    const invalid = await pay({ type: 'CARD', currency: 'CLP', card: {} })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json().error.info[0].field).toBe('origins[0].card.token')
    expect((await api.post(`/checkout-sessions/${session.id}/payments`, { origins: [] })).statusCode).toBe(
      400,
    )
    expect(await statusOf(`/checkout-sessions/${session.id}`)).toBe('ACTIVE')
    expect(await statusOf(`/payment-links/${link.id}`)).toBe('ACTIVE')
    expect((await pay(cardOrigin())).statusCode).toBe(200)
  })

  it('pays across currencies at the published rate, and splits among destinations', async () => {
    const other = await newMerchant(api)
    const shop = await newMerchant(api)
    const link = await createLink(
      api,
      linkBody(shop, {
        paymentMethodsAllowed: ['PIX'],
        destinations: [
          { type: 'ACCOUNT', amount: '14000', account: { accountNumber: shop.account.accountNumber } },
          { type: 'ACCOUNT', amount: '400', account: { accountNumber: other.account.accountNumber } },
        ],
      }),
    )
    const session = await openSession(api, link.checkoutToken)
    const response = await api.post(`/checkout-sessions/${session.id}/payments`, {
      origins: [validNode('PIX', 'payIn')],
    })
    expect(response.statusCode).toBe(200)
    const payment = response.json()
    expect(payment).toMatchObject({ product: 'BRL:CLP', purchaseAmount: '78.82', purchaseCurrency: 'BRL' })
    expect(payment.origins[0].pix.qrCode).toMatch(/^000201/)
    await api.post('/payments/received', { id: payment.id })
    const shopBalance = (await balanceOf(api, shop.account)).balance
    const otherBalance = (await balanceOf(api, other.account)).balance
    expect(BigInt(shopBalance) + BigInt(otherBalance)).toBe(BigInt(payment.totalAmount))
    expect(BigInt(payment.totalAmount) >= 14400n).toBe(true)
    expect(await statusOf(`/payment-links/${link.id}`)).toBe('FINISHED')
  })

  it('an abandoned pay-in does not hold the link: at the session expiry the payment and the session expire and the link takes a new payment', async () => {
    const link = await createLink(api, linkBody(merchant))
    const session = await openSession(api, link.checkoutToken)
    const response = await api.post(`/checkout-sessions/${session.id}/payments`, {
      origins: [validNode('ETPAY', 'payIn')],
    })
    expect(response.statusCode).toBe(200)
    const payment = response.json()
    expect(payment.expiresAt).toBe(session.expiresAt)
    expect(await statusOf(`/payment-links/${link.id}`)).toBe('PROCESSING_PAYMENT')

    clock.advance(30 * 60_000 + 1)
    await renew()
    for (const worker of t.app.workers.slice(0, 2)) await worker.runOnce()
    expect(await statusOf(`/payments/${payment.id}`)).toBe('EXPIRED')
    expect(await statusOf(`/checkout-sessions/${session.id}`)).toBe('EXPIRED')
    expect(await statusOf(`/payment-links/${link.id}`)).toBe('ACTIVE')

    const retry = await openSession(api, link.checkoutToken)
    const paid = await api.post(`/checkout-sessions/${retry.id}/payments`, { origins: [cardOrigin()] })
    expect(paid.statusCode).toBe(200)
    expect(await statusOf(`/payment-links/${link.id}`)).toBe('PROCESSING_PAYMENT')
  })

  it('other clients cannot see, pay or delete the session (404)', async () => {
    const link = await createLink(api, linkBody(merchant))
    const session = await openSession(api, link.checkoutToken)
    const stranger = await t.newClient('sandbox')
    expect((await stranger.get(`/checkout-sessions/${session.id}`)).statusCode).toBe(404)
    expect((await stranger.delete(`/checkout-sessions/${session.id}`)).statusCode).toBe(404)
    expect(
      (await stranger.post(`/checkout-sessions/${session.id}/payments`, { origins: [cardOrigin()] }))
        .statusCode,
    ).toBe(404)
    expect(
      (await stranger.post(`/checkout-sessions/token/${link.checkoutToken}/refresh`, {})).statusCode,
    ).toBe(404)
    expect((await stranger.get('/checkout-sessions')).json().results).toEqual([])
  })
})
