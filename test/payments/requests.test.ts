import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.js'
import { loadConfig } from '../../src/config.js'
import { systemClock } from '../../src/shared/clock.js'
import { buildTestApp, TEST_TOKEN_SECRET, type ApiCaller, type TestApp } from '../helpers/test-app.js'
import { createIdentity } from '../helpers/factories.js'
import {
  accountNode,
  createPayment,
  openAccount,
  p2pBody,
  payInNode,
  topUp,
  type OpenedAccount,
} from '../helpers/payments.js'
import { ManualClock } from '../helpers/clock.js'
import { validNode, withoutPath, withPath } from './rails/rails.fixtures.js'

let t: TestApp
let api: ApiCaller
let alice: OpenedAccount
let bob: OpenedAccount
beforeAll(async () => {
  t = await buildTestApp()
  api = await t.newClient('sandbox')
  alice = await openAccount(api, (await createIdentity(api)).id, 'CLP')
  bob = await openAccount(api, (await createIdentity(api)).id, 'CLP')
})

const total = async () => (await api.get('/payments')).json().pagination.total as number
const topUpBody = (overrides: Record<string, unknown> = {}) => ({
  identityId: alice.identityId,
  accountNumber: alice.accountNumber,
  type: 'TOPUP_ACCOUNT',
  product: 'CLP:CLP',
  purchaseAmount: '10000',
  origins: [payInNode('CLP')],
  destinations: [accountNode(alice)],
  ...overrides,
})

describe('POST /payments validation', () => {
  it.each([
    ['both amounts', () => topUpBody({ totalAmount: '10000' }), 'purchaseAmount'],
    ['no amount', () => topUpBody({ purchaseAmount: undefined }), 'purchaseAmount'],
    [
      'an amount with more decimals than CLP has',
      () => topUpBody({ purchaseAmount: '10000.5' }),
      'purchaseAmount',
    ],
    ['a negative-looking amount', () => topUpBody({ purchaseAmount: '-5' }), 'purchaseAmount'],
    ['a zero amount', () => topUpBody({ purchaseAmount: '0' }), 'purchaseAmount'],
    ['a malformed product', () => topUpBody({ product: 'CLP' }), 'product'],
    ['an unknown currency in the product', () => topUpBody({ product: 'XYZ:CLP' }), 'product'],
    ['a currency that contradicts the product', () => topUpBody({ currency: 'USD' }), 'currency'],
    ['a FEE payment', () => topUpBody({ type: 'FEE' }), 'type'],
    ['an unknown type', () => topUpBody({ type: 'GIFT' }), 'type'],
    [
      'an internal account as a top-up origin',
      () => topUpBody({ origins: [accountNode(bob)] }),
      'origins[0].type',
    ],
    [
      'a payout rail as an origin',
      () => topUpBody({ origins: [validNode('SEPA', 'payOut')] }),
      'origins[0].type',
    ],
    ['no origins', () => topUpBody({ origins: [] }), 'origins'],
    [
      'a missing rail field',
      () => topUpBody({ origins: [withoutPath(payInNode('CLP'), 'etpay.customer.email')] }),
      'origins[0].etpay.customer.email',
    ],
    [
      'a bad rail field format',
      () => topUpBody({ origins: [withPath(payInNode('CLP'), 'etpay.customer.email', 'nope')] }),
      'origins[0].etpay.customer.email',
    ],
    [
      'an unknown node field',
      () => topUpBody({ origins: [{ ...payInNode('CLP'), colour: 'red' }] }),
      'origins[0].colour',
    ],
    [
      'a node in the wrong currency',
      () => topUpBody({ destinations: [{ ...accountNode(alice), currency: 'USD' }] }),
      'destinations[0].currency',
    ],
    [
      'an unknown destination account',
      () =>
        topUpBody({
          destinations: [{ type: 'ACCOUNT', currency: 'CLP', account: { accountNumber: '123' } }],
        }),
      'destinations[0].account.accountNumber',
    ],
    [
      'split amounts that do not add up',
      () => topUpBody({ destinations: [accountNode(alice, '4000'), accountNode(bob, '5000')] }),
      'destinations',
    ],
    [
      'a split without node amounts',
      () => topUpBody({ destinations: [accountNode(alice), accountNode(bob)] }),
      'destinations',
    ],
    ['an amount under the rail minimum', () => topUpBody({ purchaseAmount: '100' }), 'origins[0].amount'],
    ['an unknown identity', () => topUpBody({ identityId: '0123456789abcdef01234567' }), 'identityId'],
    [
      'an executing account outside the payment',
      () => topUpBody({ accountNumber: bob.accountNumber }),
      'accountNumber',
    ],
    [
      'a node identity of another type',
      () => topUpBody({ destinations: [{ ...accountNode(alice), identity: { identityId: 5 } }] }),
      'destinations[0].identity.identityId',
    ],
    [
      'an unknown key in a node identity',
      () => topUpBody({ destinations: [{ ...accountNode(alice), identity: { notes: 'x' } }] }),
      'destinations[0].identity.notes',
    ],
    [
      'a node identity of an entity type there is not',
      () => topUpBody({ destinations: [{ ...accountNode(alice), identity: { entityType: 'ALIEN' } }] }),
      'destinations[0].identity.entityType',
    ],
    [
      'rail text longer than any rail takes',
      () => topUpBody({ origins: [withPath(payInNode('CLP'), 'etpay.customer.firstName', 'A'.repeat(256))] }),
      'origins[0].etpay.customer.firstName',
    ],
    ['an unknown field', () => topUpBody({ tip: '10' }), 'tip'],
  ])('rejects %s with 400 naming the field and stores nothing', async (_case, build, field) => {
    const before = await total()
    const body = build()
    for (const [key, value] of Object.entries(body)) {
      if (value === undefined) delete (body as Record<string, unknown>)[key]
    }
    const response = await api.post('/payments', body)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.type).toBe('bad_request')
    expect(response.json().error.info.map((i: { field: string }) => i.field)).toContain(field)
    expect(await total()).toBe(before)
  })

  it('records the internal node amounts, fee and amountOut', async () => {
    const payment = await createPayment(api, topUpBody())
    expect(payment.destinations[0]).toMatchObject({
      type: 'ACCOUNT',
      amount: '10000',
      amountOut: '10000',
      fee: { amount: '0', currency: 'CLP' },
    })
    expect(payment.accountNumber).toBe(alice.accountNumber)
  })
})

