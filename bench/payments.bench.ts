import { randomInt, randomUUID } from 'node:crypto'
import { SANDBOX_MAGIC } from '../src/modules/payments/index.js'
import type { OpenedAccount } from '../test/helpers/payments.js'
import {
  CURRENCY,
  cents,
  openAccount,
  openFundedAccounts,
  randomP2PBody,
  topUpBody,
  whileChangingAccounts,
} from './support/accounts.js'
import { ApiClient, CallRecorder, expectStatus } from './support/api.js'
import { serverCpuSources } from './support/cpu.js'
import { analyzeDatabase, withScratchDatabase } from './support/database.js'
import { ceilingFigures, ceilingSettings, measureCeiling } from './support/pgbench.js'
import {
  failureNotes,
  fellBehindFigure,
  HALF_LOAD_MAX_IN_FLIGHT_FACTOR,
  measureClosedLoop,
  measureOpenLoop,
  phaseFigures,
  serverLogFigures,
  throughput,
  type MeasuredPhase,
  type Operation,
} from './support/phase.js'
import {
  atEachConcurrency,
  loadSettings,
  type Figure,
  type LevelResult,
  type Scenario,
  type ScenarioContext,
} from './support/scenario.js'
import {
  webConcurrencyFrom,
  withAppServer,
  withEmbeddedDataDir,
  type DatabaseTarget,
  type ServerLogSummary,
} from './support/server-process.js'
import { summarizeLatencies } from './support/stats.js'
import { verifyAfterLoad } from './support/verify.js'

const ACCOUNTS = 200
/** Top-ups of 1.00–500.00, inside the card rail's USD limits (1–50,000). */
const MIN_TOP_UP_CENTS = 100
const MAX_TOP_UP_CENTS = 50_000
/** Amounts the sandbox declines or holds for review: a top-up of one would count as a failure. */
const MAGIC_AMOUNTS = new Set<string>([...SANDBOX_MAGIC.declinedAmounts, ...SANDBOX_MAGIC.reviewAmounts])
const HALF_LOAD_P99_GOAL_MS = 25
/** How often the integrator changes accounts while P2P runs (see whileChangingAccounts). */
const CHANGE_INTERVAL_MS = 1_000
const CHANGING_P2P = 'P2P while accounts change every second'

const P2P_CALLS = ['create', 'capture'] as const
const TOP_UP_CALLS = ['create', 'capture', 'received'] as const

/** What one server run measured; the database is verified after the server stops. */
interface ServerRun {
  phases: MeasuredPhase[]
  /** RECEIVED payments the database must hold, or undefined when an operation failed half-way. */
  expectedReceived: number | undefined
  log: ServerLogSummary
}

export const paymentsScenario: Scenario = {
  name: 'payments',
  description:
    `Payments over real HTTP on loopback against \`node dist/src/server.js\` on a fresh database: P2P ` +
    `between ${ACCOUNTS} funded ${CURRENCY} accounts (create + capture) at full load and at half of it, ` +
    'the same with an Idempotency-Key on each call, the same while the integrator renames an account ' +
    'every second (each rename changes what payments are decided on), then card top-ups (create + capture + provider ' +
    'notification), beside pgbench TPC-B on the same server; then the same P2P load against the ' +
    'embedded database.',
  async run(context) {
    const processes = webConcurrencyFrom(process.env, context.serverUrl)
    const levels = await atEachConcurrency(context, (concurrency) =>
      measureLevel(context, concurrency, processes),
    )
    return {
      settings: [
        ...loadSettings(context.settings),
        { label: 'API processes (PostgreSQL)', value: processes },
        { label: 'accounts', value: ACCOUNTS },
        ...ceilingSettings(),
      ],
      ...levels,
    }
  },
}

