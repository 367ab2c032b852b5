import { beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../helpers/clock.js'
import { createIdentity } from '../helpers/factories.js'
import { accountNode, openAccount, type OpenedAccount } from '../helpers/payments.js'
import { dumpStoredData, snapshotStoredData } from '../helpers/stored-data.js'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'
import { createLink, linkBody, newMerchant, openSession } from '../payment-links/links.fixtures.js'

// The sandbox's test card numbers sent through the API instead of tokens (card-numbers.ts).
const logLines: string[] = []
const clock = new ManualClock(new Date('2026-03-10T12:00:00Z'))
let t: TestApp
let api: ApiCaller
let account: OpenedAccount
const answers: string[] = []

beforeAll(async () => {
  t = await buildTestApp({
    clock,
    logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } },
  })
  api = await t.newClient('sandbox')
  account = await openAccount(api, (await createIdentity(api)).id, 'USD')
})

const SUCCEEDS = '4242424242424242'
const DECLINED = '4000 0000 0000 0002'
const NOT_A_TEST_CARD = '4111111111111111'

const topUpWith = (card: Record<string, unknown>, into = account) => ({
  identityId: into.identityId,
  accountNumber: into.accountNumber,
  type: 'TOPUP_ACCOUNT',
  product: `${into.currency}:${into.currency}`,
  purchaseAmount: '25.00',
  origins: [{ type: 'CARD', currency: into.currency, card }],
  destinations: [accountNode(into)],
})

async function post(path: string, body: unknown, caller = api, headers?: Record<string, string>) {
  const response = await caller.post(path, body, { headers })
  answers.push(response.body)
  return response
}

const fieldsOf = (response: { json(): unknown }) =>
  (response.json() as { error: { info: { field: string }[] } }).error.info.map((i) => i.field)

describe('a test card number in place of a token, in the sandbox', () => {
  it('becomes the test card’s token, scheme and last four digits, and pays as that card', async () => {
    const created = await post(
      '/payments',
      topUpWith({ number: SUCCEEDS, expiryMonth: 12, expiryYear: 2030, cvc: '123', holder: 'Ana Díaz' }),
    )
    expect(created.statusCode).toBe(200)
    const payment = created.json()
    expect(payment.origins[0].card).toEqual({
      holder: 'Ana Díaz',
      token: 'tok_sandbox_visa',
      scheme: 'VISA',
      mask: '4242',
    })
    expect((await post(`/payments/${payment.id}/captured`, undefined)).json().status).toBe('CAPTURED')
  })

  it('takes the reference’s `pan`, with spaces, and the declining card declines', async () => {
    const created = await post('/payments', topUpWith({ pan: DECLINED, expiryMonth: '01', expiryYear: '31' }))
    expect(created.statusCode).toBe(200)
    expect(created.json().origins[0].card).toMatchObject({ token: 'tok_sandbox_decline', mask: '0002' })
    expect((await post(`/payments/${created.json().id}/captured`, undefined)).json().status).toBe('FAILED')
  })

  it('replays a keyed retry of the same card number as the same payment', async () => {
    const body = topUpWith({ number: SUCCEEDS })
    const headers = { 'idempotency-key': 'card-number-retry' }
    const first = await post('/payments', body, api, headers)
    const again = await post('/payments', body, api, headers)
    expect(again.statusCode).toBe(200)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json().id).toBe(first.json().id)
  })

  it('quotes a payment attempt and pays a checkout session from a card number', async () => {
    const attempt = await post('/payment-attempts', topUpWith({ number: SUCCEEDS }))
    expect(attempt.statusCode).toBe(201)
    expect(attempt.json().origins[0].card).toMatchObject({ token: 'tok_sandbox_visa', mask: '4242' })

    const link = await createLink(api, linkBody(await newMerchant(api)))
    const session = await openSession(api, link.checkoutToken)
    const paid = await post(`/checkout-sessions/${session.id}/payments`, {
      origins: [{ type: 'CARD', currency: 'CLP', card: { number: SUCCEEDS, cvc: '123' } }],
    })
    expect(paid.statusCode).toBe(200)
    expect(paid.json().origins[0].card).toEqual({ token: 'tok_sandbox_visa', scheme: 'VISA', mask: '4242' })
  })

  it.each([
    ['a number that fails the Luhn check', { number: '4242424242424241' }, ['origins[0].card.number']],
    ['a real card’s number', { number: NOT_A_TEST_CARD }, ['origins[0].card.number']],
    ['a number that is not text', { number: 4242424242424242 }, ['origins[0].card.number']],
    ['both a number and a token', { number: SUCCEEDS, token: 'tok_x' }, ['origins[0].card.token']],
    ['both a number and a pan', { number: SUCCEEDS, pan: SUCCEEDS }, ['origins[0].card.pan']],
    ['a past expiry', { number: SUCCEEDS, expiryMonth: 2, expiryYear: 2026 }, ['origins[0].card.expiryYear']],
    ['month 13', { number: SUCCEEDS, expiryMonth: 13, expiryYear: 2030 }, ['origins[0].card.expiryMonth']],
    ['a month without its year', { number: SUCCEEDS, expiryMonth: 12 }, ['origins[0].card.expiryYear']],
    ['a short CVC', { number: SUCCEEDS, cvc: '12' }, ['origins[0].card.cvc']],
    ['a CVC that is a number', { number: SUCCEEDS, cvc: 123 }, ['origins[0].card.cvc']],
    [
      'an expiry without a number',
      { token: 'tok_x', expiryMonth: 12, expiryYear: 2030 },
      ['origins[0].card.number'],
    ],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_case, card, fields) => {
    const before = await snapshotStoredData(t.database.db)
    const response = await post('/payments', topUpWith(card))
    expect(response.statusCode).toBe(400)
    expect(response.json().error.type).toBe('bad_request')
    expect(fieldsOf(response)).toEqual(expect.arrayContaining(fields))
    expect(await snapshotStoredData(t.database.db)).toEqual(before)
  })

  it('is refused in live, which takes tokens only', async () => {
    const live = await t.callerFor(api.credentials, 'live')
    const liveAccount = await openAccount(live, (await createIdentity(live)).id, 'USD')
    const response = await post('/payments', topUpWith({ number: SUCCEEDS }, liveAccount), live)
    expect(response.statusCode).toBe(400)
    expect(fieldsOf(response)).toEqual(['origins[0].card.number'])
    expect(response.json().error.info[0].issue).toContain('sandbox only')
  })

  it('never lets a full card number reach the database, the log or any response', async () => {
    await t.app.sandboxConfirmation.runOnce()
    for (const path of ['/payments', '/payment-attempts', '/checkout-sessions', '/v1/notifications']) {
      answers.push((await api.get(path)).body)
    }
    const dump = await dumpStoredData(t.database.db)
    expect(dump).toContain('tok_sandbox_visa')
    const log = logLines.join('')
    expect(log).toContain('/payments')
    for (const number of [SUCCEEDS, DECLINED.replaceAll(' ', ''), NOT_A_TEST_CARD]) {
      const spaced = number.replace(/(\d{4})(?=\d)/g, '$1 ')
      for (const [where, text] of [
        ['database', dump],
        ['log', log],
        ['responses', answers.join('\n')],
      ] as const) {
        expect(text.includes(number) || text.includes(spaced), `${number} in the ${where}`).toBe(false)
      }
    }
  })
})
