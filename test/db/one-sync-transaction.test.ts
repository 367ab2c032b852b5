import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { isRefusal } from '../../src/db/lost-connections.js'
import { statementName } from '../../src/db/named-statements.js'
import { runInOneSync } from '../../src/db/one-sync-transaction.js'
import { createTestDatabase, dropSleepingTransaction } from '../helpers/test-database.js'

type Connection = Awaited<ReturnType<typeof createTestDatabase>>

const onPostgres = Boolean(process.env.DATABASE_URL)

/** The transaction each probe row was written in, by its label. */
type Written = Map<string, string>

/** Statements sent in one Sync on a pipelining connection, as the statement batcher sends them. */
describe.runIf(onPostgres)('a transaction in one Sync', () => {
  let connection: Connection
  let client: pg.Client
  beforeAll(async () => {
    connection = await createTestDatabase()
    await connection.execute(`create table sync_probe (label text primary key, txid text not null)`)
  })
  afterAll(() => connection.close())
  beforeEach(async () => {
    await connection.execute('truncate sync_probe')
    client = new pg.Client({ connectionString: connection.url, pipeline: true })
    // As the batcher's connection does: a lost connection fails what it was running, nothing else.
    client.on('error', () => undefined)
    await client.connect()
  })
  afterEach(() => client.end())

  const write = (label: string) => ({
    text: 'insert into sync_probe values ($1, txid_current()::text)',
    values: [label],
  })

  async function written(): Promise<Written> {
    const result = await connection.db.execute(sql`select label, txid from sync_probe`)
    const rows = (result as { rows: { label: string; txid: string }[] }).rows
    return new Map(rows.map((row) => [row.label, row.txid]))
  }

  it('commits its statements in one transaction', async () => {
    expect(await runInOneSync(client, [write('a'), write('b'), write('c')])).toEqual({ committed: true })
    const rows = await written()
    expect([...rows.keys()].sort()).toEqual(['a', 'b', 'c'])
    expect(new Set(rows.values()).size).toBe(1)
  })

  it('rolls every statement back at the first refusal, and leaves the connection ready', async () => {
    const outcome = await runInOneSync(client, [write('a'), write('a'), write('b')])
    expect(outcome).toMatchObject({ committed: false, reason: { code: '23505' } })
    expect(await written()).toEqual(new Map())
    expect(client.getTransactionStatus()).toBe('I')
    await runInOneSync(client, [write('c')])
    expect([...(await written()).keys()]).toEqual(['c'])
  })

  it('sends nothing when a value cannot be mapped, and leaves the connection ready', async () => {
    const circular: Record<string, unknown> = {}
    circular.self = circular
    const outcome = await runInOneSync(client, [write('a'), { text: 'select $1::jsonb', values: [circular] }])
    expect(outcome.committed).toBe(false)
    expect(await written()).toEqual(new Map())
    expect(await runInOneSync(client, [write('b')])).toEqual({ committed: true })
  })

  it('maps array values as the driver does', async () => {
    await runInOneSync(client, [
      {
        text: 'insert into sync_probe select label, txid_current()::text from unnest($1::text[]) as label',
        values: [['x', 'y']],
      },
    ])
    expect([...(await written()).keys()].sort()).toEqual(['x', 'y'])
  })

  it('refuses a statement that does not parse, and parses its text again next time', async () => {
    const broken = { text: 'insert into sync_probe_missing values ($1)', values: ['a'] }
    const first = await runInOneSync(client, [write('a'), broken])
    // The Parse ahead failed on its own Sync; the transaction's Bind then found no such statement.
    expect(first).toMatchObject({ committed: false, reason: { code: '26000' } })
    expect(await written()).toEqual(new Map())
    await connection.execute('create table sync_probe_missing (label text)')
    try {
      // The failed Parse was forgotten: the text is parsed again, now that its table exists.
      expect(await runInOneSync(client, [write('b'), broken])).toEqual({ committed: true })
      expect([...(await written()).keys()]).toEqual(['b'])
    } finally {
      await connection.execute('drop table sync_probe_missing')
    }
  })

  it('runs two transactions sent one behind the other, each on its own', async () => {
    const outcomes = await Promise.all([
      runInOneSync(client, [write('a'), write('a')]),
      runInOneSync(client, [write('b'), write('c')]),
    ])
    expect(outcomes.map((outcome) => outcome.committed)).toEqual([false, true])
    const rows = await written()
    expect([...rows.keys()].sort()).toEqual(['b', 'c'])
    expect(rows.get('b')).toBe(rows.get('c'))
  })

  it('fails with what ended the connection when it is lost', async () => {
    // Caught at once: the transaction may fail before the drop below returns.
    const sleeping = runInOneSync(client, [write('a'), { text: 'select pg_sleep($1)', values: [5] }]).catch(
      (error: unknown) => error,
    )
    await dropSleepingTransaction(connection.db)
    const lost = await sleeping
    expect(lost).toBeInstanceOf(Error)
    expect(isRefusal(lost)).toBe(false)
    expect(await written()).toEqual(new Map())
  })

  // Last in the file: once the process has named all the texts it names, new ones stay unnamed.
  describe('beyond the texts the process names', () => {
    beforeAll(() => {
      for (let filler = 0; statementName(`select ${filler}`) !== undefined; filler += 1);
    })

    const unnamedWrite = (label: string, marker: string) => {
      const text = `insert into sync_probe values ($1, txid_current()::text) -- ${marker}`
      expect(statementName(text)).toBeUndefined()
      return { text, values: [label] }
    }

    it('parses each unnamed statement inside the transaction and commits it with the named ones', async () => {
      const outcome = await runInOneSync(client, [
        write('a'),
        unnamedWrite('b', 'first unnamed'),
        unnamedWrite('c', 'second unnamed'),
      ])
      expect(outcome).toEqual({ committed: true })
      const rows = await written()
      expect([...rows.keys()].sort()).toEqual(['a', 'b', 'c'])
      expect(new Set(rows.values()).size).toBe(1)
    })

    it('rolls back when an unnamed statement does not parse, and leaves the connection ready', async () => {
      const outcome = await runInOneSync(client, [
        write('a'),
        { text: 'insert into sync_probe_nowhere values ($1)', values: ['b'] },
      ])
      expect(outcome).toMatchObject({ committed: false, reason: { code: '42P01' } })
      expect(await written()).toEqual(new Map())
      expect(await runInOneSync(client, [unnamedWrite('c', 'after the refusal')])).toEqual({
        committed: true,
      })
      expect([...(await written()).keys()]).toEqual(['c'])
    })
  })
})
