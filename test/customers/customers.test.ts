import { beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../helpers/clock.js'
import { createIdentity, uniqueRut } from '../helpers/factories.js'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'

const clock = new ManualClock()
let t: TestApp
let api: ApiCaller
beforeAll(async () => {
  t = await buildTestApp({ clock })
  api = await t.newClient('sandbox')
})

const v2 = { 'service-api-version': '24-04-2025' }
const unknownId = '0123456789abcdef01234567'

function customerBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Ana',
    lastName: 'Pérez',
    email: 'ana@example.com',
    phoneNumberPrefix: '+56',
    phoneNumber: '221234567',
    documentType: 'RUT',
    documentNumber: uniqueRut(),
    address: { street: 'Av. Providencia', streetNumber: '1234', country: 'CHL', zipcode: '7500000' },
    ...overrides,
  }
}

type Customer = { id: string; createdAt: string; updatedAt: string } & Record<string, unknown>

/** Creates a customer one second after the previous one, so newest-first order is deterministic. */
async function createCustomer(caller: ApiCaller, overrides: Record<string, unknown> = {}): Promise<Customer> {
  clock.advance(1000)
  const response = await caller.post('/customers', customerBody(overrides))
  if (response.statusCode !== 200) throw new Error(`customer creation failed: ${response.body}`)
  return response.json()
}

const idsOf = (body: { results: { id: string }[] }) => body.results.map((c) => c.id)
const list = async (caller: ApiCaller, query: Record<string, string> = {}, headers = {}) =>
  (await caller.get('/customers', { query, headers })).json()
const total = async (caller: ApiCaller = api) => (await list(caller)).pagination.total as number

describe('POST /customers', () => {
  it('creates a customer with every field echoed, type INDIVIDUAL by default, and 200', async () => {
    const owner = await createIdentity(api)
    const body = customerBody({ identityId: owner.id })
    const response = await api.post('/customers', body)
    expect(response.statusCode).toBe(200)
    const customer = response.json()
    expect(customer).toEqual({
      ...body,
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      type: 'INDIVIDUAL',
      createdAt: clock.now().toISOString(),
      updatedAt: clock.now().toISOString(),
    })
    expect((await api.get(`/customers/${customer.id}`)).json()).toEqual(customer)
  })

  it('creates a customer from a first name alone and omits every absent field', async () => {
    const response = await api.post('/customers', { firstName: 'Solo', lastName: null, address: null })
    expect(response.statusCode).toBe(200)
    expect(Object.keys(response.json()).sort()).toEqual(['createdAt', 'firstName', 'id', 'type', 'updatedAt'])
  })

  it('creates a BUSINESS customer', async () => {
    const response = await api.post('/customers', customerBody({ type: 'BUSINESS', firstName: 'Acme SpA' }))
    expect(response.statusCode).toBe(200)
    expect(response.json().type).toBe('BUSINESS')
  })

  it.each([
    ['missing first name', { firstName: undefined }, 'firstName', 'is required'],
    ['empty first name', { firstName: '' }, 'firstName', ''],
    ['empty last name', { lastName: '' }, 'lastName', ''],
    ['email', { email: 'not-an-email' }, 'email', 'must be an email address'],
    ['phone number with its prefix inside', { phoneNumber: '+56221234567' }, 'phoneNumber', 'digits'],
    ['phone prefix without +', { phoneNumberPrefix: '56' }, 'phoneNumberPrefix', 'calling code'],
    ['phone number too short', { phoneNumber: '12' }, 'phoneNumber', 'not a possible phone number'],
    [
      'phone prefix that is not a calling code',
      { phoneNumberPrefix: '+5', phoneNumber: '73001234567' },
      'phoneNumberPrefix',
      'calling code',
    ],
    ['phone prefix without number', { phoneNumber: undefined }, 'phoneNumber', 'is required with'],
    [
      'phone number without prefix',
      { phoneNumberPrefix: undefined },
      'phoneNumberPrefix',
      'is required with',
    ],
    ['unknown document type', { documentType: 'LIBRETA' }, 'documentType', 'unknown document type'],
    ['document check digit', { documentNumber: '12345678-9' }, 'documentNumber', 'RUT'],
    ['document type without number', { documentNumber: undefined }, 'documentNumber', 'is required with'],
    ['document number without type', { documentType: undefined }, 'documentType', 'is required with'],
    [
      'personal document for a business',
      { type: 'BUSINESS', documentType: 'DNI', documentNumber: '12345678' },
      'documentType',
      'not accepted for BUSINESS customers',
    ],
    ['customer type', { type: 'COMPANY' }, 'type', ''],
    ['address country format', { address: { country: 'CL' } }, 'address.country', 'alpha-3'],
    ['unknown address country', { address: { country: 'XYZ' } }, 'address.country', 'alpha-3'],
    ['unknown address field', { address: { floor: '3' } }, 'address.floor', 'is not allowed'],
    ['unknown field', { favouriteColour: 'blue' }, 'favouriteColour', 'is not allowed'],
    ['id', { id: unknownId }, 'id', 'is not allowed'],
    ['owner identity that does not exist', { identityId: unknownId }, 'identityId', 'identity not found'],
  ])(
    'rejects a bad %s with 400 naming the field, and stores nothing',
    async (_case, overrides, field, issue) => {
      const before = await total()
      const body = customerBody(overrides)
      for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete body[key]
      const response = await api.post('/customers', body)
      expect(response.statusCode).toBe(400)
      const { error } = response.json()
      expect(error.type).toBe('bad_request')
      expect(error.info).toContainEqual({ field, issue: expect.stringContaining(issue) })
      expect(await total()).toBe(before)
    },
  )

  it('refuses an owner identity that was deleted', async () => {
    const owner = await createIdentity(api)
    await api.delete(`/identities/${owner.id}`)
    const response = await api.post('/customers', customerBody({ identityId: owner.id }))
    expect(response.statusCode).toBe(400)
    expect(response.json().error.info).toEqual([{ field: 'identityId', issue: 'identity not found' }])
  })

  it('reports every problem at once', async () => {
    const response = await api.post(
      '/customers',
      customerBody({
        phoneNumber: undefined,
        documentNumber: '1',
        address: { country: 'XYZ' },
        identityId: unknownId,
      }),
    )
    expect(response.statusCode).toBe(400)
    expect(
      response
        .json()
        .error.info.map((i: { field: string }) => i.field)
        .sort(),
    ).toEqual(['address.country', 'documentNumber', 'identityId', 'phoneNumber'])
  })
})

