import { randomInt } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { openFundedAccounts, topUpBody } from './support/accounts.js'
import { ApiClient } from './support/api.js'
import { serverCpuSources } from './support/cpu.js'
import { withScratchDatabase } from './support/database.js'
import {
  failureNotes,
  measureClosedLoopsInTurns,
  phaseFigures,
  serverLogFigures,
  throughput,
  type ClosedLoopPhase,
} from './support/phase.js'
import {
  atEachConcurrency,
  loadSettings,
  type LevelResult,
  type Scenario,
  type ScenarioContext,
} from './support/scenario.js'
import {
  newCredentials,
  webConcurrencyFrom,
  withAppServer,
  withChildServer,
  type AppServerOptions,
} from './support/server-process.js'

const ACCOUNTS = 10
const PAYMENTS = 1_000
const READ_RATIO_GOAL = 0.7
/** The server and the bare one take turns of BENCH_SECONDS / TURNS each (measureClosedLoopsInTurns). */
const TURNS = 4
const BARE_SERVER = fileURLToPath(new URL('support/bare-reads-server.ts', import.meta.url))

export const readsScenario: Scenario = {
  name: 'reads',
  description:
    `GET /payments/{id} over real HTTP on loopback against \`node dist/src/server.js\` (random ids among ` +
    `${PAYMENTS.toLocaleString('en-US')} payments created through the API), beside a bare Fastify + pg ` +
    'server doing one prepared primary-key select on the same database with as many processes.',
  async run(context) {
    const processes = webConcurrencyFrom(process.env, context.serverUrl)
    const levels = await withScratchDatabase(context.serverUrl, 'reads', async (databaseUrl) => {
      // The same client in every server start: the payments belong to its tenant.
      const server: AppServerOptions = { database: { databaseUrl }, processes, credentials: newCredentials() }
      const ids = await createPayments(context, server)
      return atEachConcurrency(context, (concurrency) =>
        measureLevel(context, { server, databaseUrl, ids, processes, concurrency }),
      )
    })
    return {
      settings: [
        ...loadSettings(context.settings),
        { label: 'processes (both servers)', value: processes },
        { label: 'payments', value: PAYMENTS },
      ],
      ...levels,
    }
  },
}

/** Card top-ups created (not confirmed) through the API: the rows the reads select. */
async function createPayments(context: ScenarioContext, options: AppServerOptions): Promise<string[]> {
  const batch = 32
  return withAppServer(options, async (server) => {
    const api = await ApiClient.signIn(server, batch)
    try {
      context.log(`reads: creating ${PAYMENTS} payments through the API`)
      const accounts = await openFundedAccounts(api, ACCOUNTS, batch, context.signal)
      const ids: string[] = []
      while (ids.length < PAYMENTS) {
        context.signal.throwIfAborted()
        const created = await Promise.all(
          Array.from({ length: Math.min(batch, PAYMENTS - ids.length) }, () =>
            api.post(
              'set-up payment',
              '/payments',
              topUpBody(accounts[randomInt(accounts.length)]!, '10.00'),
            ),
          ),
        )
        ids.push(...created.map((payment) => payment.id))
      }
      return ids
    } finally {
      await api.close()
    }
  })
}

async function measureLevel(
  context: ScenarioContext,
  level: {
    server: AppServerOptions
    databaseUrl: string
    ids: readonly string[]
    processes: number
    concurrency: number
  },
): Promise<LevelResult> {
  const { databaseUrl, ids, processes, concurrency } = level
  const readRandom = (name: string, client: ApiClient, pid: number): ClosedLoopPhase => ({
    name,
    concurrency,
    operation: (recorder) => async () => {
      await client.get('GET', `/payments/${ids[randomInt(ids.length)]!}`, recorder)
    },
    cpu: serverCpuSources(pid, databaseUrl),
  })
  const bareServer = {
    execArgv: ['--import', 'tsx'],
    args: [BARE_SERVER],
    env: { DATABASE_URL: databaseUrl, PROCESSES: String(processes) },
  }
  // Both servers run throughout; only the one taking its turn gets load.
  const { ours, bare, log } = await withAppServer(level.server, (server) =>
    withChildServer(bareServer, async (bareOrigin, _bareLog, barePid) => {
      const api = await ApiClient.signIn(server, concurrency)
      const anonymous = ApiClient.anonymous(bareOrigin, concurrency)
      try {
        const [ours, bare] = await measureClosedLoopsInTurns(
          context,
          [readRandom('GET /payments/{id}', api, server.pid), readRandom('bare select', anonymous, barePid)],
          TURNS,
        )
        return { ours: ours!, bare: bare!, log: server.log }
      } finally {
        await Promise.all([api.close(), anonymous.close()])
      }
    }),
  )
  const ratio = {
    label: `GET / bare throughput (goal ≥ ${READ_RATIO_GOAL})`,
    value: throughput(ours) / throughput(bare),
    unit: '×',
    digits: 2,
  }
  const logFigures = serverLogFigures('server', log)
  return {
    summary: [ratio],
    rows: [...phaseFigures(ours, 'requests'), ...logFigures.rows, ...phaseFigures(bare, 'requests'), ratio],
    notes: [...failureNotes([ours, bare]), ...logFigures.notes],
  }
}
