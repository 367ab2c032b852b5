import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { assertLoopbackUrl, redactUrl } from './loopback.js'

const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres'
const CONNECT_TIMEOUT_MS = 5_000

/** The PostgreSQL server the scenarios use, from BENCH_DATABASE_URL; refused unless it is on loopback. */
export function benchServerUrl(env: NodeJS.ProcessEnv): string {
  const url = env.BENCH_DATABASE_URL?.trim() || DEFAULT_SERVER_URL
  assertLoopbackUrl(url, 'BENCH_DATABASE_URL')
  return url
}

/** The server's version, or an error saying plainly that the server cannot be reached. */
export async function describeServer(serverUrl: string): Promise<{ version: string }> {
  try {
    const [row] = await adminQuery(serverUrl, 'show server_version')
    const version = row?.server_version
    return { version: typeof version === 'string' ? version : 'unknown' }
  } catch (error) {
    throw new Error(
      `cannot reach PostgreSQL at ${redactUrl(serverUrl)} (${describeError(error)}). ` +
        'Start the server or point BENCH_DATABASE_URL at one on this machine.',
    )
  }
}

/** The same server and credentials, another database. */
export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}

/** Scratch databases that exist right now, so an interrupted run can still drop them. */
const scratchDatabases = new Map<string, string>()

/**
 * Creates a fresh database named `bench_<label>_…`, runs `task` with its URL and drops it afterwards,
 * also when `task` fails. Leftovers from a killed process carry the `bench_` prefix.
 */
export async function withScratchDatabase<T>(
  serverUrl: string,
  label: string,
  task: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  if (!/^[a-z0-9_]{1,20}$/.test(label)) throw new Error(`scratch database label ${label} is not a plain name`)
  const name = `bench_${label}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
  await adminQuery(serverUrl, `create database ${name}`)
  scratchDatabases.set(name, serverUrl)
  let result: T
  try {
    result = await task(withDatabase(serverUrl, name))
  } catch (error) {
    await dropScratchDatabase(name).catch((dropError: unknown) => {
      console.error(`could not drop scratch database ${name}: ${describeError(dropError)}`)
    })
    throw error
  }
  await dropScratchDatabase(name)
  return result
}

/** Drops every scratch database still open (on SIGINT/SIGTERM); reports rather than throws. */
export async function dropAllScratchDatabases(): Promise<void> {
  for (const name of [...scratchDatabases.keys()]) {
    await dropScratchDatabase(name).catch((error: unknown) => {
      console.error(`could not drop scratch database ${name}: ${describeError(error)}`)
    })
  }
}

async function dropScratchDatabase(name: string): Promise<void> {
  const serverUrl = scratchDatabases.get(name)
  if (serverUrl === undefined) return
  // `with (force)` ends connections a failed scenario may have left open.
  await adminQuery(serverUrl, `drop database if exists ${name} with (force)`)
  scratchDatabases.delete(name)
}

/** One statement on a scenario's own (scratch) database, by its full URL. */
export async function scratchQuery(databaseUrl: string, sql: string): Promise<Record<string, unknown>[]> {
  assertLoopbackUrl(databaseUrl, 'scratch database')
  return query(databaseUrl, sql)
}

/**
 * Gathers the planner's statistics on a scratch database, as autovacuum does on a production
 * server. This machine's configuration turns autovacuum off, and a database that was never
 * analyzed is planned blind: the provider notification's lookup of a payment by id or externalId
 * then scanned every payment of the tenant instead of probing two indexes.
 */
export async function analyzeDatabase(databaseUrl: string): Promise<void> {
  await scratchQuery(databaseUrl, 'analyze')
}

function adminQuery(serverUrl: string, sql: string): Promise<Record<string, unknown>[]> {
  return query(withDatabase(serverUrl, 'postgres'), sql)
}

async function query(databaseUrl: string, sql: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
  await client.connect()
  try {
    return (await client.query<Record<string, unknown>>(sql)).rows
  } finally {
    await client.end()
  }
}

/** A message for any error, including the AggregateError Node raises when every address refuses. */
export function describeError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return error.errors.map(describeError).join('; ')
  }
  if (error instanceof Error) return error.message || error.name
  return String(error)
}
