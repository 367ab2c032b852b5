/** The time source. Services and workers take one so tests can move time instead of sleeping. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }
