import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../shared/errors.js'
import type { Clock } from '../shared/clock.js'

interface Window {
  startedAt: number
  count: number
}

/**
 * A fixed-window request budget per client (per address before authentication), kept in this
 * process: with N processes behind a balancer the effective budget is N times the setting, which
 * the README states. Every response carries the IETF `RateLimit-*` headers; a refusal is a 429
 * with `Retry-After`.
 */
export function createRateLimitHook(options: { max: number; windowSeconds: number; clock: Clock }) {
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
    window.count += 1
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
