import { randomInt } from 'node:crypto'
import { count } from 'drizzle-orm'
import { connectDatabase, type DatabaseConnection } from '../src/db/client.js'
import { migrateDatabase } from '../src/db/migrate.js'
import { createLedger, type LedgerService } from '../src/modules/accounts/index.js'
import { ledgerTransactions } from '../src/modules/accounts/ledger/ledger.tables.js'
import { systemClock } from '../src/shared/clock.js'
import { AppError } from '../src/shared/errors.js'
import { newId } from '../src/shared/ids.js'
import type { Minor } from '../src/shared/money.js'
import type { Tenant } from '../src/shared/tenant.js'
import { withScratchDatabase } from './support/database.js'
import { runClosedLoop, type ClosedLoopOutcome } from './support/load.js'
import { ceilingFigures, ceilingSettings, measureCeiling, type PgbenchResult } from './support/pgbench.js'
import {
  atEachConcurrency,
  loadSettings,
  type Figure,
  type Scenario,
  type ScenarioContext,
} from './support/scenario.js'
import { summarizeLatencies } from './support/stats.js'

const CURRENCY = 'USD'
const ACCOUNTS = 1_000
/** 1,000,000.00 each against transfers of at most 100.00: insufficient funds should stay near zero. */
const OPENING_BALANCE: Minor = 100_000_000n
const MAX_TRANSFER_MINOR = 10_000
const FUNDING_BATCH = 250
const INSUFFICIENT_FUNDS = 'insufficient funds'
const ERROR = 'error'

export const ledgerScenario: Scenario = {
  name: 'ledger',
  description:
    `Random transfers between ${ACCOUNTS.toLocaleString('en-US')} funded accounts of one tenant through the ` +
    'ledger service, each in its own database transaction, beside pgbench TPC-B on the same server.',
  async run(context) {
    const levels = await atEachConcurrency(context, async (concurrency) => {
      const ledger = await withScratchDatabase(context.serverUrl, 'ledger', (url) =>
        driveLedger(context, url, concurrency),
      )
      const ceiling = await measureCeiling(context, concurrency)
      const rows = figures(ledger, ceiling)
      return {
        summary: rows.slice(-1),
        rows,
        notes: [...ledger.failures].map(
          ([label, { count, example }]) => `${count} × ${label}, e.g. ${JSON.stringify(example)}`,
        ),
      }
    })
    return {
      settings: [
        ...loadSettings(context.settings),
        { label: 'accounts', value: ACCOUNTS },
        ...ceilingSettings(),
      ],
      ...levels,
    }
  },
}

async function driveLedger(
  context: ScenarioContext,
  databaseUrl: string,
  concurrency: number,
): Promise<ClosedLoopOutcome> {
  const { seconds, warmupSeconds } = context.settings
  const connection = await connectDatabase({ databaseUrl, dataDir: '', poolSize: concurrency })
  try {
    await migrateDatabase(connection)
    const ledger = createLedger(systemClock)
    const tenant: Tenant = { clientId: newId(), environment: 'live' }
    context.log(`ledger: opening and funding ${ACCOUNTS} accounts`)
    const accountIds = await fundAccounts(connection, ledger, tenant, context.signal)
    const transferOnce = () => transferRandomly(connection, ledger, tenant, accountIds)
    const loop = (phaseSeconds: number) =>
      runClosedLoop({
        concurrency,
        seconds: phaseSeconds,
        maxOperations: 5_000_000,
        maxFailures: 1_000,
        operation: transferOnce,
        signal: context.signal,
        classifyFailure: (error) => (isInsufficientFunds(error) ? INSUFFICIENT_FUNDS : ERROR),
      })
    let warmed = 0
    if (warmupSeconds > 0) {
      context.log(`ledger: warming up for ${warmupSeconds} s`)
      const warmUp = await loop(warmupSeconds)
      if (warmUp.stoppedEarly) throw new Error(`ledger warm-up stopped early: ${warmUp.stoppedEarly}`)
      warmed = warmUp.completed
    }
    context.log(`ledger: measuring for ${seconds} s at concurrency ${concurrency}`)
    const outcome = await loop(seconds)
    if (outcome.stoppedEarly) throw new Error(`ledger load stopped early: ${outcome.stoppedEarly}`)
    await checkLedger(connection, ledger, Math.ceil(ACCOUNTS / FUNDING_BATCH) + warmed + outcome.completed)
    return outcome
  } finally {
    await connection.close()
  }
}

