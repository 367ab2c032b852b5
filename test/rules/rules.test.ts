import { beforeAll, describe, expect, it } from 'vitest'
import { computeFees } from '../../src/modules/rules/fees.js'
import type { RuleSet } from '../../src/modules/rules/rule-set.js'
import { createIdentity } from '../helpers/factories.js'
import { tenantOf } from '../helpers/ledger.js'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let api: ApiCaller
let owner: { id: string }
beforeAll(async () => {
  t = await buildTestApp()
  api = await t.newClient('sandbox')
  owner = await createIdentity(api)
})

const UNKNOWN_ID = '0123456789abcdef01234567'

const feeBody = (overrides: Record<string, unknown> = {}) => ({
  type: 'FEE',
  identityId: owner.id,
  overwrites: false,
  feeRule: { feeType: 'PERCENTAGE', value: '2.5', description: 'Card processing' },
  ...overrides,
})

const allowedBody = (overrides: Record<string, unknown> = {}) => ({
  type: 'ALLOWED_VALUES',
  identityId: owner.id,
  overwrites: false,
  allowedValuesRule: { key: 'paymentMethod', allowedValues: ['WEBPAY', 'ETPAY'] },
  ...overrides,
})

async function createRule(caller: ApiCaller, body: Record<string, unknown>) {
  const response = await caller.post('/rules', body)
  if (response.statusCode !== 201) throw new Error(`rule creation failed: ${response.body}`)
  return response.json<{ id: string } & Record<string, unknown>>()
}

const fieldsOf = (response: { json(): { error: { info: { field: string }[] } } }) =>
  response.json().error.info.map((i) => i.field)

const ruleTotal = async (caller: ApiCaller = api) =>
  (await caller.get('/rules')).json().pagination.total as number

