import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { connectDatabase } from '../../src/db/client.js'
import { queuedDelivery } from '../../src/modules/webhooks/delivery-rows.js'
import { verifyWebhookSignature } from '../../src/index.js'
import { ManualClock } from '../helpers/clock.js'
import { createIdentity } from '../helpers/factories.js'
import { accountNode, createPayment, openAccount, payInNode, topUp } from '../helpers/payments.js'
import { buildTestApp, type TestApp } from '../helpers/test-app.js'
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js'
import { VALID } from '../payments/rails/rails.fixtures.js'
import { capturedPayload, logOf, plainVerify, PRIVATE_TARGETS_ALLOWED } from './support.js'

const SECRET = 'whk-test-secret-0123456789'
const clock = new ManualClock()
const HOURS = 60 * 60 * 1000
let t: TestApp
let receiver: WebhookReceiver

beforeAll(async () => {
  t = await buildTestApp({ clock, env: PRIVATE_TARGETS_ALLOWED })
  receiver = await startWebhookReceiver()
})
afterAll(async () => {
  await receiver.close()
})

const worker = (options: Parameters<TestApp['app']['webhookDelivery']['createWorker']>[0] = {}) =>
  t.app.webhookDelivery.createWorker({ timeoutMs: 2_000, random: () => 0.5, ...options })

/** A sandbox client with its webhook registered, and a funded-ready CLP account. */
async function registeredClient(url = receiver.url, secretKey: string | null = SECRET) {
  const api = await t.newClient('sandbox')
  const response = await api.put('/clients/webhook', { webhookUrl: url, ...(secretKey ? { secretKey } : {}) })
  expect(response.statusCode).toBe(200)
  const account = await openAccount(api, (await createIdentity(api)).id, 'CLP')
  return { api, account }
}

/** A Transaction.Captured event of its own payment, as the payments module records one. */
function capturedEvent(index: number) {
  const paymentId = `queued-payment-${index}`
  return {
    eventId: `queued-event-${index}`,
    paymentId,
    identityId: 'queued-identity',
    discriminator: 'captured',
    eventType: 'Transaction.Captured',
    flavor: 'default' as const,
    payload: capturedPayload('Transaction.Captured', paymentId, `queued-${index}`),
  }
}

async function drain() {
  // Whatever is due now, across every test's rows; the clock then jumps past any lease or retry.
  await worker().runOnce()
}