/** Opens the accounts and funds them from the tenant's CLEARING account, a batch per transaction. */
async function fundAccounts(
  connection: DatabaseConnection,
  ledger: LedgerService,
  tenant: Tenant,
  signal: AbortSignal,
) {
  const ids = Array.from({ length: ACCOUNTS }, () => newId())
  for (let start = 0; start < ids.length; start += FUNDING_BATCH) {
    signal.throwIfAborted()
    const batch = ids.slice(start, start + FUNDING_BATCH)
    await connection.db.transaction(async (tx) => {
      for (const id of batch) await ledger.openAccount(tx, tenant, { id, currency: CURRENCY })
      const clearing = await ledger.systemAccount(tx, tenant, 'CLEARING', CURRENCY)
      await ledger.transfer(tx, tenant, {
        description: 'bench funding',
        postings: [
          { accountId: clearing, currency: CURRENCY, amount: -OPENING_BALANCE * BigInt(batch.length) },
          ...batch.map((accountId) => ({ accountId, currency: CURRENCY, amount: OPENING_BALANCE })),
        ],
      })
    })
  }
  return ids
}

async function transferRandomly(
  connection: DatabaseConnection,
  ledger: LedgerService,
  tenant: Tenant,
  accountIds: readonly string[],
): Promise<void> {
  const from = randomInt(accountIds.length)
  // A second index from the remaining accounts: never a transfer to itself.
  const other = randomInt(accountIds.length - 1)
  const to = other >= from ? other + 1 : other
  const amount = BigInt(randomInt(1, MAX_TRANSFER_MINOR + 1))
  await connection.db.transaction(async (tx) => {
    await ledger.transfer(tx, tenant, {
      description: 'bench transfer',
      postings: [
        { accountId: accountIds[from]!, currency: CURRENCY, amount: -amount },
        { accountId: accountIds[to]!, currency: CURRENCY, amount },
      ],
    })
  })
}

function isInsufficientFunds(error: unknown): boolean {
  return (
    error instanceof AppError &&
    typeof error.info === 'object' &&
    error.info !== null &&
    (error.info as { reason?: unknown }).reason === 'insufficient_funds'
  )
}

/** The ledger's own invariants, and one committed transaction per transfer the load counted. */
async function checkLedger(connection: DatabaseConnection, ledger: LedgerService, expected: number) {
  const violations = await ledger.verify(connection.db)
  if (violations.length > 0) {
    const sample = violations.slice(0, 10).map((v) => `${v.check}: ${v.detail}`)
    throw new Error(
      `ledger verify found ${violations.length} violations after the load:\n${sample.join('\n')}`,
    )
  }
  const [row] = await connection.db.select({ total: count() }).from(ledgerTransactions)
  if (row?.total !== expected) {
    throw new Error(`ledger holds ${row?.total} transactions, the load committed ${expected}`)
  }
}

function figures(ledger: ClosedLoopOutcome, ceiling: PgbenchResult): Figure[] {
  const latency = summarizeLatencies(ledger.latenciesMs)
  const tps = ledger.completed / ledger.elapsedSeconds
  const failures = (label: string) => ledger.failures.get(label)?.count ?? 0
  return [
    { label: 'ledger transfers committed', value: ledger.completed },
    { label: 'ledger throughput', value: tps, unit: 'transfers/s', digits: 1 },
    { label: 'ledger latency mean', value: latency.meanMs, unit: 'ms', digits: 2 },
    { label: 'ledger latency p50', value: latency.p50Ms, unit: 'ms', digits: 2 },
    { label: 'ledger latency p95', value: latency.p95Ms, unit: 'ms', digits: 2 },
    { label: 'ledger latency p99', value: latency.p99Ms, unit: 'ms', digits: 2 },
    { label: 'ledger latency max', value: latency.maxMs, unit: 'ms', digits: 2 },
    { label: 'ledger insufficient funds', value: failures(INSUFFICIENT_FUNDS) },
    { label: 'ledger errors', value: failures(ERROR) },
    { label: 'ledger verify', value: 'clean' },
    ...ceilingFigures(ceiling, { label: 'ledger', perSecond: tps }),
  ]
}
