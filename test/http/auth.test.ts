import { SignJWT } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, TEST_TOKEN_SECRET, type ApiCaller, type TestApp } from '../helpers/test-app.js'
import { ManualClock } from '../helpers/clock.js'

describe('POST /auth', () => {
  let t: TestApp
  let caller: ApiCaller
  beforeAll(async () => {
    t = await buildTestApp()
    caller = await t.newClient('sandbox')
  })

  const auth = (url: string, headers: Record<string, string>, payload: unknown) =>
    t.inject({ method: 'POST', url, headers, payload: payload as Record<string, string> })

  it('exchanges client credentials for a Bearer JWT valid for 3600 seconds', async () => {
    const { clientId, clientSecret, apiKey } = caller.credentials
    const response = await auth('/sandbox/auth', { 'x-api-key': apiKey }, { clientId, clientSecret })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toEqual({ accessToken: expect.any(String), tokenType: 'Bearer', expiresIn: 3600 })
    expect(body.accessToken.split('.')).toHaveLength(3)
  })

  it.each([
    [
      'a wrong secret',
      (c: ApiCaller['credentials']) => ({
        headers: { 'x-api-key': c.apiKey },
        body: { clientId: c.clientId, clientSecret: 'nope' },
      }),
    ],
    [
      'an unknown client',
      (c: ApiCaller['credentials']) => ({
        headers: { 'x-api-key': c.apiKey },
        body: { clientId: 'nobody', clientSecret: c.clientSecret },
      }),
    ],
    [
      'a missing x-api-key',
      (c: ApiCaller['credentials']) => ({
        headers: {},
        body: { clientId: c.clientId, clientSecret: c.clientSecret },
      }),
    ],
    [
      'another client’s x-api-key',
      (c: ApiCaller['credentials']) => ({
        headers: { 'x-api-key': 'x'.repeat(43) },
        body: { clientId: c.clientId, clientSecret: c.clientSecret },
      }),
    ],
  ])('refuses %s with 401 and the error envelope', async (_name, build) => {
    const { headers, body } = build(caller.credentials)
    const response = await auth('/auth', headers, body)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({
      error: { type: 'unauthorized', info: null },
      message: expect.any(String),
    })
  })

  it('rejects a body without clientSecret with 400 naming the field', async () => {
    const response = await auth('/auth', { 'x-api-key': caller.credentials.apiKey }, { clientId: 'x' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({
      type: 'bad_request',
      info: [{ field: 'clientSecret', issue: 'is required' }],
    })
  })
})

describe('bearer tokens', () => {
  let t: TestApp
  let caller: ApiCaller
  const clock = new ManualClock(new Date())
  beforeAll(async () => {
    t = await buildTestApp({ clock })
    caller = await t.newClient('sandbox')
  })

  const listWith = (authorization: string | undefined, url = '/sandbox/identities') =>
    t.inject({ method: 'GET', url, headers: authorization === undefined ? {} : { authorization } })

  it('accepts the issued token', async () => {
    expect((await listWith(`Bearer ${caller.token}`)).statusCode).toBe(200)
  })

  it('refuses a request without a token', async () => {
    const response = await listWith(undefined)
    expect(response.statusCode).toBe(401)
    expect(response.json().error.type).toBe('unauthorized')
  })

  it('refuses a tampered token', async () => {
    const [header, payload, signature] = caller.token.split('.')
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString())
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')
    expect((await listWith(`Bearer ${header}.${forged}.${signature}`)).statusCode).toBe(401)
  })

  it('refuses an unsigned alg:none token', async () => {
    const [, payload] = caller.token.split('.')
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')
    expect((await listWith(`Bearer ${none}.${payload}.`)).statusCode).toBe(401)
  })

  it('refuses a token signed with another key', async () => {
    const forged = await new SignJWT({ env: 'sandbox' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('payments-platform')
      .setSubject(caller.credentials.clientId)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(`${TEST_TOKEN_SECRET}-but-different`))
    expect((await listWith(`Bearer ${forged}`)).statusCode).toBe(401)
  })

  it('refuses a sandbox token on a live path and the reverse', async () => {
    expect((await listWith(`Bearer ${caller.token}`, '/identities')).statusCode).toBe(401)
    const live = await t.callerFor(caller.credentials, 'live')
    expect((await listWith(`Bearer ${live.token}`, '/sandbox/identities')).statusCode).toBe(401)
    expect((await listWith(`Bearer ${live.token}`, '/identities')).statusCode).toBe(200)
  })

  it('refuses an x-api-key that belongs to another client', async () => {
    const other = await t.newClient('sandbox')
    const response = await caller.get('/identities', { headers: { 'x-api-key': other.credentials.apiKey } })
    expect(response.statusCode).toBe(401)
  })

  it('refuses an expired token', async () => {
    const token = caller.token
    clock.advance(3601 * 1000)
    const response = await listWith(`Bearer ${token}`)
    expect(response.statusCode).toBe(401)
    expect(response.json().message).toMatch(/expired/)
  })
})
