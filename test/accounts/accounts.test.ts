import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isAccountNumber } from '../../src/modules/accounts/account-number.js'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'
import { createIdentity } from '../helpers/factories.js'
import { expectLedgerConsistent, fund, tenantOf } from '../helpers/ledger.js'
import { openAccount, topUp } from '../helpers/payments.js'

let t: TestApp
let api: ApiCaller
let owner: { id: string; name: string }
beforeAll(async () => {
  t = await buildTestApp()
  api = await t.newClient('sandbox')
  owner = await createIdentity(api, { name: 'Ana', lastname: 'Pérez' })
})
afterAll(async () => expectLedgerConsistent(t))

async function createAccount(caller: ApiCaller, body: Record<string, unknown>) {
  const response = await caller.post('/accounts', body)
  if (response.statusCode !== 200) throw new Error(response.body)
  return response.json()
}

describe('POST /accounts', () => {
  it('opens an ACTIVE account with zero balances, a check-digit account number and the owner as holder', async () => {
    const response = await api.post('/accounts', {
      identityId: owner.id,
      type: 'CHECKING',
      currency: 'CLP',
      externalId: 'ext-1',
    })
    expect(response.statusCode).toBe(200)
    const account = response.json()
    expect(account).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      identityId: owner.id,
      externalId: 'ext-1',
      type: 'CHECKING',
      custody: 'BANK_ACCOUNT',
      balance: '0',
      availableFunds: '0',
      currency: 'CLP',
      accountHolder: 'Ana Pérez',
      status: 'ACTIVE',
      parentId: '',
      subAccounts: { balance: '0', availableFunds: '0' },
    })
    expect(isAccountNumber(account.accountNumber)).toBe(true)
    expect((await api.get(`/accounts/${account.id}`)).json()).toEqual(account)
  })

  it('formats balances with the currency scale', async () => {
    const account = await createAccount(api, { identityId: owner.id, type: 'SAVINGS', currency: 'USD' })
    expect(account).toMatchObject({ balance: '0.00', availableFunds: '0.00' })
    const crypto = await createAccount(api, { identityId: owner.id, type: 'ASSET', currency: 'USDC' })
    expect(crypto.balance).toBe('0.000000')
  })

  it('stores a custody bank account', async () => {
    const custodyBankAccount = {
      accountNumber: '0001234567',
      bank: 'BANCO_CHILE',
      currency: 'CLP',
      typeAccount: 'CHECKING',
      country: 'CHL',
    }
    const account = await createAccount(api, {
      identityId: owner.id,
      type: 'CHECKING',
      currency: 'CLP',
      custody: 'BANK_ACCOUNT',
      custodyBankAccount,
    })
    expect(account.custodyBankAccount).toEqual(custodyBankAccount)
  })

  it.each([
    ['missing identityId', { type: 'CHECKING', currency: 'CLP' }, 'identityId'],
    ['missing type', { currency: 'CLP' }, 'type'],
    ['missing currency', { type: 'CHECKING' }, 'currency'],
    ['unknown type', { type: 'WALLET', currency: 'CLP' }, 'type'],
    ['unknown currency', { type: 'CHECKING', currency: 'ABC' }, 'currency'],
    ['lower-case currency', { type: 'CHECKING', currency: 'clp' }, 'currency'],
    ['unknown custody', { type: 'CHECKING', currency: 'CLP', custody: 'MATTRESS' }, 'custody'],
    [
      'custody bank account without bank',
      {
        type: 'CHECKING',
        currency: 'CLP',
        custodyBankAccount: { accountNumber: '1234', currency: 'CLP', country: 'CHL' },
      },
      'custodyBankAccount.bank',
    ],
    [
      'custody bank account country',
      {
        type: 'CHECKING',
        currency: 'CLP',
        custodyBankAccount: { accountNumber: '1234', bank: 'B', currency: 'CLP', country: 'ZZZ' },
      },
      'custodyBankAccount.country',
    ],
    [
      'unknown parent',
      { type: 'CHECKING', currency: 'CLP', parentId: '0123456789abcdef01234567' },
      'parentId',
    ],
    ['unknown field', { type: 'CHECKING', currency: 'CLP', balance: '100' }, 'balance'],
  ])('rejects %s with 400 naming the field and opens nothing', async (_case, body, field) => {
    const before = (await api.get('/accounts')).json().pagination.total
    const withOwner =
      'identityId' in body || _case === 'missing identityId' ? body : { identityId: owner.id, ...body }
    const response = await api.post('/accounts', withOwner)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.info.map((i: { field: string }) => i.field)).toContain(field)
    expect((await api.get('/accounts')).json().pagination.total).toBe(before)
  })

  it('rejects an owner that does not exist', async () => {
    const response = await api.post('/accounts', {
      identityId: '0123456789abcdef01234567',
      type: 'CHECKING',
      currency: 'CLP',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.info).toEqual([{ field: 'identityId', issue: 'identity not found' }])
  })
})

