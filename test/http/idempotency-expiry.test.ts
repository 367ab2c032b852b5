import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../helpers/clock.js'
import { createIdentity, identityBody } from '../helpers/factories.js'
import { openAccount, p2pBody, topUp } from '../helpers/payments.js'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/**
 * Idempotency-Key outcomes answer retries for 24 hours (decision 0006); after that the workers
 * delete them, so the table does not keep every keyed request ever made.
 */
describe('stored Idempotency-Key outcomes past their retention', () => {
  const clock = new ManualClock(new Date())
  let t: TestApp
  let api: ApiCaller
  beforeAll(async () => {
    t = await buildTestApp({ clock })
    api = await t.newClient('sandbox')
  })

  const sweep = () => t.app.idempotencyExpiry.runOnce()

  async function storedKeys(): Promise<string[]> {
    const result = await t.database.db.execute<{ key: string }>(
      sql`select key from idempotency_keys order by key`,
    )
    return (result as { rows: { key: string }[] }).rows.map((row) => row.key)
  }

  it('are deleted an hour after their retention ends, and not before, unless the key was taken again', async () => {
    const from = await openAccount(api, (await createIdentity(api)).id, 'USD')
    const to = await openAccount(api, (await createIdentity(api)).id, 'USD')
    await topUp(api, from, '100')
    // One key stored with its payment's change, two claimed ahead of identities' creation.
    const payment = await api.post('/payments', p2pBody(from, to, '5'), {
      headers: { 'idempotency-key': 'a-payment' },
    })
    expect(payment.statusCode).toBe(200)
    for (const key of ['b-identity', 'd-identity']) {
      const identity = await api.post('/identities', identityBody(), { headers: { 'idempotency-key': key } })
      expect(identity.statusCode).toBe(200)
    }

    clock.advance(DAY_MS + HOUR_MS - 60_000)
    // Tokens follow the same clock: a day later the caller signs in again.
    const later = await t.callerFor(api.credentials, 'sandbox')
    expect(await sweep()).toBe(0)
    const recent = await later.post('/payments', p2pBody(from, to, '6'), {
      headers: { 'idempotency-key': 'c-recent-payment' },
    })
    expect(recent.statusCode).toBe(200)
    // Past its retention a key is free again: taken by another request, it is stored anew.
    const reused = await later.post('/identities', identityBody(), {
      headers: { 'idempotency-key': 'd-identity' },
    })
    expect(reused.statusCode).toBe(200)
    expect(reused.headers['idempotent-replayed']).toBeUndefined()
    expect(await storedKeys()).toEqual(['a-payment', 'b-identity', 'c-recent-payment', 'd-identity'])

    clock.advance(60_001)
    expect(await sweep()).toBe(2)
    expect(await storedKeys()).toEqual(['c-recent-payment', 'd-identity'])
    // What the keys answered stays: the payment, and the recent key's replay.
    expect((await later.get(`/payments/${payment.json().id as string}`)).statusCode).toBe(200)
    const replayed = await later.post('/payments', p2pBody(from, to, '6'), {
      headers: { 'idempotency-key': 'c-recent-payment' },
    })
    expect(replayed.headers['idempotent-replayed']).toBe('true')
    expect(replayed.body).toBe(recent.body)
  })

  it('are all deleted in one round when more are due than one statement deletes', async () => {
    const storedAt = new Date(clock.now().getTime() - 2 * DAY_MS)
    await t.database.db.execute(sql`
      insert into idempotency_keys (client_id, environment, key, request_hash, response_status,
        response_body, created_at)
      select 'backlog-client', 'sandbox', 'backlog-' || n, 'hash', 200, '{}', ${storedAt}
      from generate_series(1, 2500) as n`)
    const before = (await storedKeys()).length

    expect(await sweep()).toBe(2500)
    expect(await storedKeys()).toHaveLength(before - 2500)
    expect(await sweep()).toBe(0)
  })
})
