import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import { buildApp, type App } from '../src/app.js'
import { loadConfig } from '../src/config.js'
import { connectDatabase } from '../src/db/client.js'
import { migrateDatabase } from '../src/db/migrate.js'
import { systemClock } from '../src/shared/clock.js'
import { withScratchDatabase } from './support/database.js'
import { runClosedLoop } from './support/load.js'
import { assertLoopbackUrl } from './support/loopback.js'
import type { Figure, Scenario, ScenarioContext } from './support/scenario.js'
import { summarizeLatencies } from './support/stats.js'

/** Deliveries queued before the throughput phase (two per top-up: captured and received). */
const BACKLOG_TOP_UPS = 1_000
const THROUGHPUT_WORKERS = 4
const BATCH_SIZE = 32
const DRAIN_TIMEOUT_MS = 60_000

interface Receiver {
  url: string
  /** Arrival time (performance.now) of each Transaction.Received callback, by payment id. */
  received: Map<string, number>
  count: number
  close(): Promise<void>
}

/** A loopback receiver answering 204 at once; it records when each payment's final callback lands. */
async function startReceiver(): Promise<Receiver> {
  const received = new Map<string, number>()
  const state = { count: 0 }
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const at = performance.now()
      state.count += 1
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        event: string
        data: { transaction: { id: string } }
      }
      if (body.event === 'Transaction.Received') received.set(body.data.transaction.id, at)
      response.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`
  assertLoopbackUrl(url, 'webhook receiver')
  return {
    url,
    received,
    get count() {
      return state.count
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

interface Outcome {
  backlog: number
  drainSeconds: number
  topUps: number
  latenciesMs: number[]
  undelivered: number
}

export const webhooksScenario: Scenario = {
  name: 'webhooks',
  description:
    'Signed webhook deliveries to a loopback receiver: a backlog drained by competing workers ' +
    '(deliveries per second), then sandbox top-ups under load with the server’s own worker ' +
    '(latency from the status change’s commit to the callback’s arrival).',
  async run(context) {
    const { concurrency, seconds, warmupSeconds } = context.settings
    const outcome = await withScratchDatabase(context.serverUrl, 'webhooks', (url) => drive(context, url))
    const latency = summarizeLatencies(outcome.latenciesMs)
    const rows: Figure[] = [
      { label: 'backlog deliveries', value: outcome.backlog },
      { label: 'backlog drain time', value: outcome.drainSeconds, unit: 's', digits: 2 },
      {
        label: 'delivery throughput',
        value: outcome.backlog / outcome.drainSeconds,
        unit: 'deliveries/s',
        digits: 1,
      },
      { label: 'top-ups under load', value: outcome.topUps },
      { label: 'end-to-end latency mean', value: latency.meanMs, unit: 'ms', digits: 1 },
      { label: 'end-to-end latency p50', value: latency.p50Ms, unit: 'ms', digits: 1 },
      { label: 'end-to-end latency p99', value: latency.p99Ms, unit: 'ms', digits: 1 },
      { label: 'end-to-end latency max', value: latency.maxMs, unit: 'ms', digits: 1 },
      { label: 'callbacks not delivered', value: outcome.undelivered },
    ]
    return {
      settings: [
        { label: 'concurrency (top-ups in flight)', value: concurrency },
        { label: 'duration', value: seconds, unit: 's' },
        { label: 'warm-up', value: warmupSeconds, unit: 's' },
        { label: 'backlog workers', value: THROUGHPUT_WORKERS },
        { label: 'batch size', value: BATCH_SIZE },
      ],
      rows,
      notes: [
        'Latency: from the HTTP response of POST /payments/received (the change has committed) to the ' +
          'Transaction.Received callback reaching the receiver; it includes the worker’s 250 ms poll interval.',
      ],
    }
  },
}

async function drive(context: ScenarioContext, databaseUrl: string): Promise<Outcome> {
  const { concurrency, seconds, warmupSeconds } = context.settings
  const database = await connectDatabase({ databaseUrl, dataDir: '', poolSize: concurrency + 10 })
  const receiver = await startReceiver()
  const config = loadConfig({
    TOKEN_SECRET: 'bench-token-secret-that-is-long-enough-0123456789',
    DATA_DIR: '/nonexistent',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    RATE_LIMIT_MAX: '1000000',
  })
  let app: App | undefined
  try {
    await migrateDatabase(database)
    app = await buildApp({ config, database, clock: systemClock })
    await app.ready()
    const api = await sandboxCaller(app, receiver.url)

    context.log(`webhooks: queueing ${BACKLOG_TOP_UPS * 2} deliveries`)
    // The first top-up alone: it creates the tenant's ESCROW account, which concurrent first
    // captures would race to create (they fail with "retry").
    await api.topUp()
    for (let i = 1; i < BACKLOG_TOP_UPS; i += concurrency) {
      context.signal.throwIfAborted()
      await Promise.all(Array.from({ length: Math.min(concurrency, BACKLOG_TOP_UPS - i) }, () => api.topUp()))
    }
    const backlog = BACKLOG_TOP_UPS * 2
    context.log(`webhooks: draining with ${THROUGHPUT_WORKERS} workers`)
    const workers = Array.from({ length: THROUGHPUT_WORKERS }, () =>
      app!.webhookDelivery.createWorker({ batchSize: BATCH_SIZE }),
    )
    const drainStart = performance.now()
    const results = await Promise.all(workers.map((worker) => worker.runOnce()))
    const drainSeconds = (performance.now() - drainStart) / 1000
    await Promise.all(workers.map((worker) => worker.stop()))
    const delivered = results.reduce((sum, r) => sum + r.delivered, 0)
    if (delivered !== backlog || receiver.count !== backlog) {
      throw new Error(`backlog: ${delivered} delivered, ${receiver.count} received, ${backlog} queued`)
    }

    // The server's own worker, as `npm start` runs it.
    for (const worker of app.workers) worker.start()
    const committedAt = new Map<string, number>()
    const topUpOnce = async () => {
      const id = await api.topUp()
      committedAt.set(id, performance.now())
    }
    const loop = (phaseSeconds: number) =>
      runClosedLoop({
        concurrency,
        seconds: phaseSeconds,
        maxOperations: 1_000_000,
        maxFailures: 100,
        operation: topUpOnce,
        signal: context.signal,
        classifyFailure: () => 'error',
      })
    if (warmupSeconds > 0) {
      context.log(`webhooks: warming up for ${warmupSeconds} s`)
      await loop(warmupSeconds)
    }
    committedAt.clear()
    receiver.received.clear()
    context.log(`webhooks: top-ups for ${seconds} s at concurrency ${concurrency}`)
    const measured = await loop(seconds)
    if (measured.stoppedEarly) throw new Error(`load stopped early: ${measured.stoppedEarly}`)
    const deadline = performance.now() + DRAIN_TIMEOUT_MS
    while ([...committedAt.keys()].some((id) => !receiver.received.has(id)) && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const latenciesMs: number[] = []
    let undelivered = 0
    for (const [id, at] of committedAt) {
      const arrived = receiver.received.get(id)
      if (arrived === undefined) undelivered += 1
      else latenciesMs.push(arrived - at)
    }
    return { backlog, drainSeconds, topUps: committedAt.size, latenciesMs, undelivered }
  } finally {
    if (app) {
      await app.close()
      for (const worker of app.workers) await worker.stop()
    }
    await receiver.close()
    await database.close()
  }
}

/** A sandbox client with a webhook and a CLP account, able to run top-ups through the real HTTP pipeline. */
async function sandboxCaller(app: App, webhookUrl: string) {
  const credentials = await app.services.clients.createClient({ name: 'bench' })
  const auth = await app.inject({
    method: 'POST',
    url: '/sandbox/auth',
    headers: { 'x-api-key': credentials.apiKey },
    payload: { clientId: credentials.clientId, clientSecret: credentials.clientSecret },
  })
  const token = auth.json<{ accessToken: string }>().accessToken
  const call = async (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) => {
    const response = await app.inject({
      method,
      url: `/sandbox${url}`,
      headers: { authorization: `Bearer ${token}`, 'user-agent': 'bench', 'x-api-key': credentials.apiKey },
      payload,
    })
    if (response.statusCode !== 200) {
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`)
    }
    return response.json<Record<string, unknown>>()
  }
  await call('PUT', '/clients/webhook', { webhookUrl, secretKey: 'bench-webhook-secret' })
  const identity = await call('POST', '/identities', {
    type: 'USER',
    name: 'Ana',
    lastname: 'Pérez',
    email: 'ana.bench@example.com',
    phone: '+56221234567',
    documentType: 'RUT',
    documentNumber: '11111111-1',
    idv: 'idv-reference-1',
    country: 'CHL',
  })
  const account = await call('POST', '/accounts', {
    identityId: identity.id,
    type: 'CHECKING',
    currency: 'CLP',
  })
  return {
    async topUp(): Promise<string> {
      const payment = await call('POST', '/payments', {
        identityId: identity.id,
        accountNumber: account.accountNumber,
        type: 'TOPUP_ACCOUNT',
        product: 'CLP:CLP',
        purchaseAmount: '1000',
        origins: [{ type: 'FINTOC', currency: 'CLP', fintoc: {} }],
        destinations: [
          { type: 'ACCOUNT', currency: 'CLP', account: { accountNumber: account.accountNumber } },
        ],
      })
      await call('POST', '/payments/received', { id: payment.id })
      return payment.id as string
    },
  }
}