describe('sub-accounts', () => {
  it('aggregates the children’s balance and available funds on the parent', async () => {
    const parent = await createAccount(api, { identityId: owner.id, type: 'CHECKING', currency: 'MXN' })
    const childA = await createAccount(api, {
      identityId: owner.id,
      type: 'SAVINGS',
      currency: 'MXN',
      parentId: parent.id,
    })
    const childB = await createAccount(api, {
      identityId: owner.id,
      type: 'SAVINGS',
      currency: 'MXN',
      parentId: parent.id,
    })
    await fund(t, api, childA.id, 'MXN', 1050n)
    await fund(t, api, childB.id, 'MXN', 25n)
    const tenant = tenantOf(api)
    await t.database.db.transaction((tx) =>
      t.app.services.ledger.reserve(tx, tenant, { accountId: childB.id, amount: 20n }),
    )
    const view = (await api.get(`/accounts/${parent.id}`)).json()
    expect(view).toMatchObject({
      balance: '0.00',
      subAccounts: { balance: '10.75', availableFunds: '10.55' },
    })
    expect((await api.get(`/accounts/${childB.id}`)).json()).toMatchObject({
      parentId: parent.id,
      balance: '0.25',
      availableFunds: '0.05',
    })
  })

  it('refuses a parent of another currency, another owner, or that is itself a sub-account', async () => {
    const other = await createIdentity(api)
    const parent = await createAccount(api, { identityId: owner.id, type: 'CHECKING', currency: 'PEN' })
    const child = await createAccount(api, {
      identityId: owner.id,
      type: 'SAVINGS',
      currency: 'PEN',
      parentId: parent.id,
    })
    const cases = [
      { identityId: owner.id, type: 'SAVINGS', currency: 'BOB', parentId: parent.id },
      { identityId: other.id, type: 'SAVINGS', currency: 'PEN', parentId: parent.id },
      { identityId: owner.id, type: 'SAVINGS', currency: 'PEN', parentId: child.id },
    ]
    for (const body of cases) {
      const response = await api.post('/accounts', body)
      expect(response.statusCode).toBe(400)
      expect(response.json().error.info[0].field).toBe('parentId')
    }
  })
})

