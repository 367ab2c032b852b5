import { beforeAll, describe, expect, it } from 'vitest'
import { dumpStoredData } from '../helpers/stored-data.js'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'
import { createLink, linkBody, newMerchant, type Merchant } from './links.fixtures.js'

// Card entry on the sandbox's hosted page, at the HTTP level, with the service's own log captured.
const logLines: string[] = []
let t: TestApp
let api: ApiCaller
let merchant: Merchant
beforeAll(async () => {
  t = await buildTestApp({
    logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } },
  })
  api = await t.newClient('sandbox')
  merchant = await newMerchant(api)
})

const pathOf = (url: string) => new URL(url).pathname
const SUCCEEDS = '4242424242424242'
const NOT_A_TEST_CARD = '4111111111111111'
const bodies: string[] = []

/** The value a re-rendered form gives one of its card fields. */
const valueOf = (page: string, field: 'number' | 'cvc') =>
  new RegExp(`name="m\\.CARD\\.card\\.${field}"[^>]*? value="([^"]*)"`).exec(page)?.[1]

/** Opens the link like a browser; returns a poster for its form that records every answer. */
async function openForm(url: string) {
  const page = await t.inject({ method: 'GET', url: pathOf(url) })
  const cookie = String(page.headers['set-cookie']).split(';')[0]!
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!
  return async (fields: Record<string, string>) => {
    const response = await t.inject({
      method: 'POST',
      url: `${pathOf(url)}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: new URLSearchParams({ csrf, method: 'CARD', ...fields }).toString(),
    })
    bodies.push(response.body, JSON.stringify(response.headers))
    return response
  }
}

const card = (number: string, expiry = '12/40', cvc = '123') => ({
  'm.CARD.card.number': number,
  'm.CARD.card.expiry': expiry,
  'm.CARD.card.cvc': cvc,
})

describe('card entry on the sandbox checkout page', () => {
  it('shows card number, expiry and CVC fields with the test numbers, instead of a token', async () => {
    const link = await createLink(api, linkBody(merchant))
    const page = await t.inject({ method: 'GET', url: pathOf(link.url) })
    expect(page.body).toContain('name="m.CARD.card.number"')
    expect(page.body).toContain('autocomplete="cc-exp"')
    expect(page.body).toContain('<code>4242 4242 4242 4242</code>')
    expect(page.body).toContain('<code>4000 0000 0000 0002</code>')
    expect(page.body).not.toContain('m.CARD.card.token')
  })

  it('refuses a bad number, a past expiry, a bad CVC and a card that is not a test card, without echoing them', async () => {
    const link = await createLink(api, linkBody(merchant))
    const pay = await openForm(link.url)
    const cases: [Record<string, string>, string][] = [
      [card('4242 4242 4242 4241'), 'This card number is not valid.'],
      [card(NOT_A_TEST_CARD), 'use one of the test card numbers'],
      [card(SUCCEEDS, '01/20'), 'This card has expired.'],
      [card(SUCCEEDS, '13/40'), 'Enter the expiry as MM/YY.'],
      [card(SUCCEEDS, '12/40', '12'), 'Enter the 3 or 4 digit security code.'],
    ]
    for (const [fields, message] of cases) {
      const response = await pay(fields)
      expect(response.statusCode).toBe(422)
      expect(response.body).toContain(message)
      expect(valueOf(response.body, 'number')).toBe('')
      expect(valueOf(response.body, 'cvc')).toBe('')
    }
    expect((await api.get(`/payment-links/${link.id}`)).json().status).toBe('ACTIVE')
  })

  it('never lets a full card number reach the database, the log or any response', async () => {
    const link = await createLink(api, linkBody(merchant))
    const pay = await openForm(link.url)
    await pay(card(NOT_A_TEST_CARD))
    const paid = await pay(card('4242 4242 4242 4242'))
    expect(paid.statusCode).toBe(303)
    const session = (await api.get('/checkout-sessions'))
      .json()
      .results.find((s: { paymentLinkId: string; paymentId?: string }) => s.paymentLinkId === link.id)
    const payment = (await api.get(`/payments/${session.paymentId}`)).json()
    expect(payment.origins[0].card).toEqual({ token: 'tok_sandbox_visa', scheme: 'VISA', mask: '4242' })
    await t.app.sandboxConfirmation.runOnce()
    for (const path of [
      `/payments/${payment.id}`,
      '/payments',
      '/checkout-sessions',
      `/payment-links/${link.id}`,
      '/v1/notifications',
    ]) {
      bodies.push((await api.get(path)).body)
    }

    const dump = await dumpStoredData(t.database.db)
    expect(dump).toContain('tok_sandbox_visa')
    const log = logLines.join('')
    expect(log).toContain('/pay')
    for (const number of [SUCCEEDS, NOT_A_TEST_CARD]) {
      const spaced = number.replace(/(\d{4})(?=\d)/g, '$1 ')
      for (const [where, text] of [
        ['database', dump],
        ['log', log],
        // The page's own list of test numbers aside, which is there for everyone to read.
        ['responses', bodies.join('\n').replace(/<div class="hint test-cards"[\s\S]*?<\/div>/g, '')],
      ] as const) {
        expect(text.includes(number) || text.includes(spaced), `${number} in the ${where}`).toBe(false)
      }
    }
  })
})
