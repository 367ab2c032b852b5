import cluster from 'node:cluster'
import { buildApp } from './app.js'
import { loadConfig, type Config } from './config.js'
import { connectDatabase } from './db/client.js'
import { migrateDatabase } from './db/migrate.js'
import { ensureStartupClient } from './startup-client.js'
import { holdDataDirLock } from './db/data-dir-lock.js'
import { systemClock } from './shared/clock.js'

/**
 * Entry point: config → database → migrations → app → listen, and a graceful stop on signals.
 * With WEB_CONCURRENCY above 1 this process is a supervisor: it migrates and prepares the database
 * once, then forks that many API processes sharing the port (node:cluster hands connections out in
 * turn) and one process for the background workers, and replaces any that dies. The workers get a
 * process of their own so that webhook delivery is not queued behind API requests on a busy event
 * loop; they claim work with SKIP LOCKED, so `npm run cli -- webhooks deliver` beside them is safe.
 */
async function main(): Promise<void> {
  const config = loadConfig()
  if (cluster.isWorker) return serve(config, { prepareDatabase: false, role: config.processRole ?? 'api' })
  if (config.webConcurrency === 1) return serve(config, { prepareDatabase: true, role: 'both' })
  await prepareDatabase(config)
  superviseProcesses(config)
}

/** Migrations and the start-up client, done once before any API process takes traffic. */
async function prepareDatabase(config: Config): Promise<void> {
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

function superviseProcesses(config: Config): void {
  let stopping = false
  const fork = (role: 'api' | 'workers') => {
    const worker = cluster.fork({ PROCESS_ROLE: role })
    worker.on('exit', (code, signal) => {
      if (stopping) return
      console.error(`${role} process ${worker.process.pid} exited (${signal ?? code}); starting another`)
      fork(role)
    })
  }
  for (let index = 0; index < config.webConcurrency; index += 1) fork('api')
  if (config.backgroundWorkers) fork('workers')

  const stop = () => {
    if (stopping) return
    stopping = true
    // Each API process finishes its in-flight requests on SIGTERM; the supervisor waits for them all.
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
    })
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

/** What a process does: serve the API, run the background workers, or both (a single process). */
type Role = 'api' | 'workers' | 'both'

async function serve(config: Config, options: { prepareDatabase: boolean; role: Role }): Promise<void> {
  if (!config.databaseUrl) holdDataDirLock(config.dataDir)
  const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  if (options.prepareDatabase) await migrateDatabase(database)
  const app = await buildApp({ config, database, clock: systemClock, logger: loggerOptions(config) })
  if (options.prepareDatabase) await ensureStartupClient(app.services.clients, config, database.kind, app.log)
  const workers = config.backgroundWorkers && options.role !== 'api' ? app.workers : []
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

  if (options.role !== 'workers') await app.listen({ port: config.port, host: config.host })
}

function loggerOptions(config: Config) {
  return {
    level: config.logLevel,
    // Credentials never reach the log, even at debug level.
    redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie'],
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : error)
  process.exit(1)
})
