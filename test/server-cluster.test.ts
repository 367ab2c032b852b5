import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../src/cli/api-client.js'
import { freeLoopbackPort } from './helpers/free-port.js'
import { createTestDatabase } from './helpers/test-database.js'
import { ready } from './helpers/server-process.js'
import { startWebhookReceiver } from './helpers/webhook-receiver.js'

// The server as `npm start` runs it on PostgreSQL: a supervisor, a short-lived process that
// prepares the database, WEB_CONCURRENCY API processes and one for the workers — the workers get
// their own process beside a single API process too.
const onPostgres = Boolean(process.env.DATABASE_URL)

describe.skipIf(!onPostgres).each([
  { webConcurrency: 2, roles: ['api', 'api', 'workers'] },
  { webConcurrency: 1, roles: ['api', 'workers'] },
])('the server with WEB_CONCURRENCY=$webConcurrency', ({ webConcurrency, roles }) => {
  const credentials = {
    clientId: randomUUID(),
    clientSecret: randomBytes(18).toString('base64url'),
    apiKey: randomBytes(18).toString('base64url'),
  }
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined
  let supervisor: ChildProcess | undefined
  let origin = ''
  const output: string[] = []

  beforeAll(async () => {
    database = await createTestDatabase()
    receiver = await startWebhookReceiver()
    const port = await freeLoopbackPort()
    origin = `http://127.0.0.1:${port}`
    supervisor = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DATABASE_URL: database.url!,
        WEB_CONCURRENCY: String(webConcurrency),
        PORT: String(port),
        HOST: '127.0.0.1',
        TOKEN_SECRET: randomBytes(32).toString('hex'),
        BOOTSTRAP_CLIENT_ID: credentials.clientId,
        BOOTSTRAP_CLIENT_SECRET: credentials.clientSecret,
        BOOTSTRAP_API_KEY: credentials.apiKey,
        LOG_LEVEL: 'warn',
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      },
    })
    supervisor.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    supervisor.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    await ready(supervisor, origin, output)
  }, 90_000)

  afterAll(async () => {
    if (supervisor?.exitCode === null) supervisor.kill('SIGKILL')
    await database?.close()
    await receiver?.stop()
  })

  it(`prepares the database in a process of its own, which exits, and then serves from ${roles.join(', ')} processes`, async () => {
    // The bootstrap client exists: the preparation ran before the API processes took traffic.
    const auth = await fetch(`${origin}/sandbox/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': credentials.apiKey },
      body: JSON.stringify({ clientId: credentials.clientId, clientSecret: credentials.clientSecret }),
    })
    expect(auth.status, output.join('')).toBe(200)
    expect(rolesOfChildren(supervisor!.pid!).sort()).toEqual(roles)
  })

  it('delivers webhooks from the workers process', async () => {
    const api = createApiClient({ apiUrl: origin, ...credentials, environment: 'sandbox' })
    const registered = await api.send('/clients/webhook', {
      method: 'PUT',
      body: JSON.stringify({ webhookUrl: receiver!.url }),
    })
    expect(registered.status).toBe(200)
    const test = await api.send('/clients/webhook/test', { method: 'POST', body: '{}' })
    expect(test.status, await test.clone().text()).toBe(202)
    const { id } = (await test.json()) as { id: string }

    // No API process delivers: the callback arrives only if the workers process runs its worker.
    const statusOfTest = async () => {
      const log = await api.call<{ deliveries: { id: string; status: string }[] }>('GET', '/v1/notifications')
      return log.deliveries.find((delivery) => delivery.id === id)?.status
    }
    const deadline = Date.now() + 10_000
    while ((await statusOfTest()) !== 'delivered' && Date.now() < deadline) await sleep(50)
    expect(await statusOfTest()).toBe('delivered')
    expect(receiver!.calls.map((received) => received.path)).toEqual(['/hooks'])
  })

  it('stops every process on SIGTERM and exits 0', async () => {
    const exited = new Promise<number | null>((resolve) => supervisor!.once('exit', resolve))
    supervisor!.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(rolesOfChildren(supervisor!.pid!)).toEqual([])
  }, 30_000)
})

/**
 * PROCESS_ROLE of each live child of `pid` that has one (Linux /proc): the server's processes, not
 * the compiler `tsx` may start beside them on a cold cache.
 */
function rolesOfChildren(pid: number): string[] {
  const roles: string[] = []
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (parent !== pid) continue
      const environment = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0')
      const role = environment.find((line) => line.startsWith('PROCESS_ROLE='))?.slice('PROCESS_ROLE='.length)
      if (role !== undefined) roles.push(role)
    } catch {
      // The process ended while it was being read.
    }
  }
  return roles
}