describe('who may move money', () => {
  it('forbids (403) moving money from an account of another identity without a scope', async () => {
    const mallory = await createIdentity(api)
    const response = await api.post('/payments', { ...p2pBody(alice, bob, '10'), identityId: mallory.id })
    expect(response.statusCode).toBe(403)
    expect(response.json().error.type).toBe('forbidden')
  })

  it('allows it with a payment:write scope over the owner', async () => {
    const operator = await createIdentity(api)
    await api.post(`/identities/${operator.id}/permissions`, [
      { resource: 'IDENTITY', reference: alice.identityId, permissions: ['payment:write'] },
    ])
    const response = await api.post('/payments', { ...p2pBody(alice, bob, '10'), identityId: operator.id })
    expect(response.statusCode).toBe(200)
  })

  it('lets a COLLECT pull only from accounts its collector may act on', async () => {
    const collector = await createIdentity(api)
    const pool = await openAccount(api, collector.id, 'CLP')
    const own = await openAccount(api, collector.id, 'CLP')
    const collect = (origins: OpenedAccount[]) => ({
      identityId: collector.id,
      accountNumber: pool.accountNumber,
      type: 'COLLECT',
      product: 'CLP:CLP',
      purchaseAmount: String(origins.length * 10),
      origins: origins.map((origin) => accountNode(origin, '10')),
      destinations: [accountNode(pool)],
    })
    const before = await total()
    for (const origins of [[alice], [own, alice]]) {
      const refused = await api.post('/payments', collect(origins))
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toMatchObject({
        message: expect.stringContaining(alice.identityId),
        error: { type: 'forbidden' },
      })
    }
    expect(await total()).toBe(before)
    expect((await api.post('/payments', collect([own]))).statusCode).toBe(200)
    await api.post(`/identities/${collector.id}/permissions`, [
      { resource: 'IDENTITY', reference: alice.identityId, permissions: ['payment:write'] },
    ])
    expect((await api.post('/payments', collect([own, alice]))).statusCode).toBe(200)
  })

  it('does not accept a read-only scope', async () => {
    const auditor = await createIdentity(api)
    await api.post(`/identities/${auditor.id}/permissions`, [
      { resource: 'IDENTITY', reference: alice.identityId, permissions: ['payment:read'] },
    ])
    expect(
      (await api.post('/payments', { ...p2pBody(alice, bob, '10'), identityId: auditor.id })).statusCode,
    ).toBe(403)
  })
})

