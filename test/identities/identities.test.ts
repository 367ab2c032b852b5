import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'
import { createIdentity, identityBody, uniqueRut } from '../helpers/factories.js'

let t: TestApp
let api: ApiCaller
beforeAll(async () => {
  t = await buildTestApp()
  api = await t.newClient('sandbox')
})

const total = async () => (await api.get('/identities')).json().pagination.total as number

describe('POST /identities', () => {
  it('creates an ACTIVE identity with every field echoed and defaults filled in', async () => {
    const body = identityBody({
      nickname: 'Anita',
      externalId: 'crm-42',
      gender: 'F',
      address: { street: 'Av. Providencia', streetNumber: '1234', country: 'CHL', zipcode: '7500000' },
      bankAccount: {
        accountNumber: '000123456789',
        bank: 'BANCO_CHILE',
        currency: 'CLP',
        typeAccount: 'CHECKING',
        accountHolder: 'Ana Pérez',
        accountHolderDni: '12345678-5',
        country: 'CHL',
      },
      rules: { maxDaily: '100000' },
      extendedData: ['vip'],
    })
    const response = await api.post('/identities', body)
    expect(response.statusCode).toBe(200)
    const identity = response.json()
    expect(identity).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      type: 'USER',
      status: 'ACTIVE',
      name: 'Ana',
      lastname: 'Pérez',
      nickname: 'Anita',
      email: body.email,
      phone: body.phone,
      documentType: 'RUT',
      documentNumber: body.documentNumber,
      idv: 'idv-reference-1',
      country: 'CHL',
      externalId: 'crm-42',
      gender: 'F',
      children: [],
      extendedData: ['vip'],
      rules: { maxDaily: '100000' },
      securityOptions: {
        twoFactorAuth: false,
        signTrx: false,
        signAccountsOperations: false,
        accessControl: { scopes: [] },
      },
      address: body.address,
      bankAccount: { ...(body.bankAccount as object), id: expect.stringMatching(/^[0-9a-f]{24}$/) },
    })
    expect(new Date(identity.createdAt).toISOString()).toBe(identity.createdAt)
    expect((await api.get(`/identities/${identity.id}`)).json()).toEqual(identity)
  })

  it('defaults the type to USER', async () => {
    const body = identityBody()
    delete body.type
    expect((await api.post('/identities', body)).json().type).toBe('USER')
  })

  it.each([
    ['name', { name: undefined }, 'name', 'is required'],
    ['email', { email: 'not-an-email' }, 'email', 'must be an email address'],
    ['phone without +', { phone: '56221234567' }, 'phone', 'E.164'],
    ['phone of another country', { phone: '+5491123456789' }, 'phone', 'does not match country CHL'],
    ['document check digit', { documentNumber: '12345678-9' }, 'documentNumber', ''],
    [
      'document type of another country',
      { documentType: 'CURP', documentNumber: 'GORS800101HDFMRN09' },
      'documentType',
      '',
    ],
    ['unknown document type', { documentType: 'LIBRETA' }, 'documentType', ''],
    ['country code', { country: 'CL' }, 'country', ''],
    ['unknown country', { country: 'XYZ' }, 'country', 'alpha-3'],
    ['unknown field', { favouriteColour: 'blue' }, 'favouriteColour', 'is not allowed'],
    ['identity type', { type: 'COMPANY' }, 'type', ''],
    [
      'bank account currency',
      {
        bankAccount: {
          accountNumber: '1234',
          bank: 'B',
          currency: 'XXX',
          accountHolder: 'A',
          accountHolderDni: '1',
          country: 'CHL',
        },
      },
      'bankAccount.currency',
      '',
    ],
    [
      'bank account required fields',
      { bankAccount: { accountNumber: '1234' } },
      'bankAccount.bank',
      'is required',
    ],
    [
      'bank account type',
      {
        bankAccount: {
          accountNumber: '1234',
          bank: 'B',
          currency: 'CLP',
          accountHolder: 'A',
          accountHolderDni: '1',
          country: 'CHL',
          typeAccount: 'CURRENT',
        },
      },
      'bankAccount.typeAccount',
      '',
    ],
    [
      'scope permission',
      {
        securityOptions: {
          accessControl: { scopes: [{ resource: 'IDENTITY', reference: 'x', permissions: ['root'] }] },
        },
      },
      'securityOptions.accessControl.scopes[0].permissions[0]',
      '',
    ],
    [
      'child that does not exist',
      { children: [{ id: '0123456789abcdef01234567' }] },
      'children[0]',
      'not found',
    ],
  ])(
    'rejects a bad %s with 400 naming the field, and stores nothing',
    async (_case, overrides, field, issue) => {
      const before = await total()
      const body = identityBody(overrides)
      for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete body[key]
      const response = await api.post('/identities', body)
      expect(response.statusCode).toBe(400)
      const { error } = response.json()
      expect(error.type).toBe('bad_request')
      expect(error.info).toContainEqual({ field, issue: expect.stringContaining(issue) })
      expect(await total()).toBe(before)
    },
  )

  it('reports every offending field at once', async () => {
    const response = await api.post(
      '/identities',
      identityBody({ email: 'x', country: 'XYZ', documentNumber: '1-1' }),
    )
    const fields = response.json().error.info.map((i: { field: string }) => i.field)
    expect(fields).toEqual(expect.arrayContaining(['email']))
    const semantic = await api.post('/identities', identityBody({ country: 'XYZ', documentNumber: '1-1' }))
    expect(semantic.json().error.info.map((i: { field: string }) => i.field)).toEqual(
      expect.arrayContaining(['country', 'documentNumber']),
    )
  })

  it('requires the x-api-key header (401) and the User-Agent header (400)', async () => {
    const withoutKey = await api.post('/identities', identityBody(), { headers: { 'x-api-key': undefined } })
    expect(withoutKey.statusCode).toBe(401)
    // The injector fills in a User-Agent when none is given; an empty one is the same as none.
    const withoutAgent = await api.post('/identities', identityBody(), { headers: { 'user-agent': '' } })
    expect(withoutAgent.statusCode).toBe(400)
    expect(withoutAgent.json().error.info).toEqual([{ field: 'User-Agent', issue: 'header is required' }])
  })

  it('refuses a second organization with the same document number (409)', async () => {
    const org = { type: 'ORGANIZATION', documentType: 'RUT', documentNumber: uniqueRut() }
    expect((await api.post('/identities', identityBody(org))).statusCode).toBe(200)
    const duplicate = await api.post('/identities', identityBody(org))
    expect(duplicate.statusCode).toBe(409)
    expect(duplicate.json().error).toEqual({
      type: 'conflict',
      info: { reason: 'duplicate', field: 'documentNumber' },
    })
  })

  it('lets users share a document number only with a different email and phone', async () => {
    const documentNumber = uniqueRut()
    const first = identityBody({ documentNumber, phone: '+56221234567' })
    expect((await api.post('/identities', first)).statusCode).toBe(200)
    expect(
      (await api.post('/identities', identityBody({ documentNumber, email: first.email }))).statusCode,
    ).toBe(409)
    expect(
      (await api.post('/identities', identityBody({ documentNumber, phone: '+56221234567' }))).statusCode,
    ).toBe(409)
    expect(
      (await api.post('/identities', identityBody({ documentNumber, phone: '+56229876543' }))).statusCode,
    ).toBe(200)
  })
})

