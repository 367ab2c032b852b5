import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { genericPlan } from '../helpers/generic-plan.js'
import { buildTestApp, type TestApp } from '../helpers/test-app.js'

const statements: string[] = []
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ onStatement: (text) => statements.push(text) })
})

const BACKLOG_ROWS = 5000

/**
 * A backlog the worker has drained: rows queued for a client, analyzed while they were still due
 * (statistics that say most of the log waits), then delivered. Retries (`attempts` 1), so the
 * insert trigger queues them.
 */
async function logDrainedBacklog() {
  const { db } = t.database
  await db.execute(sql`insert into webhook_deliveries (client_id, environment, id, event_id, payment_id,
      identity_id, discriminator, flavor, payload, status, attempts, next_attempt_at, is_replay,
      created_at, updated_at)
    select 'backlog-client', 'sandbox', 'backlog-delivery-' || n, 'backlog-event-' || n,
      'backlog-payment-' || n, 'backlog-identity', 'captured', 'default', '{}'::jsonb, 'failed', 1,
      now(), false, now(), now()
    from generate_series(1, ${BACKLOG_ROWS}::int) as n`)
  await db.execute(sql`analyze webhook_deliveries, webhook_delivery_queue`)
  await db.execute(sql`update webhook_deliveries set status = 'delivered', next_attempt_at = null
    where client_id = 'backlog-client'`)
  await db.execute(sql`delete from webhook_delivery_queue where delivery_id like 'backlog-delivery-%'`)
}

describe('the delivery worker’s claim', () => {
  it('reads the rows it claims, not the whole log, on the plan PostgreSQL caches for it', async () => {
    await logDrainedBacklog()
    statements.length = 0
    const now = new Date()
    const leaseUntil = new Date(now.getTime() + 60_000)
    const { repository } = t.app.webhookDelivery
    expect(await repository.claimDue(t.database.db, now, leaseUntil, 'lease', 512)).toEqual([])
    const claim = statements.find((text) =>
      /^\s*with claimed as \(\s*update webhook_delivery_queue\b/.test(text),
    )
    expect(claim).toBeDefined()

    const plan = await genericPlan(t.database.db, claim!, [
      leaseUntil.toISOString(),
      'lease',
      now.toISOString(),
      512,
    ])
    expect(plan, plan).not.toContain('Seq Scan on webhook_deliveries')
    expect(plan, plan).toMatch(/(using|on) webhook_deliveries_pkey\b/)
  })
})