describe('payment attempts', () => {
  it('quotes without moving money, and lists and fetches attempts apart from payments', async () => {
    const before = await total()
    const response = await api.post('/payment-attempts', p2pBody(alice, bob, '1234'))
    expect(response.statusCode).toBe(201)
    const attempt = response.json()
    expect(attempt).toMatchObject({ status: 'CREATED', purchaseAmount: '1234', totalAmount: '1234' })
    expect(await total()).toBe(before)
    expect((await api.get(`/payment-attempts/${attempt.id}`)).json()).toEqual(attempt)
    expect((await api.get(`/payments/${attempt.id}`)).statusCode).toBe(404)
    const listed = (await api.get('/payment-attempts')).json()
    expect(listed.data.map((a: { id: string }) => a.id)).toContain(attempt.id)
    expect(listed.pagination).toMatchObject({
      count: expect.any(Number),
      next: expect.any(Number),
      previous: 0,
    })
    expect(listed.pagination.results).toEqual(listed.data)
    expect((await api.post(`/payments/${attempt.id}/captured`)).statusCode).toBe(404)
  })

  it('validates like a payment', async () => {
    expect(
      (await api.post('/payment-attempts', { ...p2pBody(alice, bob, '1'), type: 'FEE' })).statusCode,
    ).toBe(400)
  })
})

describe('GET /payments', () => {
  let client: ApiCaller
  let ids: { received: string; created: string; other: string }
  let mine: OpenedAccount
  beforeAll(async () => {
    client = await t.newClient('sandbox')
    mine = await openAccount(client, (await createIdentity(client)).id, 'CLP')
    const theirs = await openAccount(client, (await createIdentity(client)).id, 'CLP')
    const received = await topUp(client, mine, '5000')
    const created = await createPayment(client, p2pBody(mine, theirs, '100'))
    const other = await topUp(client, theirs, '5000')
    ids = { received: received.id, created: created.id, other: other.id }
  })

  const list = async (query: Record<string, string> = {}) =>
    (await client.get('/payments', { query })).json().results.map((p: { id: string }) => p.id)

  it('answers pagination and results, newest first', async () => {
    const body = (await client.get('/payments')).json()
    expect(body.pagination).toMatchObject({ count: 3, total: 3 })
    expect(body.results.map((p: { id: string }) => p.id)).toEqual([ids.other, ids.created, ids.received])
  })

  it('filters by status list, type, account number, identity and externalId, and sorts ascending', async () => {
    expect(await list({ status: 'RECEIVED' })).toEqual([ids.other, ids.received])
    expect(await list({ status: 'CREATED,RECEIVED' })).toHaveLength(3)
    expect(await list({ type: 'P2P' })).toEqual([ids.created])
    expect(await list({ accountNumber: mine.accountNumber })).toEqual([ids.created, ids.received])
    expect(await list({ identityId: mine.identityId })).toEqual([ids.created, ids.received])
    expect(await list({ externalId: ids.received })).toEqual([ids.received])
    expect(await list({ sort: 'createdAt:asc' })).toEqual([ids.received, ids.created, ids.other])
  })

  it('rejects an unknown status or type in a list with 400', async () => {
    expect((await client.get('/payments', { query: { status: 'RECEIVED,LOST' } })).statusCode).toBe(400)
    expect((await client.get('/payments', { query: { type: 'GIFT' } })).statusCode).toBe(400)
  })
})

describe('tenancy', () => {
  it('hides payments from another client and from the other environment', async () => {
    const payment = await topUp(api, alice, '1000')
    for (const stranger of [await t.newClient('sandbox'), await t.callerFor(api.credentials, 'live')]) {
      expect((await stranger.get(`/payments/${payment.id}`)).statusCode).toBe(404)
      for (const action of ['authorized', 'captured', 'refund']) {
        expect((await stranger.post(`/payments/${payment.id}/${action}`)).statusCode).toBe(404)
      }
      expect((await stranger.post('/payments/received', { id: payment.id })).statusCode).toBe(404)
      expect((await stranger.get('/payments')).json().pagination.total).toBe(0)
      expect((await stranger.post('/payments', p2pBody(alice, bob, '1'))).statusCode).toBe(400)
    }
  })
})

