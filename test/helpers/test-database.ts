import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { connectDatabase, type DatabaseConnection } from '../../src/db/client.js'
import { migrateDatabase } from '../../src/db/migrate.js'

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by DATABASE_URL (created here, dropped on close).
 */
export async function createTestDatabase(
  options: { onStatement?: (sql: string) => void } = {},
): Promise<DatabaseConnection & { url: string | undefined }> {
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