describe('GET /customers/{customer-id}', () => {
  it('answers 404 for an unknown customer', async () => {
    const response = await api.get(`/customers/${unknownId}`)
    expect(response.statusCode).toBe(404)
    expect(response.json().error.type).toBe('not_found')
  })
})

describe('GET /customers', () => {
  let client: ApiCaller
  let owners: { id: string }[]
  const made: Customer[] = []
  beforeAll(async () => {
    client = await t.newClient('sandbox')
    owners = [await createIdentity(client), await createIdentity(client)]
    for (let i = 0; i < 4; i++) {
      made.push(await createCustomer(client, { firstName: `Person${i}`, email: `Person${i}@Example.com` }))
    }
    made.push(await createCustomer(client, { type: 'BUSINESS', identityId: owners[0]!.id }))
    made.push(await createCustomer(client, { identityId: owners[1]!.id }))
  })

  it('answers pagination and results at the top level, newest first', async () => {
    const response = await client.get('/customers')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(Object.keys(body).sort()).toEqual(['pagination', 'results'])
    expect(idsOf(body)).toEqual(made.map((m) => m.id).reverse())
    expect(body.pagination).toEqual({ count: 6, next: 6, previous: 0, total: 6 })
    expect(body.results[0]).toEqual(made[5])
  })

  it('lists oldest first with sort=createdAt:asc, and refuses another order', async () => {
    expect(idsOf(await list(client, { sort: 'createdAt:asc' }))).toEqual(made.map((m) => m.id))
    const secondPage = await list(client, { sort: 'createdAt:asc', limit: '4', offset: '4' })
    expect(idsOf(secondPage)).toEqual(made.slice(4).map((m) => m.id))
    expect((await client.get('/customers', { query: { sort: 'name' } })).statusCode).toBe(400)
  })

  it('filters by comma-separated ids, and by the same parameter repeated', async () => {
    const [a, b, c] = made
    const commas = await list(client, { id: `${a!.id},${b!.id}` })
    expect(idsOf(commas).sort()).toEqual([a!.id, b!.id].sort())
    const repeated = (await client.get(`/customers?id=${a!.id}&id=${c!.id},${unknownId}`)).json()
    expect(idsOf(repeated).sort()).toEqual([a!.id, c!.id].sort())
  })

  it.each([
    ['INDIVIDUAL', 5],
    ['BUSINESS', 1],
    ['BUSINESS,INDIVIDUAL', 6],
  ])('filters by type %s', async (type, expected) => {
    expect((await list(client, { type })).pagination.total).toBe(expected)
  })

  it('filters by comma-separated owner identityIds', async () => {
    const one = await list(client, { identityId: owners[0]!.id })
    expect(idsOf(one)).toEqual([made[4]!.id])
    const both = await list(client, { identityId: `${owners[0]!.id},${owners[1]!.id}` })
    expect(idsOf(both)).toEqual([made[5]!.id, made[4]!.id])
    expect((await list(client, { identityId: owners[0]!.id, type: 'INDIVIDUAL' })).results).toEqual([])
  })

  it('filters by email in any case and by document number, each matched whole', async () => {
    expect(idsOf(await list(client, { email: 'PERSON1@example.COM' }))).toEqual([made[1]!.id])
    expect(idsOf(await list(client, { email: 'ana@example.com' }))).toEqual([made[5]!.id, made[4]!.id])
    expect((await list(client, { email: 'person1@example' })).results).toEqual([])
    const documentNumber = made[2]!.documentNumber as string
    expect(idsOf(await list(client, { documentNumber }))).toEqual([made[2]!.id])
    expect((await list(client, { documentNumber: documentNumber.slice(0, -1) })).results).toEqual([])
    expect((await list(client, { documentNumber, type: 'BUSINESS' })).results).toEqual([])
    expect((await list(client, { documentNumber, email: 'person2@example.com' })).pagination.total).toBe(1)
  })

  it('treats empty filter values as no filter', async () => {
    const empty = { id: '', type: ',', identityId: ' ', email: '', documentNumber: '' }
    expect((await list(client, empty)).pagination.total).toBe(6)
  })

  it('rejects an unknown type, a bad limit, a forged cursor and an overlong email with 400 naming the parameter', async () => {
    const type = await client.get('/customers', { query: { type: 'INDIVIDUAL,ROBOT' } })
    expect(type.statusCode).toBe(400)
    expect(type.json().error.info).toEqual([{ field: 'type', issue: expect.stringContaining('ROBOT') }])
    const limit = await client.get('/customers', { query: { limit: '0' } })
    expect(limit.statusCode).toBe(400)
    expect(limit.json().error.info[0].field).toBe('limit')
    const cursor = await client.get('/customers', { query: { cursor: 'bm90LWEtY3Vyc29y' } })
    expect(cursor.statusCode).toBe(400)
    expect(cursor.json().error.info[0].field).toBe('cursor')
    const email = await client.get('/customers', { query: { email: `${'a'.repeat(250)}@x.io` } })
    expect(email.statusCode).toBe(400)
    expect(email.json().error.info[0].field).toBe('email')
  })

  it('pages by offset with limit and next, and by offset', async () => {
    const first = await list(client, { limit: '4' })
    expect(first.results).toHaveLength(4)
    expect(first.pagination).toEqual({ count: 4, next: 4, previous: 0, total: 6 })
    const second = await list(client, { limit: '4', next: String(first.pagination.next) })
    expect(second.pagination).toEqual({ count: 6, next: 6, previous: 0, total: 6 })
    expect([...idsOf(first), ...idsOf(second)]).toEqual(made.map((m) => m.id).reverse())
    expect(idsOf(await list(client, { offset: '5' }))).toEqual([made[0]!.id])
  })

  it('pages by cursor in v2 without duplicates while customers are being added', async () => {
    const first = await list(client, { limit: '4' }, v2)
    expect(first.pagination).toMatchObject({ limit: 4, hasMore: true, cursor: expect.any(String) })
    const added = await createCustomer(client)
    const second = await list(client, { limit: '4', cursor: first.pagination.cursor }, v2)
    expect(second.pagination).toMatchObject({ hasMore: false, cursor: null, count: 6, total: 7 })
    expect([...idsOf(first), ...idsOf(second)]).toEqual(made.map((m) => m.id).reverse())
    await client.delete(`/customers/${added.id}`)
  })

  it('caps limit at 100', async () => {
    expect((await list(client, { limit: '1000' }, v2)).pagination.limit).toBe(100)
  })

  it('refuses a cursor of another list, or of the other order, with 400 naming it', async () => {
    const newestFirst = (await list(client, { limit: '2' }, v2)).pagination.cursor
    const identities = await client.get('/identities', { query: { limit: '1' }, headers: v2 })
    const ofIdentities = identities.json().pagination.cursor
    for (const [cursor, query] of [
      [newestFirst, { sort: 'createdAt:asc' }],
      [ofIdentities, {}],
    ] as const) {
      const refused = await client.get('/customers', { query: { ...query, cursor }, headers: v2 })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().error.info).toEqual([
        { field: 'cursor', issue: 'belongs to another list or another order' },
      ])
    }
  })
})