describe('Idempotency-Key on payments', () => {
  it('creates one payment and moves money once when the same key arrives 50 times at once', async () => {
    const client = await t.newClient('sandbox')
    const from = await openAccount(client, (await createIdentity(client)).id, 'CLP')
    const to = await openAccount(client, (await createIdentity(client)).id, 'CLP')
    await topUp(client, from, '1000')
    const body = p2pBody(from, to, '10')
    const created = await Promise.all(
      Array.from({ length: 50 }, () =>
        client.post('/payments', body, { headers: { 'idempotency-key': 'pay-once' } }),
      ),
    )
    const ids = new Set(created.filter((r) => r.statusCode === 200).map((r) => r.json().id))
    expect(ids.size).toBe(1)
    expect(created.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true)
    const [id] = [...ids]
    const captures = await Promise.all(
      Array.from({ length: 50 }, () =>
        client.post(`/payments/${id}/captured`, {}, { headers: { 'idempotency-key': 'capture-once' } }),
      ),
    )
    expect(captures.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true)
    expect((await client.get('/payments')).json().pagination.total).toBe(2)
    expect((await client.get(`/accounts/${to.id}`)).json().balance).toBe('10')
  })

  it('commits the key and its response in the same database transaction as the payment', async () => {
    const client = await t.newClient('sandbox')
    const from = await openAccount(client, (await createIdentity(client)).id, 'CLP')
    const to = await openAccount(client, (await createIdentity(client)).id, 'CLP')
    await topUp(client, from, '1000')
    const key = `atomic-${from.id}`
    const created = await client.post('/payments', p2pBody(from, to, '5'), {
      headers: { 'idempotency-key': key },
    })
    const captured = await client.post(
      `/payments/${created.json().id}/captured`,
      {},
      {
        headers: { 'idempotency-key': `${key}-capture` },
      },
    )
    expect(captured.json().status).toBe('RECEIVED')
    // xmin is the id of the transaction that wrote a row version: equal ids mean one commit, so no
    // crash can leave the change without its key (a retry would then run it again) or the reverse.
    const writers = await t.database.db.execute<{ key_writer: string; payment_writer: string }>(sql`
      select (select xmin::text from idempotency_keys where key = ${`${key}-capture`}) as key_writer,
             (select xmin::text from payments where id = ${created.json().id as string}) as payment_writer`)
    const [row] = (writers as { rows: { key_writer: string; payment_writer: string }[] }).rows
    expect(row?.key_writer).toBeTruthy()
    expect(row?.key_writer).toBe(row?.payment_writer)
    const replayed = await client.post(
      `/payments/${created.json().id}/captured`,
      {},
      {
        headers: { 'idempotency-key': `${key}-capture` },
      },
    )
    expect(replayed.headers['idempotent-replayed']).toBe('true')
    expect(replayed.body).toBe(captured.body)
  })

  it('commits the key of every payment route with the change it answers', async () => {
    const client = await t.newClient('sandbox')
    const from = await openAccount(client, (await createIdentity(client)).id, 'CLP')
    const to = await openAccount(client, (await createIdentity(client)).id, 'CLP')
    await topUp(client, from, '100000')
    // The payment's row version and the key's were written by the same transaction (their xmin).
    const keyed = async (path: string, body: unknown, paymentId?: string) => {
      const key = `route-${randomUUID()}`
      const response = await client.post(path, body, { headers: { 'idempotency-key': key } })
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200)
      const id = paymentId ?? (response.json().id as string)
      const writers = await t.database.db.execute<{ key_writer: string; payment_writer: string }>(sql`
        select (select xmin::text from idempotency_keys where key = ${key}) as key_writer,
               (select xmin::text from payments where id = ${id}) as payment_writer`)
      const [row] = (writers as { rows: { key_writer: string; payment_writer: string }[] }).rows
      expect(row?.key_writer, path).toBeTruthy()
      expect(row?.key_writer, path).toBe(row?.payment_writer)
      return id
    }
    const p2p = await keyed('/payments', p2pBody(from, to, '10'))
    await keyed(`/payments/${p2p}/authorized`, {}, p2p)
    await keyed(`/payments/${p2p}/captured`, {}, p2p)
    await keyed(`/payments/${p2p}/refund`, {}, p2p)

    const flagged = await createPayment(client, p2pBody(from, to, '6666'))
    expect((await client.post(`/payments/${flagged.id}/captured`)).json().status).toBe('REQUIRES_REVIEW')
    await keyed(`/payments/${flagged.id}/review`, { decision: 'APPROVE' }, flagged.id)

    const topUpBody = {
      identityId: from.identityId,
      accountNumber: from.accountNumber,
      type: 'TOPUP_ACCOUNT',
      product: 'CLP:CLP',
      purchaseAmount: '5000',
      origins: [payInNode('CLP')],
      destinations: [accountNode(from)],
    }
    const payIn = await keyed('/payments', topUpBody)
    await keyed(`/payments/${payIn}/captured`, {}, payIn)
    await keyed('/payments/received', { id: payIn }, payIn)
  })

  it('creates one payment when two API processes get the same key at once', async () => {
    const client = await t.newClient('sandbox')
    const from = await openAccount(client, (await createIdentity(client)).id, 'CLP')
    const to = await openAccount(client, (await createIdentity(client)).id, 'CLP')
    await topUp(client, from, '1000')
    // A second app on the same database stands for another process: it shares no memory with the first.
    const config = loadConfig({ TOKEN_SECRET: TEST_TOKEN_SECRET, DATA_DIR: '/nonexistent' })
    const other = await buildApp({ config, database: t.database, clock: systemClock })
    try {
      const headers = {
        authorization: `Bearer ${client.token}`,
        'x-api-key': client.credentials.apiKey,
        'idempotency-key': `two-processes-${from.id}`,
      }
      const body = p2pBody(from, to, '7')
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          (i % 2 === 0 ? t.app : other).inject({
            method: 'POST',
            url: '/sandbox/payments',
            headers,
            payload: body,
          }),
        ),
      )
      for (const response of responses) expect([200, 409]).toContain(response.statusCode)
      const ids = new Set(responses.filter((r) => r.statusCode === 200).map((r) => r.json().id))
      expect(ids.size).toBe(1)
      expect(
        (await client.get('/payments', { query: { accountNumber: from.accountNumber } })).json().pagination
          .total,
      ).toBe(2)
    } finally {
      await other.close()
    }
  })

  it('refuses the same key with another body with 422 and changes nothing', async () => {
    const client = await t.newClient('sandbox')
    const from = await openAccount(client, (await createIdentity(client)).id, 'CLP')
    const to = await openAccount(client, (await createIdentity(client)).id, 'CLP')
    await topUp(client, from, '1000')
    const headers = { 'idempotency-key': `other-body-${from.id}` }
    expect((await client.post('/payments', p2pBody(from, to, '1'), { headers })).statusCode).toBe(200)
    const refused = await client.post('/payments', p2pBody(from, to, '2'), { headers })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().error.type).toBe('idempotency_conflict')
    expect(
      (await client.get('/payments', { query: { accountNumber: from.accountNumber } })).json().pagination
        .total,
    ).toBe(2)
  })
})

