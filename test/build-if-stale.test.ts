import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'

// `npm start`'s prestart, run in a scratch project: it decides from file times whether to rebuild.
const run = promisify(execFile)
const SCRIPT = join(import.meta.dirname, '../scripts/build-if-stale.mjs')
const root = mkdtempSync(join(tmpdir(), 'build-if-stale-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const check = async () => (await run(process.execPath, [SCRIPT, '--check'], { cwd: root })).stdout.trim()
const at = (path: string, seconds: number) => utimesSync(join(root, path), seconds, seconds)

describe('prestart: build only when stale', () => {
  it('builds when there is no build, skips a fresh one, and rebuilds after a source change', async () => {
    mkdirSync(join(root, 'src/modules'), { recursive: true })
    writeFileSync(join(root, 'src/modules/a.ts'), 'export {}\n')
    writeFileSync(join(root, 'tsconfig.json'), '{}\n')
    for (const path of ['src/modules/a.ts', 'src/modules', 'src', 'tsconfig.json']) at(path, 1_000)
    expect(await check()).toBe('stale: dist/src/server.js is missing')

    mkdirSync(join(root, 'dist/src'), { recursive: true })
    writeFileSync(join(root, 'dist/src/server.js'), '\n')
    at('dist/src/server.js', 2_000)
    expect(await check()).toBe('fresh')

    at('src/modules/a.ts', 3_000)
    expect(await check()).toBe('stale: src changed since the last build')
  })
})
