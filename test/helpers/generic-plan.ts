import { sql } from 'drizzle-orm'
import type { Database } from '../../src/db/client.js'
import { isPlannedForItsValues } from '../../src/db/named-statements.js'
import { executeRaw, RawSql } from '../../src/db/raw-sql.js'

/** `value` as a literal for `EXECUTE`'s arguments; PostgreSQL casts it to the parameter's type. */
function literal(value: unknown): string {
  if (Array.isArray(value)) return literal(`{${value.map((item) => `"${String(item)}"`).join(',')}}`)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return `'${String(value).replace(/'/g, "''")}'`
}

/**
 * The plan PostgreSQL caches for the statement `text` once it has run a few times: the generic one,
 * made without knowing its parameters' values, which are `params` here. `EXPLAIN`'s text.
 */
export function genericPlan(db: Database, text: string, params: readonly unknown[]): Promise<string> {
  return planWith(db, 'force_generic_plan', text, params)
}

/**
 * The plan the engine's statement `text` runs with on PostgreSQL: the generic one (above), or for a
 * statement planned for its values (`plannedForItsValues`) the one made for `params`.
 */
export function planAsRun(
  db: Database,
  text: string,
  params: readonly unknown[],
  options: PlanOptions = {},
): Promise<string> {
  const mode = isPlannedForItsValues(text) ? 'force_custom_plan' : 'force_generic_plan'
  return planWith(db, mode, text, params, options)
}

interface PlanOptions {
  /**
   * False to plan as if reading the whole table were dear: a test's table of a few hundred rows is
   * read whole faster than through any index, and the plan then shows only what an index can serve.
   */
  seqScan?: boolean
}

async function planWith(
  db: Database,
  mode: 'force_generic_plan' | 'force_custom_plan',
  text: string,
  params: readonly unknown[],
  options: PlanOptions = {},
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local plan_cache_mode = ${mode}`))
    if (options.seqScan === false) await tx.execute(sql.raw('set local enable_seqscan = off'))
    await tx.execute(sql.raw(`prepare planned as ${text}`))
    try {
      const rows = await executeRaw<{ 'QUERY PLAN': string }>(
        tx,
        new RawSql([`explain execute planned(${params.map(literal).join(', ')})`], []),
      )
      return rows.map((row) => row['QUERY PLAN']).join('\n')
    } finally {
      await tx.execute(sql`deallocate planned`)
    }
  })
}
