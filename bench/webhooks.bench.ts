import { randomInt } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { Pool } from 'undici'
import type { OpenedAccount } from '../test/helpers/payments.js'
import { openFundedAccounts, receivedTopUp } from './support/accounts.js'
import { ApiClient } from './support/api.js'
import { analyzeDatabase, scratchQuery, withScratchDatabase } from './support/database.js'
import {
  failureNotes,
  HALF_LOAD_MAX_IN_FLIGHT_FACTOR,
  measureClosedLoop,
  measureOpenLoop,
  phaseFigures,
  serverLogFigures,
  throughput,
  type Operation,
} from './support/phase.js'
import { assertLoopbackUrl } from './support/loopback.js'
import {
  atEachConcurrency,
  loadSettings,
  type Figure,
  type LevelResult,
  type Scenario,
  type ScenarioContext,
  type ScenarioResult,
} from './support/scenario.js'
import {
  newCredentials,
  webConcurrencyFrom,
  withAppServer,
  type AppServerOptions,
  type RunningServer,
} from './support/server-process.js'
import { summarizeLatencies } from './support/stats.js'
import { verifyAfterLoad } from './support/verify.js'

/** Top-ups queued before the throughput phase, the accounts' funding included; each queues two deliveries. */
const QUEUED_TOP_UPS = 7000
const DELIVERIES_PER_TOP_UP = 2
/**
 * The backlog's oldest deliveries, drained before the measured rest (and as many raw POSTs before
 * theirs): both sides are measured warm, not while their code is still being compiled.
 */
const WARM_UP_DELIVERIES = 4000
/**
 * The measured backlog drains in this many parts, each followed by as many raw POSTs: whatever else the
 * machine does meanwhile (a checkpoint, the server's table maintenance) falls on either side in
 * proportion to its time, not on one of them.
 */
const TURNS = 4
/**
 * Calls the delivery worker has out to one origin at once, on as many connections
 * (src/modules/webhooks/targets.ts); the raw POSTs keep as many in flight.
 */
const CALLS_IN_FLIGHT = 64
const SET_UP_CONCURRENCY = 32
/** Top-ups spread over this many accounts, so they do not all queue on one account's lock. */
const ACCOUNTS = 20
const TOP_UP_AMOUNT = '1.00'
const DRAIN_TIMEOUT_MS = 60_000
const CALLBACK_P50_GOAL_MS = 20
const DELIVERY_RATIO_GOAL = 0.5

/** A delivery as it reached the receiver, kept to replay its exact size and headers. */
interface SampleDelivery {
  headers: Record<string, string>
  body: Buffer
}

interface Receiver {
  url: string
  origin: string
  /** Arrival time (performance.now) of every delivery on the webhook path. */
  arrivals: number[]
  /**
   * Arrival of each Transaction.Received callback, by payment id, on the wall clock (Date.now): the
   * server on the same machine stamps the status change with the same clock.
   */
  receivedAt: Map<string, number>
  sample: SampleDelivery | undefined
  close(): Promise<void>
}

const HOOK_PATH = '/hooks'

/**
 * A loopback receiver answering 204 at once. Deliveries arrive on `/hooks`; anything else (the raw
 * POSTs of the ceiling) is answered the same way but not recorded.
 */