describe('POST /rules', () => {
  it('creates a FEE rule (201) that targets TRANSACTION and is owned by the client', async () => {
    const response = await api.post(
      '/rules',
      feeBody({ filter: [{ name: 'paymentMethod', value: 'WEBPAY' }], target: 'TRANSACTION' }),
    )
    expect(response.statusCode).toBe(201)
    const rule = response.json()
    expect(rule).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      owner: 'CLIENT',
      target: 'TRANSACTION',
      type: 'FEE',
      identityId: owner.id,
      overwrites: false,
      filter: [{ name: 'paymentMethod', value: 'WEBPAY' }],
      feeRule: { feeType: 'PERCENTAGE', type: 'PERCENTAGE', value: '2.5', description: 'Card processing' },
      createdAt: expect.any(String),
      updatedAt: rule.createdAt,
    })
    expect(new Date(rule.createdAt).toISOString()).toBe(rule.createdAt)
    expect((await api.get(`/rules/${rule.id}`)).json()).toEqual(rule)
  })

  it('defaults a FEE rule’s target to TRANSACTION and its filter to null', async () => {
    const rule = await createRule(api, feeBody({ overwrites: true }))
    expect(rule).toMatchObject({ target: 'TRANSACTION', filter: null, overwrites: true })
    expect(rule).not.toHaveProperty('allowedValuesRule')
  })

  it('stores a FIXED fee at its currency’s scale and accepts feeRule.type in place of feeType', async () => {
    const clp = await createRule(
      api,
      feeBody({ feeRule: { type: 'FIXED', value: '300.00', currency: 'CLP' } }),
    )
    expect(clp.feeRule).toEqual({ feeType: 'FIXED', type: 'FIXED', value: '300', currency: 'CLP' })
    const usd = await createRule(
      api,
      feeBody({ feeRule: { feeType: 'FIXED', type: 'FIXED', value: '1.5', currency: 'USD' } }),
    )
    expect(usd.feeRule).toEqual({ feeType: 'FIXED', type: 'FIXED', value: '1.50', currency: 'USD' })
  })

  it('accepts a 0% and a 100% fee', async () => {
    for (const value of ['0', '100', '100.000']) {
      expect(
        (await api.post('/rules', feeBody({ feeRule: { feeType: 'PERCENTAGE', value } }))).statusCode,
      ).toBe(201)
    }
  })

  it('creates an ALLOWED_VALUES rule, targeting TRANSACTION unless told IDENTITY', async () => {
    const rule = await createRule(
      api,
      allowedBody({ filter: [{ name: 'currency', value: 'CLP' }], feeRule: null }),
    )
    expect(rule).toMatchObject({
      type: 'ALLOWED_VALUES',
      target: 'TRANSACTION',
      owner: 'CLIENT',
      filter: [{ name: 'currency', value: 'CLP' }],
      allowedValuesRule: { key: 'paymentMethod', allowedValues: ['WEBPAY', 'ETPAY'] },
    })
    expect(rule).not.toHaveProperty('feeRule')
    const identityRule = await createRule(
      api,
      allowedBody({
        target: 'IDENTITY',
        allowedValuesRule: { key: 'destinationType', allowedValues: ['ACCOUNT'] },
      }),
    )
    expect(identityRule).toMatchObject({ target: 'IDENTITY', filter: null })
  })

  it('accepts every filter name with a value of its kind', async () => {
    const filter = [
      { name: 'paymentMethod', value: 'SPEI' },
      { name: 'currency', value: 'MXN' },
      { name: 'purchaseCurrency', value: 'USD' },
      { name: 'transactionType', value: 'REMITTANCE' },
      { name: 'country', value: 'MEX' },
      { name: 'product', value: 'USD:MXN' },
    ]
    expect((await createRule(api, feeBody({ filter }))).filter).toEqual(filter)
  })

  const withoutIdentity = ({ identityId: _ignored, ...rest }: Record<string, unknown>) => rest
  it.each([
    ['a missing type', () => ({ ...feeBody(), type: undefined }), 'type'],
    ['an unknown type', () => feeBody({ type: 'DISCOUNT' }), 'type'],
    ['a missing identityId', () => withoutIdentity(feeBody()), 'identityId'],
    ['an unknown identity', () => feeBody({ identityId: UNKNOWN_ID }), 'identityId'],
    ['a missing overwrites', () => ({ ...feeBody(), overwrites: undefined }), 'overwrites'],
    ['a non-boolean overwrites', () => feeBody({ overwrites: 'yes' }), 'overwrites'],
    ['an unknown target', () => feeBody({ target: 'ACCOUNT' }), 'target'],
    ['a FEE rule targeting IDENTITY', () => feeBody({ target: 'IDENTITY' }), 'target'],
    ['a FEE rule without feeRule', () => feeBody({ feeRule: undefined }), 'feeRule'],
    ['a FEE rule with a null feeRule', () => feeBody({ feeRule: null }), 'feeRule'],
    [
      'a FEE rule carrying allowedValuesRule',
      () => feeBody({ allowedValuesRule: { key: 'currency', allowedValues: ['CLP'] } }),
      'allowedValuesRule',
    ],
    [
      'an ALLOWED_VALUES rule without allowedValuesRule',
      () => allowedBody({ allowedValuesRule: undefined }),
      'allowedValuesRule',
    ],
    [
      'an ALLOWED_VALUES rule carrying feeRule',
      () => allowedBody({ feeRule: { feeType: 'PERCENTAGE', value: '1' } }),
      'feeRule',
    ],
    ['a fee without feeType', () => feeBody({ feeRule: { value: '1' } }), 'feeRule.feeType'],
    ['an unknown feeType', () => feeBody({ feeRule: { feeType: 'TIERED', value: '1' } }), 'feeRule.feeType'],
    [
      'feeType and type that disagree',
      () => feeBody({ feeRule: { feeType: 'PERCENTAGE', type: 'FIXED', value: '1' } }),
      'feeRule.type',
    ],
    ['a fee without value', () => feeBody({ feeRule: { feeType: 'PERCENTAGE' } }), 'feeRule.value'],
    ['a comma decimal', () => feeBody({ feeRule: { feeType: 'PERCENTAGE', value: '2,5' } }), 'feeRule.value'],
    ['a negative value', () => feeBody({ feeRule: { feeType: 'PERCENTAGE', value: '-1' } }), 'feeRule.value'],
    [
      'a percentage above 100',
      () => feeBody({ feeRule: { feeType: 'PERCENTAGE', value: '100.01' } }),
      'feeRule.value',
    ],
    [
      'a percentage with a currency',
      () => feeBody({ feeRule: { feeType: 'PERCENTAGE', value: '1', currency: 'USD' } }),
      'feeRule.currency',
    ],
    [
      'a FIXED fee without currency',
      () => feeBody({ feeRule: { feeType: 'FIXED', value: '1' } }),
      'feeRule.currency',
    ],
    [
      'a FIXED fee in an unknown currency',
      () => feeBody({ feeRule: { feeType: 'FIXED', value: '1', currency: 'ABC' } }),
      'feeRule.currency',
    ],
    [
      'a FIXED USD fee with three decimals',
      () => feeBody({ feeRule: { feeType: 'FIXED', value: '0.505', currency: 'USD' } }),
      'feeRule.value',
    ],
    [
      'a FIXED CLP fee with decimals',
      () => feeBody({ feeRule: { feeType: 'FIXED', value: '1.5', currency: 'CLP' } }),
      'feeRule.value',
    ],
    [
      'an unknown field in feeRule',
      () => feeBody({ feeRule: { feeType: 'PERCENTAGE', value: '1', amount: '5' } }),
      'feeRule.amount',
    ],
    [
      'an unknown filter name',
      () => feeBody({ filter: [{ name: 'amount', value: '10' }] }),
      'filter[0].name',
    ],
    ['a filter entry without value', () => feeBody({ filter: [{ name: 'currency' }] }), 'filter[0].value'],
    [
      'a filter naming one attribute twice',
      () =>
        feeBody({
          filter: [
            { name: 'currency', value: 'CLP' },
            { name: 'currency', value: 'USD' },
          ],
        }),
      'filter[1].name',
    ],
    [
      'a lower-case currency filter',
      () => feeBody({ filter: [{ name: 'currency', value: 'clp' }] }),
      'filter[0].value',
    ],
    [
      'an unknown purchaseCurrency filter',
      () => feeBody({ filter: [{ name: 'purchaseCurrency', value: 'XYZ' }] }),
      'filter[0].value',
    ],
    [
      'an alpha-2 country filter',
      () => feeBody({ filter: [{ name: 'country', value: 'CL' }] }),
      'filter[0].value',
    ],
    [
      'a product without a pair',
      () => feeBody({ filter: [{ name: 'product', value: 'CLP' }] }),
      'filter[0].value',
    ],
    [
      'an unknown transactionType filter',
      () => feeBody({ filter: [{ name: 'transactionType', value: 'BUY' }] }),
      'filter[0].value',
    ],
    [
      'an unknown paymentMethod filter',
      () => feeBody({ filter: [{ name: 'paymentMethod', value: 'PAYPAL' }] }),
      'filter[0].value',
    ],
    [
      'an unknown allowed-values key',
      () => allowedBody({ allowedValuesRule: { key: 'amount', allowedValues: ['1'] } }),
      'allowedValuesRule.key',
    ],
    [
      'an empty allowed-values list',
      () => allowedBody({ allowedValuesRule: { key: 'currency', allowedValues: [] } }),
      'allowedValuesRule.allowedValues',
    ],
    [
      'an allowed value that is not a node type',
      () =>
        allowedBody({ allowedValuesRule: { key: 'destinationType', allowedValues: ['ACCOUNT', 'MAILBOX'] } }),
      'allowedValuesRule.allowedValues[1]',
    ],
    ['an unknown top-level field', () => feeBody({ owner: 'PLATFORM' }), 'owner'],
  ])('rejects %s with 400 naming the field and stores nothing', async (_case, body, field) => {
    const before = await ruleTotal()
    const response = await api.post('/rules', body())
    expect(response.statusCode).toBe(400)
    expect(response.json().error.type).toBe('bad_request')
    expect(fieldsOf(response)).toContain(field)
    expect(await ruleTotal()).toBe(before)
  })

  it('reports every problem of a body at once', async () => {
    const response = await api.post('/rules', {
      type: 'FEE',
      identityId: UNKNOWN_ID,
      overwrites: false,
      target: 'IDENTITY',
      filter: [{ name: 'country', value: 'XX' }],
      feeRule: { feeType: 'FIXED', value: '1.234', currency: 'USD' },
      allowedValuesRule: { key: 'currency', allowedValues: ['CLP'] },
    })
    expect(response.statusCode).toBe(400)
    expect(fieldsOf(response).sort()).toEqual(
      ['allowedValuesRule', 'feeRule.value', 'filter[0].value', 'identityId', 'target'].sort(),
    )
  })

  it('reports every shape problem at once', async () => {
    const response = await api.post('/rules', {
      type: 'FEE',
      overwrites: 'maybe',
      filter: [{ name: 'x', value: 'y' }],
    })
    expect(response.statusCode).toBe(400)
    expect(fieldsOf(response).sort()).toEqual(['filter[0].name', 'identityId', 'overwrites'])
  })
})

