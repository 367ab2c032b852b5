import { buildApp } from './app.js'
import type { Config } from './config.js'
import { connectDatabase, type DatabaseConnection } from './db/client.js'
import { holdDataDirLock } from './db/data-dir-lock.js'
import { migrateDatabase } from './db/migrate.js'
import { composeModules } from './modules.js'
import { systemClock } from './shared/clock.js'
import { standaloneLogger } from './shared/logger.js'
import { ensureStartupClient } from './startup-client.js'

/** What a process does: serve the API, run the background workers, or both (a single process). */
type Role = 'api' | 'workers' | 'single'

/**
 * Migrations and the start-up client, done once before any API process takes traffic. Like the
 * workers process, it serves no requests, so it builds the modules without the HTTP app.
 */
export async function prepareDatabase(config: Config): Promise<void> {
  const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    await migrateDatabase(database)
    const log = standaloneLogger(loggerOptions(config))
    const { clients } = composeModules({ config, database, clock: systemClock, log })
    await ensureStartupClient(clients.service, config, database.kind, log)
  } finally {
    await database.close()
  }
}

/**
 * A process of the server; a single process also prepares the database first. The workers process
 * builds the modules without the HTTP app: no route's validators and serializers compiled at
 * start, and a smaller heap for its collector to walk (decision 0019).
 */
export async function serve(config: Config, role: Role): Promise<void> {
  if (!config.databaseUrl) holdDataDirLock(config.dataDir)
  const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  const app = role === 'workers' ? undefined : await openApp(config, database, { prepare: role === 'single' })
  const log = app?.log ?? standaloneLogger(loggerOptions(config))
  const allWorkers = app?.workers ?? composeModules({ config, database, clock: systemClock, log }).workers
  const workers = config.backgroundWorkers && role !== 'api' ? allWorkers : []
  for (const worker of workers) worker.start()

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    log.info({ signal }, 'shutting down: finishing in-flight requests')
    // close() stops accepting and waits for in-flight requests; workers finish their tick; then the pool closes.
    await app?.close()
    for (const worker of workers) await worker.stop()
    await database.close()
    process.exit(0)
  }
  process.once('SIGTERM', () => void stop('SIGTERM'))
  process.once('SIGINT', () => void stop('SIGINT'))

  if (app) await app.listen({ port: config.port, host: config.host })
  else log.info({ workers: workers.length }, 'background workers running')
}

/** The app on `database`; with `prepare`, the migrations run first and the start-up client is made. */
async function openApp(config: Config, database: DatabaseConnection, options: { prepare: boolean }) {
  if (options.prepare) await migrateDatabase(database)
  const app = await buildApp({ config, database, clock: systemClock, logger: loggerOptions(config) })
  if (options.prepare) await ensureStartupClient(app.services.clients, config, database.kind, app.log)
  return app
}

function loggerOptions(config: Config) {
  return {
    level: config.logLevel,
    // Credentials never reach the log, even at debug level.
    redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie'],
  }
}
