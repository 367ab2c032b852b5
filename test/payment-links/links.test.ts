import { beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../helpers/clock.js'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'
import { createLink, linkBody, newMerchant, type Merchant } from './links.fixtures.js'

const clock = new ManualClock(new Date())
let t: TestApp
let api: ApiCaller
let merchant: Merchant
beforeAll(async () => {
  t = await buildTestApp({ clock, env: { PUBLIC_BASE_URL: 'https://pay.example.com' } })
  api = await t.newClient('sandbox')
  merchant = await newMerchant(api)
})

const issuesOf = (response: { json(): unknown }) =>
  (response.json() as { error: { info: { field: string; issue: string }[] } }).error.info

describe('POST /payment-links', () => {
  it('computes item totals, taxes and link totals, and returns an unguessable token and the hosted url', async () => {
    const response = await api.post(
      '/payment-links',
      linkBody(merchant, { successUrl: 'https://shop.example.com/ok' }),
    )
    expect(response.statusCode).toBe(201)
    const link = response.json()
    expect(link).toMatchObject({
      status: 'ACTIVE',
      currency: 'CLP',
      preTaxAmount: '12500',
      totalAmount: '14400',
      items: [
        {
          preTaxAmount: '10000',
          totalAmount: '11900',
          tax: { name: 'IVA', type: 'PERCENTAGE', value: '19', amount: '1900', currency: 'CLP' },
        },
        { preTaxAmount: '2500', totalAmount: '2500', tax: null },
      ],
      destinations: [
        {
          type: 'ACCOUNT',
          amount: '14400',
          account: { accountNumber: merchant.account.accountNumber, currency: 'CLP', type: 'CHECKING' },
        },
      ],
      owner: { identityId: merchant.identityId, name: 'Tienda', lastname: 'Sur' },
      customer: null,
      customerRequirements: [],
      successUrl: 'https://shop.example.com/ok',
    })
    expect(link.checkoutToken).toMatch(/^[\w-]{43}$/)
    expect(link.url).toBe(`https://pay.example.com/sandbox/checkout/${link.checkoutToken}`)
    expect(link).not.toHaveProperty('expiresAt')
    expect(link).not.toHaveProperty('duration')
  })

  it('rounds a percentage tax half-up and uses a FIXED tax as an amount; given amounts must match', async () => {
    const usd = await newMerchant(api, 'USD')
    const link = await createLink(
      api,
      linkBody(usd, {
        items: [
          { description: 'A', preTaxAmount: '19.99', tax: { name: 'VAT', type: 'PERCENTAGE', value: '2.5' } },
          {
            description: 'B',
            preTaxAmount: '1.00',
            tax: { name: 'Fee', type: 'FIXED', value: '0.35', amount: '0.35' },
          },
        ],
        destinations: [
          { type: 'ACCOUNT', amount: '21.84', account: { accountNumber: usd.account.accountNumber } },
        ],
      }),
    )
    expect(link).toMatchObject({ preTaxAmount: '20.99', totalAmount: '21.84' })
    expect((link.items as { tax: { amount: string } }[])[0]!.tax.amount).toBe('0.50')

    const wrong = await api.post(
      '/payment-links',
      linkBody(usd, {
        items: [
          {
            description: 'A',
            preTaxAmount: '10.00',
            totalAmount: '10.01',
            tax: { name: 'VAT', type: 'PERCENTAGE', value: '10', amount: '0.99' },
          },
        ],
        destinations: [
          { type: 'ACCOUNT', amount: '11.00', account: { accountNumber: usd.account.accountNumber } },
        ],
      }),
    )
    expect(wrong.statusCode).toBe(400)
    expect(issuesOf(wrong).map((i) => i.field)).toEqual(['items[0].tax.amount', 'items[0].totalAmount'])
  })

  it('refuses destination amounts that do not add up to the total', async () => {
    const response = await api.post(
      '/payment-links',
      linkBody(merchant, {
        destinations: [
          { type: 'ACCOUNT', amount: '14000', account: { accountNumber: merchant.account.accountNumber } },
        ],
      }),
    )
    expect(response.statusCode).toBe(400)
    expect(issuesOf(response)).toEqual([
      { field: 'destinations', issue: 'amounts must add up to the link totalAmount 14400' },
    ])
  })

  it('splits the total across several destinations', async () => {
    const other = await newMerchant(api)
    const link = await createLink(
      api,
      linkBody(merchant, {
        destinations: [
          { type: 'ACCOUNT', amount: '14000', account: { accountNumber: merchant.account.accountNumber } },
          { type: 'ACCOUNT', amount: '400', account: { accountNumber: other.account.accountNumber } },
        ],
      }),
    )
    expect(link.destinations).toHaveLength(2)
  })

  it.each([
    ['no items', { items: [] }, 'items'],
    ['no methods', { paymentMethodsAllowed: [] }, 'paymentMethodsAllowed'],
    ['no destinations', { destinations: [] }, 'destinations'],
    ['an ACCOUNT method', { paymentMethodsAllowed: ['ACCOUNT'] }, 'paymentMethodsAllowed[0]'],
    ['a payout-only method', { paymentMethodsAllowed: ['SWIFT'] }, 'paymentMethodsAllowed[0]'],
    ['duration under 30 s', { duration: 29 }, 'duration'],
    ['a negative amount', { items: [{ description: 'x', preTaxAmount: '-1' }] }, 'items[0].preTaxAmount'],
    ['an unknown field', { checkoutToken: 'mine' }, ''],
    ['an unknown customer requirement', { customerRequirements: ['shoeSize'] }, 'customerRequirements[0]'],
    ['a non-http success URL', { successUrl: 'javascript:alert(1)' }, 'successUrl'],
  ])('refuses %s', async (_name, overrides, field) => {
    const response = await api.post('/payment-links', linkBody(merchant, overrides))
    expect(response.statusCode).toBe(400)
    expect(JSON.stringify(response.json())).toContain(field)
  })

  it('refuses more decimals than the currency has, a zero total, unknown accounts and owners', async () => {
    const response = await api.post(
      '/payment-links',
      linkBody(merchant, {
        items: [{ description: 'x', preTaxAmount: '10.5' }],
        destinations: [{ type: 'ACCOUNT', amount: '10', account: { accountNumber: '000' } }],
        owner: { identityId: '000000000000000000000000' },
      }),
    )
    expect(response.statusCode).toBe(400)
    expect(issuesOf(response).map((i) => i.field)).toEqual(
      expect.arrayContaining([
        'items[0].preTaxAmount',
        'destinations[0].account.accountNumber',
        'owner.identityId',
      ]),
    )
    const zero = await api.post(
      '/payment-links',
      linkBody(merchant, {
        items: [{ description: 'x', preTaxAmount: '0' }],
        destinations: [
          { type: 'ACCOUNT', amount: '0', account: { accountNumber: merchant.account.accountNumber } },
        ],
      }),
    )
    expect(zero.statusCode).toBe(400)
  })

  it('refuses a destination account in another currency than the link', async () => {
    const usd = await newMerchant(api, 'USD')
    const response = await api.post(
      '/payment-links',
      linkBody(merchant, {
        destinations: [
          { type: 'ACCOUNT', amount: '14400', account: { accountNumber: usd.account.accountNumber } },
        ],
      }),
    )
    expect(response.statusCode).toBe(400)
    expect(issuesOf(response)[0]!.field).toBe('destinations[0].account.accountNumber')
  })

  it('takes the deprecated duration or expiresAt, not both, and expiresAt must be ahead', async () => {
    const withDuration = await createLink(api, linkBody(merchant, { duration: 60 }))
    expect(withDuration.duration).toBe(60)
    expect(withDuration.expiresAt).toBe(new Date(clock.now().getTime() + 60_000).toISOString())
    // SPEC.md omits duration only when the link does not expire: an expiresAt shows it too.
    const expiresAt = new Date(clock.now().getTime() + 90_000).toISOString()
    const withExpiry = await createLink(api, linkBody(merchant, { expiresAt }))
    expect(withExpiry).toMatchObject({ expiresAt, duration: 90 })
    const both = await api.post(
      '/payment-links',
      linkBody(merchant, {
        duration: 60,
        expiresAt: new Date(clock.now().getTime() + 3_600_000).toISOString(),
      }),
    )
    expect(both.statusCode).toBe(400)
    const past = await api.post(
      '/payment-links',
      linkBody(merchant, { expiresAt: clock.now().toISOString() }),
    )
    expect(past.statusCode).toBe(400)
  })
})

describe('the link status machine', () => {
  it('expires links with no request, lets expired links be deleted or reactivated', async () => {
    const link = await createLink(api, linkBody(merchant, { duration: 30 }))
    clock.advance(31_000)
    await t.app.workers[1]!.runOnce()
    const expired = (await api.get(`/payment-links/${link.id}`)).json()
    expect(expired.status).toBe('EXPIRED')

    const activated = await api.post(`/payment-links/${link.id}/activate`)
    expect(activated.statusCode).toBe(200)
    expect(activated.json().status).toBe('ACTIVE')
    expect(activated.json()).not.toHaveProperty('expiresAt')
    await t.app.workers[1]!.runOnce()
    expect((await api.get(`/payment-links/${link.id}`)).json().status).toBe('ACTIVE')
  })

  it('activating an ACTIVE link is a no-op; a draft (ATTEMPT) becomes ACTIVE', async () => {
    const link = await createLink(api, linkBody(merchant))
    const again = await api.post(`/payment-links/${link.id}/activate`)
    expect(again.statusCode).toBe(200)
    expect(again.json().updatedAt).toBe(link.updatedAt)
    const draft = await createLink(api, linkBody(merchant, { status: 'ATTEMPT' }))
    expect(draft.status).toBe('ATTEMPT')
    expect((await api.post(`/payment-links/${draft.id}/activate`)).json().status).toBe('ACTIVE')
  })

  it('deletes only ATTEMPT and EXPIRED links (204), else 409; a deleted link is 404', async () => {
    const active = await createLink(api, linkBody(merchant))
    const refused = await api.delete(`/payment-links/${active.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.type).toBe('conflict')

    const draft = await createLink(api, linkBody(merchant, { status: 'ATTEMPT' }))
    const deleted = await api.delete(`/payment-links/${draft.id}`)
    expect(deleted.statusCode).toBe(204)
    expect(deleted.body).toBe('')
    expect((await api.get(`/payment-links/${draft.id}`)).statusCode).toBe(404)
    expect((await api.delete(`/payment-links/${draft.id}`)).statusCode).toBe(404)
    expect((await api.post(`/payment-links/${draft.id}/activate`)).statusCode).toBe(404)
  })
})

describe('GET /payment-links', () => {
  it('filters by comma lists, including the dotted names, and pages', async () => {
    const client = await t.newClient('sandbox')
    const m1 = await newMerchant(client)
    const m2 = await newMerchant(client)
    const a = await createLink(
      client,
      linkBody(m1, { customer: { firstName: 'Ana', email: 'Ana@Example.com' } }),
    )
    clock.advance(1000)
    const b = await createLink(client, linkBody(m2, { status: 'ATTEMPT' }))
    clock.advance(1000)
    const c = await createLink(client, linkBody(m2))
    const ids = async (query: Record<string, string>) =>
      ((await client.get('/payment-links', { query })).json().results as { id: string }[]).map((l) => l.id)

    expect(await ids({})).toEqual([c.id, b.id, a.id])
    expect(await ids({ id: `${a.id},${c.id}` })).toEqual([c.id, a.id])
    expect(await ids({ status: 'ATTEMPT' })).toEqual([b.id])
    expect(await ids({ 'destination.accountNumber': m1.account.accountNumber })).toEqual([a.id])
    expect(await ids({ 'customer.email': 'ana@example.com' })).toEqual([a.id])
    expect(await ids({ 'owner.identityId': `${m2.identityId}` })).toEqual([c.id, b.id])

    const page = (await client.get('/payment-links', { query: { limit: '2' } })).json()
    expect(page.pagination).toEqual({ count: 2, next: 2, previous: 0, total: 3 })
    const rest = (await client.get('/payment-links', { query: { limit: '2', next: '2' } })).json()
    expect(rest.results.map((l: { id: string }) => l.id)).toEqual([a.id])
    const capped = (await client.get('/payment-links', { query: { limit: '500' } })).json()
    expect(capped.results).toHaveLength(3)

    const bad = await client.get('/payment-links', { query: { status: 'PAID' } })
    expect(bad.statusCode).toBe(400)
  })

  it('caps limit at 100 and defaults to 50', async () => {
    const client = await t.newClient('sandbox')
    const m = await newMerchant(client)
    const body = linkBody(m)
    for (let i = 0; i < 51; i++) await createLink(client, body)
    expect((await client.get('/payment-links')).json().results).toHaveLength(50)
    const v2 = await client.get('/payment-links', {
      query: { limit: '1000' },
      headers: { 'service-api-version': '24-04-2025' },
    })
    expect(v2.json().pagination).toMatchObject({ limit: 100, total: 51, hasMore: false })
    const cursor = (
      await client.get('/payment-links', {
        query: { limit: '50' },
        headers: { 'service-api-version': '24-04-2025' },
      })
    ).json().pagination.cursor as string
    const after = await client.get('/payment-links', {
      query: { cursor },
      headers: { 'service-api-version': '24-04-2025' },
    })
    expect(after.json().results).toHaveLength(1)
  })
})

describe('tenancy', () => {
  it('another client, or the same client in live, sees none of these links (404)', async () => {
    const link = await createLink(api, linkBody(merchant))
    const stranger = await t.newClient('sandbox')
    const live = await t.callerFor(api.credentials, 'live')
    for (const caller of [stranger, live]) {
      expect((await caller.get(`/payment-links/${link.id}`)).statusCode).toBe(404)
      expect((await caller.post(`/payment-links/${link.id}/activate`)).statusCode).toBe(404)
      expect((await caller.delete(`/payment-links/${link.id}`)).statusCode).toBe(404)
      expect(
        (await caller.post(`/payment-links/token/${link.checkoutToken}/checkout-sessions`, {})).statusCode,
      ).toBe(404)
      expect((await caller.get('/payment-links')).json().results).toEqual([])
    }
  })

  it('requires a bearer token', async () => {
    const response = await t.inject({ method: 'GET', url: '/sandbox/payment-links' })
    expect(response.statusCode).toBe(401)
  })
})
