import { expect } from 'vitest'
import type { Minor } from '../../src/shared/money.js'
import type { Tenant } from '../../src/shared/tenant.js'
import type { ApiCaller, TestApp } from './test-app.js'

export const tenantOf = (caller: ApiCaller): Tenant => ({
  clientId: caller.credentials.clientId,
  environment: caller.environment,
})

/** Money arriving from outside the platform (what a rail top-up posts): CLEARING → account. */
export async function fund(
  t: TestApp,
  caller: ApiCaller,
  accountId: string,
  currency: string,
  amount: Minor,
) {
  const { db } = t.database
  const tenant = tenantOf(caller)
  await db.transaction(async (tx) => {
    const clearing = await t.app.services.ledger.systemAccount(tx, tenant, 'CLEARING', currency)
    await t.app.services.ledger.transfer(tx, tenant, {
      description: 'test funding',
      postings: [
        { accountId: clearing, currency, amount: -amount },
        { accountId, currency, amount },
      ],
    })
  })
}

/** The same checks as `npm run cli -- ledger verify`, over the whole test database. */
export async function expectLedgerConsistent(t: TestApp): Promise<void> {
  expect(await t.app.services.ledger.verify(t.database.db)).toEqual([])
}
