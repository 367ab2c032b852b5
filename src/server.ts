import cluster from 'node:cluster'
import { setFlagsFromString } from 'node:v8'
import { loadConfig, type Config } from './config.js'

/**
 * V8 moves an allocation site's objects straight to the old generation once it has seen enough of
 * them survive a collection (pretenuring). Under load a request's statement texts and parameter
 * lists outlive a scavenge now and then, their sites get pretenured, and from then on every
 * request's garbage lands in the old generation: it grew by about 14 MB/s at 900 payments/s, and
 * each Mark-Compact that reclaimed it stalled the process. What a request allocates dies with it
 * (the few rows a process remembers are bounded), so this server turns pretenuring off before it
 * loads the application (decision 0019).
 */
setFlagsFromString('--no-allocation-site-pretenuring')

/**
 * Entry point: config → database → migrations → app → listen, and a graceful stop on signals.
 * On PostgreSQL this process is a supervisor: a short-lived process migrates and prepares the
 * database once, then the supervisor forks WEB_CONCURRENCY API processes sharing the port
 * (node:cluster hands each new connection to a process free to take it) and one process for the
 * background workers, and replaces any that dies. The workers get a process of their own so that
 * webhook delivery is not queued behind API requests on a busy event loop; they claim work with
 * SKIP LOCKED, so `npm run cli -- webhooks deliver` beside them is safe.
 *
 * The supervisor never loads the application (`./process.js` is imported only where it runs): it
 * stays small (about 45 MB resident against 200 MB for an API process) and leaves no start-up
 * garbage for its collector to reclaim — tens of milliseconds of a core — while the API processes
 * are under load.
 */
async function main(): Promise<void> {
  const config = loadConfig()
  if (cluster.isWorker) return runProcess(config, config.processRole ?? 'api')
  if (!needsSupervisor(config)) return runProcess(config, 'single')
  await prepareInOwnProcess()
  superviseProcesses(config)
}

/**
 * On PostgreSQL the background workers get a process of their own even beside one API process: a
 * busy API event loop would otherwise hold callbacks back (decision 0019). The embedded database
 * lives inside one process, which then does everything.
 */
function needsSupervisor(config: Config): boolean {
  if (!config.databaseUrl) return false
  return config.webConcurrency > 1 || config.backgroundWorkers
}

async function runProcess(
  config: Config,
  role: NonNullable<Config['processRole']> | 'single',
): Promise<void> {
  const { prepareDatabase, serve } = await import('./process.js')
  if (role !== 'prepare') return serve(config, role)
  await prepareDatabase(config)
  // The IPC channel to the supervisor is what keeps a forked process alive once its work is done.
  cluster.worker?.disconnect()
}

function prepareInOwnProcess(): Promise<void> {
  return new Promise((resolve, reject) => {
    cluster.fork({ PROCESS_ROLE: 'prepare' }).once('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`preparing the database failed (${signal ?? code})`))
    })
  })
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : error)
  process.exit(1)
})
