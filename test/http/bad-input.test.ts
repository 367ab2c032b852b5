import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import type { LightMyRequestResponse } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { createIdentity, identityBody, uniqueRut } from '../helpers/factories.js'
import { openAccount, topUpBody, type OpenedAccount } from '../helpers/payments.js'
import { snapshotStoredData } from '../helpers/stored-data.js'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let api: ApiCaller
let account: OpenedAccount
beforeAll(async () => {
  t = await buildTestApp()
  api = await t.newClient('sandbox')
  account = await openAccount(api, (await createIdentity(api)).id, 'CLP')
})

const customerBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  lastName: 'Pérez',
  documentType: 'RUT',
  documentNumber: uniqueRut(),
  ...overrides,
})
const paymentBody = (overrides: Record<string, unknown> = {}) => topUpBody(account, '10000', overrides)

/** Sends a request and expects it refused with `status` in the envelope, storing nothing. */
async function expectRefused(
  send: () => Promise<LightMyRequestResponse>,
  status = 400,
): Promise<{ type: string; info: unknown; message: string }> {
  const before = await snapshotStoredData(t.database.db)
  const response = await send()
  expect(response.statusCode, response.body).toBe(status)
  const body = response.json()
  expect(Object.keys(body).sort()).toEqual(['error', 'message'])
  expect(typeof body.message).toBe('string')
  expect(await snapshotStoredData(t.database.db)).toEqual(before)
  return { ...body.error, message: body.message }
}