describe('GET /identities', () => {
  let client: ApiCaller
  const made: { id: string; email: string }[] = []
  beforeAll(async () => {
    client = await t.newClient('sandbox')
    for (let i = 0; i < 5; i++) made.push(await createIdentity(client, { email: `Person${i}@Example.com` }))
    made.push(
      await createIdentity(client, {
        type: 'ORGANIZATION',
        country: 'MEX',
        phone: '+525512345678',
        documentType: 'RFC',
        documentNumber: 'ABC680524P76',
      }),
    )
  })

  it('returns data and pagination with count, next, previous, total and results, newest first', async () => {
    const response = await client.get('/identities')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.data.map((i: { id: string }) => i.id)).toEqual(made.map((m) => m.id).reverse())
    expect(body.pagination).toEqual({ count: 6, next: 6, previous: 0, total: 6, results: body.data })
  })

  it.each([
    ['type', { type: 'ORGANIZATION' }, 1],
    ['email, case-insensitively', { email: 'person3@example.com' }, 1],
    ['country', { country: 'MEX' }, 1],
    ['status', { status: 'ACTIVE' }, 6],
    ['status without matches', { status: 'SCREENING' }, 0],
  ])('filters by %s', async (_name, query, expected) => {
    const body = (await client.get('/identities', { query })).json()
    expect(body.pagination.total).toBe(expected)
    expect(body.data).toHaveLength(expected)
  })

  it('filters by phone whether or not the + was URL-encoded', async () => {
    const encoded = await client.get('/identities?phone=%2B525512345678')
    const raw = await client.get('/identities?phone=+525512345678')
    expect(encoded.json().pagination.total).toBe(1)
    expect(raw.json().pagination.total).toBe(1)
  })

  it('pages by offset with limit and next', async () => {
    const first = (await client.get('/identities', { query: { limit: '4' } })).json()
    expect(first.data).toHaveLength(4)
    expect(first.pagination).toMatchObject({ count: 4, next: 4, previous: 0, total: 6 })
    const second = (
      await client.get('/identities', { query: { limit: '4', next: String(first.pagination.next) } })
    ).json()
    expect(second.data).toHaveLength(2)
    expect(second.pagination).toMatchObject({ count: 6, next: 6, previous: 0, total: 6 })
    const ids = [...first.data, ...second.data].map((i: { id: string }) => i.id)
    expect(new Set(ids).size).toBe(6)
    const skipped = (await client.get('/identities', { query: { offset: '5' } })).json()
    expect(skipped.data.map((i: { id: string }) => i.id)).toEqual([made[0]!.id])
    const past = (await client.get('/identities', { query: { limit: '4', next: '8' } })).json()
    expect(past.data).toEqual([])
    expect(past.pagination).toMatchObject({ count: 6, next: 8, previous: 4, total: 6 })
  })

  it('pages by cursor in v2 without duplicates while identities are being added', async () => {
    const v2 = { 'service-api-version': '24-04-2025' }
    const first = await client.get('/identities', { query: { limit: '4' }, headers: v2 })
    expect(first.headers['service-api-version']).toBe('24-04-2025')
    const page = first.json().pagination
    expect(page).toMatchObject({ limit: 4, hasMore: true, cursor: expect.any(String) })
    const added = await createIdentity(client)
    const second = (
      await client.get('/identities', { query: { limit: '4', cursor: page.cursor }, headers: v2 })
    ).json()
    expect(second.pagination).toMatchObject({ hasMore: false, cursor: null, count: 6, total: 7 })
    const seen = [...first.json().data, ...second.data].map((i: { id: string }) => i.id)
    expect(seen).toEqual(made.map((m) => m.id).reverse())
    expect(seen).not.toContain(added.id)
  })

  it('rejects a forged cursor and a bad limit with 400', async () => {
    expect((await client.get('/identities', { query: { cursor: 'bm90LWEtY3Vyc29y' } })).statusCode).toBe(400)
    expect((await client.get('/identities', { query: { limit: 'ten' } })).statusCode).toBe(400)
    expect((await client.get('/identities', { query: { limit: '0' } })).statusCode).toBe(400)
    expect((await client.get('/identities', { query: { type: 'ROBOT' } })).statusCode).toBe(400)
  })

  it('caps limit at 100', async () => {
    const body = (
      await client.get('/identities', {
        query: { limit: '1000' },
        headers: { 'service-api-version': '24-04-2025' },
      })
    ).json()
    expect(body.pagination.limit).toBe(100)
  })
})