describe('GET /accounts', () => {
  let client: ApiCaller
  let people: { id: string }[]
  let opened: { id: string; accountNumber: string; type: string; currency: string; identityId: string }[]
  beforeAll(async () => {
    client = await t.newClient('sandbox')
    people = [await createIdentity(client), await createIdentity(client)]
    opened = []
    for (const [identity, type, currency] of [
      [people[0]!, 'CHECKING', 'CLP'],
      [people[0]!, 'SAVINGS', 'USD'],
      [people[1]!, 'CHECKING', 'CLP'],
    ] as const) {
      opened.push(
        await createAccount(client, {
          identityId: identity.id,
          type,
          currency,
          externalId: `ext-${type}-${currency}`,
        }),
      )
    }
  })

  it('answers pagination holding count, next, previous, total and results, newest first', async () => {
    const body = (await client.get('/accounts')).json()
    expect(Object.keys(body)).toEqual(['pagination'])
    expect(body.pagination).toMatchObject({ count: 3, next: 3, previous: 0, total: 3 })
    expect(body.pagination.results.map((a: { id: string }) => a.id)).toEqual(
      opened.map((a) => a.id).reverse(),
    )
  })

  it('lists oldest first with sort=createdAt:asc, page after page, and refuses another order', async () => {
    const page = async (query: Record<string, string>) =>
      (await client.get('/accounts', { query: { sort: 'createdAt:asc', limit: '2', ...query } }))
        .json()
        .pagination.results.map((a: { id: string }) => a.id)
    expect(await page({})).toEqual(opened.slice(0, 2).map((a) => a.id))
    expect(await page({ offset: '2' })).toEqual([opened[2]!.id])
    const bad = await client.get('/accounts', { query: { sort: 'createdAt:up' } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.info).toEqual([
      { field: 'sort', issue: 'must be one of: createdAt:desc, createdAt:asc' },
    ])
  })

  it.each([
    ['identityId', () => ({ identityId: people[0]!.id }), 2],
    ['type', () => ({ type: 'SAVINGS' }), 1],
    ['currency', () => ({ currency: 'CLP' }), 2],
    ['status', () => ({ status: 'BLOCKED' }), 0],
    ['accountNumber', () => ({ accountNumber: opened[2]!.accountNumber }), 1],
    ['externalId', () => ({ externalId: 'ext-SAVINGS-USD' }), 1],
    ['parentId', () => ({ parentId: opened[0]!.id }), 0],
    ['a start date in the future', () => ({ startDate: '01/01/2999' }), 0],
    ['an end date in the past', () => ({ endDate: '01/01/2000' }), 0],
    ['a date range covering today', () => ({ startDate: '01/01/2000', endDate: '31/12/2999' }), 3],
  ])('filters by %s', async (_name, query, expected) => {
    const body = (await client.get('/accounts', { query: query() })).json()
    expect(body.pagination.total).toBe(expected)
    expect(body.pagination.results).toHaveLength(expected)
  })

  it('treats endDate as inclusive of that whole day', async () => {
    const today = new Date()
    const ddmmyyyy = `${String(today.getUTCDate()).padStart(2, '0')}/${String(today.getUTCMonth() + 1).padStart(2, '0')}/${today.getUTCFullYear()}`
    const body = (await client.get('/accounts', { query: { startDate: ddmmyyyy, endDate: ddmmyyyy } })).json()
    expect(body.pagination.total).toBe(3)
  })

  it('rejects malformed and impossible dates with 400', async () => {
    for (const startDate of ['2025-01-01', '31/02/2025', '1/1/2025']) {
      const response = await client.get('/accounts', { query: { startDate } })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.info[0].field).toBe('startDate')
    }
  })

  it('pages with limit and next, and with a cursor in v2', async () => {
    const first = (await client.get('/accounts', { query: { limit: '2' } })).json()
    const second = (
      await client.get('/accounts', { query: { limit: '2', next: String(first.pagination.next) } })
    ).json()
    expect(
      [...first.pagination.results, ...second.pagination.results].map((a: { id: string }) => a.id),
    ).toEqual(opened.map((a) => a.id).reverse())
    const v2 = { 'service-api-version': '24-04-2025' }
    const page = (await client.get('/accounts', { query: { limit: '2' }, headers: v2 })).json().pagination
    const rest = (await client.get('/accounts', { query: { cursor: page.cursor }, headers: v2 })).json()
      .pagination
    expect(rest.results.map((a: { id: string }) => a.id)).toEqual([opened[0]!.id])
    expect(rest.hasMore).toBe(false)
  })

  it('limits results to what scopeIdentity may see', async () => {
    const viewer = await createIdentity(client)
    await client.post(`/identities/${viewer.id}/permissions`, [
      { resource: 'IDENTITY', reference: people[1]!.id, permissions: ['account:read'] },
    ])
    const body = (await client.get('/accounts', { query: { scopeIdentity: viewer.id } })).json()
    expect(body.pagination.results.map((a: { id: string }) => a.id)).toEqual([opened[2]!.id])
  })
})

describe('GET /accounts/{id}', () => {
  it('finds an account by its account number too', async () => {
    const account = await createAccount(api, { identityId: owner.id, type: 'CHECKING', currency: 'COP' })
    expect((await api.get(`/accounts/${account.accountNumber}`)).json().id).toBe(account.id)
  })

  it('answers 404 for an unknown account', async () => {
    const response = await api.get('/accounts/0123456789abcdef01234567')
    expect(response.statusCode).toBe(404)
    expect(response.json().error.type).toBe('not_found')
  })
})

