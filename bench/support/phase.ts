import { CallRecorder, classifyHttpFailure } from './api.js'
import { joinedCpuUse, startCpuMeter, type CpuSources, type CpuUse } from './cpu.js'
import { runClosedLoop, runOpenLoop, type ClosedLoopOutcome, type FailureCount } from './load.js'
import type { Figure, ScenarioContext } from './scenario.js'
import type { ServerLogSummary } from './server-process.js'
import { summarizeLatencies } from './stats.js'

const MAX_OPERATIONS = 5_000_000
const MAX_FAILURES = 1_000

/** One measured phase: the loop's outcome and every HTTP call it made. */
export interface MeasuredPhase {
  /** Names the phase in figures, e.g. `P2P` or `P2P at half load`. */
  name: string
  loop: ClosedLoopOutcome
  recorder: CallRecorder
  /** Operations completed before the measurement (warm-up), which also changed the database. */
  unmeasured: number
  /** Where the measured part's CPU went, when the phase was given its sources (Linux only). */
  cpu?: CpuUse | undefined
}

/** Builds one operation that records its calls in `recorder`. */
export type Operation = (recorder: CallRecorder) => () => Promise<void>

/** A closed-loop phase: `concurrency` operations in flight, each starting as the last one ends. */
export interface ClosedLoopPhase {
  name: string
  concurrency: number
  operation: Operation
  cpu?: CpuSources
}

/**
 * Closed loop: a warm-up of BENCH_WARMUP_SECONDS (thrown away), then BENCH_SECONDS measured, with
 * `concurrency` operations in flight. A phase cut short by failures fails the scenario.
 */
export async function measureClosedLoop(
  context: ScenarioContext,
  phase: ClosedLoopPhase,
): Promise<MeasuredPhase> {
  const [measured] = await measureClosedLoopsInTurns(context, [phase], 1)
  return measured!
}

/**
 * Several closed loops measured in turns, for a ratio between them: each is warmed up, then they
 * take `turns` turns each of BENCH_SECONDS / `turns`, one after the other, and each phase's figures
 * are its turns together. The machine's speed drifts over tens of seconds (its neighbours' load);
 * two phases measured one after the other can land on different speeds, while turns of a few
 * seconds spread the drift over both.
 */
export async function measureClosedLoopsInTurns(
  context: ScenarioContext,
  phases: readonly ClosedLoopPhase[],
  turns: number,
): Promise<MeasuredPhase[]> {
  const { seconds, warmupSeconds } = context.settings
  const loop = (
    phase: ClosedLoopPhase,
    phaseSeconds: number,
    recorder: CallRecorder,
    spent = { operations: 0, failures: 0 },
  ) =>
    runClosedLoop({
      concurrency: phase.concurrency,
      seconds: phaseSeconds,
      maxOperations: MAX_OPERATIONS - spent.operations,
      maxFailures: MAX_FAILURES - spent.failures,
      operation: phase.operation(recorder),
      signal: context.signal,
      classifyFailure: classifyHttpFailure(phase.name),
    })
  const unmeasured: number[] = []
  for (const phase of phases) {
    if (warmupSeconds === 0) {
      unmeasured.push(0)
      continue
    }
    context.log(`${phase.name}: warming up for ${warmupSeconds} s`)
    const warmUp = await loop(phase, warmupSeconds, new CallRecorder())
    if (warmUp.stoppedEarly) throw new Error(`${phase.name} warm-up stopped early: ${warmUp.stoppedEarly}`)
    unmeasured.push(warmUp.completed)
  }
  const names = phases.map((phase) => phase.name).join(', ')
  const concurrency = [...new Set(phases.map((phase) => phase.concurrency))].join(', ')
  context.log(
    turns === 1
      ? `${names}: measuring for ${seconds} s at concurrency ${concurrency}`
      : `${names}: measuring in ${turns} turns of ${seconds / turns} s each at concurrency ${concurrency}`,
  )
  const recorders = phases.map(() => new CallRecorder())
  const taken: { loop: ClosedLoopOutcome; cpu: CpuUse | undefined }[][] = phases.map(() => [])
  const measuredPhase = (index: number): MeasuredPhase => ({
    name: phases[index]!.name,
    loop: joinedLoops(taken[index]!.map((turn) => turn.loop)),
    recorder: recorders[index]!,
    unmeasured: unmeasured[index]!,
    cpu: joinedCpuUse(taken[index]!.map((turn) => ({ use: turn.cpu, seconds: turn.loop.elapsedSeconds }))),
  })
  for (let turn = 0; turn < turns; turn += 1) {
    for (const [index, phase] of phases.entries()) {
      const cpu = phase.cpu && startCpuMeter(phase.cpu)
      // The phase's caps hold for its turns together, as for one loop.
      const measured = await loop(phase, seconds / turns, recorders[index]!, spentBy(taken[index]!))
      taken[index]!.push({ loop: measured, cpu: cpu?.() })
      // A turn cut short voids its phase: fail now rather than run the other turns.
      if (measured.stoppedEarly) checked(measuredPhase(index))
    }
  }
  return phases.map((_, index) => checked(measuredPhase(index)))
}

