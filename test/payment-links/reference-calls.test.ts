import { beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../helpers/clock.js'
import { openAccount } from '../helpers/payments.js'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'
import {
  cardOrigin,
  createLink,
  linkBody,
  newMerchant,
  openSession,
  type Merchant,
} from './links.fixtures.js'

const clock = new ManualClock(new Date('2026-03-10T12:00:00Z'))
let t: TestApp
let api: ApiCaller
let merchant: Merchant
beforeAll(async () => {
  t = await buildTestApp({ clock })
  api = await t.newClient('sandbox')
  merchant = await newMerchant(api)
})

/** The clock only moves by offsets; links here are created on chosen days. */
const setClock = (date: Date) => clock.advance(date.getTime() - clock.now().getTime())

const issuesOf = (response: { json(): unknown }) =>
  (response.json() as { error: { info: { field: string }[] } }).error.info.map((i) => i.field)

describe('PATCH /payment-links/{id} (paymentLinks.update)', () => {
  it('replaces the items and recomputes the totals and the single destination’s amount', async () => {
    const link = await createLink(api, linkBody(merchant))
    const response = await api.patch(`/payment-links/${link.id}`, {
      items: [
        {
          description: 'Té verde',
          preTaxAmount: '5000',
          tax: { name: 'IVA', type: 'PERCENTAGE', value: '19' },
        },
      ],
    })
    expect(response.statusCode).toBe(200)
    const updated = response.json()
    expect(updated).toMatchObject({
      id: link.id,
      checkoutToken: link.checkoutToken,
      status: 'ACTIVE',
      preTaxAmount: '5000',
      totalAmount: '5950',
      items: [{ description: 'Té verde', preTaxAmount: '5000', totalAmount: '5950', tax: { amount: '950' } }],
      destinations: [{ amount: '5950', account: { accountNumber: merchant.account.accountNumber } }],
      owner: link.owner,
      createdAt: link.createdAt,
    })
    expect((await api.get(`/payment-links/${link.id}`)).json()).toEqual(updated)
  })

  it('changes methods, payer details, redirects and expiry, leaving the rest', async () => {
    const link = await createLink(api, linkBody(merchant))
    const expiresAt = new Date(clock.now().getTime() + 3_600_000).toISOString()
    const response = await api.patch(`/payment-links/${link.id}`, {
      paymentMethodsAllowed: ['ETPAY'],
      customer: { firstName: 'Lucía', email: 'LUCIA@example.com' },
      customerRequirements: ['email'],
      successUrl: 'https://shop.example.com/thanks',
      expiresAt,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      paymentMethodsAllowed: ['ETPAY'],
      customer: { firstName: 'Lucía', email: 'LUCIA@example.com' },
      customerRequirements: ['email'],
      successUrl: 'https://shop.example.com/thanks',
      expiresAt,
      totalAmount: link.totalAmount,
      items: link.items,
    })
    const byEmail = await api.get('/payment-links', { query: { 'customer.email': 'lucia@example.com' } })
    expect(byEmail.json().results.map((l: { id: string }) => l.id)).toEqual([link.id])
  })

  it('takes the deprecated duration, counted from the link’s creation as SPEC.md defines it', async () => {
    const link = await createLink(api, linkBody(merchant))
    clock.advance(600_000)
    const response = await api.patch(`/payment-links/${link.id}`, { duration: 3600 })
    expect(response.statusCode).toBe(200)
    const expiresAt = new Date(Date.parse(String(link.createdAt)) + 3_600_000).toISOString()
    expect(response.json()).toMatchObject({ duration: 3600, expiresAt, totalAmount: link.totalAmount })

    const tooLate = await api.patch(`/payment-links/${link.id}`, { duration: 620 })
    expect(tooLate.statusCode).toBe(400)
    expect(issuesOf(tooLate)).toEqual(['duration'])

    // An expiresAt an hour after creation shows as that duration, as SPEC.md defines it.
    const anHourLater = new Date(Date.parse(String(link.createdAt)) + 3_601_000).toISOString()
    const replaced = await api.patch(`/payment-links/${link.id}`, { expiresAt: anHourLater })
    expect(replaced.json()).toMatchObject({ expiresAt: anHourLater, duration: 3601 })
  })

  it('moves the link to other destinations that add up to its total', async () => {
    const second = await openAccount(api, merchant.identityId, 'CLP')
    const link = await createLink(api, linkBody(merchant))
    const response = await api.patch(`/payment-links/${link.id}`, {
      destinations: [
        { type: 'ACCOUNT', amount: '10000', account: { accountNumber: merchant.account.accountNumber } },
        { type: 'ACCOUNT', amount: '4400', account: { accountNumber: second.accountNumber } },
      ],
    })
    expect(response.statusCode).toBe(200)
    const listed = await api.get('/payment-links', {
      query: { 'destination.accountNumber': second.accountNumber },
    })
    expect(listed.json().results.map((l: { id: string }) => l.id)).toEqual([link.id])
  })

  it.each([
    ['an empty body', {}, 'body'],
    ['the owner', { owner: { identityId: 'x' } }, 'owner'],
    ['the status', { status: 'ACTIVE' }, 'status'],
    [
      'a negative-looking amount',
      { items: [{ description: 'x', preTaxAmount: '-1' }] },
      'items[0].preTaxAmount',
    ],
    ['an unsupported currency', { currency: 'JPY' }, 'currency'],
    ['a currency its destinations do not hold', { currency: 'USD' }, 'destinations[0].account.accountNumber'],
    ['an expiry too close', { expiresAt: '2026-03-10T12:00:10Z' }, 'expiresAt'],
    ['a duration under 30 seconds', { duration: 29 }, 'duration'],
    ['both an expiry and a duration', { expiresAt: '2030-01-01T00:00:00Z', duration: 3600 }, 'expiresAt'],
    [
      'destinations that do not add up',
      { destinations: [{ type: 'ACCOUNT', amount: '1', account: { accountNumber: '0' } }] },
      'destinations',
    ],
  ])('refuses %s with 400 and changes nothing', async (_case, body, field) => {
    const link = await createLink(api, linkBody(merchant))
    const response = await api.patch(`/payment-links/${link.id}`, body)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.type).toBe('bad_request')
    expect(issuesOf(response).some((f) => f === field || f.startsWith(`${field}`))).toBe(true)
    expect((await api.get(`/payment-links/${link.id}`)).json()).toEqual(link)
  })

  it('answers 409 while a payment is in flight, and 404 for an unknown or deleted link', async () => {
    const link = await createLink(api, linkBody(merchant))
    const session = await openSession(api, link.checkoutToken)
    const paid = await api.post(`/checkout-sessions/${session.id}/payments`, { origins: [cardOrigin()] })
    expect(paid.statusCode).toBe(200)
    const refused = await api.patch(`/payment-links/${link.id}`, { successUrl: 'https://shop.example.com/x' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toMatchObject({ type: 'conflict', info: { reason: 'payment_in_flight' } })
    expect((await api.get(`/payment-links/${link.id}`)).json().successUrl).toBeUndefined()

    expect(
      (await api.patch('/payment-links/0123456789abcdef01234567', { successUrl: 'https://a.example' }))
        .statusCode,
    ).toBe(404)
    const draft = await createLink(api, linkBody(merchant, { status: 'ATTEMPT' }))
    await api.delete(`/payment-links/${draft.id}`)
    expect(
      (await api.patch(`/payment-links/${draft.id}`, { successUrl: 'https://a.example' })).statusCode,
    ).toBe(404)
  })
})

describe('GET /payment-links filters (paymentLinks.list)', () => {
  let client: ApiCaller
  let links: { id: string }[]
  beforeAll(async () => {
    client = await t.newClient('sandbox')
    const clp = await newMerchant(client)
    const usd = await newMerchant(client, 'USD')
    links = []
    setClock(new Date('2026-03-01T10:00:00Z'))
    links.push(await createLink(client, linkBody(clp)))
    setClock(new Date('2026-03-05T10:00:00Z'))
    links.push(
      await createLink(
        client,
        linkBody(usd, {
          items: [{ description: 'Book', preTaxAmount: '12.50' }],
          destinations: [
            { type: 'ACCOUNT', amount: '12.50', account: { accountNumber: usd.account.accountNumber } },
          ],
        }),
      ),
    )
    setClock(new Date('2026-03-09T10:00:00Z'))
    links.push(await createLink(client, linkBody(clp)))
    setClock(new Date('2026-03-10T12:00:00Z'))
  })

  const list = async (query: Record<string, string>) => {
    const response = await client.get('/payment-links', { query })
    expect(response.statusCode).toBe(200)
    return response.json().results.map((l: { id: string }) => l.id)
  }

  it('sorts by creation, newest first by default (the client’s createdAt:desc), oldest first on request', async () => {
    const [a, b, c] = links.map((l) => l.id)
    expect(await list({ sort: 'createdAt:desc' })).toEqual([c, b, a])
    expect(await list({ sort: 'createdAt:asc' })).toEqual([a, b, c])
  })

  it('keeps links created between startDate and endDate, both days included', async () => {
    const [a, b, c] = links.map((l) => l.id)
    expect(await list({ startDate: '05/03/2026' })).toEqual([c, b])
    expect(await list({ endDate: '05/03/2026' })).toEqual([b, a])
    expect(await list({ startDate: '02/03/2026', endDate: '08/03/2026' })).toEqual([b])
    expect(await list({ startDate: '01/03/2026', endDate: '09/03/2026', sort: 'createdAt:asc' })).toEqual([
      a,
      b,
      c,
    ])
  })

  it('keeps links in the currencies asked for', async () => {
    const [a, b, c] = links.map((l) => l.id)
    expect(await list({ currency: 'USD' })).toEqual([b])
    expect(await list({ currency: 'CLP' })).toEqual([c, a])
    expect(await list({ currency: 'CLP,USD' })).toEqual([c, b, a])
  })

  it.each([
    ['sort', { sort: 'totalAmount:desc' }],
    ['startDate', { startDate: '2026-03-01' }],
    ['endDate', { endDate: '31/02/2026' }],
    ['currency', { currency: 'dollars' }],
  ])('refuses a bad %s with 400 naming it', async (field, query) => {
    const response = await client.get('/payment-links', { query })
    expect(response.statusCode).toBe(400)
    expect(issuesOf(response)).toContain(field)
  })
})

describe('tenancy', () => {
  it('lets another client or environment neither change a link nor list it by the new filters', async () => {
    const link = await createLink(api, linkBody(merchant))
    for (const stranger of [await t.newClient('sandbox'), await t.callerFor(api.credentials, 'live')]) {
      const response = await stranger.patch(`/payment-links/${link.id}`, {
        successUrl: 'https://evil.example',
      })
      expect(response.statusCode).toBe(404)
      const listed = await stranger.get('/payment-links', {
        query: { currency: 'CLP', sort: 'createdAt:asc' },
      })
      expect(listed.json().pagination.total).toBe(0)
    }
    expect((await api.get(`/payment-links/${link.id}`)).json()).toEqual(link)
  })
})
