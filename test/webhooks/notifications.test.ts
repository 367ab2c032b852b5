import { beforeAll, describe, expect, it } from 'vitest'
import { queuedDelivery } from '../../src/modules/webhooks/delivery-rows.js'
import type { Environment } from '../../src/shared/tenant.js'
import type { WebhookFlavor } from '../../src/modules/webhooks/webhooks.tables.js'
import { verifyWebhookSignature } from '../../src/index.js'
import { ManualClock } from '../helpers/clock.js'
import { createIdentity } from '../helpers/factories.js'
import { openAccount, topUp } from '../helpers/payments.js'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'
import { startWebhookReceiver } from '../helpers/webhook-receiver.js'
import { capturedPayload, logOf, PRIVATE_TARGETS_ALLOWED, type LoggedDelivery } from './support.js'

const clock = new ManualClock('2026-03-01T10:00:00Z')
let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ clock, env: PRIVATE_TARGETS_ALLOWED })
})

/** A sandbox client with a webhook URL (for `flavor`): its callback events are queued, not skipped. */
async function clientWithWebhook(flavor: WebhookFlavor = 'default') {
  const api = await t.newClient('sandbox')
  const response = await api.put('/clients/webhook', { webhookUrl: 'http://127.0.0.1:9/hooks', flavor })
  expect(response.statusCode).toBe(200)
  return api
}

let counter = 0
/** Log rows written straight to the table (as the event recorder does), for volume and exact times. */
async function seed(
  api: ApiCaller,
  environment: Environment,
  count: number,
  overrides: {
    discriminator?: string
    eventType?: string | null
    paymentId?: string
    identityId?: string
    flavor?: WebhookFlavor
  } = {},
) {
  const ids: string[] = []
  for (let i = 0; i < count; i++) {
    counter += 1
    const eventType = overrides.eventType === undefined ? 'Transaction.Captured' : overrides.eventType
    const row = await t.app.webhookDelivery.repository.insertDelivery(
      t.database.db,
      queuedDelivery(
        { clientId: api.credentials.clientId, environment },
        {
          eventId: `event-${counter}`,
          paymentId: overrides.paymentId ?? `payment-${counter}`,
          identityId: overrides.identityId ?? 'identity-a',
          discriminator: overrides.discriminator ?? 'captured',
          eventType,
          flavor: overrides.flavor ?? 'default',
          payload: capturedPayload(eventType, `payment-${counter}`, `x-${counter}`),
        },
        clock.now(),
      ),
    )
    ids.push(row.id)
  }
  return ids
}

async function page(api: ApiCaller, query: Record<string, string>) {
  const response = await api.get('/v1/notifications', { query })
  expect(response.statusCode).toBe(200)
  return response.json<{ deliveries: LoggedDelivery[]; nextCursor: string }>()
}

