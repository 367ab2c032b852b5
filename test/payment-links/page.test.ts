import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'
import { createLink, linkBody, newMerchant, type Merchant } from './links.fixtures.js'

// The hosted page at the HTTP level: headers, CSRF, rate limit and the messages for dead links.
let t: TestApp
let api: ApiCaller
let merchant: Merchant
beforeAll(async () => {
  t = await buildTestApp({
    env: { PUBLIC_BASE_URL: 'https://pay.example.com', CHECKOUT_RATE_LIMIT_MAX: '40' },
  })
  api = await t.newClient('sandbox')
  merchant = await newMerchant(api)
})

const pathOf = (url: string) => new URL(url).pathname
const cookieOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['set-cookie']).split(';')[0]!

describe('the hosted checkout page', () => {
  it('is public, server-rendered, with a strict CSP, no framing, no referrer, and nothing secret', async () => {
    const link = await createLink(api, linkBody(merchant, { successUrl: 'https://shop.example.com/ok' }))
    const response = await t.inject({ method: 'GET', url: pathOf(link.url) })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).toContain("form-action 'self' https://pay.example.com https://shop.example.com")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers['referrer-policy']).toBe('no-referrer')
    expect(response.headers['cache-control']).toBe('no-store')
    expect(cookieOf(response)).toMatch(/^checkout_session=[0-9a-f]{24}\.[\w-]+$/)
    expect(String(response.headers['set-cookie'])).toContain('HttpOnly')
    expect(String(response.headers['set-cookie'])).toContain('Secure')
    expect(response.body).not.toMatch(/<script>|<script [^s]|\son[a-z]+=|<style/)
    expect(response.body).not.toContain(merchant.account.accountNumber)
    expect(response.body).not.toContain(merchant.identityId)

    const css = await t.inject({ method: 'GET', url: '/checkout/assets/checkout.css' })
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8')
    const js = await t.inject({ method: 'GET', url: '/checkout/assets/checkout.js' })
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8')
  })

  it('offers a rail field the rail fixes to a list as a choice among its values, banks by name', async () => {
    const colombian = await newMerchant(api, 'COP')
    const link = await createLink(api, linkBody(colombian, { paymentMethodsAllowed: ['PSE'] }))
    const page = (await t.inject({ method: 'GET', url: pathOf(link.url) })).body
    const selectNamed = (name: string) =>
      new RegExp(`<select [^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(page)?.[1] ?? ''
    const optionsOf = (name: string) =>
      [...selectNamed(name).matchAll(/<option value="([^"]*)">([^<]*)</g)].map(([, value, label]) => ({
        value,
        label,
      }))
    expect(optionsOf('m.PSE.pse.customer.documentType')).toEqual([
      { value: '', label: 'Choose…' },
      { value: 'CC', label: 'CC' },
      { value: 'CE', label: 'CE' },
      { value: 'NIT', label: 'NIT' },
    ])
    const banks = optionsOf('m.PSE.pse.bankId')
    expect(banks.length).toBeGreaterThan(5)
    expect(banks).toContainEqual({ value: '1007', label: 'BANCOLOMBIA' })
    expect(page).not.toContain('e.g. RUT, CPF, CC, PASSPORT')
  })

  it('reuses the browser session on reload and refuses a form without its CSRF token', async () => {
    const link = await createLink(api, linkBody(merchant))
    const first = await t.inject({ method: 'GET', url: pathOf(link.url) })
    const cookie = cookieOf(first)
    const second = await t.inject({ method: 'GET', url: pathOf(link.url), headers: { cookie } })
    expect(cookieOf(second)).toBe(cookie)
    const sessions = (await api.get('/checkout-sessions')).json().results as { paymentLinkId: string }[]
    expect(sessions.filter((s) => s.paymentLinkId === link.id)).toHaveLength(1)

    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
    const post = (body: string, headers: Record<string, string>) =>
      t.inject({
        method: 'POST',
        url: `${pathOf(link.url)}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: body,
      })
    const fields = {
      method: 'CARD',
      'm.CARD.card.number': '4242 4242 4242 4242',
      'm.CARD.card.expiry': '12/40',
      'm.CARD.card.cvc': '123',
    }
    expect((await post(form(fields), { cookie })).statusCode).toBe(403)
    expect((await post(form({ ...fields, csrf: 'forged' }), { cookie })).statusCode).toBe(403)
    const csrf = /name="csrf" value="([^"]+)"/.exec(second.body)![1]!
    // The token is bound to the session: without the session cookie it is worthless.
    expect((await post(form({ ...fields, csrf }), {})).statusCode).toBe(403)
    const tampered = cookie.replace(/=([0-9a-f])/, (_m, c: string) => `=${c === 'a' ? 'b' : 'a'}`)
    expect((await post(form({ ...fields, csrf }), { cookie: tampered })).statusCode).toBe(403)

    const missing = await post(form({ csrf, method: 'CARD' }), { cookie })
    expect(missing.statusCode).toBe(422)
    expect(missing.body).toContain('Enter the card number.')
    const paid = await post(form({ ...fields, csrf }), { cookie })
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toBe(`${pathOf(link.url)}/status`)
  })

  it('explains unknown, deleted, expired, draft and paid links instead of failing', async () => {
    const unknown = await t.inject({
      method: 'GET',
      url: '/sandbox/checkout/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toContain('Payment link not found')

    const draft = await createLink(api, linkBody(merchant, { status: 'ATTEMPT' }))
    const draftPage = await t.inject({ method: 'GET', url: pathOf(draft.url) })
    expect(draftPage.statusCode).toBe(410)
    expect(draftPage.body).toContain('not active yet')
    await api.delete(`/payment-links/${draft.id}`)
    const deleted = await t.inject({ method: 'GET', url: pathOf(draft.url) })
    expect(deleted.statusCode).toBe(410)
    expect(deleted.body).toContain('no longer available')

    // A sandbox link is not served on the live path.
    const live = await t.inject({ method: 'GET', url: pathOf(draft.url).replace('/sandbox', '') })
    expect(live.statusCode).toBe(404)
  })

  it('answers text it cannot read (a NUL) with a 400 page, never a failure', async () => {
    const link = await createLink(api, linkBody(merchant))
    for (const url of [
      '/sandbox/checkout/%00',
      `${pathOf(link.url)}?x=%00`,
      '/checkout/%00',
      '/sandbox/pay/%00',
    ]) {
      const page = await t.inject({ method: 'GET', url })
      expect(page.statusCode, url).toBe(400)
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(page.body).toContain('Bad request')
    }
    const form = await t.inject({
      method: 'POST',
      url: `${pathOf(link.url)}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'method=ETPAY&firstName=Ana%00&email=a%40b.co',
    })
    expect(form.statusCode).toBe(400)
  })
})

describe('the sandbox pay-in page', () => {
  it('is 404 for an unknown token and refuses a forged decision', async () => {
    expect((await t.inject({ method: 'GET', url: '/sandbox/pay/unknown-token-123' })).statusCode).toBe(404)
    const forged = await t.inject({
      method: 'POST',
      url: '/sandbox/pay/unknown-token-123',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve&csrf=x',
    })
    expect(forged.statusCode).toBe(403)
  })
})

// Last: it spends this address's budget.
describe('rate limit', () => {
  it('limits token lookups per address (429, as a page)', async () => {
    let last = 0
    for (let i = 0; i < 45 && last !== 429; i++) {
      last = (await t.inject({ method: 'GET', url: `/sandbox/checkout/guess-${i}-xxxxxxxxxxxxxxx` }))
        .statusCode
    }
    expect(last).toBe(429)
    const limited = await t.inject({ method: 'GET', url: '/sandbox/checkout/another-guess-xxxxxxxx' })
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(limited.headers['retry-after']).toBeDefined()
  })
})
