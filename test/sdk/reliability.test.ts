import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ApiError,
  ConflictError,
  constructEvent,
  SignatureVerificationError,
  type PaymentsPlatform,
  type RequestBody,
  verifyWebhookSignature,
} from '../../sdk/src/index.js'
import { ManualClock } from '../helpers/clock.js'
import { identityBody } from '../helpers/factories.js'
import { buildTestApp, type TestApp } from '../helpers/test-app.js'
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js'
import { listen, sdkFor, startFaultyProxy, topUpBody } from './support.js'

const newIdentity = (overrides: Record<string, unknown> = {}) =>
  identityBody(overrides) as RequestBody<'createIdentity'>

const clock = new ManualClock(new Date())
let t: TestApp
let proxy: Awaited<ReturnType<typeof startFaultyProxy>>
let receiver: WebhookReceiver

beforeAll(async () => {
  t = await buildTestApp({ clock, env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } })
  proxy = await startFaultyProxy(await listen(t))
  receiver = await startWebhookReceiver()
})
afterAll(async () => {
  await proxy.close()
  await receiver.close()
})

const callsTo = (method: string, path: string) =>
  proxy.calls.filter((call) => call.method === method && call.path.split('?')[0] === path)

describe('the token', () => {
  it('is obtained once, and obtained again when the server no longer accepts it', async () => {
    const platform = await sdkFor(t, proxy.url)
    const before = callsTo('POST', '/sandbox/auth').length
    await platform.identities.create(newIdentity())
    await platform.customers.create({ firstName: 'Ana' })
    expect(callsTo('POST', '/sandbox/auth').length).toBe(before + 1)

    clock.advance(2 * 60 * 60 * 1000) // past the token's lifetime, as the server sees it
    const customer = await platform.customers.create({ firstName: 'Ben' })
    expect(customer.firstName).toBe('Ben')
    expect(callsTo('POST', '/sandbox/auth').length).toBe(before + 2)
  })
})

describe('retries', () => {
  it('retries a 5xx and answers with the retried call', async () => {
    const platform = await sdkFor(t, proxy.url)
    const customer = await platform.customers.create({ firstName: 'Ana' })
    proxy.failNext('GET', `/sandbox/customers/${customer.id}`, 503)
    expect((await platform.customers.retrieve(customer.id)).id).toBe(customer.id)
    expect(callsTo('GET', `/sandbox/customers/${customer.id}`).map((call) => call.status)).toEqual([503, 200])
  })

  it('sends a POST again with the same Idempotency-Key when the answer was lost, and acts once', async () => {
    const platform = await sdkFor(t, proxy.url)
    const body = newIdentity()
    proxy.failNext('POST', '/sandbox/identities', 502, { afterForwarding: true })
    const identity = await platform.identities.create(body)

    const posts = proxy.calls.filter((call) => call.method === 'POST' && call.path === '/sandbox/identities')
    const [lost, retried] = posts.slice(-2)
    expect([lost!.status, retried!.status]).toEqual([502, 200])
    expect(retried!.headers['idempotency-key']).toBe(lost!.headers['idempotency-key'])
    const found = []
    for await (const match of platform.identities.list({ email: body.email })) found.push(match.id)
    expect(found).toEqual([identity.id])
  })

  it('retries a 409 for a key still in progress with the same key, but not a state conflict', async () => {
    const platform = await sdkFor(t, proxy.url)
    // What the service answers while the first request with this key is still running.
    const inProgress = {
      error: { type: 'idempotency_conflict', info: null },
      message: 'A request with this Idempotency-Key is still in progress',
    }
    proxy.failNext('POST', '/sandbox/customers', 409, { body: inProgress })
    const customer = await platform.customers.create({ firstName: 'Ana' }, { idempotencyKey: 'ana-409' })
    const posts = callsTo('POST', '/sandbox/customers').slice(-2)
    expect(posts.map((call) => call.status)).toEqual([409, 200])
    expect(posts.map((call) => call.headers['idempotency-key'])).toEqual(['ana-409', 'ana-409'])
    expect(customer.firstName).toBe('Ana')

    const payment = await capturedTopUp(platform, '3000', 'order-409')
    const captures = () => callsTo('POST', `/sandbox/payments/${payment.id}/captured`).length
    const before = captures()
    const error = await platform.payments.capture(payment.id).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConflictError)
    expect(error).toMatchObject({ status: 409, type: 'conflict', info: { reason: 'illegal_transition' } })
    expect(captures()).toBe(before + 1)
  })

  it('replays a call made twice with a given Idempotency-Key', async () => {
    const platform = await sdkFor(t, proxy.url)
    const first = await platform.customers.create({ firstName: 'Ana' }, { idempotencyKey: 'signup-ana-1' })
    const again = await platform.customers.create({ firstName: 'Ana' }, { idempotencyKey: 'signup-ana-1' })
    expect(again.id).toBe(first.id)
  })

  it('gives up after maxRetries with an ApiError', async () => {
    const platform = await sdkFor(t, proxy.url, { maxRetries: 1 })
    const customer = await platform.customers.create({ firstName: 'Ana' })
    proxy.failNext('GET', `/sandbox/customers/${customer.id}`, 502)
    proxy.failNext('GET', `/sandbox/customers/${customer.id}`, 502)
    const error = await platform.customers.retrieve(customer.id).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 502 })
  })
})