describe('GET /v1/notifications', () => {
  it('answers with top-level deliveries and nextCursor, newest first, "" on the last page', async () => {
    const api = await clientWithWebhook()
    const ids = await seed(api, 'sandbox', 3)
    const body = await page(api, {})
    expect(Object.keys(body).sort()).toEqual(['deliveries', 'nextCursor'])
    expect(body.deliveries.map((row) => row.id)).toEqual([...ids].reverse())
    expect(body.nextCursor).toBe('')
    expect(body.deliveries[0]).toMatchObject({
      status: 'failed',
      attempts: 0,
      httpStatus: null,
      testMode: true,
      isReplay: false,
      replayOf: null,
      eventType: 'Transaction.Captured',
      event: 'captured',
      identityId: 'identity-a',
      url: null,
      lastError: null,
      payload: { event: 'Transaction.Captured', data: { transaction: { currency: 'CLP' } } },
    })
  })

  it('defaults limit to 50, clamps it to 1..200, and ignores an unparseable one', async () => {
    const api = await t.newClient('sandbox')
    await seed(api, 'sandbox', 205)
    expect((await page(api, {})).deliveries).toHaveLength(50)
    expect((await page(api, { limit: '1000' })).deliveries).toHaveLength(200)
    expect((await page(api, { limit: '0' })).deliveries).toHaveLength(1)
    expect((await page(api, { limit: '-7' })).deliveries).toHaveLength(1)
    expect((await page(api, { limit: 'many' })).deliveries).toHaveLength(50)
    expect((await page(api, { limit: '7' })).deliveries).toHaveLength(7)
  })

  it('pages with the cursor without duplicates or gaps while new rows keep arriving', async () => {
    const api = await t.newClient('sandbox')
    const before = await seed(api, 'sandbox', 23)
    const seen: string[] = []
    let cursor = ''
    for (let round = 0; round < 10; round++) {
      const body = await page(api, { limit: '5', ...(cursor ? { cursor } : {}) })
      seen.push(...body.deliveries.map((row) => row.id))
      await seed(api, 'sandbox', 2) // newer rows land while the client pages
      cursor = body.nextCursor
      if (!cursor) break
    }
    expect(seen).toEqual([...before].reverse())
  })

  it('ignores a tampered, foreign or garbage cursor and starts from the first page', async () => {
    const api = await t.newClient('sandbox')
    const ids = await seed(api, 'sandbox', 4)
    const { nextCursor } = await page(api, { limit: '2' })
    expect(nextCursor).not.toBe('')
    const newest = ids.at(-1)
    const [value, tag] = nextCursor.split('.')
    const forged = `${Buffer.from('999999999').toString('base64url')}.${tag}`
    for (const cursor of [forged, `${value}.AAAA`, 'garbage', '']) {
      expect((await page(api, { limit: '2', cursor })).deliveries[0]!.id).toBe(newest)
    }
    const other = await t.newClient('sandbox')
    await seed(other, 'sandbox', 1)
    expect((await page(other, { cursor: nextCursor })).deliveries).toHaveLength(1)
  })

  it('queues a callback event only for a URL of its flavor or a default one; logs it skipped at once otherwise', async () => {
    const statusOf = async (api: ApiCaller, flavor: WebhookFlavor) => {
      const [id] = await seed(api, 'sandbox', 1, { flavor })
      return (await logOf(api, {})).find((row) => row.id === id)
    }
    const skipped = {
      status: 'skipped',
      lastError: 'no webhook URL configured',
      nextAttemptAt: null,
      attempts: 0,
    }
    const queued = { status: 'failed', lastError: null, attempts: 0 }
    expect(await statusOf(await t.newClient('sandbox'), 'default')).toMatchObject(skipped)
    const staticOnly = await clientWithWebhook('cvu.static')
    expect(await statusOf(staticOnly, 'default')).toMatchObject(skipped)
    expect(await statusOf(staticOnly, 'cvu.static')).toMatchObject(queued)
    expect(await statusOf(await clientWithWebhook('default'), 'cvu.dynamic')).toMatchObject(queued)
  })

  it('shows a row a worker holds as due when its lease ends, when it is tried again should this try never report', async () => {
    const api = await clientWithWebhook()
    const [id] = await seed(api, 'sandbox', 1)
    const leaseUntil = new Date(clock.now().getTime() + 60_000)
    const { repository } = t.app.webhookDelivery
    const claimed = await repository.claimDue(t.database.db, clock.now(), leaseUntil, 'lease-shown', 1_000)
    expect(claimed.map((row) => row.id)).toContain(id)
    expect((await logOf(api, {})).find((row) => row.id === id)).toMatchObject({
      status: 'failed',
      attempts: 0,
      nextAttemptAt: leaseUntil.toISOString(),
    })
  })

  it('filters by transaction, identity, event name, raw discriminator and status', async () => {
    const api = await clientWithWebhook()
    const [payment] = await seed(api, 'sandbox', 1, { paymentId: 'pay-filter', identityId: 'id-filter' })
    await seed(api, 'sandbox', 1, { discriminator: 'settled', eventType: null })
    await seed(api, 'sandbox', 1, { discriminator: 'received', eventType: 'Transaction.Received' })
    expect((await logOf(api, { transactionId: 'pay-filter' })).map((r) => r.id)).toEqual([payment])
    expect((await logOf(api, { identityId: 'id-filter' })).map((r) => r.id)).toEqual([payment])
    expect((await logOf(api, { eventType: 'Transaction.Received' })).map((r) => r.event)).toEqual([
      'received',
    ])
    expect((await logOf(api, { event: 'settled' })).map((r) => r.status)).toEqual(['skipped'])
    expect((await logOf(api, { status: 'skipped' })).map((r) => r.event)).toEqual(['settled'])
    expect(await logOf(api, { status: 'delivered' })).toEqual([])
    expect(await logOf(api, { eventType: 'Transaction.Unknown' })).toEqual([])
  })

  it('ignores unrecognised or unparseable status, testMode, from and to values (never a 400)', async () => {
    const api = await t.newClient('sandbox')
    await seed(api, 'sandbox', 3)
    const queries: Record<string, string>[] = [
      { status: 'bogus' },
      { testMode: 'maybe' },
      { from: 'yesterday' },
      { to: '2026-13-45T99:00:00Z' },
      { from: '' },
      { unknownFilter: 'x' },
    ]
    for (const query of queries) {
      expect(await logOf(api, query)).toHaveLength(3)
    }
    const repeated = await api.get('/v1/notifications?status=a&status=b&limit=x&limit=y')
    expect(repeated.statusCode).toBe(200)
    expect(repeated.json().deliveries).toHaveLength(3)
  })

  it('ignores filter text the database cannot hold or that is not percent-encoded UTF-8 (never a 400)', async () => {
    const api = await t.newClient('sandbox')
    await seed(api, 'sandbox', 3)
    const widening = [
      'from=%',
      'to=%ZZ',
      'status=%00',
      'testMode=%',
      'cursor=%',
      'limit=%00',
      'foo=%',
      'status=%ED%A0%80',
    ]
    for (const query of widening) {
      const response = await api.get(`/v1/notifications?${query}`)
      expect(response.statusCode, query).toBe(200)
      expect(response.json().deliveries, query).toHaveLength(3)
    }
    // A column filter no stored value can equal matches nothing, as any unknown id does.
    for (const query of ['transactionId=%00', 'identityId=a%00', 'eventType=%C3%28', 'event=%uD800']) {
      const response = await api.get(`/v1/notifications?${query}`)
      expect(response.statusCode, query).toBe(200)
      expect(response.json(), query).toEqual({ deliveries: [], nextCursor: '' })
    }
  })

  it('reads both environments of the caller’s client: testMode true = sandbox, false = live, omitted = both', async () => {
    const api = await t.newClient('sandbox')
    const apiLive = await t.callerFor(api.credentials, 'live')
    const [sandboxRow] = await seed(api, 'sandbox', 1)
    const [liveRow] = await seed(api, 'live', 1)
    for (const caller of [api, apiLive]) {
      expect((await logOf(caller)).map((r) => r.id)).toEqual([liveRow, sandboxRow])
      expect((await logOf(caller, { testMode: 'true' })).map((r) => r.id)).toEqual([sandboxRow])
      expect((await logOf(caller, { testMode: 'false' })).map((r) => [r.id, r.testMode])).toEqual([
        [liveRow, false],
      ])
    }
    // The live mount, and the sandbox one, each need a token of their own environment.
    const wrongMount = await t.inject({
      method: 'GET',
      url: '/v1/notifications',
      headers: { authorization: `Bearer ${api.token}` },
    })
    expect(wrongMount.statusCode).toBe(401)
  })

  it('applies from (inclusive) and to (exclusive) to the creation time', async () => {
    const api = await t.newClient('sandbox')
    const start = clock.now()
    const [first] = await seed(api, 'sandbox', 1)
    clock.advance(60_000)
    const middleAt = clock.now().toISOString()
    const [middle] = await seed(api, 'sandbox', 1)
    clock.advance(60_000)
    const lastAt = clock.now().toISOString()
    const [last] = await seed(api, 'sandbox', 1)
    expect((await logOf(api, { from: middleAt })).map((r) => r.id)).toEqual([last, middle])
    expect((await logOf(api, { to: middleAt })).map((r) => r.id)).toEqual([first])
    expect((await logOf(api, { from: middleAt, to: lastAt })).map((r) => r.id)).toEqual([middle])
    expect((await logOf(api, { from: start.toISOString().slice(0, 10) })).length).toBe(3)
  })

  it('never shows another client’s rows, whatever the parameters', async () => {
    const mine = await t.newClient('sandbox')
    const theirs = await t.newClient('sandbox')
    const [their] = await seed(theirs, 'sandbox', 1, { paymentId: 'their-payment' })
    await seed(mine, 'sandbox', 1)
    const rows = await logOf(mine, { transactionId: 'their-payment', clientId: theirs.credentials.clientId })
    expect(rows).toEqual([])
    expect((await logOf(mine)).map((r) => r.id)).not.toContain(their)
    const replay = await mine.post(`/v1/notifications/${their}/replay`)
    expect(replay.statusCode).toBe(404)
    expect(replay.json()).toEqual({
      error: { type: 'not_found', info: null },
      message: `Notification ${their} not found`,
    })
  })

  it('answers auth failures with a plain body, not the error envelope', async () => {
    const response = await t.inject({ method: 'GET', url: '/sandbox/v1/notifications' })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: expect.any(String) })
    // Other routes keep the envelope.
    const other = await t.inject({ method: 'GET', url: '/sandbox/payments' })
    expect(other.json().error.type).toBe('unauthorized')
  })
})

