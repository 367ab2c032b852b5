import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'
import { createIdentity } from '../helpers/factories.js'

let t: TestApp
let api: ApiCaller
let owner: { id: string }
let opened: { id: string; accountNumber: string }[]
beforeAll(async () => {
  t = await buildTestApp()
  api = await t.newClient('sandbox')
  owner = await createIdentity(api)
  opened = []
  for (const [type, currency] of [
    ['CHECKING', 'CLP'],
    ['SAVINGS', 'CLP'],
    ['CHECKING', 'USD'],
  ] as const) {
    const response = await api.post('/accounts', { identityId: owner.id, type, currency })
    opened.push(response.json())
  }
  // Another identity's account, which the per-identity calls must never show.
  const other = await createIdentity(api)
  await api.post('/accounts', { identityId: other.id, type: 'CHECKING', currency: 'CLP' })
})

const ids = (accounts: { id: string }[]) => accounts.map((a) => a.id)

describe('GET /accounts/v2 (accounts.list)', () => {
  it('pages one identity’s accounts as data plus the pagination wrapper, newest first', async () => {
    const response = await api.get('/accounts/v2', {
      query: { identityId: owner.id, limit: '2', offset: '0', sort: 'createdAt:desc' },
    })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.pagination).toMatchObject({ count: 2, next: 2, previous: 0, total: 3 })
    expect(ids(body.data)).toEqual([opened[2]!.id, opened[1]!.id])
    expect(body.pagination.results).toEqual(body.data)
    const rest = (
      await api.get('/accounts/v2', { query: { identityId: owner.id, limit: '2', offset: '2' } })
    ).json()
    expect(ids(rest.data)).toEqual([opened[0]!.id])
  })

  it('filters by type and currency and sorts oldest first on request', async () => {
    const body = (
      await api.get('/accounts/v2', {
        query: { identityId: owner.id, currency: 'CLP', sort: 'createdAt:asc' },
      })
    ).json()
    expect(ids(body.data)).toEqual([opened[0]!.id, opened[1]!.id])
    const savings = (
      await api.get('/accounts/v2', { query: { identityId: owner.id, type: 'SAVINGS' } })
    ).json()
    expect(ids(savings.data)).toEqual([opened[1]!.id])
  })

  it('limits the page to what scopeIdentity may see', async () => {
    const viewer = await createIdentity(api)
    const hidden = await api.get('/accounts/v2', {
      query: { identityId: owner.id, scopeIdentity: viewer.id },
    })
    expect(hidden.json().pagination.total).toBe(0)
    await api.post(`/identities/${viewer.id}/permissions`, [
      { resource: 'IDENTITY', reference: owner.id, permissions: ['account:read'] },
    ])
    const shown = await api.get('/accounts/v2', { query: { identityId: owner.id, scopeIdentity: viewer.id } })
    expect(shown.json().pagination.total).toBe(3)
  })

  it.each([
    ['no identityId', {}, 'identityId'],
    ['an unknown sort', { sort: 'balance:desc' }, 'sort'],
    ['an unknown type', { type: 'WALLET' }, 'type'],
    ['a malformed currency', { currency: 'clp' }, 'currency'],
    ['a negative offset', { offset: '-1' }, 'offset'],
  ])('refuses %s with 400 naming it', async (_case, query, field) => {
    const response = await api.get('/accounts/v2', {
      query: { ...(field === 'identityId' ? {} : { identityId: owner.id }), ...query },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.info.map((i: { field: string }) => i.field)).toContain(field)
  })
})

describe('GET /accounts?accountNumber= (accounts.getByNumber)', () => {
  it('finds the one account with that number', async () => {
    const body = (await api.get('/accounts', { query: { accountNumber: opened[1]!.accountNumber } })).json()
    expect(ids(body.pagination.results)).toEqual([opened[1]!.id])
  })
})

describe('POST /identities/{id}/accounts/escrow-fee and accounts.getEscrow', () => {
  it('opens an ESCROW and a FEE account per currency once, found by identityId, type and currency', async () => {
    const first = await api.post(`/identities/${owner.id}/accounts/escrow-fee`, {})
    expect(first.statusCode).toBe(204)
    expect(first.body).toBe('')
    const again = await api.post(`/identities/${owner.id}/accounts/escrow-fee`)
    expect(again.statusCode).toBe(204)

    for (const currency of ['CLP', 'USD']) {
      for (const type of ['ESCROW', 'FEE']) {
        const found = (await api.get('/accounts', { query: { identityId: owner.id, type, currency } })).json()
          .pagination.results
        expect(found).toEqual([
          expect.objectContaining({ identityId: owner.id, type, currency, balance: expect.any(String) }),
        ])
      }
    }
  })

  it('adds the currencies named in the body', async () => {
    const response = await api.post(`/identities/${owner.id}/accounts/escrow-fee`, { currencies: ['MXN'] })
    expect(response.statusCode).toBe(204)
    const found = (await api.get('/accounts', { query: { identityId: owner.id, currency: 'MXN' } })).json()
    expect(found.pagination.results.map((a: { type: string }) => a.type).sort()).toEqual(['ESCROW', 'FEE'])
  })

  it('refuses an unknown currency and an unknown field with 400, and an unknown identity with 404', async () => {
    const before = (await api.get('/accounts', { query: { identityId: owner.id } })).json().pagination.total
    for (const body of [{ currencies: ['ABC'] }, { currency: 'CLP' }]) {
      const response = await api.post(`/identities/${owner.id}/accounts/escrow-fee`, body)
      expect(response.statusCode).toBe(400)
      expect(response.json().error.type).toBe('bad_request')
    }
    const unknown = await api.post('/identities/0123456789abcdef01234567/accounts/escrow-fee', {})
    expect(unknown.statusCode).toBe(404)
    expect((await api.get('/accounts', { query: { identityId: owner.id } })).json().pagination.total).toBe(
      before,
    )
  })
})

describe('tenancy', () => {
  it('shows another client or environment nothing and lets it open nothing', async () => {
    for (const stranger of [await t.newClient('sandbox'), await t.callerFor(api.credentials, 'live')]) {
      const listed = await stranger.get('/accounts/v2', { query: { identityId: owner.id } })
      expect(listed.statusCode).toBe(200)
      expect(listed.json().pagination.total).toBe(0)
      expect((await stranger.post(`/identities/${owner.id}/accounts/escrow-fee`, {})).statusCode).toBe(404)
      expect(
        (await stranger.get('/accounts', { query: { identityId: owner.id } })).json().pagination.total,
      ).toBe(0)
    }
  })
})
