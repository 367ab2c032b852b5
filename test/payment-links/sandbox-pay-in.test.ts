import { beforeAll, describe, expect, it } from 'vitest'
import { createIdentity } from '../helpers/factories.js'
import { createPayment, openAccount, topUpBody, type OpenedAccount } from '../helpers/payments.js'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'

// The sandbox pay-in page of a redirect rail (ETPAY), for a payment made through the API: its `url`
// leads to a page that plays the provider, as it does for a checkout session's payment.
let t: TestApp
let api: ApiCaller
let account: OpenedAccount
beforeAll(async () => {
  t = await buildTestApp({ env: { SANDBOX_AUTO_CONFIRM_MS: '0' } })
  api = await t.newClient('sandbox')
  account = await openAccount(api, (await createIdentity(api)).id, 'CLP')
})

interface EtpayPayment {
  id: string
  status: string
  origins: { etpay: { url: string; successUrl: string; failedUrl: string } }[]
}

/** A captured ETPAY top-up and its pay-in page's path. */
async function capturedTopUp() {
  const created = await createPayment(api, topUpBody(account, '2500'))
  const payment = (await api.post(`/payments/${created.id}/captured`)).json<EtpayPayment>()
  expect(payment.status).toBe('CAPTURED')
  return { payment, path: new URL(payment.origins[0]!.etpay.url).pathname }
}

/** Opens the page and sends the decision with its CSRF token, as the tester's browser would. */
async function decide(path: string, decision: 'approve' | 'decline') {
  const page = await t.inject({ method: 'GET', url: path })
  expect(page.statusCode).toBe(200)
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!
  return t.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ csrf, decision }).toString(),
  })
}

const statusOf = async (id: string) => (await api.get(`/payments/${id}`)).json().status

describe('the sandbox pay-in page of a payment made through the API', () => {
  it('shows the amount and, approved, confirms the payment and returns the payer to successUrl', async () => {
    const { payment, path } = await capturedTopUp()
    const page = await t.inject({ method: 'GET', url: path })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('CLP 2.500')
    // A browser follows the decision's redirect to the merchant only if the form may go there.
    const formAction = /form-action ([^;]+)/.exec(String(page.headers['content-security-policy']))![1]!
    for (const url of [payment.origins[0]!.etpay.successUrl, payment.origins[0]!.etpay.failedUrl]) {
      expect(formAction.split(' ')).toContain(new URL(url).origin)
    }
    const approved = await decide(path, 'approve')
    expect(approved.statusCode).toBe(303)
    expect(approved.headers.location).toBe(payment.origins[0]!.etpay.successUrl)
    expect(await statusOf(payment.id)).toBe('RECEIVED')

    const after = await t.inject({ method: 'GET', url: path })
    expect(after.statusCode).toBe(200)
    expect(after.body).toContain('RECEIVED')
    expect(after.body).not.toContain('name="csrf"')
  })

  it('sends a decision arriving after the payment was received to successUrl, changing nothing', async () => {
    const { payment, path } = await capturedTopUp()
    const page = await t.inject({ method: 'GET', url: path })
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!
    const send = (decision: string) =>
      t.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ csrf, decision }).toString(),
      })
    expect((await send('approve')).headers.location).toBe(payment.origins[0]!.etpay.successUrl)
    // The same form sent again, declining: the money has arrived, so the payer is not told it failed.
    expect((await send('decline')).headers.location).toBe(payment.origins[0]!.etpay.successUrl)
    expect(await statusOf(payment.id)).toBe('RECEIVED')
  })

  it('declined, fails the payment and returns the payer to failedUrl', async () => {
    const { payment, path } = await capturedTopUp()
    const declined = await decide(path, 'decline')
    expect(declined.headers.location).toBe(payment.origins[0]!.etpay.failedUrl)
    expect(await statusOf(payment.id)).toBe('FAILED')
  })

  it('is 404 for the payment’s id with another secret, and refuses a decision without the page’s token', async () => {
    const { payment, path } = await capturedTopUp()
    const forgedPath = `/sandbox/pay/${payment.id}-${'x'.repeat(24)}`
    expect((await t.inject({ method: 'GET', url: forgedPath })).statusCode).toBe(404)
    const forged = await t.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve&csrf=x',
    })
    expect(forged.statusCode).toBe(403)
    expect(await statusOf(payment.id)).toBe('CAPTURED')
  })
})
