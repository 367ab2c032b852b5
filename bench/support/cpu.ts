import { readdirSync, readFileSync } from 'node:fs'

/**
 * Where a measured phase's CPU went, read from Linux's /proc at its start and end: the server under
 * load (its whole process group: supervisor, API processes, background workers), the PostgreSQL
 * backends of its database, and the bench process itself (the load generator), with how busy the
 * machine's cores were. A ratio says how far a figure is from the ceiling; this says whether the
 * phase ran out of cores or waited on something while cores were free.
 */
export interface CpuSources {
  /** The server's process group (its supervisor's pid: the bench starts it as a group leader). */
  serverGroup: number
  /** The database whose PostgreSQL backends count; none for the embedded database. */
  databaseName?: string
}

/** A server's sources: its process group and, on PostgreSQL, the database `databaseUrl` names. */
export function serverCpuSources(serverGroup: number, databaseUrl?: string): CpuSources {
  if (databaseUrl === undefined) return { serverGroup }
  return { serverGroup, databaseName: decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) }
}

/** CPU milliseconds each part used in the phase, and the machine's busy share of its cores. */
export interface CpuUse {
  serverMs: number
  postgresMs: number | undefined
  loadGeneratorMs: number
  machineBusyPercent: number
}

/** Linux reports process times in USER_HZ ticks, 100 a second on every architecture Node runs on. */
const MS_PER_TICK = 10

interface Snapshot {
  /** CPU ticks so far, by pid, of the processes that count, by part. */
  server: Map<number, number>
  postgres: Map<number, number>
  loadGenerator: NodeJS.CpuUsage
  machine: { busy: number; total: number }
}

/**
 * Starts measuring; the function it returns ends the measurement. Undefined where /proc is not
 * there (not Linux), so a report leaves the figures out rather than printing wrong ones. A process
 * that ends during the phase is not counted; one that starts during it counts from its start.
 */
export function startCpuMeter(sources: CpuSources): () => CpuUse | undefined {
  const before = snapshot(sources)
  return () => {
    if (!before) return undefined
    const after = snapshot(sources)
    if (!after) return undefined
    const used = (start: Map<number, number>, end: Map<number, number>) =>
      [...end].reduce((sum, [pid, ticks]) => sum + ticks - (start.get(pid) ?? 0), 0) * MS_PER_TICK
    const loadGenerator = process.cpuUsage(before.loadGenerator)
    return {
      serverMs: used(before.server, after.server),
      postgresMs: sources.databaseName === undefined ? undefined : used(before.postgres, after.postgres),
      loadGeneratorMs: (loadGenerator.user + loadGenerator.system) / 1000,
      machineBusyPercent:
        (100 * (after.machine.busy - before.machine.busy)) / (after.machine.total - before.machine.total),
    }
  }
}

/**
 * One phase's CPU use from its turns (bench/support/phase.ts): the milliseconds added up, the
 * machine's busy share weighted by each turn's length. Undefined if any turn has no figures.
 */
export function joinedCpuUse(
  turns: readonly { use: CpuUse | undefined; seconds: number }[],
): CpuUse | undefined {
  if (turns.length === 1) return turns[0]!.use
  if (turns.some((turn) => turn.use === undefined)) return undefined
  const measured = turns as readonly { use: CpuUse; seconds: number }[]
  const sum = (part: (use: CpuUse) => number) => measured.reduce((total, turn) => total + part(turn.use), 0)
  const seconds = measured.reduce((total, turn) => total + turn.seconds, 0)
  return {
    serverMs: sum((use) => use.serverMs),
    postgresMs: measured[0]!.use.postgresMs === undefined ? undefined : sum((use) => use.postgresMs ?? 0),
    loadGeneratorMs: sum((use) => use.loadGeneratorMs),
    machineBusyPercent:
      measured.reduce((total, turn) => total + turn.use.machineBusyPercent * turn.seconds, 0) / seconds,
  }
}

function snapshot(sources: CpuSources): Snapshot | undefined {
  let machine: Snapshot['machine']
  try {
    machine = machineTicks(readFileSync('/proc/stat', 'utf8'))
  } catch {
    return undefined
  }
  const server = new Map<number, number>()
  const postgres = new Map<number, number>()
  // A backend's title: `postgres: <user> <database> <client> <activity>`.
  const database = sources.databaseName && ` ${sources.databaseName} `
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const pid = Number(entry)
    // A process may end between the listing and the read: it no longer counts.
    try {
      const stat = processStat(readFileSync(`/proc/${pid}/stat`, 'utf8'))
      if (stat.group === sources.serverGroup) server.set(pid, stat.ticks)
      else if (database && isBackendOf(readFileSync(`/proc/${pid}/cmdline`, 'utf8'), database)) {
        postgres.set(pid, stat.ticks)
      }
    } catch {
      continue
    }
  }
  return { server, postgres, loadGenerator: process.cpuUsage(), machine }
}

const isBackendOf = (title: string, database: string) =>
  title.startsWith('postgres: ') && title.includes(database)

/** Process group and user + system ticks from a /proc/<pid>/stat line (fields after the name). */
function processStat(line: string): { group: number; ticks: number } {
  // The name, in parentheses, may hold spaces and parentheses itself: split after its last ')'.
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ')
  return { group: Number(fields[2]), ticks: Number(fields[11]) + Number(fields[12]) }
}

/** All cores' ticks from /proc/stat's first line; busy is all but idle and I/O wait (a VM's steal counts). */
function machineTicks(text: string): { busy: number; total: number } {
  const ticks = text.slice(0, text.indexOf('\n')).split(/\s+/).slice(1, 9).map(Number)
  const total = ticks.reduce((sum, value) => sum + value, 0)
  return { busy: total - ticks[3]! - ticks[4]!, total }
}
