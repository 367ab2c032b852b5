/**
 * The shape every benchmark scenario has, so the runner can list, run and report them all alike.
 * A scenario owns its set-up and tear-down; it returns figures and never writes the report itself.
 */

/** One labelled number (or word) in a scenario's table, e.g. `p99 latency` = `12.3 ms`. */
export interface Figure {
  label: string
  value: number | string
  unit?: string
  /** Decimals shown for a number; 0 by default. */
  digits?: number
}

export interface ScenarioResult {
  /** What the run was asked to do (concurrency, duration, data size): printed above the figures. */
  settings: Figure[]
  rows: Figure[]
  /** Anything a reader must know to trust the figures, e.g. an error sample. */
  notes?: string[]
}

export interface BenchSettings {
  /** Operations in flight at once (connections, HTTP clients). */
  concurrency: number
  /** Length of each measured phase. */
  seconds: number
  /** Untimed load before measuring, so pools, caches and JIT are warm. */
  warmupSeconds: number
}

export interface ScenarioContext {
  /** PostgreSQL server (not a database) the scenario creates its scratch databases on; loopback only. */
  serverUrl: string
  settings: BenchSettings
  /** Progress for the operator (stderr); the report is printed separately. */
  log(message: string): void
  /** Aborted on Ctrl-C: stop the load and return through the usual clean-up (close, drop). */
  signal: AbortSignal
}

export interface Scenario {
  /** Selects the scenario on the command line: `npm run bench -- <name>`. */
  name: string
  description: string
  run(context: ScenarioContext): Promise<ScenarioResult>
}

/** Hard limits keep every run bounded whatever the environment says. */
const LIMITS = {
  concurrency: { variable: 'BENCH_CONCURRENCY', fallback: 16, min: 1, max: 64 },
  seconds: { variable: 'BENCH_SECONDS', fallback: 20, min: 1, max: 600 },
  warmupSeconds: { variable: 'BENCH_WARMUP_SECONDS', fallback: 3, min: 0, max: 60 },
} as const

export function readSettings(env: NodeJS.ProcessEnv): BenchSettings {
  const read = ({ variable, fallback, min, max }: (typeof LIMITS)[keyof typeof LIMITS]): number => {
    const text = env[variable]?.trim()
    if (text === undefined || text === '') return fallback
    const value = /^\d+$/.test(text) ? Number(text) : NaN
    if (!(value >= min && value <= max)) {
      throw new Error(`${variable} must be a whole number from ${min} to ${max}, got ${JSON.stringify(text)}`)
    }
    return value
  }
  return {
    concurrency: read(LIMITS.concurrency),
    seconds: read(LIMITS.seconds),
    warmupSeconds: read(LIMITS.warmupSeconds),
  }
}