describe('configuration', () => {
  it('stores a URL per flavor, never echoes the secret, and GET resolves a flavor to its URL', async () => {
    const api = await t.newClient('sandbox')
    const put = await api.put('/clients/webhook', { webhookUrl: receiver.url, secretKey: SECRET })
    expect(put.statusCode).toBe(200)
    expect(put.body).not.toContain(SECRET)
    expect(put.json()).toMatchObject({
      webhookUrl: receiver.url,
      flavor: 'default',
      sourceFlavor: 'default',
      flavors: { default: receiver.url },
      metadata: { signed: true, environment: 'sandbox' },
    })
    const dynamicUrl = receiver.urlFor('/dynamic')
    await api.put('/clients/webhook', { webhookUrl: dynamicUrl, flavor: 'cvu.dynamic' })
    const got = (await api.get('/clients/webhook', { query: { flavor: 'cvu.static' } })).json()
    expect(got).toMatchObject({
      webhookUrl: receiver.url,
      flavor: 'cvu.static',
      sourceFlavor: 'default',
      flavors: { default: receiver.url, 'cvu.dynamic': dynamicUrl },
      metadata: { signed: true },
    })
    expect((await api.get('/clients/webhook')).json()).toMatchObject({
      webhookUrl: dynamicUrl,
      flavor: 'cvu.dynamic',
    })
    // Per environment: the live side of the same client has nothing configured.
    const live = await t.callerFor(api.credentials, 'live')
    expect((await live.get('/clients/webhook')).statusCode).toBe(404)
  })

  it('requires https in live and accepts http in the sandbox', async () => {
    const api = await t.newClient('live')
    const refused = await api.put('/clients/webhook', { webhookUrl: 'http://127.0.0.1:9/hook' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.type).toBe('bad_request')
    expect((await api.put('/clients/webhook', { webhookUrl: 'https://127.0.0.1:9/hook' })).statusCode).toBe(
      200,
    )
    expect((await api.put('/clients/webhook', { webhookUrl: 'not a url' })).statusCode).toBe(400)
    expect((await api.put('/clients/webhook', { webhookUrl: 'ftp://127.0.0.1/x' })).statusCode).toBe(400)
  })
})

describe('delivery', () => {
  it('sends SPEC.md’s body, signed so that the helper and a plain re-implementation both verify it', async () => {
    await drain()
    receiver.calls.length = 0
    const { api, account } = await registeredClient()
    const payment = await topUp(api, account, '1000')
    expect(await worker().runOnce()).toMatchObject({ claimed: 2, delivered: 2 })

    expect(receiver.calls).toHaveLength(2)
    const log = await logOf(api, { transactionId: payment.id })
    for (const call of receiver.calls) {
      const body = JSON.parse(call.body)
      expect(Object.keys(body)).toEqual(['event', 'data', 'signature'])
      expect(Object.keys(body.data.transaction)).toEqual([
        'id',
        'purchaseAmount',
        'totalAmount',
        'externalId',
        'currency',
        'status',
      ])
      expect(body.data.transaction).toMatchObject({ id: payment.id, currency: 'CLP', purchaseAmount: '1000' })
      expect(call.headers['content-type']).toBe('application/json')
      expect(call.headers['x-webhook-signature']).toBe(body.signature)
      expect(verifyWebhookSignature(call.body, SECRET, call.headers['x-webhook-signature'] as string)).toBe(
        true,
      )
      expect(plainVerify(call.body, SECRET)).toBe(true)
      expect(verifyWebhookSignature(call.body.replace('1000', '9000'), SECRET)).toBe(false)
      expect(verifyWebhookSignature(call.body, 'another-secret')).toBe(false)

      // Standard Webhooks: v1,<base64 HMAC of id.timestamp.body>, the id being the log row's.
      const id = call.headers['webhook-id'] as string
      const timestamp = call.headers['webhook-timestamp'] as string
      expect(timestamp).toBe(String(Math.floor(clock.now().getTime() / 1000)))
      const expected = createHmac('sha256', SECRET).update(`${id}.${timestamp}.${call.body}`).digest('base64')
      expect(call.headers['webhook-signature']).toBe(`v1,${expected}`)
      expect(log.map((row) => row.id)).toContain(id)
    }
    expect(receiver.calls.map((call) => JSON.parse(call.body).event).sort()).toEqual([
      'Transaction.Captured',
      'Transaction.Received',
    ])
    expect(receiver.calls.map((call) => JSON.parse(call.body).data.transaction.status).sort()).toEqual([
      'CAPTURED',
      'RECEIVED',
    ])
    for (const row of log) {
      expect(row).toMatchObject({ status: 'delivered', attempts: 1, httpStatus: 200, url: receiver.url })
      expect(row.nextAttemptAt).toBeNull()
    }
  })

  it('retries a 500 and delivers on the second try: attempts 2', async () => {
    await drain()
    const { api, account } = await registeredClient()
    receiver.respondWith({ status: 500 }, { status: 500 })
    const payment = await topUp(api, account, '1000')
    expect(await worker().runOnce()).toMatchObject({ claimed: 2, failed: 2 })
    for (const row of await logOf(api, { transactionId: payment.id })) {
      expect(row).toMatchObject({ status: 'failed', attempts: 1, httpStatus: 500, lastError: 'HTTP 500' })
      // First retry: 30 s × jitter factor 1.0 (random 0.5).
      expect(new Date(row.nextAttemptAt!).getTime()).toBe(clock.now().getTime() + 30_000)
    }
    expect((await worker().runOnce()).claimed).toBe(0)
    clock.advance(30_000)
    expect(await worker().runOnce()).toMatchObject({ claimed: 2, delivered: 2 })
    for (const row of await logOf(api, { transactionId: payment.id })) {
      expect(row).toMatchObject({ status: 'delivered', attempts: 2, httpStatus: 200, nextAttemptAt: null })
    }
  })

  it('honours a Retry-After longer than the schedule', async () => {
    await drain()
    const { api, account } = await registeredClient()
    receiver.respondWith(
      { status: 503, headers: { 'retry-after': '600' } },
      { status: 503, headers: { 'retry-after': '600' } },
    )
    const payment = await topUp(api, account, '1000')
    await worker().runOnce()
    for (const row of await logOf(api, { transactionId: payment.id })) {
      expect(new Date(row.nextAttemptAt!).getTime()).toBe(clock.now().getTime() + 600_000)
    }
    clock.advance(599_000)
    expect((await worker().runOnce()).claimed).toBe(0)
    clock.advance(1_000)
    expect((await worker().runOnce()).delivered).toBe(2)
  })

  it('delivers once a receiver that was down comes back', async () => {
    await drain()
    const { api, account } = await registeredClient()
    await receiver.stop()
    const payment = await topUp(api, account, '1000')
    expect((await worker().runOnce()).failed).toBe(2)
    const [row] = await logOf(api, { transactionId: payment.id })
    expect(row).toMatchObject({ status: 'failed', attempts: 1, httpStatus: null })
    expect(row!.lastError).toMatch(/ECONNREFUSED/)
    await receiver.restart()
    clock.advance(10 * 60_000)
    expect((await worker().runOnce()).delivered).toBe(2)
    expect((await logOf(api, { transactionId: payment.id }))[0]).toMatchObject({
      status: 'delivered',
      attempts: 2,
    })
  })

  it.each([
    ['in one batch', 128],
    ['in batches of one, claimed while the first is unanswered', 1],
  ])(
    "sends a payment's callbacks in the order they happened, the next once the last is answered (%s)",
    async (_, batchSize) => {
      await drain()
      const { api, account } = await registeredClient()
      const payment = await topUp(api, account, '1000')
      receiver.respondWith({ status: 200, delayMs: 300 })
      const sentFrom = receiver.calls.length
      expect((await worker({ batchSize }).runOnce()).delivered).toBe(2)
      const calls = receiver.calls
        .slice(sentFrom)
        .map((call) => ({ at: call.at, body: JSON.parse(call.body) }))
        .filter(({ body }) => body.data.transaction.id === payment.id)
      expect(calls.map(({ body }) => body.event)).toEqual(['Transaction.Captured', 'Transaction.Received'])
      // The second arrived only after the first was answered (held 300 ms by the receiver).
      expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(290)
    },
  )

  it('counts a receiver slower than the per-attempt timeout as a failure', async () => {
    await drain()
    const { api, account } = await registeredClient()
    receiver.respondWith({ status: 200, delayMs: 1_500 }, { status: 200, delayMs: 1_500 })
    const payment = await topUp(api, account, '1000')
    expect((await worker({ timeoutMs: 200 }).runOnce()).failed).toBe(2)
    const [row] = await logOf(api, { transactionId: payment.id })
    expect(row).toMatchObject({ status: 'failed', attempts: 1, httpStatus: null })
    expect(row!.lastError).toMatch(/timed out after 200 ms/)
    clock.advance(10 * 60_000)
    expect((await worker().runOnce()).delivered).toBe(2)
  })

  it('sends calls queued behind a slow receiver once a connection frees, without timing them out', async () => {
    await drain()
    const { api } = await registeredClient()
    // More rows than the worker keeps connections to one origin (64), twice over: the last third
    // waits for two slow answers before its call goes out, longer than an attempt may take.
    const rows = 130
    for (let index = 0; index < rows; index++) {
      await t.app.webhookDelivery.repository.insertDelivery(
        t.database.db,
        queuedDelivery(
          { clientId: api.credentials.clientId, environment: 'sandbox' },
          capturedEvent(index),
          clock.now(),
        ),
      )
    }
    receiver.respondWith(...Array.from({ length: rows }, () => ({ status: 200, delayMs: 150 })))
    expect(await worker({ timeoutMs: 250 }).runOnce()).toMatchObject({ claimed: rows, delivered: rows })
  })

  it('stops after the last try of the schedule: failed, with no next attempt', async () => {
    await drain()
    const { api, account } = await registeredClient()
    receiver.respondWith(...Array.from({ length: 24 }, () => ({ status: 500 })))
    const payment = await topUp(api, account, '1000')
    for (let round = 0; round < 12; round++) {
      expect((await worker().runOnce()).failed).toBe(2)
      clock.advance(7 * HOURS)
    }
    expect((await worker().runOnce()).claimed).toBe(0)
    // Tokens follow the same clock: 84 hours later the caller signs in again.
    const again = await t.callerFor(api.credentials, 'sandbox')
    for (const row of await logOf(again, { transactionId: payment.id })) {
      expect(row).toMatchObject({ status: 'failed', attempts: 12, nextAttemptAt: null })
      expect(row.lastError).toMatch(/retries exhausted/)
    }
  })

  it('sends unsigned bodies (no signature member or headers) when no secretKey is registered', async () => {
    await drain()
    receiver.calls.length = 0
    const { api, account } = await registeredClient(receiver.url, null)
    await topUp(api, account, '1000')
    await worker().runOnce()
    expect(receiver.calls).toHaveLength(2)
    for (const call of receiver.calls) {
      expect(JSON.parse(call.body).signature).toBeUndefined()
      expect(call.headers['x-webhook-signature']).toBeUndefined()
      expect(call.headers['webhook-id']).toBeDefined()
    }
  })
})

describe('skipped', () => {
  it('logs events of a client with no URL as skipped as they are recorded: nothing is queued or sent', async () => {
    await drain()
    receiver.calls.length = 0
    const api = await t.newClient('sandbox')
    const account = await openAccount(api, (await createIdentity(api)).id, 'CLP')
    const payment = await topUp(api, account, '1000')
    expect(await worker().runOnce()).toMatchObject({ claimed: 0 })
    expect(receiver.calls).toHaveLength(0)
    for (const row of await logOf(api, { transactionId: payment.id })) {
      expect(row).toMatchObject({
        status: 'skipped',
        attempts: 0,
        httpStatus: null,
        lastError: 'no webhook URL configured',
        nextAttemptAt: null,
      })
    }
  })

  it('logs events the callback does not cover (refundCreated, settled) as skipped at once', async () => {
    await drain()
    receiver.calls.length = 0
    const { api, account } = await registeredClient()
    const payment = await topUp(api, account, '1000')
    expect((await api.post(`/payments/${payment.id}/refund`)).statusCode).toBe(200)
    const refund = (await logOf(api, { transactionId: payment.id, event: 'refundCreated' }))[0]
    expect(refund).toMatchObject({ status: 'skipped', eventType: null, attempts: 0, nextAttemptAt: null })
    expect(refund!.lastError).toMatch(/not a callback event/)
    await worker().runOnce()
    expect(receiver.calls.map((call) => JSON.parse(call.body).event).sort()).toEqual([
      'Transaction.Captured',
      'Transaction.Received',
    ])
  })
})

describe('flavors', () => {
  it('sends CVU dynamic and static events to their flavor URL when set, else to the default one', async () => {
    await drain()
    receiver.calls.length = 0
    const { api } = await registeredClient()
    await api.put('/clients/webhook', { webhookUrl: receiver.urlFor('/dynamic'), flavor: 'cvu.dynamic' })
    const ars = await openAccount(api, (await createIdentity(api)).id, 'ARS')
    const cvuTopUp = async (cvu: Record<string, unknown>) => {
      const payment = await createPayment(api, {
        identityId: ars.identityId,
        accountNumber: ars.accountNumber,
        type: 'TOPUP_ACCOUNT',
        product: 'ARS:ARS',
        purchaseAmount: '500',
        origins: [{ type: 'CVU', currency: 'ARS', cvu }],
        destinations: [accountNode(ars)],
      })
      expect((await api.post('/payments/received', { id: payment.id })).statusCode).toBe(200)
      return payment
    }
    const dynamic = await cvuTopUp({})
    await worker().runOnce()
    expect(receiver.calls.map((call) => call.path)).toEqual(['/dynamic', '/dynamic'])
    expect((await logOf(api, { transactionId: dynamic.id }))[0]!.url).toBe(receiver.urlFor('/dynamic'))

    receiver.calls.length = 0
    const stat = await cvuTopUp({ code: VALID.cvu })
    // A static pay-in's CVU is the one it names; a dynamic one is issued for the payment.
    expect(stat.origins[0].cvu.code).toBe(VALID.cvu)
    expect(dynamic.origins[0].cvu.code).toMatch(/^\d{22}$/)
    await worker().runOnce()
    expect(receiver.calls.map((call) => call.path)).toEqual(['/hooks', '/hooks'])
    await api.put('/clients/webhook', { webhookUrl: receiver.urlFor('/static'), flavor: 'cvu.static' })
    receiver.calls.length = 0
    const [row] = await logOf(api, { transactionId: stat.id })
    expect((await api.post(`/v1/notifications/${row!.id}/replay`)).statusCode).toBe(202)
    await worker().runOnce()
    expect(receiver.calls.map((call) => call.path)).toEqual(['/static'])
  })
})

describe('reliability', () => {
  it('is woken by the commit that queues a delivery, without waiting for its poll', async () => {
    await drain()
    receiver.calls.length = 0
    const { api, account } = await registeredClient()
    // A poll this slow never fires during the test: only the database's notification can wake it.
    const started = worker({ intervalMs: 600_000 })
    started.start()
    try {
      const first = await topUp(api, account, '1000')
      await vi.waitFor(() => expect(receiver.calls).toHaveLength(2), { timeout: 10_000, interval: 10 })
      // The first delivery proves the listener is up (it may have run on connecting); this one needs a wake-up.
      const second = await topUp(api, account, '2000')
      await vi.waitFor(() => expect(receiver.calls).toHaveLength(4), { timeout: 10_000, interval: 10 })
      const delivered = receiver.calls.map((call) => JSON.parse(call.body).data.transaction.id)
      expect(delivered.filter((id) => id === first.id)).toHaveLength(2)
      expect(delivered.filter((id) => id === second.id)).toHaveLength(2)
    } finally {
      await started.stop()
    }
  })

  it('sends a callback queued while an earlier one waits on a slow receiver, without waiting for it', async () => {
    await drain()
    receiver.calls.length = 0
    const { api, account } = await registeredClient()
    const started = worker({ intervalMs: 600_000, timeoutMs: 10_000 })
    started.start()
    try {
      receiver.respondWith({ status: 200, delayMs: 5_000 }) // the first payment's first callback
      const slow = await topUp(api, account, '1000')
      await vi.waitFor(() => expect(receiver.calls).toHaveLength(1), { timeout: 5_000, interval: 10 })
      const next = await topUp(api, account, '2000')
      // Its callbacks go out while the slow answer is still awaited (the slow payment's second
      // callback waits for its first: a payment's callbacks stay in order).
      await vi.waitFor(
        () => {
          const sentFor = receiver.calls.map((call) => JSON.parse(call.body).data.transaction.id)
          expect(sentFor).toEqual([slow.id, next.id, next.id])
        },
        { timeout: 3_000, interval: 10 },
      )
    } finally {
      await started.stop()
    }
  })

  it('is woken only by commits that queue a delivery to send, not by rows logged skipped', async () => {
    let wakeUps = 0
    const stop = await t.database.listen('webhook_deliveries_queued', () => (wakeUps += 1))
    try {
      // PostgreSQL's listener wakes once as it connects, to catch up; count from after that.
      await new Promise((resolve) => setTimeout(resolve, 200))
      const before = wakeUps
      const unregistered = await t.newClient('sandbox')
      await topUp(
        unregistered,
        await openAccount(unregistered, (await createIdentity(unregistered)).id, 'CLP'),
        '1000',
      )
      const { api, account } = await registeredClient()
      await topUp(api, account, '1000')
      // Only the registered client's receipt (its Captured and Received callbacks) queued anything.
      await vi.waitFor(() => expect(wakeUps - before).toBeGreaterThanOrEqual(1), {
        timeout: 10_000,
        interval: 10,
      })
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(wakeUps - before).toBe(1)
    } finally {
      await stop()
    }
  })

  it('sends nothing for a status change that rolled back', async () => {
    await drain()
    receiver.calls.length = 0
    const { api, account } = await registeredClient()
    let failNext = true
    t.app.services.payments.onChange(async (_tx, _tenant, _payment, events) => {
      if (failNext && events.includes('received')) {
        failNext = false
        throw new Error('dependent change failed')
      }
    })
    const payment = await createPayment(api, {
      identityId: account.identityId,
      accountNumber: account.accountNumber,
      type: 'TOPUP_ACCOUNT',
      product: 'CLP:CLP',
      purchaseAmount: '1000',
      origins: [payInNode('CLP')],
      destinations: [accountNode(account)],
    })
    expect((await api.post('/payments/received', { id: payment.id })).statusCode).toBe(500)
    expect(failNext).toBe(false)
    await worker().runOnce()
    expect(receiver.calls).toHaveLength(0)
    expect(await logOf(api, { transactionId: payment.id })).toEqual([])
  })

  /** A fresh top-up whose two deliveries a worker (`leaseToken`) has claimed for 60 s and not sent. */
  async function claimedTopUp(leaseToken: string) {
    await drain()
    receiver.calls.length = 0
    const { api, account } = await registeredClient()
    const payment = await topUp(api, account, '1000')
    const now = clock.now()
    const leaseUntil = new Date(now.getTime() + 60_000)
    const claimed = await t.app.webhookDelivery.repository.claimDue(
      t.database.db,
      now,
      leaseUntil,
      leaseToken,
      10,
    )
    expect(claimed.map((row) => row.paymentId)).toEqual([payment.id, payment.id])
    return { api, payment, claimed }
  }

  it('still delivers after a worker died between claiming and sending, once its lease ends', async () => {
    // The "crashed" worker: it claimed both rows and never sent nor wrote an outcome.
    const { api, payment } = await claimedTopUp('dead')
    const restarted = t.app.webhookDelivery.createWorker({ timeoutMs: 2_000 })
    expect((await restarted.runOnce()).claimed).toBe(0)
    expect(receiver.calls).toHaveLength(0)
    clock.advance(60_000)
    expect(await restarted.runOnce()).toMatchObject({ claimed: 2, delivered: 2 })
    expect(receiver.calls).toHaveLength(2)
    for (const row of await logOf(api, { transactionId: payment.id })) {
      expect(row).toMatchObject({ status: 'delivered', attempts: 1 })
    }
  })

  it('ignores the outcome of a worker whose lease ended before it wrote it', async () => {
    const { api, payment, claimed } = await claimedTopUp('slow')
    // Its lease ends; another worker sends the rows, and the receiver fails them.
    clock.advance(60_000)
    receiver.respondWith({ status: 500 }, { status: 500 })
    expect(await worker().runOnce()).toMatchObject({ claimed: 2, failed: 2 })
    // The slow worker then says it delivered them: too late, that changes nothing.
    const late = claimed.map((row) => ({
      row,
      outcome: {
        attempted: true,
        status: 'delivered' as const,
        httpStatus: 200,
        url: receiver.url,
        lastError: null,
        nextAttemptAt: null,
      },
    }))
    const { repository } = t.app.webhookDelivery
    expect(await repository.recordOutcomes(t.database.db, 'slow', late, clock.now())).toEqual(new Set())
    for (const row of await logOf(api, { transactionId: payment.id })) {
      expect(row).toMatchObject({ status: 'failed', attempts: 1, httpStatus: 500 })
    }
    clock.advance(30_000)
    expect(await worker().runOnce()).toMatchObject({ claimed: 2, delivered: 2 })
  })

  it('never sends one row twice when two workers run at the same time', async () => {
    await drain()
    receiver.calls.length = 0
    const { api, account } = await registeredClient()
    for (let i = 0; i < 12; i++) await topUp(api, account, String(1000 + i))
    receiver.respondWith(...Array.from({ length: 24 }, () => ({ status: 200, delayMs: 10 })))
    // A second process: its own connection pool on PostgreSQL (PGlite has a single connection).
    const url = (t.database as { url?: string }).url
    const other = url ? await connectDatabase({ databaseUrl: url, dataDir: '', poolSize: 5 }) : undefined
    try {
      const first = t.app.webhookDelivery.createWorker({ batchSize: 3 })
      const second = t.app.webhookDelivery.createWorker({ batchSize: 3 }, other?.db)
      const [a, b] = await Promise.all([first.runOnce(), second.runOnce()])
      expect(a.delivered + b.delivered).toBe(24)
      if (other) expect(Math.min(a.delivered, b.delivered)).toBeGreaterThan(0)
    } finally {
      await other?.close()
    }
    const ids = receiver.calls.map((call) => call.headers['webhook-id'])
    expect(ids).toHaveLength(24)
    expect(new Set(ids).size).toBe(24)
  })
})
