import { parseArgs } from 'node:util'
import Fastify from 'fastify'
import { loadConfig } from './config.js'
import { connectDatabase } from './db/client.js'
import { holdDataDirLock } from './db/data-dir-lock.js'
import { migrateDatabase } from './db/migrate.js'
import { createLedger } from './modules/accounts/index.js'
import { createClientsModule } from './modules/clients/index.js'
import { createWebhooksModule } from './modules/webhooks/index.js'
import type { Database } from './db/client.js'
import { systemClock } from './shared/clock.js'

const USAGE = `Usage: npm run cli -- <command>

Commands:
  clients create --name <name>   create an API client and print its credentials (shown once)
  ledger verify                  check every ledger invariant; exits 1 when any is broken
  migrate                        apply pending database migrations
  webhooks deliver [--once]      run the webhook delivery worker (alone, beside or instead of the
                                 server's); --once delivers what is due now and exits
`

/** Operator commands. They use the same configuration (env vars) as the server. */
async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      once: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  const command = positionals.join(' ')
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
  // Fastify's logger (pino) outside a server: the same structured lines the server writes.
  const log = Fastify({ logger: { level: config.logLevel } }).log
  const webhooks = createWebhooksModule({
    db,
    clock: systemClock,
    tokenSecret: config.tokenSecret,
    allowPrivateTargets: config.webhookAllowPrivateTargets,
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
