import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The embedded database belongs to one process at a time: a second opener (another server, or the
 * CLI while the server runs) would corrupt it. A pid file claims the folder for this process.
 */
export function holdDataDirLock(dataDir: string): void {
  const file = join(dataDir, 'server.pid')
  const holder = readHolder(file)
  if (holder !== undefined && holder !== process.pid && isRunning(holder)) {
    throw new Error(
      `The embedded database in ${dataDir} is in use by process ${holder}. Stop it first, or use DATABASE_URL.`,
    )
  }
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(file, String(process.pid))
  process.once('exit', () => {
    if (readHolder(file) === process.pid) rmSync(file, { force: true })
  })
}

function readHolder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10)
    return Number.isSafeInteger(pid) ? pid : undefined
  } catch {
    return undefined
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