/** Operations started and failures so far in a phase's turns. */
function spentBy(turns: readonly { loop: ClosedLoopOutcome }[]): { operations: number; failures: number } {
  const failures = turns.reduce((sum, { loop }) => sum + failureCount(loop), 0)
  return { operations: failures + turns.reduce((sum, { loop }) => sum + loop.completed, 0), failures }
}

const failureCount = (loop: ClosedLoopOutcome) =>
  [...loop.failures.values()].reduce((sum, failure) => sum + failure.count, 0)

/** One closed loop's outcome from its turns: their operations, time and failures added up. */
function joinedLoops(turns: readonly ClosedLoopOutcome[]): ClosedLoopOutcome {
  if (turns.length === 1) return turns[0]!
  const failures = new Map<string, FailureCount>()
  for (const turn of turns) {
    for (const [label, { count, example }] of turn.failures) {
      const seen = failures.get(label)
      failures.set(label, { count: (seen?.count ?? 0) + count, example: seen?.example ?? example })
    }
  }
  return {
    completed: turns.reduce((sum, turn) => sum + turn.completed, 0),
    latenciesMs: turns.flatMap((turn) => turn.latenciesMs),
    elapsedSeconds: turns.reduce((sum, turn) => sum + turn.elapsedSeconds, 0),
    failures,
    stoppedEarly: turns.find((turn) => turn.stoppedEarly)?.stoppedEarly,
  }
}

/** The open loop at half load may queue this many times the closed loop's clients before it gives up. */
export const HALF_LOAD_MAX_IN_FLIGHT_FACTOR = 4

/**
 * Open loop: operations start at `ratePerSecond` for BENCH_SECONDS however long each takes, so the
 * latencies are those a client sees at that load rather than at saturation. When `maxInFlight`
 * are in flight at once the phase ends there and says so in its figures (`fellBehind`): one stall
 * of the target is then a result to read, not a reason to throw away the scenario's other figures.
 */
export async function measureOpenLoop(
  context: ScenarioContext,
  phase: { name: string; ratePerSecond: number; maxInFlight: number; operation: Operation; cpu?: CpuSources },
): Promise<MeasuredPhase> {
  const { seconds } = context.settings
  context.log(`${phase.name}: ${phase.ratePerSecond.toFixed(1)} operations/s for ${seconds} s`)
  const recorder = new CallRecorder()
  const cpu = phase.cpu && startCpuMeter(phase.cpu)
  const loop = await runOpenLoop({
    ratePerSecond: phase.ratePerSecond,
    maxInFlight: phase.maxInFlight,
    seconds,
    maxFailures: MAX_FAILURES,
    operation: phase.operation(recorder),
    signal: context.signal,
    classifyFailure: classifyHttpFailure(phase.name),
  })
  return checked({ name: phase.name, loop, recorder, unmeasured: 0, cpu: cpu?.() })
}

function checked(phase: MeasuredPhase): MeasuredPhase {
  const problem = phase.loop.stoppedEarly
    ? `stopped early: ${phase.loop.stoppedEarly}`
    : phase.loop.completed === 0
      ? 'no operation completed'
      : undefined
  if (problem) throw new Error(`${phase.name} ${problem}\n${failureNotes([phase]).join('\n')}`.trim())
  return phase
}

export function throughput(phase: MeasuredPhase): number {
  return phase.loop.completed / phase.loop.elapsedSeconds
}