async function measureLevel(
  context: ScenarioContext,
  concurrency: number,
  processes: number,
): Promise<LevelResult> {
  const postgres = await withScratchDatabase(context.serverUrl, 'payments', (databaseUrl) =>
    runServer(context, { databaseUrl }, { concurrency, processes, fullSuite: true }),
  )
  const ceiling = await measureCeiling(context, concurrency, { halfLoad: true })
  const embedded = await withEmbeddedDataDir((target) =>
    runServer(context, target, { concurrency, processes: 1, fullSuite: false }),
  )
  const [p2p, halfLoad, keyedP2p, changingP2p, topUp] = postgres.phases as [
    MeasuredPhase,
    MeasuredPhase,
    MeasuredPhase,
    MeasuredPhase,
    MeasuredPhase,
  ]
  const [embeddedP2p] = embedded.phases as [MeasuredPhase]
  const halfLoadP99 = summarizeLatencies(halfLoad.loop.latenciesMs).p99Ms
  const ratio = ceilingFigures(ceiling, { label: 'P2P', perSecond: throughput(p2p) })
  const keyedRatio: Figure = {
    label: 'P2P with Idempotency-Keys / pgbench throughput',
    value: throughput(keyedP2p) / ceiling.tps,
    unit: '×',
    digits: 2,
  }
  const changingRatio: Figure = {
    label: `${CHANGING_P2P} / P2P throughput`,
    value: throughput(changingP2p) / throughput(p2p),
    unit: '×',
    digits: 2,
  }
  const postgresLog = serverLogFigures('PostgreSQL server', postgres.log)
  const embeddedLog = serverLogFigures('embedded server', embedded.log)
  const rows: Figure[] = [
    ...phaseFigures(p2p, 'operations', P2P_CALLS),
    ...phaseFigures(halfLoad, 'operations', P2P_CALLS),
    ...phaseFigures(keyedP2p, 'operations', P2P_CALLS),
    ...phaseFigures(changingP2p, 'operations', P2P_CALLS),
    ...phaseFigures(topUp, 'operations', TOP_UP_CALLS),
    { label: 'ledger verify', value: 'clean' },
    ...postgresLog.rows,
    ...ratio,
    keyedRatio,
    changingRatio,
    ...phaseFigures(embeddedP2p, 'operations', P2P_CALLS),
    { label: 'embedded ledger verify', value: 'clean' },
    ...embeddedLog.rows,
  ]
  return {
    summary: [
      ratio.at(-1)!,
      { label: 'P2P throughput', value: throughput(p2p), unit: 'operations/s', digits: 1 },
      {
        label: `P2P at half load p99 (goal < ${HALF_LOAD_P99_GOAL_MS} ms)`,
        value: halfLoadP99,
        unit: 'ms',
        digits: 2,
      },
      ...(halfLoad.loop.fellBehind ? [fellBehindFigure(halfLoad)] : []),
      {
        label: 'pgbench at half load p99 (the machine, same run)',
        value: ceiling.halfLoad!.latencies.p99Ms,
        unit: 'ms',
        digits: 2,
      },
      keyedRatio,
      {
        label: 'P2P with Idempotency-Keys throughput',
        value: throughput(keyedP2p),
        unit: 'operations/s',
        digits: 1,
      },
      changingRatio,
      { label: 'top-up throughput', value: throughput(topUp), unit: 'operations/s', digits: 1 },
      { label: 'embedded P2P throughput', value: throughput(embeddedP2p), unit: 'operations/s', digits: 1 },
    ],
    rows,
    notes: [
      ...failureNotes([...postgres.phases, ...embedded.phases]),
      ...postgresLog.notes,
      ...embeddedLog.notes,
    ],
  }
}

/**
 * One server on `target`: funded accounts, the P2P closed loop, and with `fullSuite` the half-load
 * open loop and the top-up closed loop. The ledger and the RECEIVED count are checked after it stops.
 */