describe('GET /rules', () => {
  let client: ApiCaller
  let people: { id: string }[]
  let made: { id: string; type: string; target: string; identityId: string }[]
  beforeAll(async () => {
    client = await t.newClient('sandbox')
    people = [await createIdentity(client), await createIdentity(client), await createIdentity(client)]
    made = []
    const bodies = [
      { ...feeBody(), identityId: people[0]!.id },
      { ...allowedBody(), identityId: people[0]!.id },
      { ...allowedBody({ target: 'IDENTITY' }), identityId: people[1]!.id },
      { ...feeBody(), identityId: people[2]!.id },
    ]
    for (const body of bodies) made.push((await createRule(client, body)) as (typeof made)[number])
  })
  const newestFirst = () => made.map((r) => r.id).reverse()
  const listed = async (query: Record<string, string> = {}) => {
    const response = await client.get('/rules', { query })
    expect(response.statusCode).toBe(200)
    return response.json()
  }
  const idsOf = (body: { results: { id: string }[] }) => body.results.map((r) => r.id)

  it('answers pagination and results, newest first', async () => {
    const body = await listed()
    expect(Object.keys(body).sort()).toEqual(['pagination', 'results'])
    expect(body.pagination).toEqual({ count: 4, next: 4, previous: 0, total: 4 })
    expect(idsOf(body)).toEqual(newestFirst())
    expect(body.results[0]).toEqual((await client.get(`/rules/${made[3]!.id}`)).json())
  })

  it.each([
    ['type', () => ({ type: 'FEE' }), () => [made[3]!, made[0]!]],
    ['several types', () => ({ type: 'FEE,ALLOWED_VALUES' }), () => [...made].reverse()],
    ['target', () => ({ target: 'IDENTITY' }), () => [made[2]!]],
    ['several targets', () => ({ target: 'TRANSACTION, IDENTITY' }), () => [...made].reverse()],
    ['identityId', () => ({ identityId: people[0]!.id }), () => [made[1]!, made[0]!]],
    [
      'several identityIds',
      () => ({ identityId: `${people[1]!.id},${people[2]!.id}` }),
      () => [made[3]!, made[2]!],
    ],
    ['id', () => ({ id: made[1]!.id }), () => [made[1]!]],
    [
      'several ids',
      () => ({ id: `${made[0]!.id},${made[2]!.id},${UNKNOWN_ID}` }),
      () => [made[2]!, made[0]!],
    ],
    ['owner CLIENT', () => ({ owner: 'CLIENT' }), () => [...made].reverse()],
    ['another owner', () => ({ owner: 'PLATFORM' }), () => []],
    ['a list of owners with CLIENT', () => ({ owner: 'PLATFORM,CLIENT' }), () => [...made].reverse()],
    [
      'type and identityId together',
      () => ({ type: 'ALLOWED_VALUES', identityId: people[0]!.id }),
      () => [made[1]!],
    ],
  ])('filters by %s', async (_name, query, expected) => {
    const body = await listed(query())
    expect(idsOf(body)).toEqual(expected().map((r) => r.id))
    expect(body.pagination.total).toBe(expected().length)
  })

  it('takes a list as repeated parameters too', async () => {
    const response = await t.inject({
      method: 'GET',
      url: `/sandbox/rules?identityId=${people[1]!.id}&identityId=${people[2]!.id}`,
      headers: { authorization: `Bearer ${client.token}` },
    })
    expect(idsOf(response.json())).toEqual([made[3]!.id, made[2]!.id])
  })

  it('rejects unknown types and targets with 400 naming the parameter', async () => {
    for (const [name, value] of [
      ['type', 'FEE,DISCOUNT'],
      ['target', 'ACCOUNT'],
    ] as const) {
      const response = await client.get('/rules', { query: { [name]: value } })
      expect(response.statusCode).toBe(400)
      expect(fieldsOf(response)).toEqual([name])
    }
  })

  it('pages with limit and next, and with a cursor in v2', async () => {
    const first = await listed({ limit: '3' })
    expect(first.pagination).toEqual({ count: 3, next: 3, previous: 0, total: 4 })
    const second = await listed({ limit: '3', next: String(first.pagination.next) })
    expect([...idsOf(first), ...idsOf(second)]).toEqual(newestFirst())
    expect(second.pagination).toEqual({ count: 4, next: 4, previous: 0, total: 4 })
    expect(idsOf(await listed({ limit: '2', offset: '2' }))).toEqual(newestFirst().slice(2))

    const v2 = { 'service-api-version': '24-04-2025' }
    const page = (await client.get('/rules', { query: { limit: '3' }, headers: v2 })).json()
    expect(page.pagination).toMatchObject({ limit: 3, hasMore: true, cursor: expect.any(String) })
    const rest = (
      await client.get('/rules', { query: { cursor: page.pagination.cursor }, headers: v2 })
    ).json()
    expect(idsOf(rest)).toEqual([made[0]!.id])
    expect(rest.pagination).toMatchObject({ hasMore: false, cursor: null })
  })

  it('defaults limit to 50, caps it at 100 and refuses 0', async () => {
    const v2 = { 'service-api-version': '24-04-2025' }
    expect((await client.get('/rules', { headers: v2 })).json().pagination.limit).toBe(50)
    expect(
      (await client.get('/rules', { query: { limit: '500' }, headers: v2 })).json().pagination.limit,
    ).toBe(100)
    expect((await client.get('/rules', { query: { limit: '0' } })).statusCode).toBe(400)
  })
})

