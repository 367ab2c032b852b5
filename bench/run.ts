/**
 * `npm run bench` runs every scenario, `npm run bench -- <name> …` only those named. Prints the report
 * and appends it to bench/RESULTS.md. Load goes to loopback only, and every run is bounded in time.
 */
import { fileURLToPath } from 'node:url'
import { ledgerScenario } from './ledger.bench.js'
import { paymentsScenario } from './payments.bench.js'
import { readsScenario } from './reads.bench.js'
import { webhooksScenario } from './webhooks.bench.js'
import { benchServerUrl, describeError, describeServer, dropAllScratchDatabases } from './support/database.js'
import { redactUrl } from './support/loopback.js'
import { appendResults, collectRunInfo, renderSection, type ReportedScenario } from './support/report.js'
import { readSettings, type BenchSettings, type Scenario, type ScenarioContext } from './support/scenario.js'

const SCENARIOS: readonly Scenario[] = [ledgerScenario, paymentsScenario, readsScenario, webhooksScenario]
const RESULTS_PATH = fileURLToPath(new URL('RESULTS.md', import.meta.url))

function selectScenarios(names: readonly string[]): Scenario[] {
  if (names.length === 0) return [...SCENARIOS]
  return names.map((name) => {
    const scenario = SCENARIOS.find((s) => s.name === name)
    if (!scenario) {
      throw new Error(`unknown scenario ${name}; available: ${SCENARIOS.map((s) => s.name).join(', ')}`)
    }
    return scenario
  })
}

/**
 * Ends the process whatever state the scenarios are in, dropping their databases first. `with (force)`
 * cuts connections still checked out of a pool, whose clients then raise errors nobody listens to
 * any more; those must not crash the exit half-way.
 */
function abandonRun(reason: string, exitCode: number): void {
  console.error(`bench: ${reason}; dropping scratch databases and exiting`)
  process.on('uncaughtException', () => undefined)
  void dropAllScratchDatabases().finally(() => process.exit(exitCode))
}

/** Whatever happens inside a scenario, the process ends: a hung query must not keep load running. */
function startWatchdog(scenarioCount: number, settings: BenchSettings): NodeJS.Timeout {
  // Per concurrency, the payments scenario has the most phases: four on PostgreSQL and pgbench and
  // one embedded, each with its warm-up, plus start-ups and set-up.
  const { concurrencies, seconds, warmupSeconds } = settings
  const limitSeconds = scenarioCount * concurrencies.length * (300 + 6 * (seconds + warmupSeconds))
  const timer = setTimeout(() => abandonRun(`still running after ${limitSeconds} s`, 1), limitSeconds * 1000)
  timer.unref()
  return timer
}

/** The first Ctrl-C stops the load and lets scenarios clean up as usual; a second one abandons the run. */
function abortOnSignals(controller: AbortController): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (controller.signal.aborted) {
        abandonRun(`second ${signal}`, 130)
        return
      }
      console.error(`bench: ${signal}, stopping after the operations in flight (again to force)`)
      controller.abort()
    })
  }
}

async function main(): Promise<number> {
  const scenarios = selectScenarios(process.argv.slice(2))
  const settings = readSettings(process.env)
  const serverUrl = benchServerUrl(process.env)
  const server = await describeServer(serverUrl)
  const info = await collectRunInfo(server.version)
  const controller = new AbortController()
  abortOnSignals(controller)
  const watchdog = startWatchdog(scenarios.length, settings)
  console.error(`bench: ${scenarios.map((s) => s.name).join(', ')} on ${redactUrl(serverUrl)}`)

  const reported: ReportedScenario[] = []
  let failures = 0
  for (const scenario of scenarios) {
    if (controller.signal.aborted) break
    const context: ScenarioContext = {
      serverUrl,
      settings,
      // The time of day (UTC) lines a phase up with PostgreSQL's log: its checkpoints, the statements
      // it logged as slow, the table maintenance pass.
      log: (message) =>
        console.error(`[${scenario.name}] ${new Date().toISOString().slice(11, 19)} ${message}`),
      signal: controller.signal,
    }
    try {
      const result = await scenario.run(context)
      reported.push({ name: scenario.name, description: scenario.description, result })
    } catch (error) {
      failures += 1
      // Figures from a failed scenario are not results: they stay out of RESULTS.md.
      const detail = error instanceof Error ? (error.stack ?? error.message) : describeError(error)
      console.error(`[${scenario.name}] FAILED: ${detail}`)
    }
  }
  clearTimeout(watchdog)

  if (controller.signal.aborted) {
    console.error('bench: interrupted; nothing appended to RESULTS.md')
    return 130
  }
  if (reported.length > 0) {
    const section = renderSection(info, reported)
    console.log(`\n${section}`)
    await appendResults(RESULTS_PATH, section)
    console.error(`bench: appended to ${RESULTS_PATH}`)
  }
  if (failures > 0) console.error(`bench: ${failures} of ${scenarios.length} scenarios failed`)
  return failures > 0 ? 1 : 0
}

try {
  process.exitCode = await main()
} catch (error) {
  console.error(`bench: ${describeError(error)}`)
  process.exitCode = 1
}
