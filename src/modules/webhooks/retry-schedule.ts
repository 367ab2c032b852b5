/**
 * When a failed delivery is tried again (docs/decisions/0012-webhooks.md). After the n-th failed
 * try the next one waits 30 s × 2^(n−1), capped at 6 h, times a jitter factor in [0.8, 1.2) so a
 * receiver that was down is not hit by every queued delivery at the same instant. A `Retry-After`
 * longer than that wait is honoured (up to the cap). After MAX_ATTEMPTS tries the row stays
 * `failed` for good: 30 s, 1, 2, 4, 8, 16, 32, 64, 128, 256 min, 6 h, about 14.5 h in all.
 */
export const MAX_ATTEMPTS = 12
const BASE_DELAY_MS = 30_000
const MAX_DELAY_MS = 6 * 60 * 60 * 1000

/** Milliseconds to wait after `attempts` failed tries, or undefined when the schedule is exhausted. */
export function retryDelayMs(
  attempts: number,
  random: () => number,
  retryAfterMs?: number,
): number | undefined {
  if (attempts >= MAX_ATTEMPTS) return undefined
  const backoff = Math.min(BASE_DELAY_MS * 2 ** (attempts - 1), MAX_DELAY_MS)
  const jittered = Math.round(backoff * (0.8 + 0.4 * random()))
  return Math.min(Math.max(jittered, retryAfterMs ?? 0), MAX_DELAY_MS)
}

/** A `Retry-After` header (delay-seconds or an HTTP date) as milliseconds from `now`. */
export function parseRetryAfter(value: string | string[] | undefined, now: Date): number | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim()
  if (!text) return undefined
  if (/^\d+$/.test(text)) return Number(text) * 1000
  const at = Date.parse(text)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime())
}
