import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { DecisionInputsMemo } from '../../src/db/decision-inputs.js'
import { optimistically } from '../../src/db/transactions.js'
import type { Tenant } from '../../src/shared/tenant.js'
import { createIdentity, identityBody } from '../helpers/factories.js'
import { createPayment, openAccount, p2pBody, topUp, type OpenedAccount } from '../helpers/payments.js'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'

/**
 * The tenant's decision-inputs version (migration 0016, src/db/decision-inputs.ts): what a process
 * remembers of rules, lineage and accounts is good only while it has not moved, so every change
 * to them must move it, and a payment, which changes none of them, must not.
 */
let t: TestApp
let api: ApiCaller
let parent: { id: string }
let child: { id: string }
let account: OpenedAccount
let other: OpenedAccount
let payee: OpenedAccount

beforeAll(async () => {
  t = await buildTestApp()
  api = await t.newClient('sandbox')
  parent = await createIdentity(api)
  child = await createIdentity(api)
  account = await openAccount(api, child.id, 'CLP')
  other = await openAccount(api, parent.id, 'CLP')
  payee = await openAccount(api, parent.id, 'CLP')
  await topUp(api, account, '1000')
})

async function version(): Promise<bigint> {
  const result = await t.database.db.execute(
    sql`select coalesce((select version from decision_inputs_versions
      where client_id = ${api.credentials.clientId} and environment = 'sandbox'), 0)::text as version`,
  )
  return BigInt((result as { rows: { version: string }[] }).rows[0]!.version)
}

/** Whether `change` moved the tenant's version. */
async function moves(change: () => Promise<{ statusCode: number; body: string }>): Promise<boolean> {
  const before = await version()
  const response = await change()
  expect(response.statusCode, response.body).toBeLessThan(300)
  return (await version()) !== before
}

describe('the decision-inputs version', () => {
  it('moves with every change to rules', async () => {
    const body = {
      type: 'FEE',
      identityId: child.id,
      overwrites: false,
      feeRule: { feeType: 'PERCENTAGE', value: '1' },
    }
    let ruleId = ''
    expect(
      await moves(async () => {
        const created = await api.post('/rules', body)
        ruleId = created.json().id
        return created
      }),
    ).toBe(true)
    expect(await moves(() => api.delete(`/rules/${ruleId}`))).toBe(true)
  })

  it('moves when an identity gains a parent or is deactivated', async () => {
    expect(await moves(() => api.post(`/identities/${parent.id}/children`, { children: [child.id] }))).toBe(
      true,
    )
    expect(await moves(() => api.patch(`/identities/${parent.id}/deactivate`))).toBe(true)
    expect(await moves(() => api.patch(`/identities/${parent.id}/reactivate`))).toBe(true)
  })

  it('moves when an account is blocked, and when it is activated again', async () => {
    expect(await moves(() => api.patch(`/accounts/${other.id}`, { status: 'BLOCKED' }))).toBe(true)
    expect(await moves(() => api.patch(`/accounts/${other.id}`, { status: 'ACTIVE' }))).toBe(true)
  })

  it('stays where it is while payments move money, identities and accounts are opened', async () => {
    expect(
      await moves(async () => {
        const payment = await createPayment(api, p2pBody(account, payee, '10'))
        return api.post(`/payments/${payment.id}/captured`, {})
      }),
    ).toBe(false)
    expect(await moves(() => api.post('/identities', identityBody()))).toBe(false)
    expect(
      await moves(() => api.post('/accounts', { identityId: child.id, type: 'CHECKING', currency: 'CLP' })),
    ).toBe(false)
  })

  it('stays where it is while accounts are renamed and profiles edited: names decide nothing', async () => {
    expect(await moves(() => api.patch(`/accounts/${account.id}`, { name: 'Renamed while paying' }))).toBe(
      false,
    )
    expect(await moves(() => api.patch(`/accounts/${account.id}`, { externalId: 'ext-renamed' }))).toBe(false)
    expect(await moves(() => api.patch(`/identities/${child.id}`, { name: 'Edited', nickname: 'ed' }))).toBe(
      false,
    )
    // Setting a status to the one it has changes nothing either.
    expect(await moves(() => api.patch(`/accounts/${payee.id}`, { status: 'ACTIVE' }))).toBe(false)
  })
})

describe('what a process remembers of the decision inputs', () => {
  const tenant: Tenant = { clientId: 'memo-probe', environment: 'sandbox' }
  /**
   * What guarded work recalls of `keys`. The versions given to `remember` are made up, so its
   * statement's check then fails and it is decided again under locks: only the recall counts here.
   */
  async function recalled(memo: DecisionInputsMemo<string>, keys: string[]) {
    let values: string[] | undefined
    await optimistically(
      t.database.db,
      async (reader) => {
        values = memo.recall(reader, tenant, keys)
      },
      async () => undefined,
    )
    return values
  }

  it('is recalled only at the version the process last read for the tenant', async () => {
    const accountsSeen = new DecisionInputsMemo<string>()
    const rulesSeen = new DecisionInputsMemo<string>()
    accountsSeen.remember(t.database.db, tenant, 'a', 'account a', '7')
    accountsSeen.remember(t.database.db, tenant, 'b', 'account b', '7')
    expect(await recalled(accountsSeen, ['a', 'b'])).toEqual(['account a', 'account b'])
    // Another read, of any module's inputs, saw them change: what was read before is read again.
    rulesSeen.remember(t.database.db, tenant, 'identity', 'rules', '8')
    expect(await recalled(accountsSeen, ['a'])).toBeUndefined()
    accountsSeen.remember(t.database.db, tenant, 'a', 'account a, again', '8')
    expect(await recalled(accountsSeen, ['a'])).toEqual(['account a, again'])
    expect(await recalled(accountsSeen, ['a', 'b'])).toBeUndefined()
  })
})