describe('rate limiting', () => {
  it("waits out the server's 429 and completes every call", async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '1' } })
    const limitedProxy = await startFaultyProxy(await listen(limited))
    try {
      const platform = await sdkFor(limited, limitedProxy.url)
      const names = ['Ana', 'Ben', 'Caro', 'Dani', 'Eva']
      for (const firstName of names) await platform.customers.create({ firstName })
      const statuses = limitedProxy.calls.filter((c) => c.path === '/sandbox/customers').map((c) => c.status)
      expect(statuses).toContain(429)
      expect(statuses.filter((status) => status === 200)).toHaveLength(names.length)
    } finally {
      await limitedProxy.close()
    }
  })
})

/** A top-up of `amount` CLP into a new account, captured: one Transaction.Captured delivery. */
async function capturedTopUp(platform: PaymentsPlatform, amount: string, externalId: string) {
  const identity = await platform.identities.create(newIdentity())
  const account = await platform.accounts.create({
    identityId: identity.id,
    type: 'CHECKING',
    currency: 'CLP',
  })
  const payment = await platform.payments.create(
    topUpBody(identity.id, account.accountNumber, amount, externalId),
  )
  return platform.payments.capture(payment.id)
}

describe('constructEvent', () => {
  it("accepts deliveries in the README's Fastify receiver", async () => {
    const platform = await sdkFor(t, proxy.url)
    const secret = 'whsec-readme-receiver'
    const seen: string[] = []
    const merchant = Fastify()
    merchant.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    )
    merchant.post('/hooks/payments', async (request, reply) => {
      try {
        const event = constructEvent(request.body as string, request.headers, secret, { now: clock.now() })
        seen.push(`${event.event} ${event.data.transaction.externalId}`)
        return reply.code(204).send()
      } catch (error) {
        if (error instanceof SignatureVerificationError) return reply.code(400).send()
        throw error
      }
    })
    const address = await merchant.listen({ port: 0, host: '127.0.0.1' })
    try {
      await platform.webhooks.update({ webhookUrl: `${address}/hooks/payments`, secretKey: secret })
      const payment = await capturedTopUp(platform, '7000', 'order-readme')
      await t.app.webhookDelivery.createWorker({}).runOnce()
      expect(seen).toEqual(['Transaction.Captured order-readme'])
      const logged = []
      for await (const row of platform.notifications.list({ transactionId: payment.id })) {
        logged.push(row.status)
      }
      expect(logged).toEqual(['delivered'])
    } finally {
      await merchant.close()
    }
  })

  it('verifies real deliveries and returns the event; a tampered body or wrong secret throws', async () => {
    const platform = await sdkFor(t, proxy.url)
    const secret = 'whsec-sdk-test-secret'
    await platform.webhooks.update({ webhookUrl: receiver.url, secretKey: secret })
    const payment = await capturedTopUp(platform, '5000', 'order-77')
    await t.app.webhookDelivery.createWorker({}).runOnce()

    const delivery = receiver.calls.at(-1)!
    // The app runs on a manual clock, which stamps webhook-timestamp; check it against that clock.
    const now = clock.now()
    const event = platform.webhooks.constructEvent(delivery.body, delivery.headers, secret, { now })
    expect(event.event).toBe('Transaction.Captured')
    expect(event.data.transaction).toMatchObject({
      id: payment.id,
      externalId: 'order-77',
      status: 'CAPTURED',
    })
    const fetchHeaders = new Headers(delivery.headers as Record<string, string>)
    expect(constructEvent(Buffer.from(delivery.body), fetchHeaders, secret, { now })).toEqual(event)

    const tampered = delivery.body.replace('"5000"', '"9000"')
    const rejects = (body: string, headers: typeof delivery.headers, key: string) =>
      expect(() => constructEvent(body, headers, key, { now })).toThrow(SignatureVerificationError)
    rejects(tampered, delivery.headers, secret)
    rejects(delivery.body, delivery.headers, 'another-secret')
    rejects(delivery.body, { ...delivery.headers, 'webhook-signature': 'v1,Zm9yZ2Vk' }, secret)
    rejects(delivery.body, { ...delivery.headers, 'x-webhook-signature': '0'.repeat(64) }, secret)
    // Every header a callback carries must be there: without the timestamp, an old one replays.
    for (const name of ['x-webhook-signature', 'webhook-id', 'webhook-timestamp', 'webhook-signature']) {
      const without = Object.fromEntries(Object.entries(delivery.headers).filter(([key]) => key !== name))
      rejects(delivery.body, without, secret)
    }
    rejects(delivery.body, {}, secret)
    // Node gives a repeated header as a list; the low-level check takes it as it comes.
    const signature = (delivery.headers as Record<string, string>)['x-webhook-signature']!
    expect(verifyWebhookSignature(delivery.body, secret, [signature])).toBe(true)
    expect(verifyWebhookSignature(delivery.body, secret, ['0'.repeat(64)])).toBe(false)
    // A delivery replayed hours later fails the timestamp check of the Standard Webhooks headers.
    const later = new Date(now.getTime() + 60 * 60 * 1000)
    expect(() => constructEvent(delivery.body, delivery.headers, secret, { now: later })).toThrow(
      SignatureVerificationError,
    )
  })
})
