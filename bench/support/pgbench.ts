import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { withScratchDatabase } from './database.js'
import type { Figure, ScenarioContext } from './scenario.js'
import { summarizeLatencies, type LatencySummary } from './stats.js'

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
  const invocation = pgbenchInvocation(options)
  await invocation.run(['-i', '-q', '-s', String(options.scale)], 300_000)
  return parsePgbenchOutput(await invocation.run(loadArguments(options), (options.seconds + 120) * 1000))
}

/** What pgbench does when held to a rate, with each transaction's latency. */
export interface PgbenchAtRateResult {
  tps: number
  latencies: LatencySummary
}

/**
 * The same script on a database `runPgbench` initialised, held to `ratePerSecond` (`-R`) and logging
 * every transaction (`-l`). Under `-R` pgbench counts a latency from the transaction's scheduled
 * start, as the bench's open loop does, so a stall that delays later transactions counts in full.
 */
async function runPgbenchAtRate(
  options: PgbenchOptions & { ratePerSecond: number },
): Promise<PgbenchAtRateResult> {
  const logDirectory = await mkdtemp(join(tmpdir(), 'pgbench-log-'))
  try {
    const output = await pgbenchInvocation(options).run(
      [
        ...loadArguments(options),
        '-R',
        options.ratePerSecond.toFixed(1),
        '-l',
        `--log-prefix=${join(logDirectory, 'tx')}`,
      ],
      (options.seconds + 120) * 1000,
    )
    return {
      tps: parsePgbenchOutput(output).tps,
      latencies: summarizeLatencies(await readLatencyLogs(logDirectory)),
    }
  } finally {
    await rm(logDirectory, { recursive: true, force: true })
  }
}

function loadArguments(options: PgbenchOptions): string[] {
  return [
    '-c',
    String(options.clients),
    '-j',
    String(Math.min(options.threads, options.clients)),
    '-T',
    String(options.seconds),
  ]
}

/** Runs pgbench against the options' database, with its password out of the command line. */
function pgbenchInvocation(options: PgbenchOptions) {
  const command = options.command ?? 'pgbench'
  // The password goes through the environment, not the command line other users can read.
  const url = new URL(options.databaseUrl)
  const env = { ...process.env, ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}) }
  url.password = ''
  const target = url.toString()
  return {
    run: (args: string[], timeoutMs: number) =>
      pgbench(command, [...args, target], { env, timeoutMs, signal: options.signal }),
  }
}

/**
 * Latencies in milliseconds from pgbench's per-transaction logs (one file per thread): the third
 * field of each line is the transaction's latency in microseconds.
 */
async function readLatencyLogs(directory: string): Promise<number[]> {
  const latenciesMs: number[] = []
  for (const file of await readdir(directory)) {
    for (const line of (await readFile(join(directory, file), 'utf8')).split('\n')) {
      const fields = line.split(' ')
      if (fields.length < 3) continue
      const microseconds = Number(fields[2])
      if (!Number.isFinite(microseconds)) throw new Error(`pgbench log line is not understood: ${line}`)
      latenciesMs.push(microseconds / 1000)
    }
  }
  return latenciesMs
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

/** The ceiling at full load, and with `halfLoad` the same script held to half of that rate. */
export interface Ceiling extends PgbenchResult {
  halfLoad?: PgbenchAtRateResult
}

/**
 * The TPC-B ceiling beside a scenario: pgbench on a scratch database of its own on the same server,
 * at the scenario's concurrency and duration, so the two figures come from the same run. With
 * `halfLoad`, pgbench then runs again at half the rate it reached, the machine's own latency at
 * half load for a scenario's half-load phase to be read beside.
 */
export async function measureCeiling(
  context: ScenarioContext,
  concurrency: number,
  options: { halfLoad?: boolean } = {},
): Promise<Ceiling> {
  const { seconds } = context.settings
  context.signal.throwIfAborted()
  context.log(`pgbench: -i -s ${CEILING_SCALE}, then ${seconds} s at -c ${concurrency} -j ${CEILING_THREADS}`)
  return withScratchDatabase(context.serverUrl, 'pgbench', async (url) => {
    const pgbenchOptions = {
      databaseUrl: url,
      clients: concurrency,
      threads: CEILING_THREADS,
      seconds,
      scale: CEILING_SCALE,
      command: process.env.BENCH_PGBENCH?.trim() || undefined,
      signal: context.signal,
    }
    const full = await runPgbench(pgbenchOptions)
    if (!options.halfLoad) return full
    const ratePerSecond = full.tps / 2
    context.log(`pgbench: ${seconds} s at -R ${ratePerSecond.toFixed(1)}, half of that`)
    return { ...full, halfLoad: await runPgbenchAtRate({ ...pgbenchOptions, ratePerSecond }) }
  })
}

/** How the ceiling was run, for a scenario's settings line. */
export function ceilingSettings(): Figure[] {
  return [
    { label: 'pgbench scale', value: CEILING_SCALE },
    { label: 'pgbench threads', value: CEILING_THREADS },
  ]
}

/** The ceiling's figures, and how a scenario's own rate compares with it. */
export function ceilingFigures(ceiling: Ceiling, compared: { label: string; perSecond: number }): Figure[] {
  return [
    { label: 'pgbench TPC-B throughput', value: ceiling.tps, unit: 'tx/s', digits: 1 },
    { label: 'pgbench latency average', value: ceiling.latencyAverageMs, unit: 'ms', digits: 2 },
    { label: 'pgbench failed transactions', value: ceiling.failedTransactions },
    ...(ceiling.halfLoad ? halfLoadFigures(ceiling.halfLoad) : []),
    {
      label: `${compared.label} / pgbench throughput`,
      value: compared.perSecond / ceiling.tps,
      unit: '×',
      digits: 2,
    },
  ]
}

function halfLoadFigures(halfLoad: PgbenchAtRateResult): Figure[] {
  const { p50Ms, p99Ms, maxMs } = halfLoad.latencies
  return [
    { label: 'pgbench at half load throughput', value: halfLoad.tps, unit: 'tx/s', digits: 1 },
    ...Object.entries({ p50: p50Ms, p99: p99Ms, max: maxMs }).map(([name, value]) => ({
      label: `pgbench at half load latency ${name}`,
      value,
      unit: 'ms',
      digits: 2,
    })),
  ]
}
