import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readEventStream, type ServerSentEvent } from '../../src/cli/event-stream.js'
import { verifyWebhookSignature } from '../../src/index.js'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'
import { PRIVATE_TARGETS_ALLOWED } from './support.js'

const SECRET = 'whk-stream-secret-0123'
let t: TestApp
let base: string
const open: AbortController[] = []

beforeAll(async () => {
  t = await buildTestApp({ env: PRIVATE_TARGETS_ALLOWED })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
})
afterAll(() => {
  for (const controller of open) controller.abort()
})

async function registered(): Promise<ApiCaller> {
  const api = await t.newClient('sandbox')
  // Nothing listens on port 9: the stream does not depend on the URL being reachable.
  await api.put('/clients/webhook', { webhookUrl: 'http://127.0.0.1:9/hook', secretKey: SECRET })
  return api
}

/** Opens the stream over real HTTP; `next()` waits for the next event. */
async function connect(api: ApiCaller, headers: Record<string, string> = {}) {
  const controller = new AbortController()
  open.push(controller)
  const response = await fetch(`${base}/sandbox/v1/notifications/stream?testMode=true`, {
    headers: { authorization: `Bearer ${api.token}`, 'x-api-key': api.credentials.apiKey, ...headers },
    signal: controller.signal,
  })
  const events = readEventStream(response.body!)
  return {
    response,
    next: async (): Promise<ServerSentEvent> => (await events.next()).value as ServerSentEvent,
    close: () => controller.abort(),
  }
}

const testEvent = async (api: ApiCaller, event = 'Transaction.Captured') =>
  (await api.post('/clients/webhook/test', { event })).json<{ id: string }>().id

describe('GET /v1/notifications/stream', () => {
  it('sends each callback as it is committed, signed with the registered secret', async () => {
    const api = await registered()
    const stream = await connect(api)
    expect(stream.response.status).toBe(200)
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    const id = await testEvent(api)
    const event = await stream.next()
    expect(event.event).toBe('notification')
    expect(event.id).toMatch(/^\d+$/)
    const data = JSON.parse(event.data)
    expect(data).toMatchObject({ id, eventType: 'Transaction.Captured', testMode: true })
    expect(data.headers['webhook-id']).toBe(id)
    expect(verifyWebhookSignature(data.body, SECRET, data.headers['x-webhook-signature'])).toBe(true)
    stream.close()
  })

  it('resumes after Last-Event-ID: events committed while disconnected arrive once, in order', async () => {
    const api = await registered()
    const first = await connect(api)
    await testEvent(api)
    const seen = await first.next()
    first.close()
    const missed = [await testEvent(api, 'Transaction.Received'), await testEvent(api, 'Transaction.Failed')]

    const resumed = await connect(api, { 'last-event-id': seen.id! })
    const again = [await resumed.next(), await resumed.next()]
    expect(again.map((e) => JSON.parse(e.data).id)).toEqual(missed)
    expect(Number(again[0]!.id)).toBeGreaterThan(Number(seen.id))
    const later = await testEvent(api)
    expect(JSON.parse((await resumed.next()).data).id).toBe(later)
    resumed.close()
  })

  it('starts after the newest row for a Last-Event-ID past any sequence, as for an unknown one', async () => {
    const api = await registered()
    await testEvent(api)
    const stream = await connect(api, { 'last-event-id': '9999999999999999999' })
    expect(stream.response.status).toBe(200)
    const later = await testEvent(api)
    expect(JSON.parse((await stream.next()).data).id).toBe(later)
    stream.close()
  })

  it("shows one client's events only", async () => {
    const api = await registered()
    const other = await registered()
    const stream = await connect(api)
    await testEvent(other)
    const mine = await testEvent(api)
    expect(JSON.parse((await stream.next()).data).id).toBe(mine)
    stream.close()
  })

  it('ends open streams when the server shuts down, so shutdown is not held up', async () => {
    const own = await buildTestApp()
    await own.app.listen({ port: 0, host: '127.0.0.1' })
    const api = await own.newClient('sandbox')
    const response = await fetch(
      `http://127.0.0.1:${(own.app.server.address() as AddressInfo).port}/sandbox/v1/notifications/stream`,
      { headers: { authorization: `Bearer ${api.token}`, 'x-api-key': api.credentials.apiKey } },
    )
    const events = readEventStream(response.body!)
    const ended = events.next()
    await own.app.close()
    await expect(ended).resolves.toEqual({ done: true, value: undefined })
  })

  it('is a 401 with a plain message without a valid token', async () => {
    const response = await fetch(`${base}/sandbox/v1/notifications/stream`, {
      headers: { authorization: 'Bearer nope' },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: expect.any(String) })
  })
})
