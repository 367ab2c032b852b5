import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { request } from 'undici'
import { defaultWebConcurrency } from '../../src/config.js'
import { assertLoopbackUrl } from './loopback.js'

const REPOSITORY = fileURLToPath(new URL('../..', import.meta.url))
const READY_TIMEOUT_MS = 60_000
const STOP_TIMEOUT_MS = 15_000
/** Log lines kept per level for the report: enough to show what went wrong, bounded under load. */
const KEPT_LOG_EXAMPLES = 3

/** The credentials the server creates at start (BOOTSTRAP_*), so the bench can sign in like a client. */
export interface ClientCredentials {
  clientId: string
  clientSecret: string
  apiKey: string
}

/** What a child server wrote at warn level and above while it ran (its log is JSON lines on stdout). */
export interface ServerLogSummary {
  warnings: number
  errors: number
  examples: string[]
}

export interface RunningServer {
  origin: string
  /** The server's first process, which leads the process group of all of them (see cpu.ts). */
  pid: number
  /** API processes serving the port. */
  processes: number
  credentials: ClientCredentials
  log: ServerLogSummary
}

let build: Promise<void> | undefined

/**
 * Servers still running. They have process groups of their own (so a Ctrl-C in the terminal reaches
 * the bench, not them): whatever way the bench process exits, they are killed with it.
 */
const running = new Set<ChildProcess>()
process.on('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL')
})

/** `tsc -p tsconfig.build.json`, once per bench run, so every server runs what `npm start` would run. */
export function buildServerOnce(): Promise<void> {
  build ??= promisify(execFile)(join(REPOSITORY, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.build.json'], {
    cwd: REPOSITORY,
    timeout: 300_000,
  }).then(
    () => undefined,
    (error: Error & { stdout?: string }) => {
      throw new Error(`npm run build failed: ${error.message}\n${error.stdout ?? ''}`.trim())
    },
  )
  return build
}

/** BENCH_WEB_CONCURRENCY, else the server's own default for a database at `databaseUrl`. */
export function webConcurrencyFrom(env: NodeJS.ProcessEnv, databaseUrl: string): number {
  const text = env.BENCH_WEB_CONCURRENCY?.trim()
  if (!text) return defaultWebConcurrency(databaseUrl)
  const value = /^\d+$/.test(text) ? Number(text) : NaN
  if (!(value >= 1 && value <= 64)) throw new Error(`BENCH_WEB_CONCURRENCY must be 1–64, got ${text}`)
  return value
}

/** Where the server keeps its data: a PostgreSQL scratch database, or an embedded one in a directory. */
export type DatabaseTarget = { databaseUrl: string } | { dataDir: string }

