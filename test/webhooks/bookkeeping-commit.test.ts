import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectDatabase, type Database, type DatabaseConnection } from '../../src/db/client.js'
import { buildTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
/** One session, so that what a statement leaves in it is seen by the next: PGlite has only one. */
let session: DatabaseConnection
beforeAll(async () => {
  t = await buildTestApp()
  session = t.database.url
    ? await connectDatabase({ databaseUrl: t.database.url, dataDir: '', poolSize: 1 })
    : t.database
})
afterAll(async () => {
  if (session !== t.database) await session.close()
})

async function synchronousCommit(db: Database): Promise<string> {
  const result = await db.execute(sql`select current_setting('synchronous_commit') as setting`)
  return (result as { rows: { setting: string }[] }).rows[0]!.setting
}

/** A retry due now (`attempts` 1, so the log's insert trigger queues it whatever the client's URL). */
async function queueDueDelivery(id: string) {
  await session.db.execute(sql`insert into webhook_deliveries (client_id, environment, id, event_id,
      payment_id, identity_id, discriminator, flavor, payload, status, attempts, next_attempt_at,
      is_replay, created_at, updated_at)
    values ('bookkeeping-client', 'sandbox', ${id}, ${`${id}-event`}, ${`${id}-payment`},
      'bookkeeping-identity', 'captured', 'default', '{}'::jsonb, 'failed', 1, now(), false, now(), now())`)
}

// PostgreSQL's WAL writer flushes such a commit within moments; the embedded database has none, so
// there an unflushed commit would wait for the next durable one, and a crash could take back
// deliveries made long before it.
const onPostgres = Boolean(process.env.DATABASE_URL)

describe('the delivery worker’s bookkeeping', () => {
  it(`commits its claims and outcomes ${onPostgres ? 'without waiting for the disk' : 'durably'}, and leaves the session as it was`, async () => {
    const { repository } = t.app.webhookDelivery
    const durable = await synchronousCommit(session.db)
    expect(durable).not.toBe('off')
    const bookkeeping = onPostgres ? 'off' : durable
    await queueDueDelivery('bookkeeping-delivery')
    const now = new Date()

    // Read inside the statement's transaction: the setting its commit will use.
    const claimed = await session.db.transaction(async (tx) => {
      const rows = await repository.claimDue(tx, now, new Date(now.getTime() + 60_000), 'lease', 10)
      expect(await synchronousCommit(tx)).toBe(bookkeeping)
      return rows
    })
    expect(claimed.map(({ id }) => id)).toEqual(['bookkeeping-delivery'])
    // A payment's statements that run next on the same session commit durably again.
    expect(await synchronousCommit(session.db)).toBe(durable)

    const delivered = {
      status: 'delivered' as const,
      httpStatus: 200,
      url: 'https://example.com/hooks',
      lastError: null,
      nextAttemptAt: null,
      attempted: true,
    }
    await session.db.transaction(async (tx) => {
      const kept = await repository.recordOutcomes(
        tx,
        'lease',
        [{ row: claimed[0]!, outcome: delivered }],
        now,
      )
      expect([...kept]).toEqual(['bookkeeping-delivery'])
      expect(await synchronousCommit(tx)).toBe(bookkeeping)
    })
    expect(await synchronousCommit(session.db)).toBe(durable)
  })
})
