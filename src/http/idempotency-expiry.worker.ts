import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/client.js'
import type { Clock } from '../shared/clock.js'
import { createSweepWorker } from '../shared/sweep.worker.js'
import { RETENTION_MS } from './idempotency.js'
import type { IdempotencyRepository } from './idempotency.repository.js'

/**
 * Kept an hour past the retention before they go: a key is free again once its outcome is older
 * than the retention on the clock of the API process that gets the retry, which may run behind
 * the clock of this one.
 */
const DELETED_AFTER_MS = RETENTION_MS + 60 * 60 * 1000
const CHECK_EVERY_MS = 60_000
/** Keys deleted per statement: a backlog drains in short statements, none holding many rows. */
const BATCH = 1_000

/**
 * Deletes stored Idempotency-Key outcomes once they no longer answer a retry, so the table holds
 * about a day of keyed requests instead of every one ever made (decision 0006).
 */
export function createIdempotencyExpiryWorker(options: {
  db: Database
  repository: IdempotencyRepository
  clock: Clock
  log: FastifyBaseLogger
}) {
  const { db, repository, clock, log } = options
  return createSweepWorker({
    name: 'idempotency key expiry',
    sweepBatch: () =>
      repository.deleteStoredBefore(db, new Date(clock.now().getTime() - DELETED_AFTER_MS), BATCH),
    intervalMs: CHECK_EVERY_MS,
    log,
  })
}