describe('PATCH /accounts/{id}', () => {
  it('blocks an account: it can then neither send nor receive, until it is active again', async () => {
    const tenant = tenantOf(api)
    const account = await createAccount(api, { identityId: owner.id, type: 'CHECKING', currency: 'BRL' })
    await fund(t, api, account.id, 'BRL', 10_000n)
    const blocked = await api.patch(`/accounts/${account.id}`, { status: 'BLOCKED' })
    expect(blocked.statusCode).toBe(200)
    expect(blocked.json()).toMatchObject({ status: 'BLOCKED', balance: '100.00' })
    await expect(fund(t, api, account.id, 'BRL', 1n)).rejects.toMatchObject({ kind: 'conflict' })
    await expect(
      t.database.db.transaction((tx) =>
        t.app.services.ledger.reserve(tx, tenant, { accountId: account.id, amount: 1n }),
      ),
    ).rejects.toMatchObject({ kind: 'conflict' })
    // A payment naming it, or a PENDING account, is refused when created, not only at capture.
    const other = await createAccount(api, { identityId: owner.id, type: 'CHECKING', currency: 'BRL' })
    await api.patch(`/accounts/${other.id}`, { status: 'PENDING' })
    const p2p = (from: typeof account, to: typeof account) => ({
      identityId: owner.id,
      accountNumber: from.accountNumber,
      type: 'P2P',
      product: 'BRL:BRL',
      purchaseAmount: '1.00',
      origins: [{ type: 'ACCOUNT', currency: 'BRL', account: { accountNumber: from.accountNumber } }],
      destinations: [{ type: 'ACCOUNT', currency: 'BRL', account: { accountNumber: to.accountNumber } }],
    })
    for (const [body, refused, status] of [
      [p2p(account, other), account, 'BLOCKED'],
      [p2p(other, account), other, 'PENDING'],
    ] as const) {
      const response = await api.post('/payments', body)
      expect(response.statusCode).toBe(409)
      expect(response.json()).toMatchObject({
        message: `Account ${refused.accountNumber} is ${status}; it can neither send nor receive`,
        error: { info: { reason: 'account_inactive', accountNumber: refused.accountNumber } },
      })
    }
    await api.patch(`/accounts/${account.id}`, { status: 'ACTIVE' })
    const intoPending = await api.post('/payments', p2p(account, other))
    expect(intoPending.json().error.info).toMatchObject({ accountNumber: other.accountNumber })
    await fund(t, api, account.id, 'BRL', 1n)
    expect((await api.get(`/accounts/${account.id}`)).json().balance).toBe('100.01')
  })

  it("refuses to change the status of the platform's own accounts (409), and renames them", async () => {
    await topUp(api, await openAccount(api, owner.id, 'CLP'), '5000')
    const platform = (await api.get('/accounts', { query: { currency: 'CLP' } }))
      .json()
      .pagination.results.filter((account: { identityId: string }) => account.identityId === '')
    // A pay-in passes through the platform's ESCROW account, opened on first use.
    expect(platform.map((account: { type: string }) => account.type)).toEqual(['ESCROW'])
    for (const account of platform) {
      for (const status of ['BLOCKED', 'PENDING']) {
        const response = await api.patch(`/accounts/${account.id}`, { status })
        expect(response.statusCode).toBe(409)
        expect(response.json().error).toEqual({ type: 'conflict', info: { reason: 'platform_account' } })
      }
      const renamed = await api.patch(`/accounts/${account.id}`, { name: 'Settlement', status: 'ACTIVE' })
      expect(renamed.json()).toMatchObject({ name: 'Settlement', status: 'ACTIVE' })
    }
    expect((await topUp(api, await openAccount(api, owner.id, 'CLP'), '1000')).status).toBe('RECEIVED')
  })

  it('renames and re-references an account', async () => {
    const account = await createAccount(api, { identityId: owner.id, type: 'CHECKING', currency: 'ARS' })
    const response = await api.patch(`/accounts/${account.accountNumber}`, {
      name: 'Ops float',
      externalId: 'erp-7',
    })
    expect(response.json()).toMatchObject({
      id: account.id,
      name: 'Ops float',
      externalId: 'erp-7',
      status: 'ACTIVE',
    })
  })

  it('rejects an unknown status, an immutable field and an empty body with 400', async () => {
    const account = await createAccount(api, { identityId: owner.id, type: 'CHECKING', currency: 'ARS' })
    for (const body of [{ status: 'CLOSED' }, { currency: 'USD' }, {}]) {
      expect((await api.patch(`/accounts/${account.id}`, body)).statusCode).toBe(400)
    }
    expect((await api.get(`/accounts/${account.id}`)).json()).toEqual(account)
  })
})

