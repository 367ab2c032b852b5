import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { migrate as migrateEmbedded } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import type { DatabaseConnection, Schema } from './client.js'

/** Any number stands for "this service's migrations"; processes starting together queue on it. */
const MIGRATION_LOCK_KEY = 7_402_113

/** The committed migrations folder, found from this file whether it runs from src/ or dist/. */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  while (!existsSync(join(dir, 'migrations', 'meta'))) {
    const parent = dirname(dir)
    if (parent === dir) throw new Error('migrations folder not found')
    dir = parent
  }
  return join(dir, 'migrations')
}

/**
 * Applies pending migrations. On PostgreSQL an advisory lock serialises processes that start at the
 * same time, so a scaled-out deployment never runs the same migration twice.
 */
export async function migrateDatabase(connection: DatabaseConnection): Promise<void> {
  const migrationsFolderPath = migrationsFolder()
  if (connection.kind === 'embedded') {
    await migrateEmbedded(connection.db as unknown as PgliteDatabase<Schema>, {
      migrationsFolder: migrationsFolderPath,
    })
    return
  }
  await connection.exclusively(MIGRATION_LOCK_KEY, () =>
    migratePostgres(connection.db as unknown as NodePgDatabase<Schema>, {
      migrationsFolder: migrationsFolderPath,
    }),
  )
}
