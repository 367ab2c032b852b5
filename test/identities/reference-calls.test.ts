import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'
import { createIdentity } from '../helpers/factories.js'
import {
  accountNode,
  balanceOf,
  createPayment,
  openAccount,
  p2pBody,
  payInNode,
  topUp,
  type OpenedAccount,
} from '../helpers/payments.js'

let t: TestApp
let api: ApiCaller
beforeAll(async () => {
  t = await buildTestApp()
  api = await t.newClient('sandbox')
})

const ids = (identities: { id: string }[]) => identities.map((i) => i.id)

describe('PATCH /identities/{id}/deactivate and /reactivate', () => {
  let merchant: OpenedAccount
  let payer: OpenedAccount
  beforeAll(async () => {
    merchant = await openAccount(api, (await createIdentity(api)).id, 'CLP')
    payer = await openAccount(api, (await createIdentity(api)).id, 'CLP')
    await topUp(api, merchant, '10000')
    await topUp(api, payer, '10000')
  })

  it('deactivates: the identity answers INACTIVE and its accounts can neither send nor receive', async () => {
    const response = await api.patch(`/identities/${merchant.identityId}/deactivate`, {})
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: merchant.identityId, status: 'INACTIVE' })
    expect((await api.get(`/identities/${merchant.identityId}`)).json().status).toBe('INACTIVE')

    for (const body of [p2pBody(merchant, payer, '100'), p2pBody(payer, merchant, '100')]) {
      const refused = await api.post('/payments', body)
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toMatchObject({
        error: {
          type: 'conflict',
          info: { reason: 'identity_deactivated', identityId: merchant.identityId },
        },
      })
    }
    const topUpRefused = await api.post('/payments', {
      identityId: merchant.identityId,
      accountNumber: merchant.accountNumber,
      type: 'TOPUP_ACCOUNT',
      product: 'CLP:CLP',
      purchaseAmount: '1000',
      origins: [payInNode('CLP')],
      destinations: [accountNode(merchant)],
    })
    expect(topUpRefused.statusCode).toBe(409)
    expect(await balanceOf(api, merchant)).toEqual({ balance: '10000', availableFunds: '10000' })
  })

  it('stops a payment created before the deactivation at capture', async () => {
    const other = await openAccount(api, (await createIdentity(api)).id, 'CLP')
    await topUp(api, other, '5000')
    const pending = await createPayment(api, p2pBody(other, payer, '100'))
    await api.patch(`/identities/${other.identityId}/deactivate`)
    const capture = await api.post(`/payments/${pending.id}/captured`, {})
    expect(capture.statusCode).toBe(409)
    expect(await balanceOf(api, other)).toEqual({ balance: '5000', availableFunds: '5000' })
  })

  it('is repeatable: deactivating twice answers the same identity', async () => {
    const again = await api.patch(`/identities/${merchant.identityId}/deactivate`)
    expect(again.statusCode).toBe(200)
    expect(again.json().status).toBe('INACTIVE')
  })

  it('lists deactivated identities by status', async () => {
    const listed = (await api.get('/identities', { query: { status: 'INACTIVE' } })).json()
    expect(ids(listed.data)).toContain(merchant.identityId)
    expect(listed.data.every((i: { status: string }) => i.status === 'INACTIVE')).toBe(true)
  })

  it('reactivates: payments flow again, but an account blocked on its own stays blocked', async () => {
    const blocked = await openAccount(api, merchant.identityId, 'CLP')
    await api.patch(`/accounts/${blocked.id}`, { status: 'BLOCKED' })
    const response = await api.patch(`/identities/${merchant.identityId}/reactivate`, {})
    expect(response.statusCode).toBe(200)
    expect(response.json().status).toBe('ACTIVE')

    const payment = await createPayment(api, p2pBody(payer, merchant, '100'))
    const captured = await api.post(`/payments/${payment.id}/captured`, {})
    expect(captured.json().status).toBe('RECEIVED')
    expect((await balanceOf(api, merchant)).balance).toBe('10100')

    const intoBlocked = await api.post('/payments', p2pBody(payer, blocked, '100'))
    expect(intoBlocked.statusCode).toBe(409)
    expect(intoBlocked.json().error.info).toMatchObject({
      reason: 'account_inactive',
      accountNumber: blocked.accountNumber,
    })
  })

  it('opens new accounts of a deactivated identity unable to move money', async () => {
    const person = await createIdentity(api)
    await api.patch(`/identities/${person.id}/deactivate`)
    const account = await openAccount(api, person.id, 'CLP')
    expect((await api.post('/payments', p2pBody(payer, account, '100'))).statusCode).toBe(409)
    await api.patch(`/identities/${person.id}/reactivate`)
    const payment = await createPayment(api, p2pBody(payer, account, '100'))
    expect((await api.post(`/payments/${payment.id}/captured`, {})).json().status).toBe('RECEIVED')
  })

  it('reactivating an identity that is active changes nothing', async () => {
    const person = await createIdentity(api)
    const response = await api.patch(`/identities/${person.id}/reactivate`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ status: 'ACTIVE', updatedAt: person.updatedAt })
  })

  it('answers 404 for an unknown identity', async () => {
    for (const action of ['deactivate', 'reactivate']) {
      const response = await api.patch(`/identities/0123456789abcdef01234567/${action}`)
      expect(response.statusCode).toBe(404)
      expect(response.json().error.type).toBe('not_found')
    }
  })
})