describe('GET /balances', () => {
  it('totals an identity’s accounts per currency', async () => {
    const person = await createIdentity(api)
    const a = await createAccount(api, { identityId: person.id, type: 'CHECKING', currency: 'USD' })
    const b = await createAccount(api, { identityId: person.id, type: 'SAVINGS', currency: 'USD' })
    const c = await createAccount(api, { identityId: person.id, type: 'CHECKING', currency: 'CLP' })
    await fund(t, api, a.id, 'USD', 1999n)
    await fund(t, api, b.id, 'USD', 1n)
    await fund(t, api, c.id, 'CLP', 5000n)
    await t.database.db.transaction((tx) =>
      t.app.services.ledger.reserve(tx, tenantOf(api), { accountId: a.id, amount: 500n }),
    )
    const response = await api.get('/balances', { query: { identityId: person.id } })
    expect(response.json()).toEqual({
      identityId: person.id,
      balances: [
        { currency: 'CLP', balance: '5000', availableFunds: '5000', accounts: 1 },
        { currency: 'USD', balance: '20.00', availableFunds: '15.00', accounts: 2 },
      ],
    })
  })

  it('requires identityId (400) and answers 404 for an unknown identity', async () => {
    expect((await api.get('/balances')).statusCode).toBe(400)
    expect(
      (await api.get('/balances', { query: { identityId: '0123456789abcdef01234567' } })).statusCode,
    ).toBe(404)
  })
})

describe('platform accounts', () => {
  it('creates one ESCROW and one FEE account per currency on demand, without an owner', async () => {
    const tenant = tenantOf(api)
    const { accounts } = t.app.services
    const fee = [{ type: 'FEE' as const, currency: 'CLP' }]
    const [opened, again] = await t.database.db.transaction(async (tx) => [
      (await accounts.lockForMovement(tx, tenant, [], fee)).platformAccountId('FEE', 'CLP'),
      (await accounts.lockForMovement(tx, tenant, [], fee)).platformAccountId('FEE', 'CLP'),
    ])
    expect(again).toBe(opened)
    const listed = (await api.get('/accounts', { query: { type: 'FEE' } })).json().pagination.results
    expect(listed).toEqual([
      expect.objectContaining({ id: opened, identityId: '', custody: 'PLATFORM', currency: 'CLP' }),
    ])
  })
})

describe('tenancy', () => {
  it('hides accounts from another client and from the other environment', async () => {
    const account = await createAccount(api, { identityId: owner.id, type: 'CHECKING', currency: 'CLP' })
    for (const stranger of [await t.newClient('sandbox'), await t.callerFor(api.credentials, 'live')]) {
      for (const ref of [account.id, account.accountNumber]) {
        expect((await stranger.get(`/accounts/${ref}`)).statusCode).toBe(404)
        expect((await stranger.patch(`/accounts/${ref}`, { status: 'BLOCKED' })).statusCode).toBe(404)
      }
      expect((await stranger.get('/accounts')).json().pagination.total).toBe(0)
      expect((await stranger.get('/balances', { query: { identityId: owner.id } })).statusCode).toBe(404)
      expect(
        (await stranger.post('/accounts', { identityId: owner.id, type: 'CHECKING', currency: 'CLP' }))
          .statusCode,
      ).toBe(400)
    }
    expect((await api.get(`/accounts/${account.id}`)).json().status).toBe('ACTIVE')
  })
})
