import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'
import { identityBody } from '../helpers/factories.js'

let t: TestApp
let api: ApiCaller
beforeAll(async () => {
  t = await buildTestApp()
  api = await t.newClient('sandbox')
})

describe('routing and bodies', () => {
  it('answers an unknown path with 404 in the error envelope', async () => {
    const response = await api.get('/does-not-exist')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: { type: 'not_found', info: null }, message: expect.any(String) })
  })

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const response = await api.call('PUT', '/identities')
    expect(response.statusCode).toBe(405)
    expect(response.headers.allow).toBe('GET, POST')
    expect(response.json().error.type).toBe('method_not_allowed')
  })

  it('answers a path with a trailing slash the route lacks with 404, not a 405 allowing the method', async () => {
    const identity = (await api.post('/identities', identityBody())).json()
    const response = await api.get(`/identities/${identity.id}/`)
    expect(response.statusCode).toBe(404)
    expect(response.json().error.type).toBe('not_found')
  })

  it('answers malformed JSON with 400', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/sandbox/identities',
      headers: {
        authorization: `Bearer ${api.token}`,
        'x-api-key': api.credentials.apiKey,
        'content-type': 'application/json',
      },
      payload: '{"name": ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.type).toBe('bad_request')
  })

  it('refuses prototype-poisoning keys with 400', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/sandbox/identities',
      headers: {
        authorization: `Bearer ${api.token}`,
        'x-api-key': api.credentials.apiKey,
        'content-type': 'application/json',
      },
      payload: '{"__proto__": {"admin": true}}',
    })
    expect(response.statusCode).toBe(400)
  })

  it('answers an oversized body with 413 and a non-JSON body with 415', async () => {
    const big = await api.post('/identities', { ...identityBody(), idv: 'x'.repeat(1_100_000) })
    expect(big.statusCode).toBe(413)
    expect(big.json().error.type).toBe('payload_too_large')
    const text = await api.post('/identities', 'name=Ana', { headers: { 'content-type': 'text/plain' } })
    expect(text.statusCode).toBe(415)
    expect(text.json().error.type).toBe('unsupported_media_type')
  })

  it('answers a missing body on a route that needs one with 400', async () => {
    const response = await api.post('/identities')
    expect(response.statusCode).toBe(400)
    expect(response.json().error.type).toBe('bad_request')
  })
})

describe('query parameters', () => {
  it('takes a parameter given no value as absent, whatever its type, and checks one given a value', async () => {
    const identity = (await api.post('/identities', identityBody())).json()
    const listed = async (path: string) => {
      const response = await api.get(path)
      expect(response.statusCode, response.body).toBe(200)
      return response.json()
    }
    const everyone = await listed('/identities')
    expect(await listed('/identities?type=&status=&email=&limit=&country=')).toEqual(everyone)
    expect(await listed('/identities?type=&type=USER')).toEqual(await listed('/identities?type=USER'))
    expect(await listed('/accounts?type=&currency=&status=')).toEqual(await listed('/accounts'))
    const products = '/payments/available-products'
    expect(await listed(`${products}?currency=`)).toEqual(await listed(products))

    expect((await api.get('/identities?type=BAD')).statusCode).toBe(400)
    const required = await api.get('/accounts/v2?identityId=&type=')
    expect(required.statusCode).toBe(400)
    expect(required.json().error.info).toEqual([{ field: 'identityId', issue: 'is required' }])
    expect((await api.get(`/accounts/v2?identityId=${identity.id}&type=`)).statusCode).toBe(200)
  })
})

describe('service-api-version', () => {
  it('defaults to v1 and echoes the resolved version', async () => {
    const response = await api.get('/identities')
    expect(response.headers['service-api-version']).toBe('v1')
    expect(Object.keys(response.json().pagination).sort()).toEqual([
      'count',
      'next',
      'previous',
      'results',
      'total',
    ])
  })

  it('selects v2 with 24-04-2025, adding the cursor metadata', async () => {
    const response = await api.get('/identities', { headers: { 'service-api-version': '24-04-2025' } })
    expect(response.headers['service-api-version']).toBe('24-04-2025')
    expect(response.json().pagination).toMatchObject({ limit: 50, cursor: null, hasMore: false })
  })

  it('refuses any other value with 400', async () => {
    const response = await api.get('/identities', { headers: { 'service-api-version': '2020-01-01' } })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.info).toEqual([{ field: 'service-api-version', issue: expect.any(String) }])
  })
})

describe('request ids', () => {
  it('generates one per response and keeps a sane one the client sent', async () => {
    const generated = await api.get('/identities')
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    const kept = await api.get('/identities', { headers: { 'x-request-id': 'trace-123' } })
    expect(kept.headers['x-request-id']).toBe('trace-123')
    const replaced = await api.get('/identities', { headers: { 'x-request-id': 'bad id with spaces' } })
    expect(replaced.headers['x-request-id']).not.toBe('bad id with spaces')
  })
})