/** An empty temp directory for an embedded database, removed when `task` ends. */
export async function withEmbeddedDataDir<T>(task: (target: DatabaseTarget) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-embedded-'))
  try {
    return await task({ dataDir })
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}

export interface AppServerOptions {
  database: DatabaseTarget
  /** API processes (WEB_CONCURRENCY); always 1 on the embedded database. */
  processes: number
  /** Delivery and sweep workers (BACKGROUND_WORKERS); on by default as in production. */
  backgroundWorkers?: boolean
  /** The client to create at start; pass the same to a later server on the same database. */
  credentials?: ClientCredentials
}

/** Fresh credentials for BOOTSTRAP_*. */
export function newCredentials(): ClientCredentials {
  return {
    clientId: randomUUID(),
    clientSecret: randomBytes(24).toString('base64url'),
    apiKey: randomBytes(24).toString('base64url'),
  }
}

/**
 * Runs `task` against `node dist/src/server.js` (built first) as a child process on a free loopback
 * port, then stops it with SIGTERM.
 */
export async function withAppServer<T>(
  options: AppServerOptions,
  task: (server: RunningServer) => Promise<T>,
): Promise<T> {
  await buildServerOnce()
  const { database } = options
  const credentials = options.credentials ?? newCredentials()
  const processes = 'databaseUrl' in database ? options.processes : 1
  return withChildServer(
    {
      args: [join(REPOSITORY, 'dist/src/server.js')],
      env: {
        ...('databaseUrl' in database
          ? { DATABASE_URL: database.databaseUrl }
          : { DATA_DIR: database.dataDir }),
        TOKEN_SECRET: randomBytes(32).toString('base64url'),
        BOOTSTRAP_CLIENT_ID: credentials.clientId,
        BOOTSTRAP_CLIENT_SECRET: credentials.clientSecret,
        BOOTSTRAP_API_KEY: credentials.apiKey,
        RATE_LIMIT_MAX: '1000000',
        LOG_LEVEL: 'warn',
        WEB_CONCURRENCY: String(processes),
        BACKGROUND_WORKERS: String(options.backgroundWorkers ?? true),
        // The webhook receiver of the webhooks scenario listens on loopback.
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      },
    },
    (origin, log, pid) => task({ origin, pid, processes, credentials, log }),
  )
}

/**
 * Runs `task` against a child `node <args>` listening on PORT at 127.0.0.1, once its `/ready` answers
 * 200. The child gets its own process group, so a cluster supervisor and its API processes go
 * together: SIGTERM when the task is done, SIGKILL when it fails or the child will not stop.
 */
export async function withChildServer<T>(
  options: { args: string[]; env: Record<string, string>; execArgv?: string[] },
  task: (origin: string, log: ServerLogSummary, pid: number) => Promise<T>,
): Promise<T> {
  const port = await freeLoopbackPort()
  const origin = `http://127.0.0.1:${port}`
  assertLoopbackUrl(origin, 'the server under load')
  // Profiling the servers under load: BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []
  const child = spawn(process.execPath, [...nodeArgs, ...(options.execArgv ?? []), ...options.args], {
    cwd: REPOSITORY,
    // Only what the server needs: nothing from the operator's shell (a DATABASE_URL, say) leaks in.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  running.add(child)
  child.once('exit', () => running.delete(child))
  const log = watchLog(child)
  try {
    await waitUntilReady(child, origin, log)
    const result = await task(origin, log, child.pid!)
    await stopChild(child)
    return result
  } catch (error) {
    killGroup(child, 'SIGKILL')
    throw error
  }
}

async function freeLoopbackPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (address === null || typeof address === 'string') throw new Error('no free loopback port')
  return address.port
}

/** Counts warn/error lines of a pino log on stdout and keeps stderr's tail for start-up failures. */
function watchLog(child: ChildProcess): ServerLogSummary & { stderr: string[] } {
  const summary = { warnings: 0, errors: 0, examples: [] as string[], stderr: [] as string[] }
  let pending = ''
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) {
      let entry: { level?: unknown; msg?: unknown; err?: { message?: unknown } }
      try {
        entry = JSON.parse(line) as typeof entry
      } catch {
        continue
      }
      if (typeof entry.level !== 'number' || entry.level < 40) continue
      if (entry.level >= 50) summary.errors += 1
      else summary.warnings += 1
      if (summary.examples.length < KEPT_LOG_EXAMPLES) {
        const detail = typeof entry.err?.message === 'string' ? `: ${entry.err.message}` : ''
        summary.examples.push(`${String(entry.msg)}${detail}`.slice(0, 300))
      }
    }
  })
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    summary.stderr.push(chunk)
    if (summary.stderr.length > 20) summary.stderr.shift()
  })
  return summary
}

async function waitUntilReady(child: ChildProcess, origin: string, log: { stderr: string[] }): Promise<void> {
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) =>
      reject(new Error(`server exited before ready (${signal ?? code}):\n${log.stderr.join('')}`)),
    ),
  )
  exited.catch(() => undefined)
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    const ready = await request(`${origin}/ready`).then(
      async (response) => {
        await response.body.dump()
        return response.statusCode === 200
      },
      () => false,
    )
    if (ready) return
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 200))])
  }
  throw new Error(`server not ready after ${READY_TIMEOUT_MS / 1000} s:\n${log.stderr.join('')}`)
}

/** SIGTERM lets the server finish in-flight requests; one that hangs is killed. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), STOP_TIMEOUT_MS)
  await exited
  clearTimeout(timer)
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return
  try {
    // The negative id is the child's own process group (detached above): its cluster workers too.
    process.kill(-child.pid, signal)
  } catch {
    // Already gone.
  }
}