describe('PATCH /identities/{id}', () => {
  it('changes the mutable fields and keeps the rest', async () => {
    const identity = await createIdentity(api)
    const response = await api.patch(`/identities/${identity.id}`, {
      name: 'Ana María',
      address: { street: 'Nueva', country: 'CHL' },
      securityOptions: { twoFactorAuth: true },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      id: identity.id,
      name: 'Ana María',
      email: identity.email,
      address: { street: 'Nueva', country: 'CHL' },
      securityOptions: { twoFactorAuth: true, signTrx: false },
    })
  })

  it('takes the reference examples’ securityOptions.twoFactorEnabled as twoFactorAuth', async () => {
    const created = await createIdentity(api, { securityOptions: { twoFactorEnabled: true } })
    expect(created.securityOptions).toMatchObject({ twoFactorAuth: true })
    expect(created.securityOptions).not.toHaveProperty('twoFactorEnabled')
    const off = await api.patch(`/identities/${created.id}`, { securityOptions: { twoFactorEnabled: false } })
    expect(off.json().securityOptions).toMatchObject({ twoFactorAuth: false })
    const disagreeing = await api.patch(`/identities/${created.id}`, {
      securityOptions: { twoFactorAuth: true, twoFactorEnabled: false },
    })
    expect(disagreeing.statusCode).toBe(400)
    expect(disagreeing.json().error.info).toEqual([
      { field: 'securityOptions.twoFactorEnabled', issue: 'must agree with securityOptions.twoFactorAuth' },
    ])
  })

  it('refuses fields that are not mutable, and a country that no longer fits the phone, changing nothing', async () => {
    const identity = await createIdentity(api)
    const email = await api.patch(`/identities/${identity.id}`, { email: 'new@example.com' })
    expect(email.statusCode).toBe(400)
    expect(email.json().error.info).toEqual([{ field: 'email', issue: 'is not allowed' }])
    const country = await api.patch(`/identities/${identity.id}`, { country: 'ARG', name: 'Changed' })
    expect(country.statusCode).toBe(400)
    expect(country.json().error.info.map((i: { field: string }) => i.field)).toContain('phone')
    expect((await api.get(`/identities/${identity.id}`)).json()).toEqual(identity)
  })

  it('answers 404 for an unknown identity', async () => {
    expect((await api.patch('/identities/0123456789abcdef01234567', { name: 'x' })).statusCode).toBe(404)
  })
})

