import { buildApp } from './app.js'
import { loadConfig } from './config.js'
import { connectDatabase } from './db/client.js'
import { migrateDatabase } from './db/migrate.js'
import { ensureStartupClient } from './startup-client.js'
import { holdDataDirLock } from './db/data-dir-lock.js'
import { systemClock } from './shared/clock.js'

/** Entry point: config → database → migrations → app → listen, and a graceful stop on signals. */
async function main(): Promise<void> {
  const config = loadConfig()
  if (!config.databaseUrl) holdDataDirLock(config.dataDir)
  const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  await migrateDatabase(database)
  const app = await buildApp({
    config,
    database,
    clock: systemClock,
    logger: {
      level: config.logLevel,
      // Credentials never reach the log, even at debug level.
      redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie'],
    },
  })
  await ensureStartupClient(app.services.clients, config, database.kind, app.log)
  for (const worker of app.workers) worker.start()

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    // close() stops accepting and waits for in-flight requests; workers finish their tick; then the pool closes.
    await app.close()
    for (const worker of app.workers) await worker.stop()
    await database.close()
    process.exit(0)
  }
  process.once('SIGTERM', () => void stop('SIGTERM'))
  process.once('SIGINT', () => void stop('SIGINT'))

  await app.listen({ port: config.port, host: config.host })
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : error)
  process.exit(1)
})
