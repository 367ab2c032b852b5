import { buildApp } from './app.js'
import type { Config } from './config.js'
import { connectDatabase } from './db/client.js'
import { holdDataDirLock } from './db/data-dir-lock.js'
import { migrateDatabase } from './db/migrate.js'
import { systemClock } from './shared/clock.js'
import { ensureStartupClient } from './startup-client.js'

/** What a process does: serve the API, run the background workers, or both (a single process). */
type Role = 'api' | 'workers' | 'single'

/** Migrations and the start-up client, done once before any API process takes traffic. */
export async function prepareDatabase(config: Config): Promise<void> {
  const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    await migrateDatabase(database)
    const app = await buildApp({ config, database, clock: systemClock, logger: loggerOptions(config) })
    await ensureStartupClient(app.services.clients, config, database.kind, app.log)
    await app.close()
  } finally {
    await database.close()
  }
}

/** A process of the server; a single process also prepares the database first. */
export async function serve(config: Config, role: Role): Promise<void> {
  if (!config.databaseUrl) holdDataDirLock(config.dataDir)
  const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  if (role === 'single') await migrateDatabase(database)
  const app = await buildApp({ config, database, clock: systemClock, logger: loggerOptions(config) })
  if (role === 'single') await ensureStartupClient(app.services.clients, config, database.kind, app.log)
  const workers = config.backgroundWorkers && role !== 'api' ? app.workers : []
  for (const worker of workers) worker.start()

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    // close() stops accepting and waits for in-flight requests; workers finish their tick; then the pool closes.
    await app.close()
    for (const worker of workers) await worker.stop()
    await database.close()
    process.exit(0)
  }
  process.once('SIGTERM', () => void stop('SIGTERM'))
  process.once('SIGINT', () => void stop('SIGINT'))

  if (role !== 'workers') await app.listen({ port: config.port, host: config.host })
}

function loggerOptions(config: Config) {
  return {
    level: config.logLevel,
    // Credentials never reach the log, even at debug level.
    redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie'],
  }
}
