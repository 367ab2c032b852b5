import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isPrivateAddress, isRefusedAddress, targetPolicy } from '../../src/modules/webhooks/targets.js'
import { ManualClock } from '../helpers/clock.js'
import { createIdentity } from '../helpers/factories.js'
import { openAccount, topUp } from '../helpers/payments.js'
import { buildTestApp, type TestApp } from '../helpers/test-app.js'
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js'
import { logOf } from './support.js'

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd00:ec2::254',
    '::ffff:127.0.0.1',
    '::ffff:a9fe:a9fe',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true)
  })

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111'])('accepts %s', (address) => {
    expect(isPrivateAddress(address)).toBe(false)
  })
})

describe('isRefusedAddress', () => {
  it('lets the local policy reach loopback and private networks, and nothing else that is not public', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '::1', 'fd00::7']) {
      expect(isRefusedAddress(address, 'local'), address).toBe(false)
      expect(isRefusedAddress(address, 'public'), address).toBe(true)
    }
    for (const address of ['169.254.169.254', '0.0.0.0', '224.0.0.1', '100.64.0.1', '::', 'fe80::1']) {
      expect(isRefusedAddress(address, 'local'), address).toBe(true)
      expect(isRefusedAddress(address, 'any'), address).toBe(false)
    }
    expect(isRefusedAddress('93.184.215.14', 'public')).toBe(false)
  })
})

describe('targetPolicy', () => {
  it('reaches local networks by default only in the sandbox of the embedded database', () => {
    expect(targetPolicy(undefined, 'embedded', 'sandbox')).toBe('local')
    expect(targetPolicy(undefined, 'embedded', 'live')).toBe('public')
    expect(targetPolicy(undefined, 'postgres', 'sandbox')).toBe('public')
    expect(targetPolicy(undefined, 'postgres', 'live')).toBe('public')
  })

  it('follows an explicit setting everywhere', () => {
    for (const kind of ['embedded', 'postgres'] as const) {
      for (const environment of ['sandbox', 'live'] as const) {
        expect(targetPolicy(true, kind, environment)).toBe('any')
        expect(targetPolicy(false, kind, environment)).toBe('public')
      }
    }
  })
})

describe('with WEBHOOK_ALLOW_PRIVATE_TARGETS unset', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })

  it('refuses a loopback target in live, naming the setting that would allow it', async () => {
    const api = await t.newClient('live')
    const response = await api.put('/clients/webhook', { webhookUrl: 'https://127.0.0.1:3000/hook' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.info[0].issue).toMatch(/WEBHOOK_ALLOW_PRIVATE_TARGETS=true/)
  })

  it('accepts a loopback target in the sandbox on the embedded database, and refuses it on PostgreSQL', async () => {
    const api = await t.newClient('sandbox')
    const response = await api.put('/clients/webhook', { webhookUrl: 'http://127.0.0.1:3000/hook' })
    expect(response.statusCode).toBe(t.database.kind === 'embedded' ? 200 : 400)
  })

  it('still refuses the metadata address, unspecified and multicast ones in that sandbox', async () => {
    const api = await t.newClient('sandbox')
    for (const webhookUrl of [
      'http://169.254.169.254/latest',
      'http://0.0.0.0:3000/hook',
      'http://224.0.0.1/x',
    ]) {
      const response = await api.put('/clients/webhook', { webhookUrl })
      expect(response.statusCode, webhookUrl).toBe(400)
      expect(response.json().error.info[0].issue).toMatch(/WEBHOOK_ALLOW_PRIVATE_TARGETS=true/)
    }
  })

  it('does not offer the setting for a host that does not resolve, which it would not fix', async () => {
    const api = await t.newClient('live')
    const response = await api.put('/clients/webhook', { webhookUrl: 'https://nonexistent.invalid/hook' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.info[0].issue).toMatch(/could not be resolved/)
    expect(response.json().error.info[0].issue).not.toMatch(/WEBHOOK_ALLOW_PRIVATE_TARGETS/)
  })
})

describe('with WEBHOOK_ALLOW_PRIVATE_TARGETS=false', () => {
  const clock = new ManualClock()
  let t: TestApp
  let receiver: WebhookReceiver
  beforeAll(async () => {
    t = await buildTestApp({ clock, env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' } })
    receiver = await startWebhookReceiver()
  })
  afterAll(async () => {
    await receiver.close()
  })

  it.each([
    'http://127.0.0.1:8080/hook',
    'http://10.0.0.7/hook',
    'http://192.168.0.10/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://localhost:3000/hook',
    'http://[::1]/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://0.0.0.0/hook',
  ])('refuses to register %s', async (webhookUrl) => {
    const api = await t.newClient('sandbox')
    const response = await api.put('/clients/webhook', { webhookUrl })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.info[0]).toMatchObject({ field: 'webhookUrl' })
    expect(response.json().error.info[0].issue).toMatch(/WEBHOOK_ALLOW_PRIVATE_TARGETS=true/)
  })

  it('accepts a public address', async () => {
    const api = await t.newClient('live')
    expect((await api.put('/clients/webhook', { webhookUrl: 'https://93.184.215.14/hook' })).statusCode).toBe(
      200,
    )
  })

  it('refuses again at connect time: a stored private target is never called', async () => {
    const api = await t.newClient('sandbox')
    const tenant = { clientId: api.credentials.clientId, environment: 'sandbox' as const }
    const account = await openAccount(api, (await createIdentity(api)).id, 'CLP')
    const worker = t.app.webhookDelivery.createWorker({ timeoutMs: 2_000 })
    // As if the host had resolved to a public address at registration and to loopback later.
    for (const url of [receiver.url, receiver.url.replace('127.0.0.1', 'localhost')]) {
      const now = clock.now()
      await t.app.webhookDelivery.repository.upsertConfig(t.database.db, {
        ...tenant,
        urls: { default: url },
        lastFlavor: 'default',
        secretCiphertext: null,
        createdAt: now,
        updatedAt: now,
      })
      const payment = await topUp(api, account, '1000')
      expect((await worker.runOnce()).failed).toBe(2)
      const [row] = await logOf(api, { transactionId: payment.id })
      expect(row).toMatchObject({ status: 'failed', attempts: 1, httpStatus: null })
      expect(row!.lastError).toMatch(/private or reserved address.*WEBHOOK_ALLOW_PRIVATE_TARGETS=true/)
    }
    expect(receiver.calls).toHaveLength(0)
  })
})
