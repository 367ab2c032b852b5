import { once } from 'node:events'
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { keepConnectionsAfterRefusals } from '../../src/db/lost-connections.js'
import { rowsOf } from '../helpers/stored-data.js'
import { createTestDatabase, dropSleepingTransaction } from '../helpers/test-database.js'

type Connection = Awaited<ReturnType<typeof createTestDatabase>>

const onPostgres = Boolean(process.env.DATABASE_URL)

/**
 * PostgreSQL can drop a connection in the middle of a transaction (a restart, a failover, an
 * operator's `pg_terminate_backend`). The transaction fails; the process goes on serving. Vitest
 * fails the run on an uncaught exception, which is what such a drop used to raise.
 */
describe.runIf(onPostgres)('a connection PostgreSQL drops', () => {
  let connection: Connection
  beforeAll(async () => {
    connection = await createTestDatabase()
  })
  afterAll(() => connection.close())

  it('fails the transaction it was in, and the next one gets a new connection', async () => {
    const dropped = connection.db.transaction(async (tx) => {
      await tx.execute(sql`select txid_current()`)
      await tx.execute(sql`select pg_sleep(5)`)
    })
    const outcome = dropped.then(
      () => 'committed',
      () => 'failed',
    )
    await dropSleepingTransaction(connection.db)
    expect(await outcome).toBe('failed')
    const next = await connection.db.transaction(async (tx) => tx.execute(sql`select 1 as one`))
    expect((next as { rows: { one: number }[] }).rows).toEqual([{ one: 1 }])
  })
})

describe.runIf(onPostgres)('a statement PostgreSQL refuses', () => {
  let connection: Connection
  beforeAll(async () => {
    connection = await createTestDatabase()
  })
  afterAll(() => connection.close())

  const backend = async () =>
    (await rowsOf<{ pid: number }>(connection.db, sql`select pg_backend_pid() as pid`))[0]!.pid

  it('fails alone: its connection stays open for the next statement', async () => {
    const before = await backend()
    await expect(connection.db.execute(sql`select 1 / 0`)).rejects.toMatchObject({ cause: { code: '22012' } })
    expect(await backend()).toBe(before)
  })

  it('in a transaction its text began, gets the next statement a connection outside any transaction', async () => {
    const before = await backend()
    // A text of several statements runs as one simple query, not as a prepared statement.
    await expect(connection.execute('begin; select 1 / 0')).rejects.toMatchObject({ code: '22012' })
    // On the aborted transaction's connection, it would fail (25P02).
    expect(await backend()).not.toBe(before)
  })

  it('in a transaction its text began, is told from one alone when the server answers in pieces', async () => {
    // Each server message in a read of its own, as a slow or loaded machine can deliver them: the
    // error first, then the ReadyForQuery that says whether a transaction is left open.
    const proxy = await messageByMessageProxy(new URL(connection.url!))
    const pool = new pg.Pool({ connectionString: proxy.url, max: 1 })
    keepConnectionsAfterRefusals(pool)
    try {
      const pid = async () =>
        (await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid
      const first = await pid()
      await expect(pool.query('begin; select 1 / 0')).rejects.toMatchObject({ code: '22012' })
      const second = await pid()
      expect(second).not.toBe(first)
      await expect(pool.query('select 1 / 0')).rejects.toMatchObject({ code: '22012' })
      expect(await pid()).toBe(second)
    } finally {
      await pool.end()
      await proxy.close()
    }
  })

  it('that ends its connection, as a terminated backend does, gets the next statement a new one', async () => {
    const before = await backend()
    const sleeping = connection.db.execute(sql`select pg_sleep(5)`).then(
      () => 'answered',
      () => 'failed',
    )
    await vi.waitFor(
      async () => {
        const terminated = await rowsOf(
          connection.db,
          sql`select pg_terminate_backend(pid)
            from pg_stat_activity where datname = current_database() and query like 'select pg_sleep%'`,
        )
        expect(terminated).toHaveLength(1)
      },
      { timeout: 5_000, interval: 20 },
    )
    expect(await sleeping).toBe('failed')
    const after = await backend()
    expect(after).not.toBe(before)
    expect(await backend()).toBe(after)
  })
})

/** A PostgreSQL protocol message: a type byte, then its length (itself included) in four bytes. */
const MESSAGE_HEADER_BYTES = 5

/**
 * A TCP proxy to `server` that passes what the client sends as it comes, and hands the server's
 * answers on one protocol message at a time, each a few milliseconds after the last, so the client
 * reads each one on its own.
 */
async function messageByMessageProxy(server: URL): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>()
  const proxy: Server = createServer((client) => {
    const upstream = connect(Number(server.port || 5432), server.hostname)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('error', () => undefined).on('close', () => sockets.delete(socket))
    }
    // Without Nagle's algorithm, which would hold a small write back until the last is acknowledged.
    client.setNoDelay(true)
    client.pipe(upstream)
    client.on('close', () => upstream.destroy())
    let pending = Buffer.alloc(0)
    let sending = Promise.resolve()
    upstream.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk])
      while (pending.length >= MESSAGE_HEADER_BYTES) {
        const end = 1 + pending.readUInt32BE(1)
        if (pending.length < end) break
        const message = pending.subarray(0, end)
        pending = pending.subarray(end)
        sending = sending.then(async () => {
          await sleep(2)
          client.write(message)
        })
      }
    })
    upstream.on('close', () => void sending.then(() => client.end()))
  })
  proxy.listen(0, '127.0.0.1')
  await once(proxy, 'listening')
  const url = new URL(server)
  url.host = `127.0.0.1:${(proxy.address() as AddressInfo).port}`
  return {
    url: url.toString(),
    close: async () => {
      for (const socket of sockets) socket.destroy()
      proxy.close()
      await once(proxy, 'close')
    },
  }
}
