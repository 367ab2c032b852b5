import { count, eq } from 'drizzle-orm'
import { connectDatabase } from '../../src/db/client.js'
import { createLedger } from '../../src/modules/accounts/index.js'
import { payments } from '../../src/modules/payments/payments.tables.js'
import { systemClock } from '../../src/shared/clock.js'
import type { DatabaseTarget } from './server-process.js'

/**
 * After the load, with the server stopped: the ledger's own `verify` (what `npm run cli -- ledger
 * verify` runs) must find nothing, and when every operation succeeded the database must hold
 * exactly `expectedReceived` RECEIVED payments. Either failure fails the scenario.
 */
export async function verifyAfterLoad(
  target: DatabaseTarget,
  expectedReceived: number | undefined,
): Promise<void> {
  const database = await connectDatabase(
    'databaseUrl' in target
      ? { databaseUrl: target.databaseUrl, dataDir: '' }
      : { databaseUrl: undefined, dataDir: target.dataDir },
  )
  try {
    const violations = await createLedger(systemClock).verify(database.db)
    if (violations.length > 0) {
      const sample = violations.slice(0, 10).map((v) => `${v.check}: ${v.detail}`)
      throw new Error(
        `ledger verify found ${violations.length} violations after the load:\n${sample.join('\n')}`,
      )
    }
    if (expectedReceived === undefined) return
    const [row] = await database.db
      .select({ total: count() })
      .from(payments)
      .where(eq(payments.status, 'RECEIVED'))
    if (row?.total !== expectedReceived) {
      throw new Error(
        `the database holds ${row?.total} RECEIVED payments, the load completed ${expectedReceived}`,
      )
    }
  } finally {
    await database.close()
  }
}