/**
 * Operations and their rate, HTTP responses per second, operation latency (first request sent to
 * last response read), p50/p99 of each call kind in `calls`, and errors.
 */
export function phaseFigures(phase: MeasuredPhase, unit: string, calls: readonly string[] = []): Figure[] {
  const { name, loop, recorder } = phase
  const latency = summarizeLatencies(loop.latenciesMs)
  const errors = failureCount(loop)
  const rows: Figure[] = [
    { label: `${name} ${unit} completed`, value: loop.completed },
    { label: `${name} throughput`, value: throughput(phase), unit: `${unit}/s`, digits: 1 },
  ]
  if (calls.length > 1) {
    rows.push({
      label: `${name} HTTP requests`,
      value: recorder.responses / loop.elapsedSeconds,
      unit: 'requests/s',
      digits: 1,
    })
  }
  rows.push(
    { label: `${name} latency mean`, value: latency.meanMs, unit: 'ms', digits: 2 },
    { label: `${name} latency p50`, value: latency.p50Ms, unit: 'ms', digits: 2 },
    { label: `${name} latency p99`, value: latency.p99Ms, unit: 'ms', digits: 2 },
    { label: `${name} latency max`, value: latency.maxMs, unit: 'ms', digits: 2 },
  )
  if (calls.length > 1) {
    for (const kind of calls) {
      const samples = recorder.latenciesMs.get(kind)
      if (!samples?.length) continue
      const call = summarizeLatencies(samples)
      rows.push(
        { label: `${name} ${kind} call p50`, value: call.p50Ms, unit: 'ms', digits: 2 },
        { label: `${name} ${kind} call p99`, value: call.p99Ms, unit: 'ms', digits: 2 },
      )
    }
  }
  rows.push({ label: `${name} errors`, value: errors })
  if (loop.fellBehind) rows.push(fellBehindFigure(phase))
  if (phase.cpu) rows.push(...cpuFigures(name, phase.cpu, loop.completed, unit))
  return rows
}

/**
 * CPU per operation of the server, PostgreSQL and the load generator, and how busy the cores were:
 * a phase whose cores were not all busy waited on something other than CPU.
 */
function cpuFigures(name: string, cpu: CpuUse, completed: number, unit: string): Figure[] {
  const perOperation = (part: string, ms: number): Figure => ({
    label: `${name} CPU per ${unit.replace(/s$/, '')}, ${part}`,
    value: ms / completed,
    unit: 'ms',
    digits: 3,
  })
  return [
    perOperation('server', cpu.serverMs),
    ...(cpu.postgresMs === undefined ? [] : [perOperation('PostgreSQL', cpu.postgresMs)]),
    perOperation('load generator', cpu.loadGeneratorMs),
    { label: `${name} machine busy`, value: cpu.machineBusyPercent, unit: '% of all cores' },
  ]
}

/** When an open loop fell behind its schedule, as a figure (phaseFigures, a scenario's summary). */
export function fellBehindFigure({ name, loop }: MeasuredPhase): Figure {
  const { afterSeconds, inFlight } = loop.fellBehind!
  return {
    label: `${name} fell behind: ${inFlight} in flight after`,
    value: afterSeconds,
    unit: 's',
    digits: 1,
  }
}

/** One note per kind of failure, with its count and first message, and one per phase that fell behind. */
export function failureNotes(phases: readonly MeasuredPhase[]): string[] {
  return phases.flatMap(({ name, loop }) => [
    ...[...loop.failures].map(
      ([label, { count, example }]) => `${name}: ${count} × ${label}, e.g. ${JSON.stringify(example)}`,
    ),
    ...(loop.fellBehind
      ? [
          `${name}: ended after ${loop.fellBehind.afterSeconds.toFixed(1)} s, when ${loop.fellBehind.inFlight} ` +
            'operations were in flight at once (the server fell behind the rate); its figures cover that time',
        ]
      : []),
  ])
}

/** The server's warn/error log lines during a run, as figures and a note with examples. */
export function serverLogFigures(name: string, log: ServerLogSummary): { rows: Figure[]; notes: string[] } {
  return {
    rows: [
      { label: `${name} log warnings`, value: log.warnings },
      { label: `${name} log errors`, value: log.errors },
    ],
    notes: log.examples.map((example) => `${name} logged: ${JSON.stringify(example)}`),
  }
}
