import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../../src/cli/api-client.js'
import { freeLoopbackPort } from '../helpers/free-port.js'
import { ready } from '../helpers/server-process.js'
import { startWebhookReceiver } from '../helpers/webhook-receiver.js'

// The server on its embedded database, killed with SIGKILL: the database dies with the process.
// A delivery recorded as made must stay recorded, or the restarted server sends it again.
const onPostgres = Boolean(process.env.DATABASE_URL)

describe.skipIf(onPostgres)('a webhook delivery on the embedded database, across a crash', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'embedded-crash-'))
  const credentials = {
    clientId: randomUUID(),
    clientSecret: randomBytes(18).toString('base64url'),
    apiKey: randomBytes(18).toString('base64url'),
  }
  const tokenSecret = randomBytes(32).toString('hex')
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
  let server: ChildProcess | undefined
  let origin = ''

  async function start(): Promise<ChildProcess> {
    const port = await freeLoopbackPort()
    origin = `http://127.0.0.1:${port}`
    const output: string[] = []
    const started = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        TOKEN_SECRET: tokenSecret,
        BOOTSTRAP_CLIENT_ID: credentials.clientId,
        BOOTSTRAP_CLIENT_SECRET: credentials.clientSecret,
        BOOTSTRAP_API_KEY: credentials.apiKey,
        LOG_LEVEL: 'warn',
      },
    })
    started.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    started.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    await ready(started, origin, output)
    return started
  }

  beforeAll(async () => {
    receiver = await startWebhookReceiver()
    server = await start()
  }, 90_000)

  afterAll(async () => {
    if (server?.exitCode === null) server.kill('SIGKILL')
    await receiver?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('keeps a delivery made before the crash recorded, and does not send it again', async () => {
    const api = () => createApiClient({ apiUrl: origin, ...credentials, environment: 'sandbox' })
    const registered = await api().send('/clients/webhook', {
      method: 'PUT',
      body: JSON.stringify({ webhookUrl: receiver.url }),
    })
    expect(registered.status).toBe(200)
    const test = await api().send('/clients/webhook/test', { method: 'POST', body: '{}' })
    expect(test.status).toBe(202)
    const { id } = (await test.json()) as { id: string }
    const deliveryOf = async () => {
      const log = await api().call<{ deliveries: { id: string; status: string; attempts: number }[] }>(
        'GET',
        '/v1/notifications?testMode=true',
      )
      return log.deliveries.find((delivery) => delivery.id === id)
    }
    const deadline = Date.now() + 10_000
    while ((await deliveryOf())?.status !== 'delivered' && Date.now() < deadline) await sleep(50)
    expect(await deliveryOf()).toMatchObject({ status: 'delivered', attempts: 1 })

    // Idle well past PostgreSQL's window for an unflushed commit, then the crash.
    await sleep(1_000)
    const exited = new Promise((resolve) => server!.once('exit', resolve))
    server!.kill('SIGKILL')
    await exited
    server = await start()

    await sleep(2_000)
    expect(await deliveryOf()).toMatchObject({ status: 'delivered', attempts: 1 })
    expect(receiver.calls).toHaveLength(1)
  }, 120_000)
})
