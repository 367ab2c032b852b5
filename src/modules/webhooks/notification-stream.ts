import { setTimeout as sleep } from 'node:timers/promises'
import type { Database } from '../../db/client.js'
import type { Clock } from '../../shared/clock.js'
import type { Environment, Tenant } from '../../shared/tenant.js'
import { signedCallback } from './signed-callback.js'
import type { DeliveryRow, WebhooksRepository } from './webhooks.repository.js'

const BATCH = 100
const KEEP_ALIVE_MS = 15_000
/** The largest sequence PostgreSQL's bigint holds: a larger Last-Event-ID names no row. */
const MAX_SEQUENCE = 2n ** 63n - 1n

/**
 * GET /v1/notifications/stream: a client's callback events as server-sent events, each the exact
 * signed request the delivery worker sends (body and headers), so `listen` can forward it to a
 * local URL unchanged. The event id is the log row's sequence: a client reconnecting with
 * `Last-Event-ID` gets every row after it, none lost and none repeated.
 *
 * The stream polls the log. Sequences are taken at insert, not at commit, so on PostgreSQL a row
 * is only sent once `settleMs` have passed since it was written, and the stream stops at the first
 * row not yet settled: a transaction still open with a lower sequence has that long to commit
 * before rows after it go out (the embedded database commits one transaction at a time: no wait).
 */
export function createNotificationStreams(deps: {
  db: Database
  clock: Clock
  repository: WebhooksRepository
  secretOf: (tenant: Tenant) => Promise<string | undefined>
  settleMs: number
  pollMs?: number
}) {
  const pollMs = deps.pollMs ?? 250
  const closing = new AbortController()

  function frame(row: DeliveryRow, secret: string | undefined): string {
    const callback = signedCallback(row, secret, deps.clock.now())
    const data = {
      id: row.id,
      eventType: row.eventType,
      event: row.discriminator,
      transactionId: row.paymentId,
      testMode: row.environment === 'sandbox',
      isReplay: row.isReplay,
      createdAt: row.createdAt.toISOString(),
      body: callback.body,
      headers: callback.headers,
    }
    return `id: ${row.sequence}\nevent: notification\ndata: ${JSON.stringify(data)}\n\n`
  }

  return {
    /**
     * Where a stream starts: after `Last-Event-ID` when it is a sequence (a bigint), else after the
     * newest row, as for an id this server never sent.
     */
    async startAfter(clientId: string, lastEventId: string | undefined): Promise<bigint> {
      const id = lastEventId?.trim()
      if (id !== undefined && /^\d{1,19}$/.test(id) && BigInt(id) <= MAX_SEQUENCE) return BigInt(id)
      return deps.repository.latestSequence(deps.db, clientId)
    },

    /** Sends frames through `send` until `signal` aborts or the server closes. */
    async run(
      clientId: string,
      environment: Environment | undefined,
      after: bigint,
      send: (frame: string) => Promise<void>,
      signal: AbortSignal,
    ): Promise<void> {
      const stop = AbortSignal.any([signal, closing.signal])
      let cursor = after
      let lastSent = Date.now()
      await send('retry: 1000\n\n')
      while (!stop.aborted) {
        const rows = await deps.repository.listCallbacksAfter(deps.db, clientId, environment, cursor, BATCH)
        const settledAt = deps.clock.now().getTime() - deps.settleMs
        const secrets = new Map<Environment, Promise<string | undefined>>()
        for (const row of rows) {
          if (row.createdAt.getTime() > settledAt || stop.aborted) break
          if (!secrets.has(row.environment)) {
            secrets.set(row.environment, deps.secretOf({ clientId, environment: row.environment }))
          }
          await send(frame(row, await secrets.get(row.environment)))
          cursor = row.sequence
          lastSent = Date.now()
        }
        if (Date.now() - lastSent >= KEEP_ALIVE_MS) {
          await send(': keep-alive\n\n')
          lastSent = Date.now()
        }
        if (rows.length < BATCH) await sleep(pollMs, undefined, { signal: stop }).catch(() => undefined)
      }
    },

    /** Ends every open stream (server shutdown: open streams would otherwise hold it up). */
    closeAll(): void {
      closing.abort()
    },
  }
}

export type NotificationStreams = ReturnType<typeof createNotificationStreams>
