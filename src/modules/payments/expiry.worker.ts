import type { FastifyBaseLogger } from 'fastify'
import type { PaymentsService } from './payments.service.js'

/**
 * Expires unpaid payments past their `expiresAt` with no request needed. Runs in the server
 * process on an interval; `runOnce` lets tests (and operators) drive it without waiting.
 */
export function createExpiryWorker(
  payments: PaymentsService,
  options: { intervalMs: number; log: FastifyBaseLogger },
) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> = Promise.resolve()

  async function runOnce(): Promise<number> {
    let total = 0
    // Drain in batches so a backlog clears in one tick without one huge transaction.
    for (let expired = await payments.expireDue(); expired > 0; expired = await payments.expireDue()) {
      total += expired
    }
    return total
  }

  return {
    runOnce,
    start(): void {
      timer = setInterval(() => {
        running = runOnce().catch((error: unknown) =>
          options.log.error({ err: error }, 'payment expiry sweep failed'),
        )
      }, options.intervalMs)
      timer.unref()
    },
    async stop(): Promise<void> {
      clearInterval(timer)
      await running
    },
  }
}
