import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const dataDir = mkdtempSync(join(tmpdir(), 'payments-cli-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** Runs `npm run cli -- …` the way an operator does, on an embedded database of its own. */
async function cli(...args: string[]): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run('npx', ['tsx', 'src/cli.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', TOKEN_SECRET: '' },
    })
    return { code: 0, stdout }
  } catch (error) {
    const failed = error as { code: number; stdout: string }
    return { code: failed.code, stdout: failed.stdout }
  }
}

describe('operator CLI', () => {
  it('creates a client and prints its credentials', async () => {
    const { code, stdout } = await cli('clients', 'create', '--name', 'Acme')
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toEqual({
      clientId: expect.any(String),
      clientSecret: expect.any(String),
      apiKey: expect.any(String),
    })
  })

  it('verifies the ledger: exit 0 when every invariant holds, 1 with the violations listed otherwise', async () => {
    const clean = await cli('ledger', 'verify')
    expect(clean).toEqual({ code: 0, stdout: 'ledger verified: every invariant holds\n' })

    const database = await PGlite.create(join(dataDir, 'pgdata'))
    await database.exec(`insert into ledger_accounts (client_id, environment, id, kind, currency, balance, held, is_frozen, created_at)
      values ('c', 'sandbox', 'broken', 'ACCOUNT', 'USD', 10, 0, false, now())`)
    await database.close()
    const broken = await cli('ledger', 'verify')
    expect(broken.code).toBe(1)
    expect(broken.stdout).toContain('VIOLATION cached balance differs from the sum of postings: broken')
  })

  it('runs one pass of the webhook delivery worker with webhooks deliver --once', async () => {
    const { code, stdout } = await cli('webhooks', 'deliver', '--once')
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toEqual({ claimed: 0, delivered: 0, failed: 0, skipped: 0 })
  })

  it('prints its usage for an unknown command', async () => {
    const { code, stdout } = await cli('launch', 'rockets')
    expect(code).toBe(2)
    expect(stdout).toContain('Usage: npm run cli')
  })
})
