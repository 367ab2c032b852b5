import { randomInt } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { Pool } from 'undici'
import { buildApp, type App } from '../src/app.js'
import { loadConfig } from '../src/config.js'
import { connectDatabase, type DatabaseConnection } from '../src/db/client.js'
import { migrateDatabase } from '../src/db/migrate.js'
import { payments } from '../src/modules/payments/payments.tables.js'
import { systemClock } from '../src/shared/clock.js'
import { identityBody } from '../test/helpers/factories.js'
import { accountNode, p2pBody, payInNode, type OpenedAccount } from '../test/helpers/payments.js'
import { withScratchDatabase } from './support/database.js'
import { runClosedLoop, type ClosedLoopOutcome } from './support/load.js'
import { assertLoopbackUrl } from './support/loopback.js'
import { ceilingFigures, ceilingSettings, measureCeiling, type PgbenchResult } from './support/pgbench.js'
import type { Figure, Scenario, ScenarioContext } from './support/scenario.js'
import { summarizeLatencies } from './support/stats.js'

const CURRENCY = 'USD'
const ACCOUNTS = 200
/** 10,000.00 each against P2P payments of at most 1.00: insufficient funds should never happen. */
const OPENING_BALANCE = '10000.00'
const MAX_P2P_CENTS = 100
/** Top-ups of 1.00–500.00, inside the card rail's USD limits (1–50,000). */
const MIN_TOP_UP_CENTS = 100
const MAX_TOP_UP_CENTS = 50_000
const TOKEN_SECRET = 'bench-token-secret-that-is-long-enough-0123456789'
const MAX_OPERATIONS = 2_000_000
const MAX_FAILURES = 1_000

/** The HTTP calls an operation makes, each timed on its own. */
type CallKind = 'P2P create' | 'P2P capture' | 'top-up create' | 'top-up capture' | 'top-up received'
/** The set-up's calls: not timed, named only in failures. */
type SetUpCall = 'set-up identity' | 'set-up account' | 'set-up top-up' | 'set-up received'

interface Phase {
  name: 'P2P' | 'top-up'
  callsPerOperation: number
  calls: readonly CallKind[]
}

const P2P: Phase = { name: 'P2P', callsPerOperation: 2, calls: ['P2P create', 'P2P capture'] }
const TOP_UP: Phase = {
  name: 'top-up',
  callsPerOperation: 3,
  calls: ['top-up create', 'top-up capture', 'top-up received'],
}

/** What one measured phase saw: the closed loop's outcome plus every HTTP response and its latency. */
interface PhaseOutcome {
  phase: Phase
  loop: ClosedLoopOutcome
  /** Responses received (any status) during the phase. */
  responses: number
  callLatenciesMs: ReadonlyMap<string, number[]>
}

interface PaymentsOutcome {
  p2p: PhaseOutcome
  topUp: PhaseOutcome
}

/** Collects the calls of one phase; the warm-up gets its own, which is thrown away. */
class CallRecorder {
  responses = 0
  readonly latenciesMs = new Map<string, number[]>()

  record(kind: string, ms: number): void {
    const samples = this.latenciesMs.get(kind)
    if (samples) samples.push(ms)
    else this.latenciesMs.set(kind, [ms])
  }
}

/** A non-200 answer, labelled by call, status and error type so the report can group failures. */
class HttpFailure extends Error {
  constructor(
    readonly label: string,
    message: string,
  ) {
    super(message)
  }

  override name = 'HttpFailure'
}

export const paymentsScenario: Scenario = {
  name: 'payments',
  description:
    `Payments over real HTTP on loopback against the app built on a fresh database: P2P between ` +
    `${ACCOUNTS} funded ${CURRENCY} accounts (create + capture), then card top-ups (create + capture + ` +
    'provider notification), beside pgbench TPC-B on the same server.',
  async run(context) {
    const { concurrency, seconds, warmupSeconds } = context.settings
    const load = await withScratchDatabase(context.serverUrl, 'payments', (url) =>
      drivePayments(context, url),
    )
    const ceiling = await measureCeiling(context)
    return {
      settings: [
        { label: 'concurrency', value: concurrency },
        { label: 'duration per phase', value: seconds, unit: 's' },
        { label: 'warm-up per phase', value: warmupSeconds, unit: 's' },
        { label: 'accounts', value: ACCOUNTS },
        { label: 'HTTP connections', value: concurrency },
        ...ceilingSettings(concurrency),
      ],
      rows: [...phaseFigures(load.p2p), ...phaseFigures(load.topUp), ...verifiedAndCeiling(load, ceiling)],
      notes: [load.p2p, load.topUp].flatMap(({ loop }) =>
        [...loop.failures].map(
          ([label, { count, example }]) => `${count} × ${label}, e.g. ${JSON.stringify(example)}`,
        ),
      ),
    }
  },
}

