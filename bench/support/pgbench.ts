import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { withScratchDatabase } from './database.js'
import type { Figure, ScenarioContext } from './scenario.js'

const run = promisify(execFile)

export interface PgbenchOptions {
  databaseUrl: string
  clients: number
  threads: number
  seconds: number
  scale: number
  /** The binary; BENCH_PGBENCH overrides, default `pgbench` on PATH. */
  command?: string
  /** Kills pgbench when aborted. */
  signal?: AbortSignal
}

export interface PgbenchResult {
  /** Transactions per second, without initial connection time. */
  tps: number
  latencyAverageMs: number
  transactions: number
  failedTransactions: number
}

/**
 * The ceiling for the same server: pgbench's built-in TPC-B-like script (three updates, a select and
 * an insert per transaction) after `pgbench -i -s <scale>`. Both steps have a timeout, so a hung
 * server cannot keep the run alive.
 */
export async function runPgbench(options: PgbenchOptions): Promise<PgbenchResult> {
  const command = options.command ?? 'pgbench'
  // The password goes through the environment, not the command line other users can read.
  const url = new URL(options.databaseUrl)
  const env = { ...process.env, ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}) }
  url.password = ''
  const target = url.toString()
  const limits = { env, signal: options.signal }
  await pgbench(command, ['-i', '-q', '-s', String(options.scale), target], { ...limits, timeoutMs: 300_000 })
  const output = await pgbench(
    command,
    [
      '-c',
      String(options.clients),
      '-j',
      String(Math.min(options.threads, options.clients)),
      '-T',
      String(options.seconds),
      target,
    ],
    { ...limits, timeoutMs: (options.seconds + 120) * 1000 },
  )
  return parsePgbenchOutput(output)
}

export function parsePgbenchOutput(output: string): PgbenchResult {
  const number = (pattern: RegExp, what: string): number => {
    const match = pattern.exec(output)
    if (!match?.[1]) throw new Error(`pgbench output has no ${what}:\n${output}`)
    return Number(match[1])
  }
  return {
    tps: number(/^tps = ([\d.]+) \(without initial connection time\)/m, 'tps'),
    latencyAverageMs: number(/^latency average = ([\d.]+) ms/m, 'latency average'),
    transactions: number(/^number of transactions actually processed: (\d+)/m, 'transaction count'),
    // Printed by pgbench 15 and later only.
    failedTransactions: /^number of failed transactions: (\d+)/m.test(output)
      ? number(/^number of failed transactions: (\d+)/m, 'failed transactions')
      : 0,
  }
}

async function pgbench(
  command: string,
  args: string[],
  limits: { env: NodeJS.ProcessEnv; timeoutMs: number; signal: AbortSignal | undefined },
): Promise<string> {
  const { env, timeoutMs, signal } = limits
  try {
    const { stdout } = await run(command, args, {
      env,
      timeout: timeoutMs,
      maxBuffer: 16 * 1024 * 1024,
      ...(signal ? { signal } : {}),
    })
    return stdout
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string; killed?: boolean }
    if (failure.code === 'ENOENT') {
      throw new Error(`${command} not found: install PostgreSQL's client tools or set BENCH_PGBENCH`)
    }
    if (signal?.aborted) throw new Error('pgbench interrupted')
    const reason = failure.killed ? `timed out after ${timeoutMs / 1000} s` : failure.message
    throw new Error(`pgbench ${args[0]} failed: ${reason}\n${failure.stderr ?? ''}`.trim())
  }
}

const CEILING_SCALE = 10
const CEILING_THREADS = 2

/**
 * The TPC-B ceiling beside a scenario: pgbench on a scratch database of its own on the same server,
 * at the scenario's concurrency and duration, so the two figures come from the same run.
 */
export async function measureCeiling(context: ScenarioContext, concurrency: number): Promise<PgbenchResult> {
  const { seconds } = context.settings
  context.signal.throwIfAborted()
  context.log(`pgbench: -i -s ${CEILING_SCALE}, then ${seconds} s at -c ${concurrency} -j ${CEILING_THREADS}`)
  return withScratchDatabase(context.serverUrl, 'pgbench', (url) =>
    runPgbench({
      databaseUrl: url,
      clients: concurrency,
      threads: CEILING_THREADS,
      seconds,
      scale: CEILING_SCALE,
      command: process.env.BENCH_PGBENCH?.trim() || undefined,
      signal: context.signal,
    }),
  )
}

/** How the ceiling was run, for a scenario's settings line. */
export function ceilingSettings(): Figure[] {
  return [
    { label: 'pgbench scale', value: CEILING_SCALE },
    { label: 'pgbench threads', value: CEILING_THREADS },
  ]
}

/** The ceiling's figures, and how a scenario's own rate compares with it. */
export function ceilingFigures(
  ceiling: PgbenchResult,
  compared: { label: string; perSecond: number },
): Figure[] {
  return [
    { label: 'pgbench TPC-B throughput', value: ceiling.tps, unit: 'tx/s', digits: 1 },
    { label: 'pgbench latency average', value: ceiling.latencyAverageMs, unit: 'ms', digits: 2 },
    { label: 'pgbench failed transactions', value: ceiling.failedTransactions },
    {
      label: `${compared.label} / pgbench throughput`,
      value: compared.perSecond / ceiling.tps,
      unit: '×',
      digits: 2,
    },
  ]
}