describe('POST /v1/notifications/{id}/replay', () => {
  it('queues the stored payload as a new linked row (202), sent freshly signed with the current secret', async () => {
    const receiver = await startWebhookReceiver()
    try {
      const api = await t.newClient('sandbox')
      await api.put('/clients/webhook', { webhookUrl: receiver.url, secretKey: 'first-secret-123' })
      const account = await openAccount(api, (await createIdentity(api)).id, 'CLP')
      const payment = await topUp(api, account, '1000')
      const worker = t.app.webhookDelivery.createWorker({ timeoutMs: 2_000 })
      await worker.runOnce()
      const original = (await logOf(api, { transactionId: payment.id, event: 'captured' }))[0]!
      expect(original.status).toBe('delivered')

      await api.put('/clients/webhook', { webhookUrl: receiver.url, secretKey: 'second-secret-456' })
      const replay = await api.post(`/v1/notifications/${original.id}/replay`)
      expect(replay.statusCode).toBe(202)
      const queued = replay.json<LoggedDelivery>()
      expect(queued).toMatchObject({
        isReplay: true,
        replayOf: original.id,
        status: 'failed',
        attempts: 0,
        transactionId: payment.id,
        payload: original.payload,
      })
      expect(queued.id).not.toBe(original.id)
      receiver.calls.length = 0
      await worker.runOnce()
      expect(receiver.calls).toHaveLength(1)
      const call = receiver.calls[0]!
      expect(call.headers['webhook-id']).toBe(queued.id)
      expect(verifyWebhookSignature(call.body, 'second-secret-456')).toBe(true)
      expect(verifyWebhookSignature(call.body, 'first-secret-123')).toBe(false)
      const rows = await logOf(api, { transactionId: payment.id, event: 'captured' })
      expect(rows.map((r) => [r.id, r.isReplay, r.replayOf, r.status])).toEqual([
        [queued.id, true, original.id, 'delivered'],
        [original.id, false, null, 'delivered'],
      ])
      // A replay is per environment: the live mount does not reach a sandbox row.
      const fromLive = await t.callerFor(api.credentials, 'live')
      expect((await fromLive.post(`/v1/notifications/${original.id}/replay`)).statusCode).toBe(404)
    } finally {
      await receiver.close()
    }
  })
})