describe('GET /rules/{id}', () => {
  it('answers 404 for an unknown rule', async () => {
    const response = await api.get(`/rules/${UNKNOWN_ID}`)
    expect(response.statusCode).toBe(404)
    expect(response.json().error.type).toBe('not_found')
  })
})

describe('DELETE /rules/{id}', () => {
  it('answers 204 with no body, then the rule is gone from reads, lists and deletes (404)', async () => {
    const rule = await createRule(api, feeBody())
    const before = await ruleTotal()
    const response = await api.delete(`/rules/${rule.id}`)
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
    expect((await api.get(`/rules/${rule.id}`)).statusCode).toBe(404)
    expect((await api.delete(`/rules/${rule.id}`)).statusCode).toBe(404)
    expect(await ruleTotal()).toBe(before - 1)
    expect((await api.get('/rules', { query: { id: rule.id } })).json().results).toEqual([])
  })

  it('answers 404 for an unknown rule', async () => {
    expect((await api.delete(`/rules/${UNKNOWN_ID}`)).statusCode).toBe(404)
  })
})

describe('rulesFor', () => {
  let family: ApiCaller
  let grandparent: { id: string }
  let parent: { id: string }
  let child: { id: string }
  let sibling: { id: string }
  let stepParent: { id: string }
  let rules: Record<string, { id: string }>
  beforeAll(async () => {
    family = await t.newClient('sandbox')
    ;[grandparent, parent, child, sibling, stepParent] = [
      await createIdentity(family),
      await createIdentity(family),
      await createIdentity(family),
      await createIdentity(family),
      await createIdentity(family),
    ]
    await family.post(`/identities/${grandparent.id}/children`, { children: [parent.id] })
    await family.post(`/identities/${parent.id}/children`, { children: [child.id, sibling.id] })
    rules = {
      grandparentFee: await percentageRule(grandparent.id, '1'),
      grandparentAllowed: await createRule(family, {
        type: 'ALLOWED_VALUES',
        identityId: grandparent.id,
        overwrites: false,
        allowedValuesRule: { key: 'currency', allowedValues: ['CLP'] },
      }),
      parentFee: await createRule(family, {
        type: 'FEE',
        identityId: parent.id,
        overwrites: false,
        feeRule: { feeType: 'FIXED', value: '300', currency: 'CLP' },
      }),
      stepParentFee: await percentageRule(stepParent.id, '0.5'),
    }
  })
  const percentageRule = (identityId: string, value: string) =>
    createRule(family, {
      type: 'FEE',
      identityId,
      overwrites: false,
      feeRule: { feeType: 'PERCENTAGE', value },
    })
  const rulesFor = (identityId: string, caller: ApiCaller = family): Promise<RuleSet> =>
    t.app.services.rules.rulesFor(t.database.db, tenantOf(caller), identityId)
  const ids = (set: RuleSet) => ({
    fees: set.fees.map((r) => r.id),
    allowedValues: set.allowedValues.map((r) => r.id),
  })

  it('gives a child its own rules and its ancestors’, nearest first', async () => {
    const own = await percentageRule(child.id, '2')
    expect(ids(await rulesFor(child.id))).toEqual({
      fees: [own.id, rules.parentFee!.id, rules.grandparentFee!.id],
      allowedValues: [rules.grandparentAllowed!.id],
    })
    expect(ids(await rulesFor(grandparent.id))).toEqual({
      fees: [rules.grandparentFee!.id],
      allowedValues: [rules.grandparentAllowed!.id],
    })
    await family.delete(`/rules/${own.id}`)
  })

  it('lets a child’s overwriting FEE rule hide inherited fees but not inherited allowed values', async () => {
    const overwrite = await createRule(family, {
      type: 'FEE',
      identityId: child.id,
      overwrites: true,
      feeRule: { feeType: 'PERCENTAGE', value: '3', description: 'Negotiated rate' },
    })
    const set = await rulesFor(child.id)
    expect(ids(set)).toEqual({ fees: [overwrite.id], allowedValues: [rules.grandparentAllowed!.id] })
    const context = {
      transactionType: 'PURCHASE',
      currency: 'CLP',
      purchaseCurrency: 'CLP',
      product: 'CLP:CLP',
      paymentMethod: 'WEBPAY',
    }
    expect(computeFees(set, context, { amount: 10_000n, currency: 'CLP' })).toEqual([
      { name: 'Negotiated rate', type: 'PERCENTAGE', value: '3', amount: '300', currency: 'CLP' },
    ])
    // The overwrite is the child's alone: its sibling and parent keep the inherited fees.
    expect(ids(await rulesFor(sibling.id)).fees).toEqual([rules.parentFee!.id, rules.grandparentFee!.id])
    expect(ids(await rulesFor(parent.id)).fees).toEqual([rules.parentFee!.id, rules.grandparentFee!.id])

    await family.delete(`/rules/${overwrite.id}`)
    expect(ids(await rulesFor(child.id)).fees).toEqual([rules.parentFee!.id, rules.grandparentFee!.id])
  })

  it('lets an overwriting ALLOWED_VALUES rule hide inherited allowed values but not inherited fees', async () => {
    const overwrite = await createRule(family, {
      type: 'ALLOWED_VALUES',
      identityId: parent.id,
      overwrites: true,
      allowedValuesRule: { key: 'currency', allowedValues: ['CLP', 'USD'] },
    })
    expect(ids(await rulesFor(child.id))).toEqual({
      fees: [rules.parentFee!.id, rules.grandparentFee!.id],
      allowedValues: [overwrite.id],
    })
    await family.delete(`/rules/${overwrite.id}`)
  })

  it('inherits from every parent of an identity with several', async () => {
    await family.post(`/identities/${stepParent.id}/children`, { children: [child.id] })
    expect(ids(await rulesFor(child.id)).fees.sort()).toEqual(
      [rules.parentFee!.id, rules.stepParentFee!.id, rules.grandparentFee!.id].sort(),
    )
    await family.delete(`/identities/${stepParent.id}/children`, { children: [child.id] })
    expect(ids(await rulesFor(child.id)).fees).not.toContain(rules.stepParentFee!.id)
  })

  it('refuses an identity that is unknown to the tenant (404)', async () => {
    await expect(rulesFor(UNKNOWN_ID)).rejects.toMatchObject({ kind: 'not_found' })
    await expect(rulesFor(child.id, api)).rejects.toMatchObject({ kind: 'not_found' })
    await expect(rulesFor(child.id, await t.callerFor(family.credentials, 'live'))).rejects.toMatchObject({
      kind: 'not_found',
    })
  })
})

describe('tenancy', () => {
  it('hides rules from another client and from the other environment', async () => {
    const rule = await createRule(api, feeBody())
    for (const stranger of [await t.newClient('sandbox'), await t.callerFor(api.credentials, 'live')]) {
      expect((await stranger.get(`/rules/${rule.id}`)).statusCode).toBe(404)
      expect((await stranger.delete(`/rules/${rule.id}`)).statusCode).toBe(404)
      const listed = (await stranger.get('/rules')).json()
      expect(listed.pagination.total).toBe(0)
      expect(
        (await stranger.get('/rules', { query: { id: rule.id, identityId: owner.id } })).json().results,
      ).toEqual([])
      const create = await stranger.post('/rules', feeBody())
      expect(create.statusCode).toBe(400)
      expect(fieldsOf(create)).toEqual(['identityId'])
    }
    expect((await api.get(`/rules/${rule.id}`)).statusCode).toBe(200)
  })
})
