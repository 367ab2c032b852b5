import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/client.js'

/**
 * A background sweep (payment expiry, link expiry): when it starts and then every `intervalMs` it
 * drains `sweepBatch` until a batch finds nothing, so a backlog clears in one tick without one huge
 * transaction.
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
    /**
     * Sweeps at once, then every `intervalMs`: what fell due while no process swept (a restart, a
     * deploy), and a fresh database's tables not yet analyzed, need not wait a whole interval.
     */
    start(): void {
      const sweep = () => {
        running = runOnce().catch((error: unknown) =>
          options.log.error({ err: error }, `${options.name} failed`),
        )
      }
      sweep()
      timer = setInterval(sweep, options.intervalMs)
      timer.unref()
    },
    async stop(): Promise<void> {
      clearInterval(timer)
      await running
    },
  }
}

/**
 * Runs `work` for each claimed row in its own savepoint of the sweep's transaction: a row that
 * fails is logged and rolled back alone (it stays due, for a later round), the others commit.
 * Returns how many rows succeeded, so a round of nothing but failing rows ends the drain.
 */
export async function sweepEach<R extends { id: string }>(
  tx: Database,
  rows: readonly R[],
  work: (tx: Database, row: R) => Promise<void>,
  log: FastifyBaseLogger,
): Promise<number> {
  let done = 0
  for (const row of rows) {
    try {
      await tx.transaction((savepoint) => work(savepoint, row))
      done += 1
    } catch (error) {
      log.error({ err: error, id: row.id }, 'sweep skipped a row it could not change')
    }
  }
  return done
}