describe('GET /customers?scopeIdentity=', () => {
  let client: ApiCaller
  let viewer: { id: string }
  const seen: string[] = []
  const hidden: string[] = []
  beforeAll(async () => {
    client = await t.newClient('sandbox')
    const [read, write, admin, accountsOnly, unrelated] = await Promise.all(
      Array.from({ length: 5 }, () => createIdentity(client)),
    )
    viewer = await createIdentity(client, {
      securityOptions: {
        accessControl: {
          scopes: [
            { resource: 'IDENTITY', reference: read!.id, permissions: ['identity:read'] },
            { resource: 'IDENTITY', reference: write!.id, permissions: ['identity:write'] },
            { resource: 'IDENTITY', reference: admin!.id, permissions: ['admin'] },
            { resource: 'IDENTITY', reference: accountsOnly!.id, permissions: ['account:read'] },
          ],
        },
      },
    })
    for (const owner of [viewer, read!, write!, admin!]) {
      seen.push((await createCustomer(client, { identityId: owner.id, lastName: 'Scoped' })).id)
    }
    for (const owner of [accountsOnly!, unrelated!]) {
      hidden.push((await createCustomer(client, { identityId: owner.id, lastName: 'Scoped' })).id)
    }
    hidden.push((await createCustomer(client, { lastName: 'Scoped' })).id)
  })

  it('shows only customers owned by the identity itself or by identities it may read or administer', async () => {
    const body = await list(client, { scopeIdentity: viewer.id })
    expect(idsOf(body).sort()).toEqual([...seen].sort())
    expect(body.pagination.total).toBe(4)
  })

  it('applies the scope together with the identityId filter and with search', async () => {
    const [, readOwned] = seen
    const owner = (await client.get(`/customers/${readOwned}`)).json().identityId
    expect(idsOf(await list(client, { scopeIdentity: viewer.id, identityId: owner }))).toEqual([readOwned])
    const outOfScope = (await client.get(`/customers/${hidden[0]}`)).json().identityId
    expect((await list(client, { scopeIdentity: viewer.id, identityId: outOfScope })).results).toEqual([])
    const searched = await list(client, { scopeIdentity: viewer.id, search: 'scoped' })
    expect(idsOf(searched).sort()).toEqual([...seen].sort())
  })

  it('shows nothing for an identity that does not exist', async () => {
    expect((await list(client, { scopeIdentity: unknownId })).pagination.total).toBe(0)
  })
})

