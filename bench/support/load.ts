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
  /** Why the loop ended before its deadline, if it did. */
  stoppedEarly: string | undefined
}

/** Runs `operation` back to back on `concurrency` workers until the time, count or failure limit. */
export async function runClosedLoop(options: ClosedLoopOptions): Promise<ClosedLoopOutcome> {
  const latenciesMs: number[] = []
  const failures = new Map<string, FailureCount>()
  let started = 0
  let failed = 0
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
        failed += 1
        const label = options.classifyFailure(error)
        const entry = failures.get(label)
        if (entry) {
          entry.count += 1
        } else {
          failures.set(label, { count: 1, example: error instanceof Error ? error.message : String(error) })
        }
        if (failed >= options.maxFailures) stoppedEarly = `${failed} operations failed`
      }
    }
  }

  await Promise.all(Array.from({ length: options.concurrency }, () => worker()))
  return {
    completed: latenciesMs.length,
    latenciesMs,
    elapsedSeconds: (performance.now() - start) / 1000,
    failures,
    stoppedEarly,
  }
}
