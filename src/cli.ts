import { parseArgs } from 'node:util'
import { createApiClient } from './cli/api-client.js'
import { listen } from './cli/listen.js'
import { trigger, TRIGGER_OUTCOMES, type TriggerOutcome } from './cli/trigger.js'
import { loadApiClientEnv, loadConfig } from './config.js'
import { connectDatabase } from './db/client.js'
import { holdDataDirLock } from './db/data-dir-lock.js'
import { migrateDatabase } from './db/migrate.js'
import { createLedger } from './modules/accounts/index.js'
import { createClientsModule } from './modules/clients/index.js'
import { createWebhooksModule } from './modules/webhooks/index.js'
import type { Database } from './db/client.js'
import { systemClock } from './shared/clock.js'
import { standaloneLogger } from './shared/logger.js'

const USAGE = `Usage: npm run cli -- <command>

Commands:
  clients create --name <name>   create an API client and print its credentials (shown once)
  ledger verify                  check every ledger invariant; exits 1 when any is broken
  migrate                        apply pending database migrations
  webhooks deliver [--once]      run the webhook delivery worker (alone, beside or instead of the
                                 server's); --once delivers what is due now and exits
  listen --forward-to <url>      receive the client's webhook events from a local or remote server
                                 and forward each one, signed, to <url>; one line per event
  trigger captured|received|failed
                                 create a sandbox payment that ends in that state

listen and trigger call the API as a client: --api-url (or PAYMENTS_API_URL, default
http://localhost:$PORT), --client-id, --client-secret, --api-key (or PAYMENTS_CLIENT_ID,
PAYMENTS_CLIENT_SECRET, PAYMENTS_API_KEY); the sandbox, or live for listen --live.
`

/** Operator commands. They use the same configuration (env vars) as the server. */
async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      once: { type: 'boolean' },
      'forward-to': { type: 'string' },
      'api-url': { type: 'string' },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
      'api-key': { type: 'string' },
      live: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  const command = positionals.join(' ')
  if (positionals[0] === 'listen' || positionals[0] === 'trigger') return asClient(positionals, values)
  if (values.help || !['clients create', 'ledger verify', 'migrate', 'webhooks deliver'].includes(command)) {
    process.stdout.write(USAGE)
    return values.help ? 0 : 2
  }
  if (command === 'clients create' && !values.name?.trim()) {
    process.stderr.write('clients create needs --name <name>\n')
    return 2
  }

  const config = loadConfig()
  if (!config.databaseUrl) holdDataDirLock(config.dataDir)
  const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    await migrateDatabase(database)
    if (command === 'clients create') {
      const clients = createClientsModule({ db: database.db, clock: systemClock, ...tokenSettings(config) })
      const credentials = await clients.service.createClient({ name: values.name!.trim() })
      process.stdout.write(`${JSON.stringify(credentials, null, 2)}\n`)
    }
    if (command === 'ledger verify') return await verifyLedger(database.db)
    if (command === 'webhooks deliver') {
      return await deliverWebhooks(database.db, config, values.once === true)
    }
    return 0
  } finally {
    await database.close()
  }
}

async function verifyLedger(db: Database): Promise<number> {
  const violations = await createLedger(systemClock).verify(db)
  for (const violation of violations) {
    process.stdout.write(`VIOLATION ${violation.check}: ${violation.detail}\n`)
  }
  process.stdout.write(
    violations.length === 0
      ? 'ledger verified: every invariant holds\n'
      : `${violations.length} violations\n`,
  )
  return violations.length === 0 ? 0 : 1
}

/**
 * The delivery worker on its own. Any number can run beside the servers' workers: they claim rows
 * with SKIP LOCKED and leases, so none is sent twice by design (at least once on a crash).
 */
async function deliverWebhooks(db: Database, config: ReturnType<typeof loadConfig>, once: boolean) {
  const log = standaloneLogger({ level: config.logLevel })
  const webhooks = createWebhooksModule({
    db,
    clock: systemClock,
    tokenSecret: config.tokenSecret,
    allowPrivateTargets: config.webhookAllowPrivateTargets,
    databaseKind: config.databaseUrl ? 'postgres' : 'embedded',
    log,
  })
  if (once) {
    const result = await webhooks.worker.runOnce()
    await webhooks.worker.stop()
    process.stdout.write(`${JSON.stringify(result)}\n`)
    return 0
  }
  webhooks.worker.start()
  log.info('webhook delivery worker running; Ctrl-C to stop')
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve)
    process.once('SIGTERM', resolve)
  })
  await webhooks.worker.stop()
  return 0
}

/** `listen` and `trigger`: API calls over HTTP with a client's credentials, no database here. */
async function asClient(positionals: string[], values: Record<string, string | boolean | undefined>) {
  const env = loadApiClientEnv()
  const text = (name: string, fallback?: string) => {
    const value = values[name]
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback
  }
  const [command, outcome] = positionals
  const forwardTo = text('forward-to')
  if (
    positionals.length !== (command === 'listen' ? 1 : 2) ||
    (command === 'listen' && !forwardTo) ||
    (command === 'trigger' && !TRIGGER_OUTCOMES.includes(outcome as TriggerOutcome))
  ) {
    process.stderr.write(USAGE)
    return 2
  }
  if (command === 'trigger' && values.live === true) {
    // It makes up the provider's answers (a captured pay-in, a notification): money only the
    // sandbox may invent.
    process.stderr.write(
      "trigger runs in the sandbox only: it makes up payments and their providers' answers\n",
    )
    return 2
  }
  if (command === 'listen' && !isHttpUrl(forwardTo!)) {
    process.stderr.write(
      `--forward-to must be an http:// or https:// URL, such as http://localhost:3000/webhooks\n`,
    )
    return 2
  }
  const clientId = text('client-id', env.clientId)
  const clientSecret = text('client-secret', env.clientSecret)
  const apiKey = text('api-key', env.apiKey)
  if (!clientId || !clientSecret || !apiKey) {
    process.stderr.write(
      `${command} needs the client's credentials: --client-id, --client-secret and --api-key (or PAYMENTS_CLIENT_ID, PAYMENTS_CLIENT_SECRET, PAYMENTS_API_KEY)\n`,
    )
    return 2
  }
  const api = createApiClient({
    apiUrl: text('api-url', env.apiUrl)!,
    clientId,
    clientSecret,
    apiKey,
    environment: values.live === true ? 'live' : 'sandbox',
  })
  if (command === 'trigger') {
    const payment = await trigger(api, outcome as TriggerOutcome)
    process.stdout.write(`payment ${payment.id} ${payment.status}\n`)
    return 0
  }
  const stop = new AbortController()
  process.once('SIGINT', () => stop.abort())
  process.once('SIGTERM', () => stop.abort())
  await listen(api, forwardTo!, (line) => process.stdout.write(`${line}\n`), stop.signal)
  return 0
}

function isHttpUrl(text: string): boolean {
  return URL.canParse(text) && ['http:', 'https:'].includes(new URL(text).protocol)
}

function tokenSettings(config: ReturnType<typeof loadConfig>) {
  return { tokenSecret: config.tokenSecret, tokenTtlSeconds: config.tokenTtlSeconds }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  },
)