describe('GET /customers?search=', () => {
  let client: ApiCaller
  const c: Record<string, Customer> = {}
  beforeAll(async () => {
    client = await t.newClient('sandbox')
    const owner = await createIdentity(client)
    c.jose = await createCustomer(client, {
      firstName: 'José',
      lastName: 'Muller',
      email: 'jm@correo.cl',
      phoneNumberPrefix: '+57',
      phoneNumber: '3001234567',
      documentType: 'RUT',
      documentNumber: '11111111-1',
    })
    c.zoe = await createCustomer(client, {
      type: 'BUSINESS',
      firstName: 'ZOË',
      lastName: 'Ångström',
      email: 'Billing@Nordic-Trade.example',
      phoneNumberPrefix: '+56',
      phoneNumber: '221234567',
      documentNumber: '76543210-3',
      identityId: owner.id,
    })
    c.plain = await createCustomer(client, {
      firstName: 'Plain',
      lastName: undefined,
      email: undefined,
      phoneNumberPrefix: undefined,
      phoneNumber: undefined,
      documentType: undefined,
      documentNumber: undefined,
    })
  })

  const search = async (term: string, extra: Record<string, string> = {}) => {
    const response = await client.get('/customers', { query: { search: term, ...extra } })
    expect(response.statusCode).toBe(200)
    return response.json()
  }
  const names = (body: { results: { firstName: string }[] }) => body.results.map((r) => r.firstName).sort()

  it.each([
    ['first name without its accent', 'jose', ['José']],
    ['first name with an accent the data lacks', 'zoé', ['ZOË']],
    ['last name in capitals with an umlaut', 'MÜLLER', ['José']],
    ['last name without its ring', 'angstrom', ['ZOË']],
    ['first and last name together', 'jose muller', ['José']],
    ['first and last name with extra spaces', '  josé    muller ', ['José']],
    ['email, in any case', 'NORDIC-TRADE', ['ZOË']],
    ['part of an email', 'm@correo', ['José']],
    ['document number', '76543210', ['ZOË']],
    ['phone with its prefix', '+57300123', ['José']],
    ['phone without its prefix', '221234567', ['ZOË']],
    ['nothing that exists', 'nobody', []],
  ])('finds customers by %s', async (_case, term, expected) => {
    const body = await search(term)
    expect(names(body)).toEqual(expected)
    expect(body.pagination.total).toBe(expected.length)
  })

  it('never matches across two fields other than the names', async () => {
    // "muller" ends the names and "jm" starts the email: a match spanning them must not count.
    expect(names(await search('muller'))).toEqual(['José'])
    expect((await search('muller jm')).results).toEqual([])
  })

  it('matches LIKE wildcards literally', async () => {
    expect((await search('%%')).results).toEqual([])
    expect((await search('j_se')).results).toEqual([])
  })

  it('combines search with the type and identityId filters', async () => {
    // "1234" is in both phone numbers.
    expect(names(await search('1234'))).toEqual(['José', 'ZOË'])
    expect(names(await search('1234', { type: 'BUSINESS' }))).toEqual(['ZOË'])
    expect(names(await search('1234', { type: 'INDIVIDUAL' }))).toEqual(['José'])
    expect(names(await search('1234', { identityId: c.zoe!.identityId as string }))).toEqual(['ZOË'])
    expect(names(await search('jose', { identityId: c.zoe!.identityId as string }))).toEqual([])
  })

  it('answers the plain listing for an absent, empty or blank search', async () => {
    for (const term of [undefined, '', '   ']) {
      const body = await list(client, term === undefined ? {} : { search: term })
      expect(body.pagination.total).toBe(3)
    }
  })

  it.each([
    ['one character', 'a'],
    ['one character inside spaces', '  a  '],
    ['201 characters', 'a'.repeat(201)],
  ])('rejects a search of %s with 400 naming search', async (_case, term) => {
    const response = await client.get('/customers', { query: { search: term } })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.info).toEqual([
      { field: 'search', issue: expect.stringContaining('2 to 200 characters') },
    ])
  })

  it('accepts 2 and 200 characters, counting characters rather than bytes', async () => {
    expect(names(await search('zo'))).toEqual(['ZOË'])
    expect((await search('é'.repeat(200))).results).toEqual([])
    expect((await search(`  ${'a'.repeat(200)}  `)).results).toEqual([])
  })

  it('pages search results, counting only matches', async () => {
    const first = await search('1234', { limit: '1' })
    expect(first.pagination).toEqual({ count: 1, next: 1, previous: 0, total: 2 })
    const second = await search('1234', { limit: '1', next: '1' })
    expect(second.pagination).toEqual({ count: 2, next: 2, previous: 0, total: 2 })
    expect([...idsOf(first), ...idsOf(second)]).toEqual([c.zoe!.id, c.jose!.id])
  })

  it('follows PATCH and DELETE at once', async () => {
    const customer = await createCustomer(client, { firstName: 'Transient', lastName: 'Before' })
    await client.patch(`/customers/${customer.id}`, { lastName: 'Después' })
    expect(idsOf(await search('despues'))).toEqual([customer.id])
    expect((await search('before')).results).toEqual([])
    await client.delete(`/customers/${customer.id}`)
    expect((await search('despues')).results).toEqual([])
  })
})

