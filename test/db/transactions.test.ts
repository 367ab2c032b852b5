import { eq, sql } from 'drizzle-orm'
import { pgTable, text } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/client.js'
import { preparedPerConnection } from '../../src/db/prepared.js'
import { rawSql } from '../../src/db/raw-sql.js'
import {
  checkAtCommit,
  executeWithPendingWrites,
  optimistically,
  transaction,
  writeAtCommit,
  writeNow,
} from '../../src/db/transactions.js'
import { createTestDatabase } from '../helpers/test-database.js'

type Connection = Awaited<ReturnType<typeof createTestDatabase>>

const probe = pgTable('held_writes_probe', { id: text('id').primaryKey(), note: text('note').notNull() })
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

describe('work decided without locks (optimistically)', () => {
  const underLocks = async () => 'decided again under locks'
  const noteOf = async (id: string) =>
    rowsOf<{ note: string }>(await db.execute(sql`select note from held_writes_probe where id = ${id}`))[0]
      ?.note

  it('commits its writes in one statement with its checks, with no transaction around it', async () => {
    statements.length = 0
    const outcome = await optimistically(
      db,
      async (reader) => {
        const seen = await ids(reader)
        checkAtCommit(
          reader,
          rawSql`(select count(*) = 1 from (select 1 from held_writes_probe where id = 'a1' for update) as locked)`,
        )
        await writeAtCommit(reader, insert('g1'), insert('g2'))
        return seen.includes('g1') ? 'saw its own write' : 'decided on the rows as read'
      },
      underLocks,
    )
    expect(outcome).toBe('decided on the rows as read')
    expect(statements.some(isTransactionControl)).toBe(false)
    expect(statements).toHaveLength(2) // the read, then the checks and both writes together
    expect(await ids()).toEqual(expect.arrayContaining(['g1', 'g2']))
  })

  it('writes nothing and decides again under locks when a check no longer holds', async () => {
    const outcome = await optimistically(
      db,
      async (reader) => {
        await writeAtCommit(reader, insert('h1'))
        checkAtCommit(reader, rawSql`(select count(*) = 1 from held_writes_probe where id = 'a1')`)
        checkAtCommit(reader, rawSql`(select note = 'changed' from held_writes_probe where id = 'a2')`)
        return 'committed'
      },
      underLocks,
    )
    expect(outcome).toBe('decided again under locks')
    expect(await ids()).not.toContain('h1')
  })

  it('decides again under locks, having written nothing, when its work locks, writes at once or opens a transaction', async () => {
    const attempts: ((reader: Database) => Promise<unknown>)[] = [
      (reader) => reader.execute(sql`select id from held_writes_probe where id = 'a1' for update`),
      (reader) => reader.execute(sql`update held_writes_probe set note = 'changed' where id = 'a1'`),
      (reader) => writeNow(reader, insert('i2')),
      (reader) => transaction(reader, (tx) => writeAtCommit(tx, insert('i3'))),
    ]
    for (const attempt of attempts) {
      const outcome = await optimistically(
        db,
        async (reader) => {
          await writeAtCommit(reader, insert('i1'))
          await attempt(reader)
          return 'committed'
        },
        underLocks,
      )
      expect(outcome).toBe('decided again under locks')
    }
    expect(await ids()).not.toEqual(expect.arrayContaining(['i1']))
    expect(await ids()).not.toEqual(expect.arrayContaining(['i2']))
    expect(await ids()).not.toEqual(expect.arrayContaining(['i3']))
    expect(await noteOf('a1')).toBe('x')
  })

  it('prepares a statement once for all its units of work, on the reader that lets only plain reads through', async () => {
    const builds: Database[] = []
    const noteForUpdate = preparedPerConnection((executor) => {
      builds.push(executor)
      return executor
        .select({ note: probe.note })
        .from(probe)
        .where(eq(probe.id, sql.placeholder('id')))
        .for('update')
        .prepare('held_writes_probe_note_for_update')
    })
    const lockingRead = (executor: Database) => noteForUpdate(executor).execute({ id: 'a1' })
    for (let unit = 0; unit < 3; unit += 1) {
      const outcome = await optimistically(
        db,
        async (reader) => {
          await lockingRead(reader)
          return 'committed'
        },
        underLocks,
      )
      expect(outcome).toBe('decided again under locks') // each unit's lock refused by the reader's log
    }
    expect(builds).toHaveLength(1)
    // The database's own handle may lock, and has a statement of its own.
    expect(await lockingRead(db)).toEqual([{ note: 'x' }])
    expect(builds).toHaveLength(2)
  })

  it('fails with the database error when its statement fails for another reason than a check', async () => {
    await expect(
      optimistically(
        db,
        (reader) => writeAtCommit(reader, insert('j1'), insert('a1')),
        async () => undefined,
      ),
    ).rejects.toMatchObject({ cause: { code: '23505' } })
    expect(await ids()).not.toContain('j1')
  })
})
