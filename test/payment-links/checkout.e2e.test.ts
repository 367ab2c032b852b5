import { existsSync, mkdirSync } from 'node:fs'
import { createServer as createHttpServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freeLoopbackPort } from '../helpers/free-port.js'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js'
import { verifyWebhookSignature } from '../../src/index.js'
import { createLink, linkBody, newMerchant, type Merchant } from './links.fixtures.js'

// The payer's side in a real browser: Debian's chromium, driven by playwright-core. CI installs
// the package (.ci/run); without it these tests are skipped and say so.
const CHROMIUM = '/usr/bin/chromium'
const hasChromium = existsSync(CHROMIUM)
if (!hasChromium) {
  console.warn(`checkout e2e skipped: ${CHROMIUM} is not installed (apt-get install chromium)`)
}

// Screenshots of every page state: into docs/img (the README shows them) with SAVE_SCREENSHOTS=1,
// else into a temporary folder so a plain test run leaves the working tree alone.
const SHOTS = process.env.SAVE_SCREENSHOTS
  ? join(import.meta.dirname, '../../docs/img')
  : join(tmpdir(), 'checkout-screenshots')

let t: TestApp
let api: ApiCaller
let merchant: Merchant
let browser: Browser
/** The merchant's webhook endpoint. */
let receiver: WebhookReceiver
const WEBHOOK_SECRET = 'merchant-webhook-secret'
let base: string
/** The merchant's own site, where payers land after paying. */
let shop: Server
let SHOP: string

beforeAll(async () => {
  if (!hasChromium) return
  const port = await freeLoopbackPort()
  base = `http://127.0.0.1:${port}`
  t = await buildTestApp({ env: { PUBLIC_BASE_URL: base, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } })
  await t.app.listen({ port, host: '127.0.0.1' })
  api = await t.newClient('sandbox')
  merchant = await newMerchant(api)
  t.app.sandboxConfirmation.start()
  receiver = await startWebhookReceiver()
  const registered = await api.put('/clients/webhook', {
    webhookUrl: receiver.url,
    secretKey: WEBHOOK_SECRET,
  })
  expect(registered.statusCode).toBe(200)
  shop = createHttpServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(`<!doctype html><title>Shop</title><h1>Merchant page ${request.url ?? ''}</h1>`)
  })
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve))
  SHOP = `http://127.0.0.1:${(shop.address() as { port: number }).port}`
  mkdirSync(SHOTS, { recursive: true })
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
})

afterAll(async () => {
  await t?.app.sandboxConfirmation.stop()
  await browser?.close()
  shop?.close()
  await receiver?.stop()
})

/** A fresh browser context: a payer with no cookies yet. */
async function payerPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 480, height: 1000 } })
  const page = await context.newPage()
  page.on('pageerror', (error) => {
    throw error
  })
  return page
}

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, name), fullPage: true })

const paymentOfSession = async (linkId: string) => {
  const sessions = (await api.get('/checkout-sessions')).json().results as {
    paymentLinkId: string
    paymentId?: string
  }[]
  return sessions.find((s) => s.paymentLinkId === linkId && s.paymentId)!.paymentId!
}

/** A PIX link paid up to its processing page (PIX waits for its provider's confirmation). */
async function payByPix() {
  const link = await createLink(
    api,
    linkBody(merchant, { paymentMethodsAllowed: ['PIX'], customerRequirements: ['email'] }),
  )
  const page = await payerPage()
  await page.goto(link.url)
  await page.getByLabel('Email').fill('ana@example.com')
  await page.getByLabel('First name').fill('Ana')
  await page.getByLabel('Last name').fill('Souza')
  await page.getByLabel('Document number').fill('52998224725')
  await page.getByRole('button', { name: /^Pay/ }).click()
  await page.waitForURL(/\/status$/)
  return { link, page }
}

