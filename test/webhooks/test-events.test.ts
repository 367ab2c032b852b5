import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyStandardWebhook, verifyWebhookSignature } from '../../src/index.js'
import { buildTestApp, type TestApp } from '../helpers/test-app.js'
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js'
import { logOf, PRIVATE_TARGETS_ALLOWED } from './support.js'

const SECRET = 'whk-test-events-secret'
let t: TestApp
let receiver: WebhookReceiver

beforeAll(async () => {
  t = await buildTestApp({ env: PRIVATE_TARGETS_ALLOWED })
  receiver = await startWebhookReceiver()
})
afterAll(async () => {
  await receiver.close()
})

async function registered() {
  const api = await t.newClient('sandbox')
  const url = receiver.urlFor(`/${api.credentials.clientId}`)
  expect((await api.put('/clients/webhook', { webhookUrl: url, secretKey: SECRET })).statusCode).toBe(200)
  return { api, url }
}

const callsTo = (url: string) => receiver.calls.filter((call) => url.endsWith(call.path))

describe('POST /clients/webhook/test', () => {
  it('queues a signed Transaction.Captured test event, delivered by the worker and logged', async () => {
    const { api, url } = await registered()
    const response = await api.post('/clients/webhook/test')
    expect(response.statusCode).toBe(202)
    const { id } = response.json<{ id: string }>()

    await t.app.webhookDelivery.createWorker({ timeoutMs: 2_000 }).runOnce()
    const [call] = callsTo(url)
    expect(call).toBeDefined()
    expect(call!.headers['webhook-id']).toBe(id)
    expect(verifyWebhookSignature(call!.body, SECRET, call!.headers['x-webhook-signature'] as string)).toBe(
      true,
    )
    expect(
      verifyStandardWebhook(
        {
          id,
          timestamp: call!.headers['webhook-timestamp'] as string,
          signature: call!.headers['webhook-signature'] as string,
        },
        call!.body,
        SECRET,
      ),
    ).toBe(true)
    const body = JSON.parse(call!.body)
    expect(Object.keys(body)).toEqual(['event', 'data', 'test', 'signature'])
    expect(body).toMatchObject({
      event: 'Transaction.Captured',
      test: true,
      data: { transaction: { status: 'CAPTURED', currency: 'USD', externalId: 'webhook-test' } },
    })

    const [row] = await logOf(api, { transactionId: body.data.transaction.id })
    expect(row).toMatchObject({
      id,
      status: 'delivered',
      httpStatus: 200,
      eventType: 'Transaction.Captured',
      testMode: true,
      payload: { test: true },
    })
  })

  it('works in live too: the test event is queued for the live URL and logged as live', async () => {
    const api = await t.newClient('live')
    expect((await api.put('/clients/webhook', { webhookUrl: 'https://127.0.0.1:9/hook' })).statusCode).toBe(
      200,
    )
    const response = await api.post('/clients/webhook/test', { event: 'Transaction.Received' })
    expect(response.statusCode).toBe(202)
    const [row] = await logOf(api, { testMode: 'false' })
    expect(row).toMatchObject({ id: response.json().id, testMode: false, eventType: 'Transaction.Received' })
  })

  it('sends the event named in the body', async () => {
    const { api, url } = await registered()
    const response = await api.post('/clients/webhook/test', { event: 'Transaction.Failed' })
    expect(response.statusCode).toBe(202)
    expect(response.json()).toMatchObject({ eventType: 'Transaction.Failed', event: 'failed' })
    await t.app.webhookDelivery.createWorker({ timeoutMs: 2_000 }).runOnce()
    expect(JSON.parse(callsTo(url)[0]!.body)).toMatchObject({
      event: 'Transaction.Failed',
      data: { transaction: { status: 'FAILED' } },
    })
  })

  it('refuses an unknown event or field with a 400 and queues nothing', async () => {
    const { api } = await registered()
    for (const body of [{ event: 'Transaction.Refunded' }, { event: 'Transaction.Captured', extra: 1 }, []]) {
      const response = await api.post('/clients/webhook/test', body)
      expect(response.statusCode).toBe(400)
      expect(response.json().error.type).toBe('bad_request')
    }
    expect(await logOf(api)).toEqual([])
  })

  it('is a 404 while no default webhook URL is registered, even with a CVU flavor URL', async () => {
    const api = await t.newClient('sandbox')
    const refused = async () => {
      const response = await api.post('/clients/webhook/test', {})
      expect(response.statusCode).toBe(404)
      expect(response.json().error.type).toBe('not_found')
    }
    await refused()
    const cvuOnly = { webhookUrl: receiver.urlFor('/static'), flavor: 'cvu.static' }
    expect((await api.put('/clients/webhook', cvuOnly)).statusCode).toBe(200)
    await refused()
    expect(await logOf(api)).toEqual([])
  })
})
