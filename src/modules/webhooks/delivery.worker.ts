import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { request } from 'undici'
import type { Database } from '../../db/client.js'
import type { Clock } from '../../shared/clock.js'
import type { Environment, Tenant } from '../../shared/tenant.js'
import { NO_URL_CONFIGURED } from './delivery-rows.js'
import { parseRetryAfter, retryDelayMs } from './retry-schedule.js'
import { signedCallback } from './signed-callback.js'
import { createDeliveryDispatcher } from './targets.js'
import type { DeliveryRow, Outcome, WebhooksRepository } from './webhooks.repository.js'
import type { WebhookFlavor } from './webhooks.tables.js'
import { deliveryStatus } from './delivery-status.js'

export interface DeliveryTarget {
  url: string
  /** The signing secret in clear, when one is registered. */
  secret: string | undefined
}

export interface DeliveryWorkerOptions {
  /** Rows claimed per round. */
  batchSize?: number
  /** Per-attempt limit: connect, send, and receive the status line and body. */
  timeoutMs?: number
  /** How long a claim holds a row; after it a crashed worker's rows are due again. */
  leaseMs?: number
  /**
   * Pause between rounds when the server runs the worker and nothing wakes it: the safety net for a
   * missed wake-up, and the pace of retries, which are due seconds to hours later.
   */
  intervalMs?: number
  /** Jitter source, in [0, 1). */
  random?: () => number
}

export interface RoundResult {
  claimed: number
  delivered: number
  failed: number
  skipped: number
}

/**
 * Delivers the notification log's due rows. Each round: one statement claims a batch (SKIP LOCKED
 * plus a lease), the HTTP calls run with no transaction open (a payment's in the order its events
 * happened), and each outcome is written only if the lease is still this worker's. At least once:
 * a crash after the call and before the outcome sends again when the lease ends, with the same
 * `webhook-id` for receivers to de-duplicate.
 */
export function createDeliveryWorker(
  deps: {
    db: Database
    clock: Clock
    repository: WebhooksRepository
    targetOf: (tenant: Tenant, flavor: WebhookFlavor) => Promise<DeliveryTarget | undefined>
    allowPrivateTargets: (environment: Environment) => boolean
    log: FastifyBaseLogger
    /** Subscribes to "deliveries were queued" (LISTEN/NOTIFY); returns the unsubscribe. */
    onQueued?: (wake: () => void) => Promise<() => Promise<void>>
  },
  options: DeliveryWorkerOptions = {},
) {
  const batchSize = options.batchSize ?? 128
  const timeoutMs = options.timeoutMs ?? 10_000
  const leaseMs = options.leaseMs ?? timeoutMs + 30_000
  const intervalMs = options.intervalMs ?? 1000
  const random = options.random ?? Math.random
  const { db, clock, repository } = deps
  const dispatchers = {
    sandbox: createDeliveryDispatcher(deps.allowPrivateTargets('sandbox')),
    live: createDeliveryDispatcher(deps.allowPrivateTargets('live')),
  }

  async function attempt(row: DeliveryRow, target: DeliveryTarget, now: Date): Promise<Outcome> {
    const { body, headers } = signedCallback(row, target.secret, now)
    const http = dispatchers[row.environment]
    try {
      const url = new URL(target.url)
      http.checkLiteral(url)
      const response = await request(url, {
        method: 'POST',
        headers,
        body,
        dispatcher: http.dispatcher,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        signal: AbortSignal.timeout(timeoutMs),
      })
      await response.body.dump({ limit: 64 * 1024 }).catch(() => undefined)
      if (response.statusCode >= 200 && response.statusCode < 300) {
        return {
          attempted: true,
          status: deliveryStatus.next(row.status, 'deliver'),
          httpStatus: response.statusCode,
          url: target.url,
          lastError: null,
          nextAttemptAt: null,
        }
      }
      const retryAfter = parseRetryAfter(response.headers['retry-after'], now)
      return failure(row, now, target.url, response.statusCode, `HTTP ${response.statusCode}`, retryAfter)
    } catch (error) {
      return failure(row, now, target.url, null, describe(error, timeoutMs))
    }
  }

  function failure(
    row: DeliveryRow,
    now: Date,
    url: string,
    httpStatus: number | null,
    lastError: string,
    retryAfterMs?: number,
  ): Outcome {
    const delay = retryDelayMs(row.attempts + 1, random, retryAfterMs)
    return {
      attempted: true,
      status: deliveryStatus.next(row.status, 'fail_attempt'),
      httpStatus,
      url,
      lastError: delay === undefined ? `${lastError}; retries exhausted` : lastError,
      nextAttemptAt: delay === undefined ? null : new Date(now.getTime() + delay),
    }
  }

  /** Sends one claimed row (or skips it) and says what came of it. */
  async function deliver(
    row: DeliveryRow,
    targets: Map<string, Promise<DeliveryTarget | undefined>>,
  ): Promise<{ row: DeliveryRow; outcome: Outcome }> {
    const tenant: Tenant = { clientId: row.clientId, environment: row.environment }
    // One configuration read per tenant and flavor per round, however many rows it has.
    const key = `${row.clientId}/${row.environment}/${row.flavor}`
    if (!targets.has(key)) targets.set(key, deps.targetOf(tenant, row.flavor))
    const target = await targets.get(key)
    const outcome: Outcome = target
      ? await attempt(row, target, clock.now())
      : {
          attempted: false,
          status: deliveryStatus.next(row.status, 'skip'),
          httpStatus: null,
          url: null,
          lastError: NO_URL_CONFIGURED,
          nextAttemptAt: null,
        }
    return { row, outcome }
  }

  /**
   * One claim-send-record round; returns what it did. The outcomes are written together when the
   * round's sends are done: a crash before that leaves the rows claimed, and they are sent again
   * once the lease ends (delivery is at least once; receivers de-duplicate on webhook-id).
   */
  async function runRound(): Promise<RoundResult> {
    const now = clock.now()
    const leaseToken = randomUUID()
    const claimed = await repository.claimDue(
      db,
      now,
      new Date(now.getTime() + leaseMs),
      leaseToken,
      batchSize,
    )
    const result: RoundResult = { claimed: claimed.length, delivered: 0, failed: 0, skipped: 0 }
    const targets = new Map<string, Promise<DeliveryTarget | undefined>>()
    // Payments side by side; one payment's callbacks one after the other, in the order they happened.
    const sendInOrder = async (rows: DeliveryRow[]) => {
      const sent: { row: DeliveryRow; outcome: Outcome }[] = []
      for (const row of rows) sent.push(await deliver(row, targets))
      return sent
    }
    const outcomes = (await Promise.all(byPaymentInOrder(claimed).map(sendInOrder))).flat()
    const kept = await repository.recordOutcomes(db, leaseToken, outcomes, clock.now())
    for (const { row, outcome } of outcomes) {
      result[outcome.status] += 1
      if (!kept.has(row.id)) {
        deps.log.warn({ deliveryId: row.id }, 'webhook lease lost before the outcome was written')
      }
    }
    return result
  }

  /** Rounds until nothing is due (bounded, so one call always ends). */
  async function runOnce(): Promise<RoundResult> {
    const total: RoundResult = { claimed: 0, delivered: 0, failed: 0, skipped: 0 }
    for (let round = 0; round < 1_000; round++) {
      const result = await runRound()
      for (const key of Object.keys(total) as (keyof RoundResult)[]) total[key] += result[key]
      if (result.claimed < batchSize) break
    }
    return total
  }

  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | undefined
  let wokenWhileRunning = false
  let stopped = true
  let unsubscribe: (() => Promise<void>) | undefined

  /**
   * Runs rounds now, unless they are already running: then once more when they end, so a delivery
   * queued during a round is never left for the safety poll. Many commits in a burst cost one rerun.
   */
  function wake(): void {
    if (stopped) return
    if (running) {
      wokenWhileRunning = true
      return
    }
    clearTimeout(timer)
    running = runOnce()
      .catch((error: unknown) => deps.log.error({ err: error }, 'webhook delivery round failed'))
      .finally(() => {
        running = undefined
        if (wokenWhileRunning) {
          wokenWhileRunning = false
          wake()
        } else schedulePoll()
      })
  }

  function schedulePoll(): void {
    if (stopped) return
    timer = setTimeout(wake, intervalMs)
    timer.unref()
  }

  return {
    runOnce,
    /** One round only: claim, send, record (tests use it to interleave workers). */
    runRound,
    start(): void {
      stopped = false
      schedulePoll()
      deps
        .onQueued?.(wake)
        .then((stop) => {
          if (stopped) void stop()
          else unsubscribe = stop
        })
        .catch((error: unknown) =>
          deps.log.warn({ err: error }, 'webhook wake-ups unavailable; deliveries follow the poll'),
        )
    },
    async stop(): Promise<void> {
      stopped = true
      clearTimeout(timer)
      await unsubscribe?.()
      await running
      await Promise.all([dispatchers.sandbox.close(), dispatchers.live.close()])
    },
  }
}

export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>

/**
 * A round's rows grouped by payment, each group in the order its events happened (the log's
 * sequence): payments go out side by side, and a payment's callbacks one after the other, so a
 * receiver sees Transaction.Captured before Transaction.Received.
 */
function byPaymentInOrder(rows: readonly DeliveryRow[]): DeliveryRow[][] {
  const groups = new Map<string, DeliveryRow[]>()
  for (const row of [...rows].sort((a, b) => (a.sequence < b.sequence ? -1 : 1))) {
    const group = groups.get(row.paymentId)
    if (group) group.push(row)
    else groups.set(row.paymentId, [row])
  }
  return [...groups.values()]
}

function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof Error) {
    if (
      error.name === 'TimeoutError' ||
      error.name === 'HeadersTimeoutError' ||
      error.name === 'BodyTimeoutError'
    ) {
      return `timed out after ${timeoutMs} ms`
    }
    const code = (error as { code?: unknown }).code ?? (error.cause as { code?: unknown } | undefined)?.code
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : ''
    return `${typeof code === 'string' ? `${code} ` : ''}${error.message}${cause}`.slice(0, 500)
  }
  return String(error).slice(0, 500)
}