describe('Idempotency-Key past its retention', () => {
  const clock = new ManualClock(new Date())
  let later: TestApp
  beforeAll(async () => {
    later = await buildTestApp({ clock })
  })

  it('takes the key again after 24 h: a new payment, replayed from then on', async () => {
    const client = await later.newClient('sandbox')
    const from = await openAccount(client, (await createIdentity(client)).id, 'CLP')
    const to = await openAccount(client, (await createIdentity(client)).id, 'CLP')
    await topUp(client, from, '1000')
    const headers = { 'idempotency-key': `monthly-${from.id}` }
    const first = await client.post('/payments', p2pBody(from, to, '5'), { headers })
    const retried = await client.post('/payments', p2pBody(from, to, '5'), { headers })
    expect(retried.headers['idempotent-replayed']).toBe('true')
    expect(retried.json().id).toBe(first.json().id)

    clock.advance(24 * 60 * 60 * 1000 + 60_000)
    // Tokens follow the same clock: a day later the caller signs in again.
    const again = await later.callerFor(client.credentials, 'sandbox')
    const next = await again.post('/payments', p2pBody(from, to, '6'), { headers })
    expect(next.statusCode).toBe(200)
    expect(next.headers['idempotent-replayed']).toBeUndefined()
    expect(next.json().id).not.toBe(first.json().id)
    const replayed = await again.post('/payments', p2pBody(from, to, '6'), { headers })
    expect(replayed.headers['idempotent-replayed']).toBe('true')
    expect(replayed.json().id).toBe(next.json().id)
    const payments = await again.get('/payments', { query: { accountNumber: from.accountNumber } })
    expect(payments.json().pagination.total).toBe(3) // the top-up and the two P2P payments
  })
})
