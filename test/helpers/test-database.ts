import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { expect, vi } from 'vitest'
import { connectDatabase, type DatabaseConnection, type StatementListener } from '../../src/db/client.js'
import { migrateDatabase } from '../../src/db/migrate.js'

/** `url` names the PostgreSQL database, for a session of a test's own; undefined on PGlite. */
export type TestDatabase = DatabaseConnection & { url: string | undefined }

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by DATABASE_URL (created here, dropped on close).
 */
export async function createTestDatabase(
  options: { onStatement?: StatementListener } = {},
): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) {
    const connection = await connectDatabase({ dataDir: 'memory://', ...options })
    await migrateDatabase(connection)
    return { ...connection, url: undefined }
  }
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  await adminQuery(serverUrl, `create database ${name}`)
  const url = withDatabase(serverUrl, name)
  const connection = await connectDatabase({ databaseUrl: url, dataDir: '', poolSize: 30, ...options })
  await migrateDatabase(connection)
  return {
    ...connection,
    url,
    close: async () => {
      await connection.close()
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`)
    },
  }
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/**
 * Drops, as PostgreSQL would on a restart, the connection of the transaction that is asleep in
 * `pg_sleep` (a backend with a transaction id), once there is one: at most 5 s.
 */
export async function dropSleepingTransaction(db: DatabaseConnection['db']): Promise<void> {
  await vi.waitFor(
    async () => {
      const result = await db.execute(sql`select pg_terminate_backend(pid)
        from pg_stat_activity where datname = current_database() and backend_xid is not null
          and query like '%pg_sleep%'`)
      expect((result as { rows: unknown[] }).rows).toHaveLength(1)
    },
    { timeout: 5_000, interval: 20 },
  )
}