async function drivePayments(context: ScenarioContext, databaseUrl: string): Promise<PaymentsOutcome> {
  const { concurrency, seconds, warmupSeconds } = context.settings
  // The pool size the server itself uses (the default): the figures are the service's, as deployed.
  const database = await connectDatabase({ databaseUrl, dataDir: '' })
  let app: App | undefined
  let http: Pool | undefined
  try {
    await migrateDatabase(database)
    const config = loadConfig({
      DATABASE_URL: databaseUrl,
      TOKEN_SECRET,
      RATE_LIMIT_MAX: '1000000',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/nonexistent',
    })
    app = await buildApp({ config, database, clock: systemClock })
    const origin = await app.listen({ port: 0, host: '127.0.0.1' })
    assertLoopbackUrl(origin, 'the app under load')
    http = new Pool(origin, { connections: concurrency, keepAliveTimeout: 60_000 })
    const api = await signIn(app, http)

    context.log(`payments: opening and funding ${ACCOUNTS} ${CURRENCY} accounts through the API`)
    const accounts = await openFundedAccounts(api, concurrency, context.signal)

    const p2pOnce = (recorder: CallRecorder) => async () => {
      const from = randomInt(accounts.length)
      const other = randomInt(accounts.length - 1)
      const to = other >= from ? other + 1 : other
      const amount = cents(randomInt(1, MAX_P2P_CENTS + 1))
      const created = await api.post(
        'P2P create',
        '/payments',
        p2pBody(accounts[from]!, accounts[to]!, amount),
        recorder,
      )
      const captured = await api.post('P2P capture', `/payments/${created.id}/captured`, {}, recorder)
      expectStatus(captured, 'RECEIVED', 'P2P capture')
    }
    const topUpOnce = (recorder: CallRecorder) => async () => {
      const account = accounts[randomInt(accounts.length)]!
      const amount = cents(randomInt(MIN_TOP_UP_CENTS, MAX_TOP_UP_CENTS + 1))
      const created = await api.post('top-up create', '/payments', topUpBody(account, amount), recorder)
      const captured = await api.post('top-up capture', `/payments/${created.id}/captured`, {}, recorder)
      expectStatus(captured, 'CAPTURED', 'top-up capture')
      const received = await api.post('top-up received', '/payments/received', { id: created.id }, recorder)
      expectStatus(received, 'RECEIVED', 'top-up received')
    }

    const runPhase = async (phase: Phase, operation: (recorder: CallRecorder) => () => Promise<void>) => {
      const loop = (phaseSeconds: number, recorder: CallRecorder) =>
        runClosedLoop({
          concurrency,
          seconds: phaseSeconds,
          maxOperations: MAX_OPERATIONS,
          maxFailures: MAX_FAILURES,
          operation: operation(recorder),
          signal: context.signal,
          classifyFailure: (error) => (error instanceof HttpFailure ? error.label : `${phase.name} network`),
        })
      // One operation alone first: the first payment of a kind creates the tenant's platform accounts,
      // and concurrent first creations fail (see openFundedAccounts).
      await operation(new CallRecorder())()
      let unmeasured = 1
      if (warmupSeconds > 0) {
        context.log(`payments: ${phase.name} warming up for ${warmupSeconds} s`)
        const warmUp = await loop(warmupSeconds, new CallRecorder())
        if (warmUp.stoppedEarly) {
          throw new Error(`${phase.name} warm-up stopped early: ${warmUp.stoppedEarly}`)
        }
        unmeasured += warmUp.completed
      }
      context.log(`payments: ${phase.name} measuring for ${seconds} s at concurrency ${concurrency}`)
      const recorder = new CallRecorder()
      const outcome = await loop(seconds, recorder)
      if (outcome.stoppedEarly) throw new Error(`${phase.name} load stopped early: ${outcome.stoppedEarly}`)
      if (outcome.completed === 0) throw new Error(`${phase.name}: no operation completed`)
      const result: PhaseOutcome = {
        phase,
        loop: outcome,
        responses: recorder.responses,
        callLatenciesMs: recorder.latenciesMs,
      }
      return { result, completed: unmeasured + outcome.completed }
    }

    const p2p = await runPhase(P2P, p2pOnce)
    context.signal.throwIfAborted()
    const topUp = await runPhase(TOP_UP, topUpOnce)
    await checkPayments(app, database, ACCOUNTS + p2p.completed + topUp.completed, [p2p.result, topUp.result])
    return { p2p: p2p.result, topUp: topUp.result }
  } finally {
    // The client (no request is in flight any more), then the app, then the pool; the scratch database
    // is dropped only after this returns.
    await http?.close()
    await app?.close()
    await database.close()
  }
}

interface ApiClient {
  /** POSTs to the sandbox API; with a recorder, the response is counted and a 200 timed. */
  post(
    kind: CallKind | SetUpCall,
    path: string,
    body: unknown,
    recorder?: CallRecorder,
  ): Promise<Record<string, unknown> & { id: string }>
}

/** A client and its sandbox token, created the way an integrator gets them. */
async function signIn(app: App, http: Pool): Promise<ApiClient> {
  const credentials = await app.services.clients.createClient({ name: 'bench client' })
  const auth = await http.request({
    method: 'POST',
    path: '/sandbox/auth',
    headers: { 'content-type': 'application/json', 'x-api-key': credentials.apiKey },
    body: JSON.stringify({ clientId: credentials.clientId, clientSecret: credentials.clientSecret }),
  })
  const authText = await auth.body.text()
  if (auth.statusCode !== 200) throw new Error(`sandbox auth failed: HTTP ${auth.statusCode} ${authText}`)
  const { accessToken } = JSON.parse(authText) as { accessToken: string }
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${accessToken}`,
    'x-api-key': credentials.apiKey,
    // Identity creation requires a User-Agent (SPEC.md).
    'user-agent': 'payments-bench',
  }
  return {
    async post(kind, path, body, recorder) {
      const start = performance.now()
      const response = await http.request({
        method: 'POST',
        path: `/sandbox${path}`,
        headers,
        body: JSON.stringify(body),
      })
      const text = await response.body.text()
      const elapsed = performance.now() - start
      if (recorder) recorder.responses += 1
      if (response.statusCode !== 200) throw httpFailure(kind, response.statusCode, text)
      recorder?.record(kind, elapsed)
      return JSON.parse(text) as Record<string, unknown> & { id: string }
    },
  }
}

function httpFailure(kind: string, status: number, text: string): HttpFailure {
  let type = 'unknown'
  let reason = ''
  let message = text.slice(0, 300)
  try {
    const parsed = JSON.parse(text) as { error?: { type?: unknown; info?: unknown }; message?: unknown }
    if (typeof parsed.error?.type === 'string') type = parsed.error.type
    const info = parsed.error?.info as { reason?: unknown } | undefined
    if (typeof info?.reason === 'string') reason = ` ${info.reason}`
    if (typeof parsed.message === 'string') message = parsed.message
  } catch {
    // Not the JSON envelope: the raw text is the example.
  }
  return new HttpFailure(`${kind}: HTTP ${status} ${type}${reason}`, message)
}

function expectStatus(payment: Record<string, unknown>, expected: string, kind: string): void {
  if (payment.status !== expected) {
    throw new HttpFailure(
      `${kind}: status ${String(payment.status)}`,
      `payment ${String(payment.id)} is ${String(payment.status)}, expected ${expected}`,
    )
  }
}

/** 12345 → '123.45' */
function cents(value: number): string {
  return `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`
}

function topUpBody(account: OpenedAccount, amount: string) {
  return {
    identityId: account.identityId,
    accountNumber: account.accountNumber,
    type: 'TOPUP_ACCOUNT',
    product: `${account.currency}:${account.currency}`,
    purchaseAmount: amount,
    origins: [payInNode(account.currency)],
    destinations: [accountNode(account)],
  }
}

/**
 * An identity with one USD account each, funded by a sandbox top-up confirmed by the provider
 * notification: the integrator's path, through the API, `concurrency` accounts at a time.
 */
async function openFundedAccounts(
  api: ApiClient,
  concurrency: number,
  signal: AbortSignal,
): Promise<OpenedAccount[]> {
  const openOne = async (): Promise<OpenedAccount> => {
    const identity = await api.post('set-up identity', '/identities', identityBody())
    const account = (await api.post('set-up account', '/accounts', {
      identityId: identity.id,
      type: 'CHECKING',
      currency: CURRENCY,
    })) as unknown as OpenedAccount
    const payment = await api.post('set-up top-up', '/payments', topUpBody(account, OPENING_BALANCE))
    const received = await api.post('set-up received', '/payments/received', { id: payment.id })
    expectStatus(received, 'RECEIVED', 'set-up received')
    return account
  }
  // The first one alone: its top-up creates the tenant's USD escrow account, and concurrent first
  // creations fail with a 500 ("concurrent creation of the ESCROW USD account; retry").
  const accounts: OpenedAccount[] = [await openOne()]
  while (accounts.length < ACCOUNTS) {
    signal.throwIfAborted()
    const batch = Math.min(concurrency, ACCOUNTS - accounts.length)
    accounts.push(...(await Promise.all(Array.from({ length: batch }, openOne))))
  }
  return accounts
}

/**
 * The ledger's own invariants after the load, and one RECEIVED payment per funding top-up and per
 * completed operation (warm-ups included) when no operation failed half-way.
 */
async function checkPayments(
  app: App,
  database: DatabaseConnection,
  expected: number,
  phases: readonly PhaseOutcome[],
): Promise<void> {
  const violations = await app.services.ledger.verify(database.db)
  if (violations.length > 0) {
    const sample = violations.slice(0, 10).map((v) => `${v.check}: ${v.detail}`)
    throw new Error(
      `ledger verify found ${violations.length} violations after the load:\n${sample.join('\n')}`,
    )
  }
  if (phases.some((p) => p.loop.failures.size > 0)) return
  const [row] = await database.db
    .select({ total: count() })
    .from(payments)
    .where(eq(payments.status, 'RECEIVED'))
  if (row?.total !== expected) {
    throw new Error(`the database holds ${row?.total} RECEIVED payments, the load completed ${expected}`)
  }
}

function phaseFigures({ phase, loop, responses, callLatenciesMs }: PhaseOutcome): Figure[] {
  const label = (text: string) => `${phase.name} ${text}`
  const latency = summarizeLatencies(loop.latenciesMs)
  const errors = [...loop.failures.values()].reduce((sum, f) => sum + f.count, 0)
  const rows: Figure[] = [
    { label: label('operations completed'), value: loop.completed },
    {
      label: label('throughput'),
      value: loop.completed / loop.elapsedSeconds,
      unit: 'operations/s',
      digits: 1,
    },
    { label: label('HTTP requests'), value: responses / loop.elapsedSeconds, unit: 'requests/s', digits: 1 },
    { label: label('latency mean'), value: latency.meanMs, unit: 'ms', digits: 2 },
    { label: label('latency p50'), value: latency.p50Ms, unit: 'ms', digits: 2 },
    { label: label('latency p95'), value: latency.p95Ms, unit: 'ms', digits: 2 },
    { label: label('latency p99'), value: latency.p99Ms, unit: 'ms', digits: 2 },
    { label: label('latency max'), value: latency.maxMs, unit: 'ms', digits: 2 },
  ]
  for (const kind of phase.calls) {
    const samples = callLatenciesMs.get(kind)
    if (!samples?.length) continue
    const call = summarizeLatencies(samples)
    rows.push(
      { label: `${kind} call p50`, value: call.p50Ms, unit: 'ms', digits: 2 },
      { label: `${kind} call p99`, value: call.p99Ms, unit: 'ms', digits: 2 },
    )
  }
  rows.push({ label: label('errors'), value: errors })
  return rows
}

function verifiedAndCeiling(load: PaymentsOutcome, ceiling: PgbenchResult): Figure[] {
  const p2pRate = load.p2p.loop.completed / load.p2p.loop.elapsedSeconds
  return [
    { label: 'ledger verify', value: 'clean' },
    ...ceilingFigures(ceiling, { label: 'P2P', perSecond: p2pRate }),
  ]
}