describe('parents', () => {
  let parentA: { id: string }
  let parentB: { id: string }
  let child: { id: string }
  let loner: { id: string }
  let client: ApiCaller
  beforeAll(async () => {
    client = await t.newClient('sandbox')
    parentA = await createIdentity(client)
    child = await createIdentity(client)
    parentB = await createIdentity(client)
    loner = await createIdentity(client)
    await client.post(`/identities/${parentA.id}/children`, { children: [child.id] })
    await client.post(`/identities/${parentB.id}/children`, { children: [child.id] })
  })

  it('GET /identities/parents/{id} answers the identities it is a child of, under data', async () => {
    const response = await client.get(`/identities/parents/${child.id}`)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(Object.keys(body)).toEqual(['data'])
    expect(ids(body.data)).toEqual([parentA.id, parentB.id])
    expect(body.data[0].children).toEqual([expect.objectContaining({ id: child.id })])
    expect((await client.get(`/identities/parents/${loner.id}`)).json()).toEqual({ data: [] })
  })

  it('GET /identities/parents/{id} answers 404 for an unknown identity', async () => {
    expect((await client.get('/identities/parents/0123456789abcdef01234567')).statusCode).toBe(404)
  })

  it('lists only parents with parents=true, only the others with parents=false', async () => {
    const parents = (await client.get('/identities', { query: { parents: 'true' } })).json()
    expect(ids(parents.data).sort()).toEqual([parentA.id, parentB.id].sort())
    expect(parents.pagination.total).toBe(2)
    const others = (await client.get('/identities', { query: { parents: 'false' } })).json()
    expect(ids(others.data).sort()).toEqual([child.id, loner.id].sort())
  })

  it('sorts by creation, newest first by default, oldest first on request', async () => {
    const created = [parentA.id, child.id, parentB.id, loner.id]
    const desc = (await client.get('/identities', { query: { sort: 'createdAt:desc' } })).json()
    expect(ids(desc.data)).toEqual([...created].reverse())
    const asc = (await client.get('/identities', { query: { sort: 'createdAt:asc', limit: '2' } })).json()
    expect(ids(asc.data)).toEqual(created.slice(0, 2))
    const rest = (
      await client.get('/identities', { query: { sort: 'createdAt:asc', limit: '2', offset: '2' } })
    ).json()
    expect(ids(rest.data)).toEqual(created.slice(2))
  })

  it.each([
    ['parents', { parents: 'maybe' }],
    ['sort', { sort: 'name:asc' }],
  ])('refuses a bad %s with 400 naming it', async (field, query) => {
    const response = await client.get('/identities', { query })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.info.map((i: { field: string }) => i.field)).toContain(field)
  })
})

describe('tenancy', () => {
  it('lets another client or environment neither see parents nor change status', async () => {
    const parent = await createIdentity(api)
    const child = await createIdentity(api)
    await api.post(`/identities/${parent.id}/children`, { children: [child.id] })
    for (const stranger of [await t.newClient('sandbox'), await t.callerFor(api.credentials, 'live')]) {
      expect((await stranger.get(`/identities/parents/${child.id}`)).statusCode).toBe(404)
      expect((await stranger.patch(`/identities/${child.id}/deactivate`)).statusCode).toBe(404)
      expect((await stranger.patch(`/identities/${child.id}/reactivate`)).statusCode).toBe(404)
      expect(
        (await stranger.get('/identities', { query: { parents: 'true' } })).json().pagination.total,
      ).toBe(0)
    }
    expect((await api.get(`/identities/${child.id}`)).json().status).toBe('ACTIVE')
  })
})
