import { randomBytes } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** Everything the service reads from its environment, parsed once, validated and frozen. */
export interface Config {
  readonly port: number
  readonly host: string
  readonly dataDir: string
  /** PostgreSQL connection string; absent means the embedded database under `dataDir`. */
  readonly databaseUrl: string | undefined
  /** API processes to run (node:cluster); always 1 on the embedded database, which is single-process. */
  readonly webConcurrency: number
  /** Whether the server runs the background workers (webhook delivery, expiry sweeps). */
  readonly backgroundWorkers: boolean
  /**
   * What a process forked by the cluster supervisor does (PROCESS_ROLE, set by the supervisor):
   * prepare the database (migrations, start-up client) and exit, serve the API, or run the
   * background workers. Unset in the supervisor or a single process.
   */
  readonly processRole: 'prepare' | 'api' | 'workers' | undefined
  readonly publicBaseUrl: string
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
  readonly tokenSecret: string
  readonly tokenTtlSeconds: number
  readonly rateLimit: { readonly max: number; readonly windowSeconds: number }
  readonly bootstrapClient:
    { readonly clientId: string; readonly clientSecret: string; readonly apiKey: string } | undefined
  /**
   * WEBHOOK_ALLOW_PRIVATE_TARGETS as given; undefined when unset, which lets the sandbox of an
   * embedded database reach loopback and private addresses (see privateTargetsAllowed).
   */
  readonly webhookAllowPrivateTargets: boolean | undefined
  /** After capture, a sandbox card payment confirms on its own after this delay; 0 turns it off. */
  readonly sandboxAutoConfirmMs: number
  /** Units of each currency per US dollar, replacing the sandbox's fixed rates. */
  readonly fxUnitsPerUsd: Readonly<Record<string, string>> | undefined
  /** How long a checkout session stays open for payment. */
  readonly checkoutSessionTtlSeconds: number
  /** Hosted checkout page requests per client address and window. */
  readonly checkoutRateLimit: { readonly max: number; readonly windowSeconds: number }
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

type Env = Record<string, string | undefined>

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/**
 * Builds the configuration from `env` (process.env by default). Throws ConfigError naming the
 * variable at fault, so a misconfigured deployment stops at boot instead of misbehaving later.
 */
export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 8080, 0, 65_535)
  const dataDir = resolve(env.DATA_DIR?.trim() || './data')
  const databaseUrl = env.DATABASE_URL?.trim() || undefined
  const logLevel = env.LOG_LEVEL?.trim() || 'info'
  if (!isOneOf(LOG_LEVELS, logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`)
  }
  const publicBaseUrl = (env.PUBLIC_BASE_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, '')
  if (!isHttpUrl(publicBaseUrl)) throw new ConfigError('PUBLIC_BASE_URL must be an absolute http(s) URL')

  return Object.freeze({
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir,
    databaseUrl,
    webConcurrency: webConcurrency(env, databaseUrl),
    backgroundWorkers: boolean(env, 'BACKGROUND_WORKERS', true),
    processRole: processRole(env.PROCESS_ROLE),
    publicBaseUrl,
    logLevel,
    tokenSecret: tokenSecret(env, dataDir, databaseUrl),
    tokenTtlSeconds: integer(env, 'TOKEN_TTL_SECONDS', 3600, 60, 86_400),
    rateLimit: Object.freeze({
      max: integer(env, 'RATE_LIMIT_MAX', 6000, 1, 1_000_000),
      windowSeconds: integer(env, 'RATE_LIMIT_WINDOW_SECONDS', 60, 1, 3600),
    }),
    bootstrapClient: bootstrapClient(env),
    webhookAllowPrivateTargets: boolean(env, 'WEBHOOK_ALLOW_PRIVATE_TARGETS', undefined),
    sandboxAutoConfirmMs: integer(env, 'SANDBOX_AUTO_CONFIRM_MS', 1000, 0, 3_600_000),
    fxUnitsPerUsd: rateTable(env.FX_RATES_PER_USD),
    checkoutSessionTtlSeconds: integer(env, 'CHECKOUT_SESSION_TTL_SECONDS', 1800, 60, 86_400),
    checkoutRateLimit: Object.freeze({
      max: integer(env, 'CHECKOUT_RATE_LIMIT_MAX', 120, 1, 1_000_000),
      windowSeconds: 60,
    }),
  })
}

/** What `listen` and `trigger` read from the environment: which server, whose credentials. */
export interface ApiClientEnv {
  readonly apiUrl: string
  readonly clientId: string | undefined
  readonly clientSecret: string | undefined
  readonly apiKey: string | undefined
}

/** PAYMENTS_API_URL (default: this machine's server on PORT) and PAYMENTS_CLIENT_ID/_SECRET, PAYMENTS_API_KEY. */
export function loadApiClientEnv(env: Env = process.env): ApiClientEnv {
  const apiUrl = env.PAYMENTS_API_URL?.trim() || `http://localhost:${integer(env, 'PORT', 8080, 0, 65_535)}`
  if (!isHttpUrl(apiUrl)) throw new ConfigError('PAYMENTS_API_URL must be an absolute http(s) URL')
  return Object.freeze({
    apiUrl,
    clientId: env.PAYMENTS_CLIENT_ID?.trim() || undefined,
    clientSecret: env.PAYMENTS_CLIENT_SECRET?.trim() || undefined,
    apiKey: env.PAYMENTS_API_KEY?.trim() || undefined,
  })
}

/**
 * The token signing secret. With PostgreSQL several processes must share it, so it has to be
 * given; the embedded database is single-process, so a secret is generated once and kept beside
 * the data, which keeps `npm start` a one-command affair without an insecure built-in default.
 */
function tokenSecret(env: Env, dataDir: string, databaseUrl: string | undefined): string {
  const given = env.TOKEN_SECRET?.trim()
  if (given) {
    if (given.length < 32) throw new ConfigError('TOKEN_SECRET must be at least 32 characters')
    return given
  }
  if (databaseUrl) throw new ConfigError('TOKEN_SECRET is required when DATABASE_URL is set')
  const file = join(dataDir, 'token-secret')
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(dataDir, { recursive: true })
    const secret = randomBytes(48).toString('base64url')
    writeFileSync(file, secret, { mode: 0o600 })
    return secret
  }
}

/**
 * WEB_CONCURRENCY: on PostgreSQL, one process per core when the database runs elsewhere, half as
 * many (rounded up) when it runs on this host. The embedded database lives inside one process, so
 * there it is 1, and asking for more is a configuration error rather than a surprise.
 */
function webConcurrency(env: Env, databaseUrl: string | undefined): number {
  if (!databaseUrl) {
    const processes = integer(env, 'WEB_CONCURRENCY', 1, 1, 1024)
    if (processes > 1) throw new ConfigError('WEB_CONCURRENCY above 1 needs DATABASE_URL (PostgreSQL)')
    return processes
  }
  return integer(env, 'WEB_CONCURRENCY', defaultWebConcurrency(databaseUrl), 1, 1024)
}

/**
 * A database on this host needs about as much of its cores as the API processes do: on the money
 * path PostgreSQL spends about as much CPU per payment as the server (decision 0019). A process
 * per core then leaves them competing with each other and with the database for every core, which
 * measured slower than half as many processes.
 */
export function defaultWebConcurrency(databaseUrl: string): number {
  const cores = availableParallelism()
  return isOnThisHost(databaseUrl) ? Math.ceil(cores / 2) : cores
}

/** A loopback host, or a Unix socket (a `host` that is a directory), or no host at all (libpq's default socket). */
function isOnThisHost(databaseUrl: string): boolean {
  let url: URL
  try {
    url = new URL(databaseUrl)
  } catch {
    return false
  }
  const socketDirectory = url.searchParams.get('host')
  if (socketDirectory?.startsWith('/')) return true
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return host === '' || host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host)
}

function bootstrapClient(env: Env): Config['bootstrapClient'] {
  const names = ['BOOTSTRAP_CLIENT_ID', 'BOOTSTRAP_CLIENT_SECRET', 'BOOTSTRAP_API_KEY'] as const
  const [clientId, clientSecret, apiKey] = names.map((name) => env[name]?.trim() || undefined)
  if (!clientId && !clientSecret && !apiKey) return undefined
  if (!clientId || !clientSecret || !apiKey) {
    throw new ConfigError(`${names.join(', ')} must be set together`)
  }
  if (clientSecret.length < 16 || apiKey.length < 16) {
    throw new ConfigError('BOOTSTRAP_CLIENT_SECRET and BOOTSTRAP_API_KEY must be at least 16 characters')
  }
  return Object.freeze({ clientId, clientSecret, apiKey })
}

/** FX_RATES_PER_USD: a JSON object of currency → units per US dollar, as decimal strings. */
function rateTable(raw: string | undefined): Config['fxUnitsPerUsd'] {
  if (!raw?.trim()) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    throw new ConfigError('FX_RATES_PER_USD must be a JSON object')
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ConfigError('FX_RATES_PER_USD must be a JSON object')
  }
  for (const [currency, rate] of Object.entries(parsed)) {
    if (
      !/^[A-Z]{3,5}$/.test(currency) ||
      typeof rate !== 'string' ||
      !/^\d+(\.\d+)?$/.test(rate) ||
      /^0+(\.0+)?$/.test(rate)
    ) {
      throw new ConfigError(`FX_RATES_PER_USD: ${currency} must map to a positive decimal string`)
    }
  }
  return Object.freeze(parsed as Record<string, string>)
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number`)
  const value = Number(raw)
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}`)
  return value
}

function boolean<T extends boolean | undefined>(env: Env, name: string, fallback: T): boolean | T {
  const raw = env[name]?.trim().toLowerCase()
  if (!raw) return fallback
  if (raw === 'true' || raw === '1') return true
  if (raw === 'false' || raw === '0') return false
  throw new ConfigError(`${name} must be true or false`)
}

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value)
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

function processRole(value: string | undefined): Config['processRole'] {
  const role = value?.trim()
  if (!role) return undefined
  if (role === 'prepare' || role === 'api' || role === 'workers') return role
  throw new ConfigError('PROCESS_ROLE must be prepare, api or workers (the cluster supervisor sets it)')
}