async function startReceiver(): Promise<Receiver> {
  const state: Omit<Receiver, 'url' | 'origin' | 'close'> = {
    arrivals: [],
    receivedAt: new Map(),
    sample: undefined,
  }
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      if (request.url === HOOK_PATH) {
        const at = performance.now()
        const body = Buffer.concat(chunks)
        state.arrivals.push(at)
        state.sample ??= { headers: forwardableHeaders(request.headers), body }
        const parsed = JSON.parse(body.toString('utf8')) as {
          event: string
          data: { transaction: { id: string } }
        }
        if (parsed.event === 'Transaction.Received') {
          state.receivedAt.set(parsed.data.transaction.id, Date.now())
        }
      }
      response.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  assertLoopbackUrl(origin, 'webhook receiver')
  return Object.assign(state, {
    origin,
    url: `${origin}${HOOK_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  })
}

/** The delivery's own headers, minus those the HTTP client sets per connection. */
function forwardableHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (
      typeof value === 'string' &&
      !['host', 'connection', 'content-length', 'transfer-encoding'].includes(name)
    ) {
      kept[name] = value
    }
  }
  return kept
}

export const webhooksScenario: Scenario = {
  name: 'webhooks',
  description:
    'Signed webhook deliveries from `node dist/src/server.js` to a loopback receiver: a backlog drained ' +
    'by the server’s own worker (deliveries per second) beside raw undici POSTs of the same requests, ' +
    'then top-ups under load (latency from the status change’s commit to the callback’s arrival).',
  async run(context) {
    const processes = webConcurrencyFrom(process.env, context.serverUrl)
    const receiver = await startReceiver()
    try {
      const result = await withScratchDatabase(context.serverUrl, 'webhooks', async (databaseUrl) => {
        const server: AppServerOptions = {
          database: { databaseUrl },
          processes,
          credentials: newCredentials(),
        }
        const accounts = await queueBacklog(context, server, receiver)
        await analyzeDatabase(databaseUrl)
        await scratchQuery(databaseUrl, HOLD_BACKLOG)
        await scratchQuery(databaseUrl, STAMP_RECEIVED_COMMITS)
        const drained = await withAppServer(server, async (running) => {
          // Every process of the server compiles its routes as it starts; the backlog is released
          // once they are done, so the figure is the worker's, not a start-up's.
          await sleep(START_UP_SETTLE_MS, undefined, { signal: context.signal })
          return drainAndMeasure(context, running, accounts, receiver, databaseUrl)
        })
        await verifyAfterLoad(server.database, undefined)
        return drained
      })
      return {
        settings: [
          ...loadSettings(context.settings),
          { label: 'API processes', value: processes },
          { label: 'backlog deliveries, measured', value: result.backlog },
          { label: 'backlog deliveries drained before them (warm-up)', value: WARM_UP_DELIVERIES },
          { label: 'turns of drain and raw POSTs', value: TURNS },
          { label: 'calls in flight to the receiver (worker, raw POSTs)', value: CALLS_IN_FLIGHT },
        ],
        rows: [...result.throughputRows, ...result.levels.rows],
        tables: result.levels.tables,
        notes: [
          'Commit-to-callback: from the moment the top-up’s transaction began to commit (a deferred ' +
            'trigger the bench adds to its scratch database stamps it, before the commit record is ' +
            'flushed) to the Transaction.Received callback reaching the receiver, on this machine’s ' +
            'clock; the worker wakes on NOTIFY at commit. Status change to callback counts from the ' +
            'server’s stamp on the event, taken before the statement waits for its turn and its commit; ' +
            'response to callback from the client reading the response of POST /payments/received. At ' +
            'full load the machine is saturated, and the figures also hold the time the worker waits ' +
            'for a core; at half load (an open loop at half the closed loop’s rate) they show what a ' +
            'callback takes when the server keeps up.',
          ...(result.levels.notes ?? []),
        ],
      }
    } finally {
      await receiver.close()
    }
  },
}

/** The queued deliveries wait (not due for an hour) while the server that drains them starts… */
const HOLD_BACKLOG = `update webhook_delivery_queue set next_attempt_at = now() + interval '1 hour'`
/**
 * …then the `count` oldest still held are due at once (the worker finds them at its next poll, at
 * most 1 s later): first the warm-up, then each turn's part.
 */
const releaseOldest = (count: number) => `update webhook_delivery_queue set next_attempt_at = now()
  where delivery_id in (select q.delivery_id from webhook_delivery_queue q
    join webhook_deliveries d on d.id = q.delivery_id
    where q.lease_token is null and q.next_attempt_at > now() order by d.sequence limit ${count})`
const START_UP_SETTLE_MS = 3_000

/**
 * The bench's own instrument, added to its scratch database and not part of the server: the moment
 * each top-up's `received` event commits, which is not seen from outside. A deferred constraint
 * trigger fires as its transaction commits, after every statement in it (a batch of several
 * payments' statements included) and just before PostgreSQL writes and flushes the commit record.
 * It writes the time into an unlogged table: no WAL, one small insert in the top-up's commit.
 */
const STAMP_RECEIVED_COMMITS = `
  create unlogged table bench_received_commits (payment_id text not null, committed_at timestamptz not null);
  create function bench_stamp_received_commit() returns trigger language plpgsql as $$
    begin
      insert into bench_received_commits values (new.payment_id, clock_timestamp());
      return null;
    end $$;
  create constraint trigger bench_stamp_received_commit after insert on webhook_deliveries
    deferrable initially deferred for each row
    when (new.discriminator = 'received' and not new.is_replay)
    execute function bench_stamp_received_commit();`

/**
 * A server without background workers: the client's webhook, ACCOUNTS funded accounts and
 * received top-ups up to QUEUED_TOP_UPS, whose deliveries wait in the outbox.
 */
async function queueBacklog(
  context: ScenarioContext,
  server: AppServerOptions,
  receiver: Receiver,
): Promise<OpenedAccount[]> {
  return withAppServer({ ...server, backgroundWorkers: false }, async (running) => {
    const api = await ApiClient.signIn(running, SET_UP_CONCURRENCY)
    try {
      await api.put('set-up webhook', '/clients/webhook', {
        webhookUrl: receiver.url,
        secretKey: 'bench-webhook-secret',
      })
      const accounts = await openFundedAccounts(api, ACCOUNTS, SET_UP_CONCURRENCY, context.signal)
      context.log(`webhooks: queueing ${QUEUED_TOP_UPS * DELIVERIES_PER_TOP_UP} deliveries`)
      for (let queued = ACCOUNTS; queued < QUEUED_TOP_UPS; queued += SET_UP_CONCURRENCY) {
        context.signal.throwIfAborted()
        const batch = Math.min(SET_UP_CONCURRENCY, QUEUED_TOP_UPS - queued)
        await Promise.all(
          Array.from({ length: batch }, () => receivedTopUp(api, randomAccount(accounts), TOP_UP_AMOUNT)),
        )
      }
      return accounts
    } finally {
      await api.close()
    }
  })
}

interface Drained {
  backlog: number
  throughputRows: Figure[]
  levels: Pick<ScenarioResult, 'rows' | 'tables' | 'notes'>
}

/**
 * The server with its workers, started: the backlog's warm-up part drains, and as many raw POSTs
 * warm the ceiling up; then the rest drains in TURNS parts, each timed from its first arrival to its
 * last and followed by as many raw POSTs; then top-ups under load at each concurrency.
 */
async function drainAndMeasure(
  context: ScenarioContext,
  running: RunningServer,
  accounts: readonly OpenedAccount[],
  receiver: Receiver,
  databaseUrl: string,
): Promise<Drained> {
  const backlog = QUEUED_TOP_UPS * DELIVERIES_PER_TOP_UP - WARM_UP_DELIVERIES
  context.log(
    `webhooks: the server's worker drains ${WARM_UP_DELIVERIES} deliveries, then ${backlog} in ${TURNS} turns with raw POSTs`,
  )
  const http = new Pool(receiver.origin, { connections: CALLS_IN_FLIGHT, keepAliveTimeout: 60_000 })
  let drainMs = 0
  let rawMs = 0
  try {
    await drainOldest(receiver, databaseUrl, WARM_UP_DELIVERIES)
    await rawPostsMs(http, receiver, WARM_UP_DELIVERIES)
    for (let turn = 0; turn < TURNS; turn += 1) {
      const part = Math.floor((backlog * (turn + 1)) / TURNS) - Math.floor((backlog * turn) / TURNS)
      const partDrainMs = await drainOldest(receiver, databaseUrl, part)
      const partRawMs = await rawPostsMs(http, receiver, part)
      context.log(
        `webhooks: turn ${turn + 1}: ${rate(part - 1, partDrainMs)} deliveries/s, ${rate(part, partRawMs)} raw POSTs/s`,
      )
      drainMs += partDrainMs
      rawMs += partRawMs
    }
  } finally {
    await http.close()
  }
  // Each part's time runs from its first arrival to its last: one interval fewer than deliveries.
  const deliveriesPerSecond = ((backlog - TURNS) * 1000) / drainMs
  const rawPerSecond = (backlog * 1000) / rawMs
  const throughputRows: Figure[] = [
    { label: 'delivery throughput', value: deliveriesPerSecond, unit: 'deliveries/s', digits: 1 },
    { label: 'raw undici POST throughput', value: rawPerSecond, unit: 'requests/s', digits: 1 },
    {
      label: `deliveries / raw POSTs (goal ≥ ${DELIVERY_RATIO_GOAL})`,
      value: deliveriesPerSecond / rawPerSecond,
      unit: '×',
      digits: 2,
    },
  ]

  const api = await ApiClient.signIn(running, Math.max(...context.settings.concurrencies))
  try {
    const levels = await atEachConcurrency(context, (concurrency) =>
      measureCallbacks(context, { api, accounts, receiver, databaseUrl, concurrency }),
    )
    const log = serverLogFigures('server', running.log)
    return {
      backlog,
      throughputRows: [...throughputRows, ...log.rows],
      levels: { ...levels, notes: [...(levels.notes ?? []), ...log.notes] },
    }
  } finally {
    await api.close()
  }
}

const rate = (count: number, ms: number) => ((count * 1000) / ms).toFixed(0)

/**
 * Makes the `count` oldest held deliveries due and waits for them; returns the time from the first
 * one's arrival to the last's. Fails unless exactly that many arrived.
 */
async function drainOldest(receiver: Receiver, databaseUrl: string, count: number): Promise<number> {
  const before = receiver.arrivals.length
  await scratchQuery(databaseUrl, releaseOldest(count))
  await waitFor(() => receiver.arrivals.length >= before + count, `${count} deliveries`)
  if (receiver.arrivals.length !== before + count) {
    throw new Error(`backlog: ${receiver.arrivals.length - before} deliveries received, ${count} released`)
  }
  return receiver.arrivals.at(-1)! - receiver.arrivals[before]!
}

/**
 * The sampled delivery POSTed `count` times with CALLS_IN_FLIGHT in flight (the receiver's ceiling)
 * through `http`, whose connections stay open from one turn to the next as the worker's do; returns
 * their wall time.
 */
async function rawPostsMs(http: Pool, receiver: Receiver, count: number): Promise<number> {
  const sample = receiver.sample
  if (!sample) throw new Error('no delivery arrived to sample')
  let sent = 0
  const start = performance.now()
  await Promise.all(
    Array.from({ length: CALLS_IN_FLIGHT }, async () => {
      while (sent < count) {
        sent += 1
        const response = await http.request({
          method: 'POST',
          path: '/raw',
          headers: sample.headers,
          body: sample.body,
        })
        await response.body.dump()
        if (response.statusCode !== 204) throw new Error(`raw POST: HTTP ${response.statusCode}`)
      }
    }),
  )
  return performance.now() - start
}

/**
 * Wall-clock milliseconds by payment id, from a query of `payment_id` and `at` (epoch milliseconds).
 */
async function timesByPayment(databaseUrl: string, sql: string): Promise<Map<string, number>> {
  const rows = await scratchQuery(databaseUrl, sql)
  return new Map(rows.map((row) => [row.payment_id as string, Number(row.at)]))
}

/** When each top-up's `received` event committed (STAMP_RECEIVED_COMMITS). */
const RECEIVED_COMMITS = `select payment_id, (extract(epoch from committed_at) * 1000)::float8 as at
  from bench_received_commits`
/**
 * When the server stamped each top-up's `received` event: the time the service puts on the change
 * as it builds it, before the statement waits for its turn on the connection and its commit.
 */
const RECEIVED_STAMPS = `select payment_id, (extract(epoch from created_at) * 1000)::float8 as at
  from webhook_deliveries where discriminator = 'received' and not is_replay`

function timeOf(times: ReadonlyMap<string, number>, id: string, what: string): number {
  const at = times.get(id)
  if (at === undefined) throw new Error(`payment ${id} was received but has no ${what}`)
  return at
}

/**
 * Top-ups at full load (the closed loop), then at half of the rate it reached (an open loop), each
 * with its status-change-to-callback latencies: at full load they also hold the queueing of a
 * saturated machine, at half load what a callback costs when the server keeps up.
 */
async function measureCallbacks(
  context: ScenarioContext,
  level: CallbackLevel & { api: ApiClient; accounts: readonly OpenedAccount[]; concurrency: number },
): Promise<LevelResult> {
  const { api, accounts, concurrency } = level
  /** When the client had each top-up's response (Date.now), by payment id, in completion order. */
  let respondedAt = new Map<string, number>()
  const topUps: Operation = (recorder) => async () => {
    const id = await receivedTopUp(api, randomAccount(accounts), TOP_UP_AMOUNT, recorder)
    respondedAt.set(id, Date.now())
  }
  const full = await measureClosedLoop(context, { name: 'top-up', concurrency, operation: topUps })
  // Only the measured phase's top-ups: the warm-up's ended before it began.
  const fullRespondedAt = new Map([...respondedAt].slice(-full.loop.completed))
  respondedAt = new Map()
  const half = await measureOpenLoop(context, {
    name: 'top-up at half load',
    ratePerSecond: throughput(full) / 2,
    maxInFlight: concurrency * HALF_LOAD_MAX_IN_FLIGHT_FACTOR,
    operation: topUps,
  })
  const atFull = await callbackLatencies(level, '', fullRespondedAt)
  const atHalf = await callbackLatencies(level, ' at half load', respondedAt)
  return {
    summary: [atFull.p50, atHalf.p50],
    rows: [
      ...phaseFigures(full, 'operations', ['create', 'received']),
      ...atFull.rows,
      ...phaseFigures(half, 'operations', ['create', 'received']),
      ...atHalf.rows,
    ],
    notes: failureNotes([full, half]),
  }
}

interface CallbackLevel {
  receiver: Receiver
  databaseUrl: string
}

/**
 * From each top-up's commit, its status change's stamp and its response to its
 * Transaction.Received callback (`respondedAt`: the top-ups of one phase). `load` names the phase in
 * the labels.
 */
async function callbackLatencies(
  { receiver, databaseUrl }: CallbackLevel,
  load: string,
  respondedAt: ReadonlyMap<string, number>,
): Promise<{ p50: Figure; rows: Figure[] }> {
  const ids = [...respondedAt.keys()]
  await waitFor(() => ids.every((id) => receiver.receivedAt.has(id)), 'callbacks').catch(() => undefined)
  const committedAt = await timesByPayment(databaseUrl, RECEIVED_COMMITS)
  const stampedAt = await timesByPayment(databaseUrl, RECEIVED_STAMPS)
  const fromCommit: number[] = []
  const fromStamp: number[] = []
  const fromResponse: number[] = []
  let undelivered = 0
  for (const id of ids) {
    const arrived = receiver.receivedAt.get(id)
    if (arrived === undefined) {
      undelivered += 1
      continue
    }
    fromCommit.push(arrived - timeOf(committedAt, id, 'commit time'))
    fromStamp.push(arrived - timeOf(stampedAt, id, 'received event'))
    fromResponse.push(arrived - respondedAt.get(id)!)
  }
  const commit = summarizeLatencies(fromCommit)
  const stamp = summarizeLatencies(fromStamp)
  const response = summarizeLatencies(fromResponse)
  const ms = (label: string, value: number) => ({ label, value, unit: 'ms', digits: 1 })
  const p50 = ms(`commit-to-callback p50${load} (goal < ${CALLBACK_P50_GOAL_MS} ms)`, commit.p50Ms)
  return {
    p50,
    rows: [
      ms(`commit-to-callback mean${load}`, commit.meanMs),
      p50,
      ms(`commit-to-callback p99${load}`, commit.p99Ms),
      ms(`commit-to-callback max${load}`, commit.maxMs),
      ms(`status change to callback p50${load}`, stamp.p50Ms),
      ms(`status change to callback p99${load}`, stamp.p99Ms),
      ms(`response to callback p50${load} (negative: the callback came first)`, response.p50Ms),
      ms(`response to callback p99${load}`, response.p99Ms),
      { label: `callbacks not delivered${load}`, value: undelivered },
    ],
  }
}

async function waitFor(done: () => boolean, what: string): Promise<void> {
  const deadline = performance.now() + DRAIN_TIMEOUT_MS
  while (!done()) {
    if (performance.now() > deadline) {
      throw new Error(`${what} not received after ${DRAIN_TIMEOUT_MS / 1000} s`)
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

function randomAccount(accounts: readonly OpenedAccount[]): OpenedAccount {
  return accounts[randomInt(accounts.length)]!
}
