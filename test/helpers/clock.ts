import type { Clock } from '../../src/shared/clock.js'

/** A clock tests control: it stands still until told to move. */
export class ManualClock implements Clock {
  private current: Date
  constructor(start: Date | string = '2026-01-15T12:00:00Z') {
    this.current = new Date(start)
  }
  now(): Date {
    return new Date(this.current)
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms)
  }
}
