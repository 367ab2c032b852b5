import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.js'
import type { Clock } from '../../shared/clock.js'
import { extended } from '../../shared/objects.js'
import type { Environment, Tenant } from '../../shared/tenant.js'
import { callReceiver } from './callback-call.js'
import { NO_URL_CONFIGURED } from './delivery-rows.js'
import { parseRetryAfter, retryDelayMs } from './retry-schedule.js'
import { signedCallback } from './signed-callback.js'
import { CONNECTIONS_PER_ORIGIN, createDeliveryDispatcher, type TargetPolicy } from './targets.js'
import type { ClaimedDelivery, Outcome, WebhooksRepository } from './webhooks.repository.js'
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
  /**
   * How long a claim holds a row when no call waits ahead of it; after it a crashed worker's rows
   * are due again. Each round of calls that may be queued ahead of a batch's last row adds a
   * timeout (see `claimLeaseMs`).
   */
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
    targetPolicy: (environment: Environment) => TargetPolicy
    log: FastifyBaseLogger
    /** Subscribes to "deliveries were queued" (LISTEN/NOTIFY); returns the unsubscribe. */
    onQueued?: (wake: () => void) => Promise<() => Promise<void>>
  },
  options: DeliveryWorkerOptions = {},
) {
  const batchSize = options.batchSize ?? 512
  const timeoutMs = options.timeoutMs ?? 10_000
  const leaseMs = options.leaseMs ?? timeoutMs + 30_000
  const intervalMs = options.intervalMs ?? 1000
  const random = options.random ?? Math.random
  const { db, clock, repository } = deps
  const dispatchers = {
    sandbox: createDeliveryDispatcher(deps.targetPolicy('sandbox')),
    live: createDeliveryDispatcher(deps.targetPolicy('live')),
  }

  /**
   * Where a batch's rows of one tenant and flavor go: the URL parsed and checked once for the batch
   * however many rows it has, or why it may not be called.
   */
  async function routeTo(tenant: Tenant, flavor: WebhookFlavor): Promise<Route | undefined> {
    const target = await deps.targetOf(tenant, flavor)
    if (!target) return undefined
    try {
      const url = new URL(target.url)
      dispatchers[tenant.environment].checkLiteral(url)
      return extended(target, { origin: url.origin, path: `${url.pathname}${url.search}` })
    } catch (error) {
      return extended(target, { refused: error })
    }
  }

  async function attempt(row: ClaimedDelivery, route: Route): Promise<Outcome> {
    if ('refused' in route) {
      return failure(row, clock.now(), route.url, null, describe(route.refused, timeoutMs))
    }
    const http = dispatchers[row.environment]
    const leave = await http.enter(route.origin)
    const now = clock.now()
    const { body, headers } = signedCallback(row, route.secret, now)
    try {
      const answer = await callReceiver(
        http.dispatcher,
        { origin: route.origin, path: route.path, headers, body },
        timeoutMs,
      )
      if (answer.statusCode >= 200 && answer.statusCode < 300) {
        return {
          attempted: true,
          status: deliveryStatus.next(row.status, 'deliver'),
          httpStatus: answer.statusCode,
          url: route.url,
          lastError: null,
          nextAttemptAt: null,
        }
      }
      const retryAfter = parseRetryAfter(answer.retryAfter, now)
      return failure(row, now, route.url, answer.statusCode, `HTTP ${answer.statusCode}`, retryAfter)
    } catch (error) {
      return failure(row, now, route.url, null, describe(error, timeoutMs))
    } finally {
      leave()
    }
  }

  function failure(
    row: ClaimedDelivery,
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
    row: ClaimedDelivery,
    routes: Map<string, Promise<Route | undefined>>,
  ): Promise<Sent> {
    const tenant: Tenant = { clientId: row.clientId, environment: row.environment }
    // One configuration read per tenant and flavor per batch, however many rows it has. A row is
    // queued only while its client has a URL (migration 0014 logs the others skipped as they are
    // written); one whose configuration has gone since is skipped here.
    const key = `${row.clientId}/${row.environment}/${row.flavor}`
    if (!routes.has(key)) routes.set(key, routeTo(tenant, row.flavor))
    const route = await routes.get(key)
    const outcome: Outcome = route
      ? await attempt(row, route)
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

  /** The next batch of due rows, leased to this worker while `queuedAhead` rows are still unanswered. */
  async function claim(queuedAhead: number): Promise<Claim> {
    const now = clock.now()
    const leaseToken = randomUUID()
    const lease = claimLeaseMs({ leaseMs, timeoutMs, queuedAhead, batchSize })
    const rows = await repository.claimDue(db, now, new Date(now.getTime() + lease), leaseToken, batchSize)
    return { leaseToken, rows }
  }

  /**
   * Sends claimed rows as they come: payments side by side, and a payment's callbacks one after the
   * other in the order they happened (the log's sequence), also when they arrive in different
   * batches — a row waits for its payment's last send, never for a whole batch.
   */
  function createSender() {
    /** Each payment's last send, until it is answered. */
    const lastSend = new Map<string, Promise<unknown>>()
    let unanswered = 0
    let onAnswer: (() => void) | undefined
    return {
      /** Rows sent or waiting to be, not answered yet. */
      get unanswered(): number {
        return unanswered
      },
      /** The batch's outcomes, once each of its rows is answered; one config read per tenant and flavor. */
      send(rows: readonly ClaimedDelivery[]): Promise<Sent[]> {
        const routes = new Map<string, Promise<Route | undefined>>()
        unanswered += rows.length
        const inOrder = [...rows].sort((a, b) => (a.sequence < b.sequence ? -1 : 1))
        return Promise.all(
          inOrder.map((row) => {
            const after = lastSend.get(row.paymentId) ?? Promise.resolve()
            const sent = after.then(() => deliver(row, routes))
            lastSend.set(row.paymentId, sent)
            const answered = () => {
              if (lastSend.get(row.paymentId) === sent) lastSend.delete(row.paymentId)
              unanswered -= 1
              onAnswer?.()
            }
            sent.then(answered, answered)
            return sent
          }),
        )
      },
      /** Resolves once at most `count` rows are still unanswered. */
      until(count: number): Promise<void> {
        if (unanswered <= count) return Promise.resolve()
        return new Promise((resolve) => {
          onAnswer = () => {
            if (unanswered > count) return
            onAnswer = undefined
            resolve()
          }
        })
      },
    }
  }

  /**
   * The outcomes of a batch, written together (one statement for the batch, not one per row): a
   * crash before that leaves the rows claimed, and they are sent again once the lease ends (delivery
   * is at least once; receivers de-duplicate on webhook-id).
   */
  async function record(leaseToken: string, outcomes: readonly Sent[]): Promise<RoundResult> {
    const kept = await repository.recordOutcomes(db, leaseToken, outcomes, clock.now())
    const result: RoundResult = { claimed: outcomes.length, delivered: 0, failed: 0, skipped: 0 }
    for (const { row, outcome } of outcomes) {
      result[outcome.status] += 1
      if (!kept.has(row.id)) {
        deps.log.warn({ deliveryId: row.id }, 'webhook lease lost before the outcome was written')
      }
    }
    return result
  }

  /** One claim-send-record round; returns what it did (tests use it to interleave workers). */
  async function runRound(): Promise<RoundResult> {
    const { leaseToken, rows } = await claim(0)
    return record(leaseToken, await createSender().send(rows))
  }

  /**
   * Batches until nothing is due (bounded, so one call always ends), as a stream: the next batch is
   * claimed while the one before it is still out (at most two are unanswered at once: a default
   * batch is eight rounds of calls to one origin, enough to keep calls going out while a claim is
   * answered), and each batch's outcomes are written when its last call is answered. A wake-up while
   * it runs (a commit queued more), also while it waits for its last answers, is one more claim at
   * once, not a new run after the last answer: at a moderate rate a callback would otherwise wait
   * for the calls before it and their outcomes' write.
   */
  async function runOnce(): Promise<RoundResult> {
    const total: RoundResult = { claimed: 0, delivered: 0, failed: 0, skipped: 0 }
    const sender = createSender()
    const writes: Promise<void>[] = []
    const failures: unknown[] = []
    try {
      for (let round = 1; round <= MAX_ROUNDS; round++) {
        const { leaseToken, rows } = await claim(sender.unanswered)
        // Handled at once, so a failure is not left unhandled while later batches go out; a batch
        // whose outcomes are not written goes again when its lease ends.
        writes.push(
          sender
            .send(rows)
            .then((outcomes) => record(leaseToken, outcomes))
            .then(
              (result) => addTo(total, result),
              (error: unknown) => void failures.push(error),
            ),
        )
        if (rows.length === batchSize) {
          await sender.until(batchSize)
        } else if (!wokenWhileRunning && !(await wokenBefore(Promise.all(writes)))) {
          break
        }
        // Something was queued since this claim, maybe while the last calls were out: claim it now.
        wokenWhileRunning = false
      }
    } finally {
      await Promise.all(writes)
    }
    if (failures.length > 0) throw failures[0]
    return total
  }

  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | undefined
  let wokenWhileRunning = false
  /** Told of a wake-up while a run waits for its last answers. */
  let onWokenWhileRunning: (() => void) | undefined

  /** True when a wake-up comes before `done` settles, false once it has settled. */
  async function wokenBefore(done: Promise<unknown>): Promise<boolean> {
    try {
      return await new Promise<boolean>((resolve) => {
        onWokenWhileRunning = () => resolve(true)
        const settled = () => resolve(false)
        done.then(settled, settled)
      })
    } finally {
      onWokenWhileRunning = undefined
    }
  }
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
      onWokenWhileRunning?.()
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

/** A batch of due rows, leased to one worker under `leaseToken`. */
type Claim = { leaseToken: string; rows: ClaimedDelivery[] }

/** A target as a batch calls it: origin and path for the dispatcher, or why it may not be called. */
type Route = DeliveryTarget & ({ origin: string; path: string } | { refused: unknown })

/** A claimed row and what its delivery came to. */
type Sent = { row: ClaimedDelivery; outcome: Outcome }

/**
 * How long a claim holds its rows: `leaseMs` for the calls that start at once, plus a timeout for
 * each further round of calls to one origin that may go before the batch's last row (the rows still
 * unanswered and the batch's own, `CONNECTIONS_PER_ORIGIN` at a time, in the order they came, each
 * round at most `timeoutMs`). A receiver that times out on every call then still gets each row once
 * rather than again when its lease ends while it waits its turn. A row that also waits for its
 * payment's earlier callback can still outlast its lease; it is then sent again, as after a crash
 * (at least once; receivers de-duplicate on webhook-id).
 */
export function claimLeaseMs(claim: {
  leaseMs: number
  timeoutMs: number
  queuedAhead: number
  batchSize: number
}): number {
  const roundsBefore = Math.floor((claim.queuedAhead + claim.batchSize - 1) / CONNECTIONS_PER_ORIGIN)
  return claim.leaseMs + roundsBefore * claim.timeoutMs
}

/** Batches one `runOnce` may claim, so one call always ends. */
const MAX_ROUNDS = 1_000

function addTo(total: RoundResult, result: RoundResult): void {
  for (const key of Object.keys(total) as (keyof RoundResult)[]) total[key] += result[key]
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