describe('PATCH /customers/{customer-id}', () => {
  it('changes the fields sent and keeps the rest, answering 200', async () => {
    const customer = await createCustomer(api)
    clock.advance(5000)
    const response = await api.patch(`/customers/${customer.id}`, {
      firstName: 'Ana María',
      phoneNumberPrefix: '+57',
      phoneNumber: '3001234567',
      address: { street: 'Calle 10', country: 'COL' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      ...customer,
      firstName: 'Ana María',
      phoneNumberPrefix: '+57',
      phoneNumber: '3001234567',
      address: { street: 'Calle 10', country: 'COL' },
      updatedAt: clock.now().toISOString(),
    })
    expect((await api.get(`/customers/${customer.id}`)).json()).toEqual(response.json())
  })

  it('removes optional fields sent as null', async () => {
    const customer = await createCustomer(api)
    const response = await api.patch(`/customers/${customer.id}`, {
      lastName: null,
      email: null,
      phoneNumberPrefix: null,
      phoneNumber: null,
      documentType: null,
      documentNumber: null,
      address: null,
    })
    expect(response.statusCode).toBe(200)
    expect(Object.keys(response.json()).sort()).toEqual(['createdAt', 'firstName', 'id', 'type', 'updatedAt'])
  })

  it('accepts the customer id in the body when it is the path id', async () => {
    const customer = await createCustomer(api)
    const response = await api.patch(`/customers/${customer.id}`, { id: customer.id, lastName: 'Soto' })
    expect(response.statusCode).toBe(200)
    expect(response.json().lastName).toBe('Soto')
  })

  it('sets, changes and removes the owner identity', async () => {
    const customer = await createCustomer(api)
    const [first, second] = [await createIdentity(api), await createIdentity(api)]
    expect((await api.patch(`/customers/${customer.id}`, { identityId: first.id })).json().identityId).toBe(
      first.id,
    )
    expect((await api.patch(`/customers/${customer.id}`, { identityId: second.id })).json().identityId).toBe(
      second.id,
    )
    expect((await api.patch(`/customers/${customer.id}`, { identityId: null })).json()).not.toHaveProperty(
      'identityId',
    )
  })

  it('keeps working for a customer whose owner identity was deleted', async () => {
    const owner = await createIdentity(api)
    const customer = await createCustomer(api, { identityId: owner.id })
    await api.delete(`/identities/${owner.id}`)
    const response = await api.patch(`/customers/${customer.id}`, { lastName: 'Rojas' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ identityId: owner.id, lastName: 'Rojas' })
  })

  it.each([
    ['an id other than the path id', { id: unknownId }, 'id', 'path'],
    ['a null first name', { firstName: null }, 'firstName', ''],
    ['a null type', { type: null }, 'type', ''],
    ['an unknown field', { createdAt: '2026-01-01T00:00:00Z' }, 'createdAt', 'is not allowed'],
    ['a phone number removed without its prefix', { phoneNumber: null }, 'phoneNumber', 'is required with'],
    ['a prefix the number does not fit', { phoneNumberPrefix: '+1' }, 'phoneNumber', 'not a possible'],
    ['a document type the stored number does not fit', { documentType: 'CPF' }, 'documentNumber', 'CPF'],
    ['a document type removed without its number', { documentType: null }, 'documentType', 'is required'],
    [
      'a personal document on a business',
      { type: 'BUSINESS', documentType: 'DNI', documentNumber: '12345678' },
      'documentType',
      'BUSINESS',
    ],
    ['an unknown address country', { address: { country: 'XYZ' } }, 'address.country', 'alpha-3'],
    ['an owner that does not exist', { identityId: unknownId }, 'identityId', 'identity not found'],
    ['a bad email', { email: 'nope' }, 'email', 'email'],
  ])('refuses %s with 400 naming the field, changing nothing', async (_case, patch, field, issue) => {
    const customer = await createCustomer(api)
    const response = await api.patch(`/customers/${customer.id}`, { lastName: 'Changed', ...patch })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.info).toContainEqual({ field, issue: expect.stringContaining(issue) })
    expect((await api.get(`/customers/${customer.id}`)).json()).toEqual(customer)
  })

  it('refuses turning a customer with a personal document into a business', async () => {
    const customer = await createCustomer(api, { documentType: 'DNI', documentNumber: '12345678' })
    const response = await api.patch(`/customers/${customer.id}`, { type: 'BUSINESS' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.info).toEqual([
      { field: 'documentType', issue: 'DNI is not accepted for BUSINESS customers (only INDIVIDUAL)' },
    ])
    expect((await api.get(`/customers/${customer.id}`)).json().type).toBe('INDIVIDUAL')
  })

  it('answers 404 for an unknown customer', async () => {
    expect((await api.patch(`/customers/${unknownId}`, { lastName: 'x' })).statusCode).toBe(404)
  })
})

describe('DELETE /customers/{customer-id}', () => {
  it('answers 204 without a body, after which the customer is gone from every read', async () => {
    const customer = await createCustomer(api, { firstName: 'Ephemeral' })
    const before = await total()
    const response = await api.delete(`/customers/${customer.id}`)
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
    expect(await total()).toBe(before - 1)
    expect((await api.get(`/customers/${customer.id}`)).statusCode).toBe(404)
    expect((await api.patch(`/customers/${customer.id}`, { lastName: 'x' })).statusCode).toBe(404)
    expect((await api.delete(`/customers/${customer.id}`)).statusCode).toBe(404)
    expect((await list(api, { id: customer.id })).results).toEqual([])
    expect((await list(api, { search: 'ephemeral' })).results).toEqual([])
  })
})

describe('tenancy', () => {
  it('hides a customer from another client and from the same client in live (404, never listed)', async () => {
    const owner = await t.newClient('sandbox')
    const identity = await createIdentity(owner)
    const customer = await createCustomer(owner, { firstName: 'Confidencial', identityId: identity.id })
    const strangers = [await t.newClient('sandbox'), await t.callerFor(owner.credentials, 'live')]
    for (const stranger of strangers) {
      const own = await createCustomer(stranger, { firstName: 'Confidencial' })
      const id = customer.id
      expect((await stranger.get(`/customers/${id}`)).statusCode).toBe(404)
      expect((await stranger.patch(`/customers/${id}`, { lastName: 'x' })).statusCode).toBe(404)
      expect((await stranger.delete(`/customers/${id}`)).statusCode).toBe(404)
      expect(idsOf(await list(stranger))).not.toContain(id)
      expect(idsOf(await list(stranger, { search: 'confidencial' }))).toEqual([own.id])
      const pointed: Record<string, string>[] = [
        { id },
        { identityId: identity.id },
        { scopeIdentity: identity.id },
        { search: 'confidencial', id },
      ]
      for (const query of pointed) expect((await list(stranger, query)).results).toEqual([])
      const borrowed = await stranger.post('/customers', customerBody({ identityId: identity.id }))
      expect(borrowed.statusCode).toBe(400)
      expect(borrowed.json().error.info).toEqual([{ field: 'identityId', issue: 'identity not found' }])
    }
    expect((await owner.get(`/customers/${customer.id}`)).json()).toEqual(customer)
    expect(idsOf(await list(owner, { search: 'confidencial' }))).toEqual([customer.id])
  })
})
