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
  /** The main table: for a scenario run at several concurrencies, the summary (ratios, goals). */
  rows: Figure[]
  /** Further tables under a heading each, e.g. the details at one concurrency. */
  tables?: { heading: string; rows: Figure[] }[]
  /** Anything a reader must know to trust the figures, e.g. an error sample. */
  notes?: string[]
}

export interface BenchSettings {
  /** Operations in flight at once (connections, HTTP clients): each scenario runs at every level. */
  concurrencies: number[]
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
/** 64 clients as in production-like load, 16 for the latency of a lighter one. */
const DEFAULT_CONCURRENCIES = [64, 16]

const LIMITS = {
  concurrency: { variable: 'BENCH_CONCURRENCY', fallback: 0, min: 1, max: 64 },
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
  const concurrency = read(LIMITS.concurrency)
  return {
    // BENCH_CONCURRENCY runs one level instead of both.
    concurrencies: concurrency === LIMITS.concurrency.fallback ? DEFAULT_CONCURRENCIES : [concurrency],
    seconds: read(LIMITS.seconds),
    warmupSeconds: read(LIMITS.warmupSeconds),
  }
}

/** What a scenario measured at one concurrency. */
export interface LevelResult {
  /** The few figures that matter (ratios against the ceiling, goals), for the summary table. */
  summary: Figure[]
  /** Every figure, for the level's own table. */
  rows: Figure[]
  notes?: string[]
}

/** Runs `measure` at each concurrency of the settings in turn: one summary table, one table per level. */
export async function atEachConcurrency(
  context: ScenarioContext,
  measure: (concurrency: number) => Promise<LevelResult>,
): Promise<Pick<ScenarioResult, 'rows' | 'tables' | 'notes'>> {
  const rows: Figure[] = []
  const tables: { heading: string; rows: Figure[] }[] = []
  const notes: string[] = []
  for (const concurrency of context.settings.concurrencies) {
    context.signal.throwIfAborted()
    const level = await measure(concurrency)
    const clients = `${concurrency} clients`
    rows.push(...level.summary.map((figure) => ({ ...figure, label: `${clients}: ${figure.label}` })))
    tables.push({ heading: `${clients}`, rows: level.rows })
    notes.push(...(level.notes ?? []).map((note) => `${clients}: ${note}`))
  }
  return { rows, tables, notes }
}

/** The settings line's common entries, e.g. `concurrency 64, 16, duration per phase 20 s, …`. */
export function loadSettings(settings: BenchSettings): Figure[] {
  return [
    { label: 'concurrency', value: settings.concurrencies.join(', ') },
    { label: 'duration per phase', value: settings.seconds, unit: 's' },
    { label: 'warm-up per phase', value: settings.warmupSeconds, unit: 's' },
  ]
}