describe.skipIf(!hasChromium)('hosted checkout in a real browser', () => {
  it('a payer fills the required fields, pays by card, and lands on the success URL once the payment is received', async () => {
    const link = await createLink(
      api,
      linkBody(merchant, {
        customerRequirements: ['firstName', 'lastName', 'email'],
        successUrl: `${SHOP}/thanks`,
        failedUrl: `${SHOP}/sorry`,
      }),
    )
    const page = await payerPage()
    const response = await page.goto(link.url)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
    await expect(page.locator('h1').first().textContent()).resolves.toContain('Tienda Sur')
    await expect(page.getByTestId('total').textContent()).resolves.toMatch(/14\.400/)
    await shot(page, 'checkout-page.png')

    // Inline validation: nothing filled, the form says what is missing and stays put.
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByRole('button', { name: /^Pay/ }).click()
    await page.waitForSelector('.error:text("Please fill out this field.")')
    // First name, last name, email, card number, expiry and CVC.
    await expect(page.locator('.error:not(:empty)').count()).resolves.toBe(6)
    expect(page.url()).toBe(link.url)
    await shot(page, 'checkout-validation.png')

    await page.getByLabel('First name').fill('Ana')
    await page.getByLabel('Last name').fill('Pérez')
    await page.getByLabel('Email').fill('ana@example.com')
    await page.getByLabel('Card', { exact: true }).check()
    await expect(page.getByTestId('test-cards').textContent()).resolves.toContain('4242 4242 4242 4242')
    // Inline card checks: the Luhn digit and an expiry in the future.
    await page.getByLabel('Card number').fill('4242 4242 4242 4241')
    await page.getByLabel('Expiry (MM/YY)').fill('01/20')
    await page.getByLabel('CVC').fill('123')
    await page.waitForSelector('.error:text("This card number is not valid.")')
    await page.getByLabel('CVC').focus()
    await page.waitForSelector('.error:text("This card has expired.")')
    await shot(page, 'checkout-card-validation.png')
    await page.getByLabel('Card number').fill('4242 4242 4242 4242')
    await page.getByLabel('Expiry (MM/YY)').fill('12/40')
    await page.getByRole('button', { name: /^Pay/ }).click()
    await page.waitForURL(/\/status$/)
    await expect(page.locator('h1').textContent()).resolves.toBe('Processing your payment')
    await expect(page.getByTestId('amount').textContent()).resolves.toMatch(/^CLP 14\.400$/)
    await shot(page, 'checkout-processing.png')

    const paymentId = await paymentOfSession(link.id)
    const payment = (await api.get(`/payments/${paymentId}`)).json()
    expect(payment.origins[0].card).toEqual({ token: 'tok_sandbox_visa', scheme: 'VISA', mask: '4242' })
    // The sandbox card network confirms on its own (SANDBOX_AUTO_CONFIRM_MS); the page notices by itself.
    await page.waitForURL(`${SHOP}/thanks`, { timeout: 15_000 })
    expect((await api.get(`/payment-links/${link.id}`)).json().status).toBe('FINISHED')

    // The merchant's webhook receiver gets both callbacks, signed with its secret.
    await t.app.webhookDelivery.createWorker({ timeoutMs: 2_000 }).runOnce()
    const callbacks = receiver.calls
      .map((call) => ({
        call,
        body: JSON.parse(call.body) as { event: string; data: { transaction: { id: string } } },
      }))
      .filter(({ body }) => body.data.transaction.id === paymentId)
    expect(callbacks.map(({ body }) => body.event)).toEqual(['Transaction.Captured', 'Transaction.Received'])
    for (const { call } of callbacks) {
      expect(
        verifyWebhookSignature(call.body, WEBHOOK_SECRET, call.headers['x-webhook-signature'] as string),
      ).toBe(true)
    }
    const session = (await api.get('/checkout-sessions'))
      .json()
      .results.find((s: { paymentLinkId: string }) => s.paymentLinkId === link.id)
    expect(session).toMatchObject({
      status: 'FINISHED',
      customer: { firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com' },
    })

    // The link is paid: opening it again says so.
    const again = await payerPage()
    await again.goto(link.url)
    await expect(again.locator('h1').textContent()).resolves.toBe('Already paid')
    await shot(again, 'checkout-already-paid.png')
  })

  it('a declined test card lands on the failure URL', async () => {
    const link = await createLink(
      api,
      linkBody(merchant, { successUrl: `${SHOP}/thanks`, failedUrl: `${SHOP}/sorry` }),
    )
    const page = await payerPage()
    await page.goto(link.url)
    await page.getByLabel('Card number').fill('4000 0000 0000 0002')
    await page.getByLabel('Expiry (MM/YY)').fill('12/40')
    await page.getByLabel('CVC').fill('123')
    await page.getByRole('button', { name: /^Pay/ }).click()
    await page.waitForURL(`${SHOP}/sorry`)
    expect((await api.get(`/payment-links/${link.id}`)).json().status).toBe('ACTIVE')
  })

  it('a redirect rail goes through the sandbox pay-in page; without a success URL the page says it is paid', async () => {
    const link = await createLink(
      api,
      linkBody(merchant, { paymentMethodsAllowed: ['ETPAY', 'CARD'], customerRequirements: ['firstName'] }),
    )
    const page = await payerPage()
    await page.goto(link.url)
    await page.getByLabel('First name').fill('Ana')
    await page.getByLabel('ETpay').check()
    await page.getByLabel('Email').fill('ana@example.com')
    await page.getByRole('button', { name: /^Pay/ }).click()
    await page.waitForURL(/\/status$/)
    await page.getByRole('link', { name: 'Continue to ETpay' }).click()
    await page.waitForURL(/\/sandbox\/pay\//)
    await shot(page, 'sandbox-pay-in.png')
    await page.getByRole('button', { name: 'Approve payment' }).click()
    await page.waitForURL(/\/status$/)
    await expect(page.locator('h1').textContent()).resolves.toBe('Payment received')
    await shot(page, 'checkout-success.png')
    expect((await api.get(`/payment-links/${link.id}`)).json().status).toBe('FINISHED')
  })

  it('approving on the sandbox pay-in page sends the payer on to the success URL on another site', async () => {
    const link = await createLink(
      api,
      linkBody(merchant, {
        paymentMethodsAllowed: ['ETPAY'],
        customerRequirements: ['firstName'],
        successUrl: `${SHOP}/thanks`,
        failedUrl: `${SHOP}/sorry`,
      }),
    )
    const page = await payerPage()
    await page.goto(link.url)
    await page.getByLabel('First name').fill('Ana')
    await page.getByLabel('Email').fill('ana@example.com')
    await page.getByRole('button', { name: /^Pay/ }).click()
    await page.getByRole('link', { name: 'Continue to ETpay' }).click()
    await page.waitForURL(/\/sandbox\/pay\//)
    await page.getByRole('button', { name: 'Approve payment' }).click()
    await page.waitForURL(`${SHOP}/thanks`)
    expect((await api.get(`/payment-links/${link.id}`)).json().status).toBe('FINISHED')
  })

  it('a payer picks the bank and document type from lists, and the page asks for a missing choice', async () => {
    const link = await createLink(
      api,
      linkBody(await newMerchant(api, 'COP'), { paymentMethodsAllowed: ['PSE'] }),
    )
    const page = await payerPage()
    await page.goto(link.url)
    for (const [label, value] of [
      ['First name', 'Ana'],
      ['Last name', 'Gómez'],
      ['Email', 'ana@example.com'],
      ['Phone number', '3001234567'],
      ['Document number', '1020304050'],
    ]) {
      await page.getByLabel(label!, { exact: true }).fill(value!)
    }
    await page.getByLabel('Document type').selectOption('CC')
    await page.getByRole('button', { name: /^Pay/ }).click()
    await expect(page.getByLabel('Bank').getAttribute('aria-invalid')).resolves.toBe('true')
    await page.getByLabel('Bank').selectOption({ label: 'BANCOLOMBIA' })
    await page.getByRole('button', { name: /^Pay/ }).click()
    await page.waitForURL(/\/status$/)
  })

  it('a rail that does not confirm on its own offers sandbox buttons to simulate the confirmation', async () => {
    const { link, page } = await payByPix()
    await shot(page, 'checkout-simulate.png')
    await page.getByRole('button', { name: 'Simulate confirmation' }).click()
    await page.waitForSelector('h1:text("Payment received")')
    expect((await api.get(`/payments/${await paymentOfSession(link.id)}`)).json().status).toBe('RECEIVED')
  })

  it('simulating the failure fails the payment and shows it', async () => {
    const link = await createLink(
      api,
      linkBody(merchant, { paymentMethodsAllowed: ['ETPAY'], customerRequirements: ['firstName'] }),
    )
    const page = await payerPage()
    await page.goto(link.url)
    await page.getByLabel('First name').fill('Ana')
    await page.getByLabel('Email').fill('ana@example.com')
    await page.getByRole('button', { name: /^Pay/ }).click()
    await page.waitForURL(/\/status$/)
    await page.getByRole('button', { name: 'Simulate failure' }).click()
    await page.waitForSelector('h1:text("Payment failed")')
    expect((await api.get(`/payment-links/${link.id}`)).json().status).toBe('ACTIVE')
  })

  it('a QR rail shows the QR payload while waiting; declining on the sandbox page shows the failure', async () => {
    const { link, page } = await payByPix()
    await expect(page.getByTestId('qr-payload').textContent()).resolves.toMatch(/^000201/)
    await shot(page, 'checkout-qr.png')
    const paymentId = await paymentOfSession(link.id)
    await api.post('/payments/received', { id: paymentId, status: 'FAILED' })
    await page.waitForSelector('h1:text("Payment failed")', { timeout: 15_000 })
    await shot(page, 'checkout-failed.png')
  })

  it('an expired link shows a clear message', async () => {
    const link = await createLink(api, linkBody(merchant, { status: 'ATTEMPT' }))
    await api.post(`/payment-links/${link.id}/activate`)
    const expired = await createLink(api, linkBody(merchant, { duration: 30 }))
    await t.database.db.execute(
      // Back-date the expiry rather than wait half a minute; the sweep does the rest.
      (await import('drizzle-orm'))
        .sql`update payment_links set expires_at = now() - interval '1 second' where id = ${expired.id}`,
    )
    await t.app.workers[1]!.runOnce()
    const page = await payerPage()
    const response = await page.goto(expired.url)
    expect(response?.status()).toBe(410)
    await expect(page.locator('h1').textContent()).resolves.toBe('Payment link expired')
    await shot(page, 'checkout-expired.png')
  })
})
