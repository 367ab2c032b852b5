import { performance } from 'node:perf_hooks'

export interface ClosedLoopOptions {
  /** Workers, each with one operation in flight: a new one starts as soon as the last one ends. */
  concurrency: number
  seconds: number
  /** Cap on operations started, so the loop ends even if the clock misbehaves. */
  maxOperations: number
  /** Stop early after this many failures: a broken target should not be hammered until the deadline. */
  maxFailures: number
  operation: () => Promise<void>
  /** Ends the loop after the operations in flight (Ctrl-C). */
  signal?: AbortSignal
  /** Groups failures into labels counted separately, e.g. an expected business refusal vs. real errors. */
  classifyFailure: (error: unknown) => string
}

export interface FailureCount {
  count: number
  /** The first message seen, for the report. */
  example: string
}

export interface ClosedLoopOutcome {
  /** Successful operations; their latencies are in `latenciesMs`, in completion order. */
  completed: number
  latenciesMs: number[]
  /** From the start until the last in-flight operation ended (which may be after the deadline). */
  elapsedSeconds: number
  failures: Map<string, FailureCount>
  /** Why the loop ended before its deadline, if it did for a reason that voids its figures. */
  stoppedEarly: string | undefined
  /**
   * An open loop that ended because the target fell behind its schedule: a result (the target
   * could not sustain the rate), not a broken run. Its figures cover what ran until then.
   */
  fellBehind?: FellBehind
}

export interface FellBehind {
  /** Seconds into the phase when the operations in flight reached the bound. */
  afterSeconds: number
  inFlight: number
}

/** Failures grouped by label, with the first message of each. */
class FailureTally {
  readonly byLabel = new Map<string, FailureCount>()
  total = 0

  add(label: string, error: unknown): void {
    this.total += 1
    const entry = this.byLabel.get(label)
    if (entry) {
      entry.count += 1
      return
    }
    this.byLabel.set(label, { count: 1, example: error instanceof Error ? error.message : String(error) })
  }
}

/** Runs `operation` back to back on `concurrency` workers until the time, count or failure limit. */
export async function runClosedLoop(options: ClosedLoopOptions): Promise<ClosedLoopOutcome> {
  const latenciesMs: number[] = []
  const failures = new FailureTally()
  let started = 0
  let stoppedEarly: string | undefined
  const start = performance.now()
  const deadline = start + options.seconds * 1000

  async function worker(): Promise<void> {
    while (stoppedEarly === undefined && performance.now() < deadline) {
      if (options.signal?.aborted) {
        stoppedEarly = 'interrupted'
        return
      }
      if (started >= options.maxOperations) {
        stoppedEarly = `reached the cap of ${options.maxOperations} operations`
        return
      }
      started += 1
      const operationStart = performance.now()
      try {
        await options.operation()
        latenciesMs.push(performance.now() - operationStart)
      } catch (error) {
        failures.add(options.classifyFailure(error), error)
        if (failures.total >= options.maxFailures) stoppedEarly = `${failures.total} operations failed`
      }
    }
  }

  await Promise.all(Array.from({ length: options.concurrency }, () => worker()))
  return {
    completed: latenciesMs.length,
    latenciesMs,
    elapsedSeconds: (performance.now() - start) / 1000,
    failures: failures.byLabel,
    stoppedEarly,
  }
}

export interface OpenLoopOptions extends Omit<ClosedLoopOptions, 'concurrency' | 'maxOperations'> {
  /** Operations started per second, whatever the ones in flight are doing. */
  ratePerSecond: number
  /** Stop when this many are in flight at once: the target fell behind the rate (`fellBehind`). */
  maxInFlight: number
}

/**
 * Starts `operation` on a fixed schedule (open loop) for `seconds`, then waits for those in flight.
 * A latency runs from the operation's scheduled start, so a late start (the event loop or the
 * connection pool was busy) counts against it instead of hiding.
 */
export async function runOpenLoop(options: OpenLoopOptions): Promise<ClosedLoopOutcome> {
  const latenciesMs: number[] = []
  const failures = new FailureTally()
  const inFlight = new Set<Promise<void>>()
  const intervalMs = 1000 / options.ratePerSecond
  const total = Math.max(1, Math.floor(options.ratePerSecond * options.seconds))
  let stoppedEarly: string | undefined
  let fellBehind: FellBehind | undefined
  const start = performance.now()

  const launch = (scheduledAt: number) => {
    const running = options.operation().then(
      () => {
        latenciesMs.push(performance.now() - scheduledAt)
      },
      (error: unknown) => {
        failures.add(options.classifyFailure(error), error)
        if (failures.total >= options.maxFailures) stoppedEarly ??= `${failures.total} operations failed`
      },
    )
    inFlight.add(running)
    void running.finally(() => inFlight.delete(running))
  }

  for (let index = 0; index < total && stoppedEarly === undefined; index += 1) {
    if (options.signal?.aborted) {
      stoppedEarly = 'interrupted'
      break
    }
    const scheduledAt = start + index * intervalMs
    const wait = scheduledAt - performance.now()
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait))
    if (inFlight.size >= options.maxInFlight) {
      fellBehind = { afterSeconds: (performance.now() - start) / 1000, inFlight: inFlight.size }
      break
    }
    launch(scheduledAt)
  }
  await Promise.all(inFlight)
  return {
    completed: latenciesMs.length,
    latenciesMs,
    elapsedSeconds: (performance.now() - start) / 1000,
    failures: failures.byLabel,
    stoppedEarly,
    fellBehind,
  }
}