async function runServer(
  context: ScenarioContext,
  target: DatabaseTarget,
  options: { concurrency: number; processes: number; fullSuite: boolean },
): Promise<ServerRun> {
  const { concurrency } = options
  const kind = 'databaseUrl' in target ? 'PostgreSQL' : 'embedded'
  const run = await withAppServer({ database: target, processes: options.processes }, async (server) => {
    const api = await ApiClient.signIn(server, concurrency)
    try {
      context.log(`payments (${kind}): opening and funding ${ACCOUNTS} ${CURRENCY} accounts through the API`)
      const accounts = await openFundedAccounts(api, ACCOUNTS, concurrency, context.signal)
      // The embedded database has no autovacuum either, and its server holds it: it stays unanalyzed.
      if ('databaseUrl' in target) await analyzeDatabase(target.databaseUrl)
      const p2p = p2pOperation(api, accounts, { keyed: false })
      const topUp = topUpOperation(api, accounts)
      // One of each kind alone first: the first payment of a kind creates the tenant's platform
      // accounts, and concurrent first creations fail.
      await p2p(new CallRecorder())()
      const phases: MeasuredPhase[] = []
      const name = kind === 'PostgreSQL' ? 'P2P' : 'embedded P2P'
      const cpu = serverCpuSources(server.pid, 'databaseUrl' in target ? target.databaseUrl : undefined)
      phases.push(await measureClosedLoop(context, { name, concurrency, operation: p2p, cpu }))
      if (options.fullSuite) {
        phases.push(
          await measureOpenLoop(context, {
            name: 'P2P at half load',
            ratePerSecond: throughput(phases[0]!) / 2,
            maxInFlight: concurrency * HALF_LOAD_MAX_IN_FLIGHT_FACTOR,
            operation: p2p,
            cpu,
          }),
        )
        phases.push(
          await measureClosedLoop(context, {
            name: 'P2P with Idempotency-Keys',
            concurrency,
            operation: p2pOperation(api, accounts, { keyed: true }),
            cpu,
          }),
        )
        phases.push(
          await whileChangingAccounts(api, accounts, await openAccount(api), CHANGE_INTERVAL_MS, () =>
            measureClosedLoop(context, { name: CHANGING_P2P, concurrency, operation: p2p, cpu }),
          ),
        )
        await topUp(new CallRecorder())()
        phases.push(await measureClosedLoop(context, { name: 'top-up', concurrency, operation: topUp, cpu }))
      }
      const operationsAlone = options.fullSuite ? 2 : 1
      const failed = phases.some((phase) => phase.loop.failures.size > 0)
      const completed = phases.reduce((sum, phase) => sum + phase.unmeasured + phase.loop.completed, 0)
      return {
        phases,
        expectedReceived: failed ? undefined : ACCOUNTS + operationsAlone + completed,
        log: server.log,
      }
    } finally {
      await api.close()
    }
  })
  context.log(`payments (${kind}): verifying the ledger`)
  await verifyAfterLoad(target, run.expectedReceived)
  return run
}

/**
 * P2P between two random accounts: create, then capture, which completes it to RECEIVED; `keyed`,
 * each call with an Idempotency-Key of its own, as an integrator that retries safely sends them.
 */
function p2pOperation(
  api: ApiClient,
  accounts: readonly OpenedAccount[],
  options: { keyed: boolean },
): Operation {
  const key = () => (options.keyed ? randomUUID() : undefined)
  return (recorder) => async () => {
    const created = await api.post('create', '/payments', randomP2PBody(accounts), recorder, key())
    const captured = await api.post('capture', `/payments/${created.id}/captured`, {}, recorder, key())
    expectStatus(captured, 'RECEIVED', 'capture')
  }
}

/** A CARD top-up of 1.00–500.00: create, capture, then the provider's notification. */
function topUpOperation(api: ApiClient, accounts: readonly OpenedAccount[]): Operation {
  return (recorder) => async () => {
    const account = accounts[randomInt(accounts.length)]!
    const created = await api.post('create', '/payments', topUpBody(account, randomTopUpAmount()), recorder)
    const captured = await api.post('capture', `/payments/${created.id}/captured`, {}, recorder)
    expectStatus(captured, 'CAPTURED', 'capture')
    const received = await api.post('received', '/payments/received', { id: created.id }, recorder)
    expectStatus(received, 'RECEIVED', 'received')
  }
}

/** 1.00–500.00, never one of the sandbox's magic amounts. */
function randomTopUpAmount(): string {
  for (;;) {
    const amount = cents(randomInt(MIN_TOP_UP_CENTS, MAX_TOP_UP_CENTS + 1))
    if (!MAGIC_AMOUNTS.has(amount)) return amount
  }
}
