// `npm start`'s prestart: rebuilds dist/ only when a source file is newer than the build, so a
// start after an unchanged checkout goes straight to the compiled server.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const BUILD_OUTPUT = join('dist', 'src', 'server.js')
const INPUTS = ['src', 'tsconfig.json', 'tsconfig.build.json', 'package.json']

/** The newest modification time among the build's inputs (a folder's counts: it changes when a file is removed). */
function newestInput(path) {
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestInput(join(path, name))),
    stats.mtimeMs,
  )
}

/** Why the build must run again, or undefined when it is up to date. */
function staleReason() {
  if (!existsSync(BUILD_OUTPUT)) return `${BUILD_OUTPUT} is missing`
  const built = statSync(BUILD_OUTPUT).mtimeMs
  const changed = INPUTS.filter((input) => existsSync(input) && newestInput(input) > built)
  return changed.length > 0 ? `${changed.join(', ')} changed since the last build` : undefined
}

const reason = staleReason()
if (process.argv.includes('--check')) {
  console.log(reason === undefined ? 'fresh' : `stale: ${reason}`)
} else if (reason === undefined) {
  console.log('build is up to date')
} else {
  console.log(`rebuilding: ${reason}`)
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' })
  process.exit(build.status ?? 1)
}
