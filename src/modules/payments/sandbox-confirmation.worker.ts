import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.js'
import type { Clock } from '../../shared/clock.js'
import { createSweepWorker } from '../../shared/sweep.worker.js'
import type { PaymentsRepository } from './payments.repository.js'
import type { PaymentsService } from './payments.service.js'
import { sandboxConfirmationOf } from './rails/sandbox.provider.js'

/**
 * The sandbox acquirer's confirmation: a card payment captured `delayMs` ago is marked RECEIVED
 * (or FAILED, for the test card that fails after capture) through the provider notification, the
 * same path as POST /payments/received, so its webhook and its checkout session follow as usual.
 *
 * Rows are claimed with SKIP LOCKED, then confirmed one by one in their own transactions. Two
 * processes may pick the same row one after the other; the notification is idempotent, so the
 * second changes nothing. One row failing is logged and does not stop the others.
 */
export function createSandboxConfirmationWorker(deps: {
  db: Database
  clock: Clock
  repository: PaymentsRepository
  payments: PaymentsService
  /** SANDBOX_AUTO_CONFIRM_MS; 0 turns confirmation off. */
  delayMs: number
  log: FastifyBaseLogger
  intervalMs?: number
  batchSize?: number
}) {
  const batchSize = deps.batchSize ?? 50

  /** Confirms one batch; the count of payments it confirmed (0 ends the sweep). */
  async function confirmBatch(): Promise<number> {
    if (deps.delayMs === 0) return 0
    const capturedBefore = new Date(deps.clock.now().getTime() - deps.delayMs)
    if (!(await deps.repository.anyDue(deps.db, 'confirm_sandbox_card', capturedBefore))) return 0
    const due = await deps.repository.claimUnconfirmedSandboxCards(deps.db, capturedBefore, batchSize)
    let confirmed = 0
    for (const row of due) {
      try {
        await deps.payments.notify(
          { clientId: row.clientId, environment: row.environment },
          { id: row.id, ...sandboxConfirmationOf(row.origins) },
        )
        confirmed += 1
      } catch (error) {
        deps.log.error({ err: error, paymentId: row.id }, 'sandbox card confirmation failed')
      }
    }
    return confirmed
  }

  return createSweepWorker({
    name: 'sandbox card confirmation',
    sweepBatch: confirmBatch,
    intervalMs: deps.intervalMs ?? 250,
    log: deps.log,
  })
}
