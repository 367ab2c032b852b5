import { parseArgs } from 'node:util'
import { loadConfig } from './config.js'
import { connectDatabase } from './db/client.js'
import { holdDataDirLock } from './db/data-dir-lock.js'
import { migrateDatabase } from './db/migrate.js'
import { createLedger } from './modules/accounts/index.js'
import { createClientsModule } from './modules/clients/index.js'
import type { Database } from './db/client.js'
import { systemClock } from './shared/clock.js'

const USAGE = `Usage: npm run cli -- <command>

Commands:
  clients create --name <name>   create an API client and print its credentials (shown once)
  ledger verify                  check every ledger invariant; exits 1 when any is broken
  migrate                        apply pending database migrations
`

/** Operator commands. They use the same configuration (env vars) as the server. */
async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  })
  const command = positionals.join(' ')
  if (values.help || !['clients create', 'ledger verify', 'migrate'].includes(command)) {
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
