import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/client.js'
import { rawSql } from '../../src/db/raw-sql.js'
import { executeWithPendingWrites, transaction, writeAtCommit } from '../../src/db/transactions.js'
import { createTestDatabase } from '../helpers/test-database.js'

type Connection = Awaited<ReturnType<typeof createTestDatabase>>

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows
const statements: string[] = []
let connection: Connection
let db: Database
beforeAll(async () => {
  connection = await createTestDatabase({ onStatement: (text) => statements.push(text) })
  db = connection.db
  await db.execute(sql`create table held_writes_probe (id text primary key, note text not null)`)
})
afterAll(() => connection.close())

const insert = (id: string, note = 'x') =>
  rawSql`insert into held_writes_probe (id, note) values (${id}, ${note})`
const ids = async (executor: Database = db) =>
  rowsOf<{ id: string }>(await executor.execute(sql`select id from held_writes_probe order by id`)).map(
    (row) => row.id,
  )
const isTransactionControl = (text: string) => /^\s*(begin|commit|rollback)\b/i.test(text)
const counted = async <T>(work: () => Promise<T>) => {
  statements.length = 0
  const result = await work()
  return { result, count: statements.filter((text) => !isTransactionControl(text)).length }
}

describe('writes held for the commit', () => {
  it('are sent in one statement at the end of the transaction, and commit with it', async () => {
    const { result, count } = await counted(() =>
      transaction(db, async (tx) => {
        await writeAtCommit(tx, insert('a1'), insert('a2'))
        await writeAtCommit(tx, insert('a3'))
        return ids(tx)
      }),
    )
    expect(result).toEqual([]) // not yet written while the work ran
    expect(count).toBe(2) // the read above, then the three writes together
    expect(await ids()).toEqual(['a1', 'a2', 'a3'])
  })

  it('ride along with the statement the transaction runs last', async () => {
    const { result, count } = await counted(() =>
      transaction(db, async (tx) => {
        await writeAtCommit(tx, insert('b1'))
        return executeWithPendingWrites<{ id: string }>(
          tx,
          rawSql`insert into held_writes_probe (id, note) values ('b2', 'x') returning id`,
        )
      }),
    )
    expect(result).toEqual([{ id: 'b2' }])
    expect(count).toBe(1)
    expect(await ids()).toEqual(['a1', 'a2', 'a3', 'b1', 'b2'])
  })

  it('are never written when the transaction fails, whether before the commit or in one of them', async () => {
    await expect(
      transaction(db, async (tx) => {
        await writeAtCommit(tx, insert('c1'))
        throw new Error('the business step refused')
      }),
    ).rejects.toThrow('the business step refused')
    await expect(
      transaction(db, async (tx) => {
        await writeAtCommit(tx, insert('c2'), insert('a1')) // a1 exists: the statement fails
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } })
    expect(await ids()).toEqual(['a1', 'a2', 'a3', 'b1', 'b2'])
  })

  it('run at once in a transaction that does not hold them', async () => {
    const seen = await db.transaction(async (tx) => {
      await writeAtCommit(tx, insert('d1'), insert('d2'))
      return ids(tx)
    })
    expect(seen).toContain('d1')
    expect(seen).toContain('d2')
  })
})
