import type { FastifyInstance } from 'fastify'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Database } from '../db/client.js'
import { statementBatcherOf, type StatementBatcher } from '../db/statement-batches.js'

/**
 * Prometheus metrics at /metrics: process defaults, a request-duration histogram per route, and on
 * PostgreSQL what the process's group commit did. Each API process keeps its own figures.
 */
export function registerMetrics(app: FastifyInstance, db: Database): void {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  })
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        // The route pattern, never the raw URL: ids in paths would explode the label set.
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    )
  })
  const batcher = statementBatcherOf(db)
  if (batcher) registerBatchMetrics(registry, batcher)
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    return reply.type(registry.contentType).send(await registry.metrics())
  })
}

/**
 * The batcher's counts, read at each scrape. Statements per batch is the ratio of the first two. A
 * lock wait that ran out means, as a rule, that another process's batches lock the same rows; from
 * then on, for a while, this process's batches lock their rows first (decision 0019).
 */
function registerBatchMetrics(registry: Registry, batcher: StatementBatcher): void {
  const { counts } = batcher
  new Counter({
    name: 'db_statement_batches_total',
    help: 'Batches of money-path statements sent as one transaction, by what the batch came to',
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      this.reset()
      this.inc({ outcome: 'committed' }, counts.committed)
      this.inc({ outcome: 'rolled_back' }, counts.rolledBack)
      this.inc({ outcome: 'connection_lost' }, counts.lost)
    },
  })
  countedFrom(registry, 'db_batched_statements_total', 'Statements sent in batches', () => counts.statements)
  countedFrom(
    registry,
    'db_statement_batch_lock_timeouts_total',
    'Batches that ran out of lock wait, as a rule behind rows another process was locking',
    () => counts.lockWaitsRunOut,
  )
  countedFrom(
    registry,
    'db_statement_batches_sent_behind_total',
    'Batches sent while the one before was still running, to start as soon as it commits',
    () => counts.sentBehind,
  )
  new Gauge({
    name: 'db_statement_batches_lock_rows_first',
    help: '1 while batches lock their rows first, after a lock wait ran out; 0 otherwise',
    registers: [registry],
    collect() {
      this.set(batcher.locksRowsFirst() ? 1 : 0)
    },
  })
}

/** A counter whose value is kept elsewhere and read by `total` at each scrape. */
function countedFrom(registry: Registry, name: string, help: string, total: () => number): void {
  new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      this.reset()
      this.inc(total())
    },
  })
}