const rawPost = (url: string, payload: string | Buffer, headers: Record<string, string> = {}) =>
  t.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${api.token}`,
      'x-api-key': api.credentials.apiKey,
      'user-agent': 'tests',
      'content-type': 'application/json',
      ...headers,
    },
    payload,
  })

describe('text the database cannot store', () => {
  it.each([
    ['POST /identities', '/identities', () => identityBody({ name: 'Ana\u0000Maria' }), 'name'],
    ['POST /customers', '/customers', () => customerBody({ lastName: 'Pé\u0000rez' }), 'lastName'],
    [
      'POST /customers (nested)',
      '/customers',
      () => customerBody({ address: { street: 'Av.\u0000', country: 'CHL' } }),
      'address.street',
    ],
    ['POST /payments/received', '/payments/received', () => ({ id: '\u0000' }), 'id'],
  ])('refuses a NUL byte on %s, naming the field', async (_, path, body, field) => {
    const error = await expectRefused(() => api.post(path, body()))
    expect(error.type).toBe('bad_request')
    expect(error.info).toEqual([{ field, issue: expect.stringContaining('NUL') }])
  })

  it('refuses a NUL byte in the client id of POST /auth', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/sandbox/auth',
      headers: { 'x-api-key': api.credentials.apiKey },
      payload: { clientId: 'a\u0000b', clientSecret: api.credentials.clientSecret },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.info).toEqual([{ field: 'clientId', issue: expect.any(String) }])
  })

  it('refuses a lone surrogate instead of storing a replacement character', async () => {
    // Written as JSON escapes: a lone surrogate cannot be encoded as UTF-8 on the wire.
    const body = JSON.stringify(customerBody()).replace('"Ana"', '"Jos\\ud800e"')
    const error = await expectRefused(() => rawPost('/sandbox/customers', body))
    expect(error.info).toEqual([{ field: 'firstName', issue: expect.stringContaining('surrogate') }])
  })

  it('refuses body bytes that are not UTF-8 instead of storing replacement characters', async () => {
    const text = JSON.stringify(customerBody({ firstName: 'Jos_e' }))
    const bytes = Buffer.from(text).toString('hex').replace(Buffer.from('_').toString('hex'), 'eda080')
    const error = await expectRefused(() => rawPost('/sandbox/customers', Buffer.from(bytes, 'hex')))
    expect(error.info).toEqual([{ field: 'body', issue: 'is not valid UTF-8 text' }])
  })

  it('accepts a correctly paired surrogate (an emoji) and stores it as sent', async () => {
    const response = await api.post('/customers', customerBody({ firstName: 'Ana 😀' }))
    expect(response.statusCode).toBe(200)
    expect((await api.get(`/customers/${response.json().id as string}`)).json().firstName).toBe('Ana 😀')
  })

  it('refuses an object key holding a NUL byte', async () => {
    const body = JSON.stringify({ ...identityBody(), 'na\u0000me': 'x' })
    const error = await expectRefused(() => rawPost('/sandbox/identities', body))
    expect(error.info).toEqual([{ field: 'na\u0000me', issue: expect.stringContaining('key') }])
  })

  it('refuses JSON nested deeper than any request the API describes', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000)
    const body = JSON.stringify(identityBody()).replace('"idv-reference-1"', deep)
    const error = await expectRefused(() => rawPost('/sandbox/identities', body))
    expect(error.info).toEqual([{ field: expect.stringMatching(/^idv(\[0\])+$/), issue: expect.any(String) }])
  })

  it('refuses NUL in a query string, a path parameter and a header', async () => {
    const query = await expectRefused(() => api.get('/customers', { query: { search: 'An\u0000a' } }))
    expect(query.info).toEqual([{ field: 'search', issue: expect.any(String) }])
    const param = await expectRefused(() => api.get('/identities/%00'))
    expect(param.info).toEqual([{ field: 'id', issue: expect.any(String) }])
    const header = await expectRefused(() =>
      api.post('/customers', customerBody(), { headers: { 'idempotency-key': 'k\u0000' } }),
    )
    expect(header.info).toEqual([{ field: 'idempotency-key', issue: expect.any(String) }])
  })

  it('refuses a path whose percent-encoding is not UTF-8', async () => {
    const error = await expectRefused(() => api.get('/identities/%ED%A0%80'))
    expect(error.type).toBe('bad_request')
  })

  it('refuses a query whose percent-encoding does not decode, naming each parameter', async () => {
    const error = await expectRefused(() => api.get('/customers?search=%ZZ&limit=5&status=%C3%28&%E2%82=x'))
    expect(error.info).toEqual([
      { field: 'search', issue: expect.stringContaining('percent-encoding') },
      { field: 'status', issue: expect.stringContaining('percent-encoding') },
      { field: '%E2%82', issue: expect.stringContaining('percent-encoding') },
    ])
    expect(error.message).toContain('search')
  })

  it('still reads a well-encoded query, + as a space and é as %C3%A9', async () => {
    const created = await api.post('/customers', customerBody({ firstName: 'José María' }))
    expect(created.statusCode, created.body).toBe(200)
    const found = await api.get('/customers?search=Jos%C3%A9+Mar%C3%ADa&limit=100')
    expect(found.statusCode, found.body).toBe(200)
    expect(JSON.stringify(found.json())).toContain(created.json().id)
  })
})

describe('strict JSON bodies', () => {
  it.each([
    ['purchaseAmount', 100, 'a string', '/payments', paymentBody],
    ['firstName', 12, 'a string', '/customers', customerBody],
    ['origins', {}, 'an array', '/payments', paymentBody],
  ])('refuses %s sent as %j where the contract says %s', async (field, value, expected, path, body) => {
    const error = await expectRefused(() => api.post(path, body({ [field]: value })))
    expect(error.info).toContainEqual({ field, issue: `must be ${expected}` })
  })

  it('still reads numbers and lists from query strings', async () => {
    for (let i = 0; i < 2; i++) expect((await api.post('/customers', customerBody())).statusCode).toBe(200)
    const response = await api.get('/customers', { query: { limit: '1' } })
    expect(response.statusCode).toBe(200)
    expect(response.json().results).toHaveLength(1)
  })
})

describe('messages a person can act on', () => {
  it('says what a valid amount looks like instead of showing a pattern', async () => {
    const error = await expectRefused(() => api.post('/payments', paymentBody({ purchaseAmount: '-5' })))
    expect(error.info).toEqual([
      { field: 'purchaseAmount', issue: expect.stringContaining('must be a positive decimal string') },
    ])
    expect(error.message).not.toMatch(/\\d|\^/)
  })

  it('says what an email, a date and a phone prefix look like', async () => {
    const error = await expectRefused(() =>
      api.post('/customers', customerBody({ email: 'nope', phoneNumberPrefix: '56' })),
    )
    expect(error.info).toEqual(
      expect.arrayContaining([
        { field: 'email', issue: expect.stringContaining('email address') },
        { field: 'phoneNumberPrefix', issue: expect.stringContaining('country calling code') },
      ]),
    )
  })

  it('names the values a field takes in one issue, not one contradictory issue per value', async () => {
    const listed = await expectRefused(() => api.get('/identities', { query: { status: 'FOO', sort: 'up' } }))
    expect(listed.info).toEqual([
      { field: 'status', issue: expect.stringMatching(/^must be one of: PENDING, .*ACTIVE/) },
      { field: 'sort', issue: 'must be one of: createdAt:desc, createdAt:asc' },
    ])
    const opened = await expectRefused(() =>
      api.post('/accounts', { identityId: account.identityId, type: 'NOPE', currency: 'CLP' }),
    )
    expect(opened.info).toEqual([
      { field: 'type', issue: 'must be one of: CHECKING, ASSET, SAVINGS, ESCROW, FEE' },
    ])
  })

  it('names the values a field takes also when the value is of another type', async () => {
    const nulled = await expectRefused(() =>
      api.put('/clients/webhook', { webhookUrl: 'http://127.0.0.1:9/ok', flavor: null }),
    )
    expect(nulled.info).toEqual([
      { field: 'flavor', issue: 'must be one of: default, cvu.static, cvu.dynamic' },
    ])
    const repeated = await expectRefused(() => api.get('/identities?status=ACTIVE&status=PENDING'))
    expect(repeated.info).toEqual([
      { field: 'status', issue: expect.stringMatching(/^must be one of: PENDING, .*ACTIVE/) },
    ])
  })

  it('says a change with no field in it must have one', async () => {
    const error = await expectRefused(() => api.patch(`/accounts/${account.id}`, {}))
    expect(error.info).toEqual([{ field: 'body', issue: 'must have at least one field' }])
  })

  it('says an empty path parameter must not be empty (a trailing slash)', async () => {
    const error = await expectRefused(() => api.get('/customers/'))
    expect(error.info).toEqual([{ field: 'id', issue: 'must not be empty' }])
  })

  it('explains a body that may be absent by what is wrong inside it', async () => {
    const error = await expectRefused(() =>
      api.post(`/identities/${account.identityId}/accounts/escrow-fee`, { currencies: 'MXN' }),
    )
    expect(error.info).toEqual([{ field: 'currencies', issue: 'must be an array' }])
  })
})

describe('instants and numbers the database cannot hold', () => {
  it.each(['2030-01-01T23:59:60Z', '0000-06-01T00:00:00Z', '9999-12-31T23:00:00-05:00'])(
    'refuses the date-time %s naming the field, where it once failed the request',
    async (expiresAt) => {
      const error = await expectRefused(() => api.post('/payments', paymentBody({ expiresAt })))
      expect(error.info).toEqual([{ field: 'expiresAt', issue: expect.stringContaining('date and time') }])
    },
  )

  it('refuses an offset past what a list can skip, naming it', async () => {
    const error = await expectRefused(() =>
      api.get('/customers', { query: { offset: '99999999999999999999' } }),
    )
    expect(error.info).toEqual([{ field: 'offset', issue: expect.stringContaining('at most') }])
  })

  it('reads a number in a query only from decimal digits', async () => {
    for (const offset of ['Infinity', '1e400', '1e30', '0x10', ' 5', '5.0']) {
      const error = await expectRefused(() => api.get('/payments', { query: { offset } }))
      expect(error.info, offset).toEqual([{ field: 'offset', issue: 'must be an integer' }])
    }
    const error = await expectRefused(() => api.get('/identities?limit=10&limit=1e400'))
    expect(error.info).toEqual([{ field: 'limit', issue: 'must be an integer' }])
    const read = await api.get('/payments', { query: { offset: '007', limit: '5' } })
    expect(read.statusCode).toBe(200)
    expect(read.json().pagination).toMatchObject({ previous: 2 })
  })

  it('refuses a cursor whose position no row can have, naming it', async () => {
    const cursor = Buffer.from(JSON.stringify({ t: '0000-01-01T00:00:00.000Z', i: 'x', n: 1 })).toString(
      'base64url',
    )
    const error = await expectRefused(() => api.get('/payments', { query: { cursor } }))
    expect(error.info).toEqual([{ field: 'cursor', issue: expect.any(String) }])
  })

  it('reads the last day there is as an end date', async () => {
    const response = await api.get('/payments', { query: { endDate: '31/12/9999' } })
    expect(response.statusCode).toBe(200)
  })

  it('ignores log dates the database cannot hold, as it ignores any unparseable one', async () => {
    for (const query of [{ from: '0000-01-01' }, { to: '0000-01-01T00:00:00Z' }] as Record<
      string,
      string
    >[]) {
      const response = await api.get('/v1/notifications', { query })
      expect(response.statusCode).toBe(200)
    }
  })
})

describe("Fastify's own refusals use the envelope", () => {
  it('answers a 5,000-character path parameter with 414', async () => {
    const error = await expectRefused(() => api.get(`/identities/${'a'.repeat(5000)}`), 414)
    expect(error.type).toBe('uri_too_long')
  })

  it('names the forbidden key in a prototype-poisoning body', async () => {
    const body = JSON.stringify(identityBody()).replace('{', '{"__proto__":{"admin":true},')
    const error = await expectRefused(() => rawPost('/sandbox/identities', body))
    expect(error.info).toEqual([{ field: 'body', issue: expect.stringContaining('__proto__') }])
  })

  it('names the body in malformed JSON', async () => {
    const error = await expectRefused(() => rawPost('/sandbox/identities', '{"name": '))
    expect(error).toMatchObject({
      type: 'bad_request',
      info: [{ field: 'body', issue: 'is not valid JSON' }],
    })
  })

  describe('over a real socket', () => {
    let port: number
    beforeAll(async () => {
      const server = await buildTestApp()
      await server.app.listen({ host: '127.0.0.1', port: 0 })
      port = (server.app.server.address() as AddressInfo).port
    })

    /** Writes raw bytes, as a broken client would, and returns the status line and body. */
    function exchange(request: string): Promise<{ status: number; body: string; text: string }> {
      return new Promise((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(request))
        let text = ''
        socket.on('data', (chunk) => (text += chunk.toString()))
        socket.on('error', reject)
        socket.on('close', () => {
          const [head = '', body = ''] = text.split('\r\n\r\n')
          resolve({ status: Number(head.split(' ')[1]), body, text })
        })
      })
    }

    it('answers oversized headers with 431', async () => {
      const response = await exchange(
        `GET /health HTTP/1.1\r\nHost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`,
      )
      expect(response.status).toBe(431)
      expect(JSON.parse(response.body)).toEqual({
        error: { type: 'headers_too_large', info: null },
        message: expect.any(String),
      })
    })

    it('answers a request line too long for the parser with 414, not 431', async () => {
      const response = await exchange(`GET /health?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`)
      expect(response.status).toBe(414)
      expect(JSON.parse(response.body)).toEqual({
        error: { type: 'uri_too_long', info: null },
        message: expect.any(String),
      })
    })

    it('answers a header holding a NUL byte with 400', async () => {
      const response = await exchange('GET /health HTTP/1.1\r\nHost: x\r\nx-bad: a\u0000b\r\n\r\n')
      expect(response.status).toBe(400)
      expect(JSON.parse(response.body).error.type).toBe('bad_request')
    })

    it('answers an HTTP/1.1 request without a Host header with 400 in the envelope', async () => {
      const response = await exchange('GET /health HTTP/1.1\r\nConnection: close\r\n\r\n')
      expect(response.status).toBe(400)
      expect(JSON.parse(response.body)).toEqual({
        error: { type: 'bad_request', info: [{ field: 'host', issue: 'is required' }] },
        message: 'The Host header is required',
      })
      // HTTP/1.0 has no Host header to require.
      expect((await exchange('GET /health HTTP/1.0\r\n\r\n')).status).toBe(200)
    })

    it('answers an expectation other than 100-continue with 417 in the envelope', async () => {
      const response = await exchange(
        'GET /health HTTP/1.1\r\nHost: x\r\nExpect: foo\r\nConnection: close\r\n\r\n',
      )
      expect(response.status).toBe(417)
      expect(JSON.parse(response.body)).toEqual({
        error: { type: 'bad_request', info: [{ field: 'expect', issue: 'must be 100-continue' }] },
        message: 'Unsupported expectation "foo": only 100-continue is supported',
      })
      const continued = await exchange(
        'GET /health HTTP/1.1\r\nHost: x\r\nExpect: 100-Continue\r\nConnection: close\r\n\r\n',
      )
      expect(continued.status).toBe(100)
      expect(continued.text).toContain('\r\n\r\nHTTP/1.1 200 OK\r\n')
    })
  })
})

describe('order-free idempotency', () => {
  it('replays a retry whose JSON lists the same fields in another order', async () => {
    const body = customerBody()
    const headers = { 'idempotency-key': `reordered-${body.documentNumber}` }
    const first = await rawPost('/sandbox/customers', JSON.stringify(body), headers)
    expect(first.statusCode).toBe(200)
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(body).reverse()), null, 2)
    const retry = await rawPost('/sandbox/customers', reordered, headers)
    expect(retry.statusCode).toBe(200)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(retry.json()).toEqual(first.json())
  })

  it('replays a retry whose query string lists the same parameters in another order', async () => {
    const body = JSON.stringify(customerBody())
    const headers = { 'idempotency-key': `query-order-${body.length}-${Date.now()}` }
    const first = await rawPost('/sandbox/customers?a=1&b=2&a=3', body, headers)
    expect(first.statusCode).toBe(200)
    const retry = await rawPost('/sandbox/customers?b=2&a=1&a=3', body, headers)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    const swapped = await expectRefused(() => rawPost('/sandbox/customers?a=3&b=2&a=1', body, headers), 422)
    expect(swapped.type).toBe('idempotency_conflict')
  })

  it('still refuses the same key with a different value (422)', async () => {
    const body = customerBody()
    const headers = { 'idempotency-key': `changed-${body.documentNumber}` }
    expect((await rawPost('/sandbox/customers', JSON.stringify(body), headers)).statusCode).toBe(200)
    const changed = JSON.stringify({ ...body, firstName: 'Ana María' })
    const error = await expectRefused(() => rawPost('/sandbox/customers', changed, headers), 422)
    expect(error.type).toBe('idempotency_conflict')
  })
})
