import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import type { Logger } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { keepConnectionsAfterRefusals, surviveLostConnections } from './lost-connections.js'
import { nameEmbeddedStatements } from './embedded-statements.js'
import { nameStatements } from './named-statements.js'
import { PLANNER_COSTS_SQL, setPlannerCosts } from './planner-costs.js'
import { COLUMN_CASING } from './raw-sql.js'
import { registerStatementBatcher, StatementBatcher } from './statement-batches.js'
import { registerUnlockedReader, unlockedReadsOnly } from './unlocked-reader.js'
import * as schema from './schema.js'

export type Schema = typeof schema
/** A database handle or an open transaction: repositories accept either. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>

/**
 * Told of a statement the application runs, with its parameters where the query builder sent it (a
 * batch's statements and the unlocked reader's come without).
 */
export type StatementListener = (sql: string, params?: readonly unknown[]) => void

export interface DatabaseConnection {
  readonly db: Database
  readonly kind: 'postgres' | 'embedded'
  /** Runs raw SQL (health checks, test set-up). */
  execute(sql: string): Promise<void>
  /**
   * Runs `task` while holding a PostgreSQL advisory lock on one dedicated connection, so processes
   * sharing the database take turns. The embedded database has a single process: no lock needed.
   */
  exclusively<T>(lockKey: number, task: () => Promise<T>): Promise<T>
  /**
   * Runs `task` with a session of its own, for commands that take session settings and cannot run in
   * a transaction (VACUUM). On PostgreSQL the session is closed afterwards, so its settings go with
   * it; the embedded database has one session.
   */
  inOwnSession<T>(task: (execute: (sql: string) => Promise<void>) => Promise<T>): Promise<T>
  /**
   * Calls `onNotify` for each NOTIFY on `channel` (sent by other transactions at their commit), until
   * the returned function is called. On PostgreSQL one dedicated connection listens, and is opened
   * again after a failure; a notification sent while it was down is lost, so listeners keep a slow
   * poll as a safety net.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

/** Extensions the embedded database must load before the migrations that use them. */
const embeddedExtensions = { pg_trgm, unaccent }

/**
 * PostgreSQL when a URL is given (production, several processes), otherwise the embedded
 * PGlite: real PostgreSQL compiled to WebAssembly, on disk under `dataDir`, or in memory when
 * `dataDir` is 'memory://'. Both speak the same SQL and run the same migrations.
 */
export async function connectDatabase(options: {
  databaseUrl?: string | undefined
  dataDir: string
  poolSize?: number
  /** Told of each SQL statement the application runs (BEGIN and COMMIT aside): statement budgets. */
  onStatement?: StatementListener
}): Promise<DatabaseConnection> {
  const { onStatement } = options
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 20 })
    surviveLostConnections(pool)
    keepConnectionsAfterRefusals(pool)
    nameStatements(pool)
    setPlannerCosts(pool)
    const db = withUnlockedReader(onStatement, (logger) =>
      drizzlePostgres(pool, { schema, casing: COLUMN_CASING, logger }),
    )
    const batcher = StatementBatcher.open(options.databaseUrl, db, onStatement)
    registerStatementBatcher(db, batcher)
    return {
      db,
      kind: 'postgres',
      execute: async (sql) => {
        await pool.query(sql)
      },
      exclusively: async (lockKey, task) => {
        const lockConnection = await pool.connect()
        try {
          await lockConnection.query('select pg_advisory_lock($1)', [lockKey])
          return await task()
        } finally {
          await lockConnection.query('select pg_advisory_unlock($1)', [lockKey]).catch(() => undefined)
          lockConnection.release()
        }
      },
      inOwnSession: async (task) => {
        const session = await pool.connect()
        try {
          return await task(async (sql) => {
            await session.query(sql)
          })
        } finally {
          session.release(true)
        }
      },
      listen: (channel, onNotify) => listenOnPostgres(options.databaseUrl!, channel, onNotify),
      close: async () => {
        await batcher.close()
        await pool.end()
      },
    }
  }
  // The database gets its own folder: DATA_DIR also holds the token secret and the pid file.
  const location = options.dataDir === 'memory://' ? options.dataDir : join(options.dataDir, 'pgdata')
  const client = await PGlite.create(location, { extensions: embeddedExtensions })
  await client.query(PLANNER_COSTS_SQL)
  // PGlite's session sends its client every DEBUG3 message and logs every DEBUG1 one (a message for
  // each parse and bind, among others), which costs each statement its formatting and parsing.
  await client.exec('set client_min_messages = notice; set log_min_messages = warning')
  nameEmbeddedStatements(client)
  const db = withUnlockedReader(onStatement, (logger) =>
    drizzlePglite(client, { schema, casing: COLUMN_CASING, logger }),
  )
  return {
    db,
    kind: 'embedded',
    execute: async (sql) => {
      await client.exec(sql)
    },
    exclusively: (_lockKey, task) => task(),
    inOwnSession: (task) =>
      task(async (sql) => {
        await client.exec(sql)
      }),
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    close: () => client.close(),
  }
}

/**
 * The application's handle, opened by `open` with the statement log, and beside it, on the same
 * connections, its unlocked reader (db/unlocked-reader.ts).
 */
function withUnlockedReader(
  onStatement: StatementListener | undefined,
  open: (logger: Logger | false) => unknown,
): Database {
  const db = open(onStatement ? { logQuery: onStatement } : false) as Database
  registerUnlockedReader(db, open(unlockedReadsOnly(onStatement)) as Database)
  return db
}

const RELISTEN_AFTER_MS = 1000

async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined
  let stopped = false
  let retry: NodeJS.Timeout | undefined

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString })
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify()
    })
    next.on('error', () => {
      void next.end().catch(() => undefined)
      if (client === next) client = undefined
      scheduleReconnect()
    })
    await next.connect()
    await next.query(`listen ${pg.escapeIdentifier(channel)}`)
    if (stopped) {
      await next.end()
      return
    }
    client = next
    // Whatever was queued while no connection listened is picked up now.
    onNotify()
  }

  function scheduleReconnect(): void {
    if (stopped || retry) return
    retry = setTimeout(() => {
      retry = undefined
      connect().catch(scheduleReconnect)
    }, RELISTEN_AFTER_MS)
    retry.unref()
  }

  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    await client?.end().catch(() => undefined)
  }
}
