import type { FastifyBaseLogger } from 'fastify'

/**
 * A background sweep (payment expiry, link expiry): every `intervalMs` it drains `sweepBatch`
 * until a batch finds nothing, so a backlog clears in one tick without one huge transaction.
 * `runOnce` lets tests and operators drive it without waiting; `stop` lets the current tick finish.
 */
export function createSweepWorker(options: {
  name: string
  sweepBatch: () => Promise<number>
  intervalMs: number
  log: FastifyBaseLogger
}) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> = Promise.resolve()

  async function runOnce(): Promise<number> {
    let total = 0
    for (let swept = await options.sweepBatch(); swept > 0; swept = await options.sweepBatch()) total += swept
    return total
  }

  return {
    runOnce,
    start(): void {
      timer = setInterval(() => {
        running = runOnce().catch((error: unknown) =>
          options.log.error({ err: error }, `${options.name} failed`),
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
