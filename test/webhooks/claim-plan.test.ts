import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
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
 * insert trigger leaves them queued.
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
  await db.execute(sql`analyze webhook_deliveries`)
  await db.execute(sql`update webhook_deliveries set status = 'delivered', next_attempt_at = null
    where client_id = 'backlog-client'`)
}

interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  Plans?: PlanNode[]
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)]

/**
 * The plan PostgreSQL caches for `statement` once it has run a few times: the generic one, built
 * without the parameters' values, which are `args` (SQL literals) here.
 */
async function cachedPlan(statement: string, args: string): Promise<PlanNode[]> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`)
    await tx.execute(sql.raw(`prepare cached_plan as ${statement}`))
    try {
      const result = await tx.execute(sql.raw(`explain (format json) execute cached_plan(${args})`))
      const [row] = (result as { rows: Record<string, unknown>[] }).rows
      const json = Object.values(row!)[0]
      const [explained] = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[]
      return nodesOf(explained!.Plan)
    } finally {
      await tx.execute(sql`deallocate cached_plan`)
    }
  })
}

describe('the delivery worker’s claim', () => {
  it('reads the rows it claims, not the whole log, on the plan PostgreSQL caches for it', async () => {
    await logDrainedBacklog()
    statements.length = 0
    const now = new Date()
    const leaseUntil = new Date(now.getTime() + 60_000)
    const { repository } = t.app.webhookDelivery
    expect(await repository.claimDue(t.database.db, now, leaseUntil, 'lease', 512)).toEqual([])
    const claim = statements.find((text) => /^\s*update webhook_deliveries\b/.test(text))
    expect(claim).toBeDefined()

    const plan = await cachedPlan(
      claim!,
      `'${leaseUntil.toISOString()}', 'lease', '${now.toISOString()}', 512`,
    )
    const onTheLog = plan.filter((node) => node['Relation Name'] === 'webhook_deliveries')
    expect(onTheLog.map((node) => node['Node Type'])).not.toContain('Seq Scan')
    expect(plan.map((node) => node['Index Name'])).toContain('webhook_deliveries_pkey')
  })
})
