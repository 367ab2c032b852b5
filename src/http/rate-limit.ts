import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../shared/errors.js'
import type { Clock } from '../shared/clock.js'

interface Window {
  startedAt: number
  count: number
}

/**
 * A fixed-window request budget per client (per address before authentication), kept in this
 * process. The API processes of one server (WEB_CONCURRENCY) receive connections in turn, so each
 * sees about 1/N of a client's requests: each request counts N times here, which keeps the
 * server's total near the setting without a shared counter. Every response carries the IETF
 * `RateLimit-*` headers; a refusal is a 429 with `Retry-After`.
 */
export function createRateLimitHook(options: {
  max: number
  windowSeconds: number
  clock: Clock
  /** API processes sharing this server's traffic (1 when the budget is per process). */
  processCount?: number
}) {
  const weight = options.processCount ?? 1
  const windowMs = options.windowSeconds * 1000
  const windows = new Map<string, Window>()

  function windowFor(key: string, now: number): Window {
    let window = windows.get(key)
    if (!window || now - window.startedAt >= windowMs) {
      // Dropping expired windows here keeps memory proportional to recently active callers.
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (now - w.startedAt >= windowMs) windows.delete(k)
      }
      window = { startedAt: now, count: 0 }
      windows.set(key, window)
    }
    return window
  }

  return async function rateLimit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const now = options.clock.now().getTime()
    const key = request.tenant ? `client:${request.tenant.clientId}` : `address:${request.ip}`
    const window = windowFor(key, now)
    window.count += weight
    const resetSeconds = Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000))
    void reply.header('ratelimit-limit', options.max)
    void reply.header('ratelimit-remaining', Math.max(0, options.max - window.count))
    void reply.header('ratelimit-reset', resetSeconds)
    if (window.count > options.max) {
      void reply.header('retry-after', resetSeconds)
      throw new AppError('rate_limited', `Too many requests; retry after ${resetSeconds} seconds`)
    }
  }
}
