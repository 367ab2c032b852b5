import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'
import { createIdentity } from '../helpers/factories.js'
import { accountNode, openAccount, topUp, type OpenedAccount } from '../helpers/payments.js'
import { validNode } from '../payments/rails/rails.fixtures.js'

let t: TestApp
let api: ApiCaller
let owner: { id: string }
let pesos: OpenedAccount
beforeAll(async () => {
  t = await buildTestApp()
  api = await t.newClient('sandbox')
  owner = await createIdentity(api)
  pesos = await openAccount(api, owner.id, 'ARS')
  await topUp(api, pesos, '10000')
})

/** An Argentinian bank account that also passes the BANK_ACCOUNT rail's checks. */
const bankAccount = () => ({ ...(validNode('BANK_ACCOUNT', 'payOut').bank as Record<string, string>) })
const path = (identityId: string) => `/identities/${identityId}/withdrawal-accounts`
const listOf = async (identityId: string) => (await api.get(path(identityId))).json().withdrawalAccounts
/** A payout of 1,000 ARS from the owner's account to the BANK_ACCOUNT destination `bank`. */
const payOutTo = (bank: Record<string, string>) =>
  api.post('/payments', {
    identityId: owner.id,
    accountNumber: pesos.accountNumber,
    type: 'WITHDRAWAL_ACCOUNT',
    product: 'ARS:ARS',
    purchaseAmount: '1000',
    origins: [accountNode(pesos)],
    destinations: [{ type: 'BANK_ACCOUNT', currency: 'ARS', bank }],
  })

describe('withdrawal accounts', () => {
  it('saves a validated bank account and lists it under withdrawalAccounts', async () => {
    const response = await api.post(path(owner.id), { ...bankAccount(), nickname: 'Sueldo' })
    expect(response.statusCode).toBe(201)
    const saved = response.json()
    expect(saved).toEqual({
      ...bankAccount(),
      nickname: 'Sueldo',
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      createdAt: expect.any(String),
      updatedAt: saved.createdAt,
    })
    const listed = await api.get(path(owner.id))
    expect(listed.statusCode).toBe(200)
    expect(listed.json()).toEqual({ withdrawalAccounts: [saved] })
  })

  it('pays out to a saved account named by id, as if its bank fields had been sent', async () => {
    const saved = (await api.post(path(owner.id), bankAccount())).json()
    const response = await payOutTo({ withdrawalAccountId: saved.id })
    expect(response.statusCode).toBe(200)
    expect(response.json().destinations[0]).toMatchObject({ type: 'BANK_ACCOUNT', bank: bankAccount() })
  })

  it('refuses another identity’s saved account, or the id mixed with bank fields, with 400', async () => {
    const stranger = await createIdentity(api)
    const theirs = (await api.post(path(stranger.id), bankAccount())).json()
    const mine = (await listOf(owner.id))[0]
    const before = (await api.get('/payments')).json().pagination.total
    for (const [bank, field] of [
      [{ withdrawalAccountId: theirs.id }, 'destinations[0].bank.withdrawalAccountId'],
      [{ withdrawalAccountId: mine.id, bank: 'OTHER' }, 'destinations[0].bank'],
    ] as const) {
      const response = await payOutTo(bank)
      expect(response.statusCode).toBe(400)
      expect(response.json().error.info.map((i: { field: string }) => i.field)).toContain(field)
    }
    expect((await api.get('/payments')).json().pagination.total).toBe(before)
  })

  it('says only that an unknown saved account is not one, not every bank field it lacks', async () => {
    for (const withdrawalAccountId of [(await createIdentity(api)).id, 'nonexistent']) {
      const response = await payOutTo({ withdrawalAccountId })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.info).toEqual([
        {
          field: 'destinations[0].bank.withdrawalAccountId',
          issue: 'not a withdrawal account of this identity',
        },
      ])
    }
  })

  it('names the saved account when the rail refuses a field of it the client never sent', async () => {
    const withoutType: Record<string, string | undefined> = { ...bankAccount(), typeAccount: undefined }
    const saved = (await api.post(path(owner.id), withoutType)).json()
    expect(saved.typeAccount).toBeUndefined()
    const before = (await api.get('/payments')).json().pagination.total
    const response = await payOutTo({ withdrawalAccountId: saved.id })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.info).toEqual([
      {
        field: 'destinations[0].bank.withdrawalAccountId',
        issue: `the saved withdrawal account ${saved.id} cannot be paid on this rail: its typeAccount is required`,
      },
    ])
    expect((await api.get('/payments')).json().pagination.total).toBe(before)
  })

  it.each([
    ['a missing bank', { bank: undefined }, 'bank'],
    ['an unknown country', { country: 'ZZZ' }, 'country'],
    ['an unknown currency', { currency: 'ABC' }, 'currency'],
    ['an unknown account type', { typeAccount: 'BROKERAGE' }, 'typeAccount'],
    ['an unknown field', { iban: 'x' }, 'iban'],
  ])('refuses %s with 400 and saves nothing', async (_case, change, field) => {
    const person = await createIdentity(api)
    const response = await api.post(path(person.id), { ...bankAccount(), ...change })
    expect(response.statusCode).toBe(400)
    expect(
      response.json().error.info.some((i: { field: string }) => i.field === field || i.field.endsWith(field)),
    ).toBe(true)
    expect(await listOf(person.id)).toEqual([])
  })

  it('removes a saved account (204), then answers 404 for it', async () => {
    const person = await createIdentity(api)
    const saved = (await api.post(path(person.id), bankAccount())).json()
    const removed = await api.delete(`${path(person.id)}/${saved.id}`)
    expect(removed.statusCode).toBe(204)
    expect(removed.body).toBe('')
    expect(await listOf(person.id)).toEqual([])
    expect((await api.delete(`${path(person.id)}/${saved.id}`)).statusCode).toBe(404)
  })

  it('answers 404 for an unknown identity on every call', async () => {
    const unknown = path('0123456789abcdef01234567')
    expect((await api.get(unknown)).statusCode).toBe(404)
    expect((await api.post(unknown, bankAccount())).statusCode).toBe(404)
    expect((await api.delete(`${unknown}/0123456789abcdef01234567`)).statusCode).toBe(404)
  })
})

describe('tenancy', () => {
  it('lets another client or environment neither see, add nor remove withdrawal accounts', async () => {
    const saved = (await api.post(path(owner.id), bankAccount())).json()
    const count = (await listOf(owner.id)).length
    for (const stranger of [await t.newClient('sandbox'), await t.callerFor(api.credentials, 'live')]) {
      expect((await stranger.get(path(owner.id))).statusCode).toBe(404)
      expect((await stranger.post(path(owner.id), bankAccount())).statusCode).toBe(404)
      expect((await stranger.delete(`${path(owner.id)}/${saved.id}`)).statusCode).toBe(404)
    }
    expect(await listOf(owner.id)).toHaveLength(count)
  })
})