describe('Idempotency-Key', () => {
  const count = async (email: string) =>
    (await api.get('/identities', { query: { email } })).json().pagination.total as number

  it('replays the stored response for the same key and body, creating once', async () => {
    const body = identityBody()
    const headers = { 'idempotency-key': `key-${body.email as string}` }
    const first = await api.post('/identities', body, { headers })
    const second = await api.post('/identities', body, { headers })
    expect(first.statusCode).toBe(200)
    expect(second.statusCode).toBe(200)
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(first.headers['idempotent-replayed']).toBeUndefined()
    expect(second.json()).toEqual(first.json())
    expect(await count(body.email as string)).toBe(1)
  })

  it('refuses the same key with a different body (422)', async () => {
    const headers = { 'idempotency-key': 'reused-key' }
    expect((await api.post('/identities', identityBody(), { headers })).statusCode).toBe(200)
    const other = identityBody()
    const response = await api.post('/identities', other, { headers })
    expect(response.statusCode).toBe(422)
    expect(response.json().error.type).toBe('idempotency_conflict')
    expect(await count(other.email as string)).toBe(0)
  })

  it('creates once when the same key arrives many times at once; the others replay or get 409', async () => {
    const body = identityBody()
    const headers = { 'idempotency-key': `parallel-${body.email as string}` }
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => api.post('/identities', body, { headers })),
    )
    for (const response of responses) expect([200, 409]).toContain(response.statusCode)
    expect(
      responses
        .filter((r) => r.statusCode === 409)
        .every((r) => r.json().error.type === 'idempotency_conflict'),
    ).toBe(true)
    expect(await count(body.email as string)).toBe(1)
  })

  it('keeps keys apart per client', async () => {
    const other = await t.newClient('sandbox')
    const headers = { 'idempotency-key': 'shared-key-name' }
    expect((await api.post('/identities', identityBody(), { headers })).statusCode).toBe(200)
    const response = await other.post('/identities', identityBody(), { headers })
    expect(response.statusCode).toBe(200)
    expect(response.headers['idempotent-replayed']).toBeUndefined()
  })

  it('does not store a request that failed validation', async () => {
    const headers = { 'idempotency-key': 'after-a-typo' }
    expect(
      (await api.post('/identities', { ...identityBody(), email: 'typo' }, { headers })).statusCode,
    ).toBe(400)
    expect((await api.post('/identities', identityBody(), { headers })).statusCode).toBe(200)
  })
})

describe('rate limiting', () => {
  it('answers 429 with Retry-After once a client spends its budget, leaving other clients alone', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '60' } })
    const [busy, quiet] = [await limited.newClient('sandbox'), await limited.newClient('sandbox')]
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push(await busy.get('/identities'))
    expect(statuses.map((r) => r.statusCode)).toEqual([200, 200, 200, 429])
    expect(statuses[0]!.headers['ratelimit-limit']).toBe('3')
    expect(statuses[2]!.headers['ratelimit-remaining']).toBe('0')
    const refused = statuses[3]!
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.json().error.type).toBe('rate_limited')
    expect((await quiet.get('/identities')).statusCode).toBe(200)
  })

  it('counts refused credentials against the address, so guessing tokens meets the limit too', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '60' } })
    const guesses = []
    for (let i = 0; i < 4; i++) {
      guesses.push(
        await limited.inject({
          method: 'GET',
          url: '/sandbox/customers',
          headers: { authorization: `Bearer guess-${i}` },
        }),
      )
    }
    expect(guesses.map((r) => r.statusCode)).toEqual([401, 401, 401, 429])
    expect(guesses[0]!.headers['ratelimit-remaining']).toBe('2')
    expect(guesses[3]!.json().error.type).toBe('rate_limited')
  })
})

describe('operational endpoints', () => {
  it('serves /health, /ready and Prometheus /metrics', async () => {
    expect((await t.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' })
    expect((await t.inject({ method: 'GET', url: '/ready' })).json()).toEqual({ status: 'ready' })
    const metrics = await t.inject({ method: 'GET', url: '/metrics' })
    expect(metrics.body).toContain('http_request_duration_seconds_bucket')
    expect(metrics.body).toContain('route="/sandbox/identities"')
    // The group commit's figures come with PostgreSQL's batcher; the embedded database has none.
    expect(metrics.body.includes('db_statement_batches_total')).toBe(t.database.kind === 'postgres')
  })

  it('serves the OpenAPI 3.1 document, version 1.0.0, listing each operation once', async () => {
    const document = (await t.inject({ method: 'GET', url: '/openapi.json' })).json()
    expect(document.openapi).toBe('3.1.0')
    expect(document.info.version).toBe('1.0.0')
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/auth', '/identities', '/identities/{id}']),
    )
    expect(Object.keys(document.paths).filter((p) => p.startsWith('/sandbox'))).toEqual([])
    expect(
      document.paths['/identities'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(expect.arrayContaining(['name', 'email', 'phone', 'documentNumber', 'documentType', 'idv']))
  })

  it('serves a reference page at /docs without external assets', async () => {
    const page = await t.inject({ method: 'GET', url: '/docs/' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).not.toMatch(/src="https?:\/\//)
  })
})