describe('DELETE /identities/{id}', () => {
  it('answers 200 {} and the identity is gone from reads and lists', async () => {
    const identity = await createIdentity(api)
    const response = await api.delete(`/identities/${identity.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({})
    expect((await api.get(`/identities/${identity.id}`)).statusCode).toBe(404)
    expect((await api.delete(`/identities/${identity.id}`)).statusCode).toBe(404)
    const listed = (await api.get('/identities', { query: { email: identity.email } })).json()
    expect(listed.data).toEqual([])
  })

  it('frees the document number of a deleted organization', async () => {
    const org = { type: 'ORGANIZATION', documentNumber: uniqueRut() }
    const first = (await api.post('/identities', identityBody(org))).json()
    await api.delete(`/identities/${first.id}`)
    expect((await api.post('/identities', identityBody(org))).statusCode).toBe(200)
  })
})

describe('children', () => {
  it('links and unlinks children, showing id, name, email and lastName', async () => {
    const parent = await createIdentity(api)
    const child = await createIdentity(api, { name: 'Child', lastname: 'Uno' })
    const linked = await api.post(`/identities/${parent.id}/children`, { children: [child.id] })
    expect(linked.statusCode).toBe(200)
    expect(linked.json().children).toEqual([
      { id: child.id, name: 'Child', email: child.email, lastName: 'Uno' },
    ])
    const unlinked = await api.delete(`/identities/${parent.id}/children`, { children: [child.id] })
    expect(unlinked.statusCode).toBe(200)
    expect(unlinked.json().children).toEqual([])
  })

  it('refuses self links, unknown ids and cycles', async () => {
    const a = await createIdentity(api)
    const b = await createIdentity(api)
    const c = await createIdentity(api)
    await api.post(`/identities/${a.id}/children`, { children: [b.id] })
    await api.post(`/identities/${b.id}/children`, { children: [c.id] })
    const self = await api.post(`/identities/${a.id}/children`, { children: [a.id] })
    expect(self.statusCode).toBe(400)
    const cycle = await api.post(`/identities/${c.id}/children`, { children: [a.id] })
    expect(cycle.statusCode).toBe(400)
    expect(cycle.json().error.info[0]).toMatchObject({
      field: 'children[0]',
      issue: expect.stringContaining('cycle'),
    })
    const unknown = await api.post(`/identities/${a.id}/children`, { children: ['0123456789abcdef01234567'] })
    expect(unknown.statusCode).toBe(400)
    const notChild = await api.delete(`/identities/${a.id}/children`, { children: [c.id] })
    expect(notChild.statusCode).toBe(400)
    expect((await api.get(`/identities/${c.id}`)).json().children).toEqual([])
  })

  it('replaces the children through PATCH', async () => {
    const parent = await createIdentity(api)
    const [x, y] = [await createIdentity(api), await createIdentity(api)]
    await api.post(`/identities/${parent.id}/children`, { children: [x.id] })
    const patched = await api.patch(`/identities/${parent.id}`, {
      children: [{ id: y.id, name: y.name, email: y.email }],
    })
    expect(patched.json().children.map((c: { id: string }) => c.id)).toEqual([y.id])
  })
})

describe('permissions', () => {
  it('grants, lists, merges and revokes scopes', async () => {
    const holder = await createIdentity(api)
    const target = await createIdentity(api)
    const grant = await api.post(`/identities/${holder.id}/permissions`, [
      { resource: 'IDENTITY', reference: target.id, permissions: ['account:read'] },
    ])
    expect(grant.statusCode).toBe(201)
    expect(grant.json()).toEqual({})
    await api.post(`/identities/${holder.id}/permissions`, [
      { resource: 'IDENTITY', reference: target.id, permissions: ['payment:write'] },
    ])
    const listed = await api.get(`/identities/${holder.id}/permissions`)
    expect(listed.json()).toEqual([
      { resource: 'IDENTITY', reference: target.id, permissions: ['account:read', 'payment:write'] },
    ])
    expect((await api.get(`/identities/${holder.id}`)).json().securityOptions.accessControl.scopes).toEqual(
      listed.json(),
    )
    const revoked = await api.delete(`/identities/${holder.id}/permissions/${target.id}`)
    expect(revoked.statusCode).toBe(204)
    expect(revoked.body).toBe('')
    expect((await api.get(`/identities/${holder.id}/permissions`)).json()).toEqual([])
    expect((await api.delete(`/identities/${holder.id}/permissions/${target.id}`)).statusCode).toBe(404)
  })

  it('refuses scopes over itself, unknown identities and unknown permissions', async () => {
    const holder = await createIdentity(api)
    // Each issue names the field as the client wrote it, from the root of the array it sent.
    const cases = [
      [[{ resource: 'IDENTITY', reference: holder.id, permissions: ['admin'] }], '[0].reference'],
      [
        [{ resource: 'IDENTITY', reference: '0123456789abcdef01234567', permissions: ['admin'] }],
        '[0].reference',
      ],
      [[{ resource: 'IDENTITY', reference: holder.id, permissions: ['everything'] }], '[0].permissions[0]'],
      [[{ resource: 'ACCOUNT', reference: holder.id, permissions: ['admin'] }], '[0].resource'],
      [[], 'body'],
    ] as const
    for (const [body, field] of cases) {
      const refused = await api.post(`/identities/${holder.id}/permissions`, body)
      expect(refused.statusCode).toBe(400)
      expect(refused.json().error.info).toEqual([{ field, issue: expect.any(String) }])
    }
    expect((await api.get(`/identities/${holder.id}/permissions`)).json()).toEqual([])
  })

  it('sets scopes through securityOptions.accessControl and limits lists with scopeIdentity', async () => {
    const client = await t.newClient('sandbox')
    const seen = await createIdentity(client)
    await createIdentity(client)
    const viewer = await createIdentity(client, {
      securityOptions: {
        accessControl: {
          scopes: [{ resource: 'IDENTITY', reference: seen.id, permissions: ['identity:read'] }],
        },
      },
    })
    const listed = (await client.get('/identities', { query: { scopeIdentity: viewer.id } })).json()
    expect(listed.data.map((i: { id: string }) => i.id).sort()).toEqual([seen.id, viewer.id].sort())
    const nobody = (
      await client.get('/identities', { query: { scopeIdentity: '0123456789abcdef01234567' } })
    ).json()
    expect(nobody.data).toEqual([])
  })
})

describe('tenancy', () => {
  it('hides every identity route from another client and from the other environment (404)', async () => {
    const owner = await t.newClient('sandbox')
    const identity = await createIdentity(owner)
    const child = await createIdentity(owner)
    await owner.post(`/identities/${identity.id}/permissions`, [
      { resource: 'IDENTITY', reference: child.id, permissions: ['admin'] },
    ])
    const strangers = [await t.newClient('sandbox'), await t.callerFor(owner.credentials, 'live')]
    for (const stranger of strangers) {
      const id = identity.id
      const calls = [
        stranger.get(`/identities/${id}`),
        stranger.patch(`/identities/${id}`, { name: 'x' }),
        stranger.delete(`/identities/${id}`),
        stranger.post(`/identities/${id}/children`, { children: [child.id] }),
        stranger.delete(`/identities/${id}/children`, { children: [child.id] }),
        stranger.post(`/identities/${id}/permissions`, [
          { resource: 'IDENTITY', reference: child.id, permissions: ['admin'] },
        ]),
        stranger.get(`/identities/${id}/permissions`),
        stranger.delete(`/identities/${id}/permissions/${child.id}`),
      ]
      for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404)
      expect((await stranger.get('/identities')).json().data.map((i: { id: string }) => i.id)).not.toContain(
        id,
      )
    }
    expect((await owner.get(`/identities/${identity.id}`)).json().name).toBe(identity.name)
    expect((await owner.get(`/identities/${identity.id}/permissions`)).json()).toHaveLength(1)
  })
})
