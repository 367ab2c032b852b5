import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectDatabase } from '../../src/db/client.js'
import { executeRaw, rawSql } from '../../src/db/raw-sql.js'
import { lockStatements } from '../../src/db/statement-batches.js'
import { createLedgerRepository } from '../../src/modules/accounts/ledger/ledger.repository.js'
import type { Tenant } from '../../src/shared/tenant.js'
import { genericPlan } from '../helpers/generic-plan.js'
import { createTestDatabase } from '../helpers/test-database.js'

type Connection = Awaited<ReturnType<typeof createTestDatabase>>

/**
 * The money path's statements find ledger accounts by id from an array. They run as prepared
 * statements, which keep one generic plan made without knowing the array's length: an `id = any(…)`
 * filter then plans for ten ids, and on a table of a few pages scans it, reading every account,
 * live or dead, on each capture. Each account must be one index lookup whatever the table's size,
 * which takes both a lookup per id and the application's price for a random page read
 * (src/db/planner-costs.ts).
 */
const ACCOUNTS = 250
const tenant: Tenant = { clientId: randomUUID(), environment: 'sandbox' }
const ids = Array.from({ length: ACCOUNTS }, () => randomUUID())
const ledger = createLedgerRepository()

let connection: Connection
beforeAll(async () => {
  connection = await createTestDatabase()
  await executeRaw(
    connection.db,
    rawSql`insert into ledger_accounts
        (client_id, environment, id, kind, currency, balance, held, is_frozen, created_at)
      select ${tenant.clientId}, ${tenant.environment}, id, 'ACCOUNT', 'USD', 100, 0, false, now()
      from unnest(${ids}::text[]) as ids(id)`,
  )
  await connection.execute('analyze ledger_accounts')
})
afterAll(() => connection.close())

const moved = [
  { accountId: ids[7]!, delta: '-10' },
  { accountId: ids[3]!, delta: '10' },
]

const onPostgres = Boolean(process.env.DATABASE_URL)

describe("the planner costs of the application's sessions", () => {
  const randomPageCost = async (db: Connection['db']) =>
    (await executeRaw<{ cost: string }>(db, rawSql`select current_setting('random_page_cost') as cost`))[0]!
      .cost

  it('price a random page read as on SSD', async () => {
    expect(await randomPageCost(connection.db)).toBe('1.1')
  })

  it.runIf(onPostgres)('leave a price the operator set alone', async () => {
    const url = new URL(connection.url!)
    url.searchParams.set('options', '-c random_page_cost=2')
    const tuned = await connectDatabase({ databaseUrl: url.toString(), dataDir: '' })
    try {
      expect(await randomPageCost(tuned.db)).toBe('2')
    } finally {
      await tuned.close()
    }
  })
})

describe('ledger accounts found by id on the money path', () => {
  it('are looked up by index in a transfer guard, a frozen check and a batch lock', async () => {
    const statements = [
      rawSql`select ${ledger.transferStillAllowed(tenant, moved)}`,
      rawSql`select ${ledger.noneFrozen(tenant, [ids[5]!, ids[9]!])}`,
      ...lockStatements([{ locks: [ledger.rowLocks(moved.map(({ accountId }) => accountId))] }]),
    ]
    for (const statement of statements) {
      const plan = await genericPlan(connection.db, statement.text(), statement.values)
      expect(plan, plan).toContain('Index Scan using ledger_accounts_pkey')
      expect(plan, plan).not.toContain('Seq Scan on ledger_accounts')
    }
  })

  it('still decide as before: a transfer within the balance passes and one beyond it does not', async () => {
    const guard = async (deltas: typeof moved) =>
      (
        await executeRaw<{ allowed: boolean }>(
          connection.db,
          rawSql`select ${ledger.transferStillAllowed(tenant, deltas)} as allowed`,
        )
      )[0]!.allowed
    expect(await guard(moved)).toBe(true)
    expect(await guard([{ accountId: ids[7]!, delta: '-100.01' }, moved[1]!])).toBe(false)
    expect(await guard([{ accountId: randomUUID(), delta: '10' }, moved[0]!])).toBe(false)

    const noneFrozen = async (accountIds: string[]) =>
      (
        await executeRaw<{ allowed: boolean }>(
          connection.db,
          rawSql`select ${ledger.noneFrozen(tenant, accountIds)} as allowed`,
        )
      )[0]!.allowed
    expect(await noneFrozen([ids[5]!, ids[9]!])).toBe(true)
    expect(await noneFrozen([ids[5]!, randomUUID()])).toBe(false)
    await connection.db.execute(sql`update ledger_accounts set is_frozen = true where id = ${ids[9]!}`)
    expect(await noneFrozen([ids[5]!, ids[9]!])).toBe(false)
  })
})
