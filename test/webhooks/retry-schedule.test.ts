import { describe, expect, it } from 'vitest'
import { MAX_ATTEMPTS, parseRetryAfter, retryDelayMs } from '../../src/modules/webhooks/retry-schedule.js'

const noJitter = () => 0.5
const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

describe('retryDelayMs', () => {
  it('doubles from 30 s after each failed try and caps the wait at 6 h', () => {
    const delays = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1, noJitter))
    expect(delays).toEqual([
      30 * SECOND,
      1 * MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
      16 * MINUTE,
      32 * MINUTE,
      64 * MINUTE,
      128 * MINUTE,
      256 * MINUTE,
      6 * HOUR,
    ])
  })

  it('gives up after the last try', () => {
    expect(retryDelayMs(MAX_ATTEMPTS, noJitter)).toBeUndefined()
  })

  it('spreads retries by a jitter factor in [0.8, 1.2)', () => {
    expect(retryDelayMs(1, () => 0)).toBe(24 * SECOND)
    expect(retryDelayMs(1, () => 0.75)).toBe(33 * SECOND)
    expect(retryDelayMs(1, () => 0.999999)).toBeLessThanOrEqual(36 * SECOND)
  })

  it('honours a longer Retry-After, never beyond the cap', () => {
    expect(retryDelayMs(1, noJitter, 10 * MINUTE)).toBe(10 * MINUTE)
    expect(retryDelayMs(1, noJitter, 5 * SECOND)).toBe(30 * SECOND)
    expect(retryDelayMs(1, noJitter, 48 * HOUR)).toBe(6 * HOUR)
  })
})

describe('parseRetryAfter', () => {
  const now = new Date('2026-01-15T12:00:00Z')

  it('reads delay-seconds and HTTP dates', () => {
    expect(parseRetryAfter('120', now)).toBe(120 * SECOND)
    expect(parseRetryAfter('Thu, 15 Jan 2026 12:05:00 GMT', now)).toBe(5 * MINUTE)
    expect(parseRetryAfter(['7', '9'], now)).toBe(7 * SECOND)
  })

  it('treats a past date as no wait and ignores what it cannot read', () => {
    expect(parseRetryAfter('Thu, 15 Jan 2026 11:00:00 GMT', now)).toBe(0)
    expect(parseRetryAfter('soon', now)).toBeUndefined()
    expect(parseRetryAfter(undefined, now)).toBeUndefined()
    expect(parseRetryAfter('  ', now)).toBeUndefined()
  })
})
