import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { appendFile, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import { promisify } from 'node:util'
import type { Figure, ScenarioResult } from './scenario.js'

const run = promisify(execFile)

export interface RunInfo {
  date: string
  commit: string
  machine: string
}

export interface ReportedScenario {
  name: string
  description: string
  result: ScenarioResult
}

const RESULTS_HEADER = `# Benchmark results

Append-only log of \`npm run bench\`: every run adds one section at the end with its date, commit,
machine and the figures of each scenario it ran. Past sections are never edited; compare runs by
reading down, and compare only runs on the same machine. What the figures mean: [README.md](README.md).
`

export async function collectRunInfo(postgresVersion: string): Promise<RunInfo> {
  const cpus = os.cpus()
  const model = cpus[0]?.model.trim() ?? 'unknown CPU'
  const memoryGiB = (os.totalmem() / 1024 ** 3).toFixed(1)
  return {
    date: new Date().toISOString(),
    commit: await describeCommit(),
    machine: [
      `${cpus.length} cores, ${model}, ${memoryGiB} GiB, Node ${process.version}, PostgreSQL ${postgresVersion}`,
      pageCacheWriteback(),
    ]
      .filter(Boolean)
      .join(', '),
  }
}

/**
 * When Linux writes dirty pages back, as /proc/sys/vm says: past a size, or once they are old. Where
 * the size is never reached, the page cache goes to the disk every so many seconds at once, and the
 * commits beside it wait: the largest windows of the half-load tail (decision 0019, "The half-load
 * windows and the kernel's writeback"). Undefined where /proc is not there.
 */
function pageCacheWriteback(): string | undefined {
  const setting = (name: string) => Number(readFileSync(`/proc/sys/vm/${name}`, 'utf8'))
  try {
    const bytes = setting('dirty_background_bytes')
    const size =
      bytes > 0 ? `${(bytes / 1024 ** 2).toFixed(0)} MiB` : `${setting('dirty_background_ratio')} % of memory`
    return `dirty pages written back past ${size} or after ${setting('dirty_expire_centisecs') / 100} s`
  } catch {
    return undefined
  }
}

/** `abc1234`, with a suffix when the working tree differs from it; read-only git calls. */
async function describeCommit(): Promise<string> {
  try {
    const { stdout: head } = await run('git', ['rev-parse', '--short', 'HEAD'])
    // --no-optional-locks: never take the index lock other processes in this tree may need.
    const { stdout: status } = await run('git', ['--no-optional-locks', 'status', '--porcelain'])
    return status.trim() === '' ? head.trim() : `${head.trim()} (uncommitted changes)`
  } catch {
    return 'unknown (not a git checkout)'
  }
}

export function renderSection(info: RunInfo, scenarios: readonly ReportedScenario[]): string {
  const lines = [`## ${info.date}`, '', `- Commit: ${info.commit}`, `- Machine: ${info.machine}`, '']
  for (const { name, description, result } of scenarios) {
    lines.push(`### ${name}`, '', description, '')
    lines.push(`Settings: ${result.settings.map((s) => `${s.label} ${formatValue(s)}`).join(', ')}`, '')
    lines.push(...renderTable(result.rows), '')
    for (const table of result.tables ?? []) {
      lines.push(`#### ${table.heading}`, '', ...renderTable(table.rows), '')
    }
    for (const note of result.notes ?? []) lines.push(`- ${note}`)
    if (result.notes?.length) lines.push('')
  }
  return lines.join('\n')
}

/** A markdown table padded into columns, so it reads the same in a terminal and in the file. */
function renderTable(rows: readonly Figure[]): string[] {
  const cells = rows.map((row) => [row.label, formatValue(row)] as const)
  const labelWidth = Math.max('Figure'.length, ...cells.map(([label]) => label.length))
  const valueWidth = Math.max('Value'.length, ...cells.map(([, value]) => value.length))
  return [
    `| ${'Figure'.padEnd(labelWidth)} | ${'Value'.padStart(valueWidth)} |`,
    `| ${'-'.repeat(labelWidth)} | ${'-'.repeat(valueWidth - 1)}: |`,
    ...cells.map(([label, value]) => `| ${label.padEnd(labelWidth)} | ${value.padStart(valueWidth)} |`),
  ]
}

export function formatValue(figure: Figure): string {
  const digits = figure.digits ?? 0
  const text =
    typeof figure.value === 'number'
      ? figure.value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
      : figure.value
  return figure.unit ? `${text} ${figure.unit}` : text
}

/** Appends a section, creating the file with its header the first time. */
export async function appendResults(path: string, section: string): Promise<void> {
  const existing = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined
    throw error
  })
  if (existing === undefined) {
    await writeFile(path, `${RESULTS_HEADER}\n${section}`, 'utf8')
    return
  }
  await appendFile(path, `${existing.endsWith('\n') ? '' : '\n'}\n${section}`, 'utf8')
}
