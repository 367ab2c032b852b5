import type { FastifyBaseLogger } from 'fastify'
import type { PaymentLinksService } from './payment-links.service.js'

/**
 * Expires payment links and checkout sessions past their expiry with no request needed. Runs in
 * the server process on an interval; `runOnce` lets tests (and operators) drive it.
 */
export function createLinkExpiryWorker(
  links: Pick<PaymentLinksService, 'expireDue'>,
  options: { intervalMs: number; log: FastifyBaseLogger },
) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> = Promise.resolve()

  async function runOnce(): Promise<number> {
    let total = 0
    for (let expired = await links.expireDue(); expired > 0; expired = await links.expireDue()) {
      total += expired
    }
    return total
  }

  return {
    runOnce,
    start(): void {
      timer = setInterval(() => {
        running = runOnce().catch((error: unknown) =>
          options.log.error({ err: error }, 'payment link expiry sweep failed'),
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
