import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { LightMyRequestResponse } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { createIdentity } from '../helpers/factories.js'
import { openAccount, p2pBody, topUpBody, type OpenedAccount } from '../helpers/payments.js'
import { buildTestApp, withCall, type ApiCaller, type TestApp } from '../helpers/test-app.js'
import { cardOrigin, linkBody, newMerchant } from '../payment-links/links.fixtures.js'

// The document is JSON read back from the server; the test walks it by path.
type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

/** One exchange, named by the document's path template it matched. */
interface Exchange {
  operation: string
  status: number
  body: unknown
}

let t: TestApp
let document: Json
let api: ApiCaller
const exchanges: Exchange[] = []

/** The document's path for a request path: a literal segment beats a `{parameter}`. */
function templateOf(path: string): string {
  const segments = path.split('?')[0]!.split('/')
  const candidates = Object.keys(document.paths)
    .filter((template) => !template.startsWith('/sandbox'))
    .filter((template) => {
      const parts = template.split('/')
      return (
        parts.length === segments.length &&
        parts.every((part, i) => part.startsWith('{') || part === segments[i])
      )
    })
    .sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))
  if (!candidates[0]) throw new Error(`no documented path for ${path}`)
  return candidates[0]
}

/** A caller that records every answer, so each one can be checked against the document. */
function recording(caller: ApiCaller): ApiCaller {
  const call: ApiCaller['call'] = async (method, path, body, options) => {
    const response: LightMyRequestResponse = await caller.call(method, path, body, options)
    exchanges.push({
      operation: `${method.toLowerCase()} ${templateOf(path)}`,
      status: response.statusCode,
      body: response.json(),
    })
    return response
  }
  return withCall(caller, call)
}

beforeAll(async () => {
  t = await buildTestApp()
  document = (await t.inject({ method: 'GET', url: '/openapi.json' })).json()
  api = recording(await t.newClient('sandbox'))

  // Money through every status a payment shows, with its identities and accounts.
  const payer = await createIdentity(api)
  const payee = await createIdentity(api)
  const from: OpenedAccount = await openAccount(api, payer.id, 'CLP')
  const to: OpenedAccount = await openAccount(api, payee.id, 'CLP')
  const topUp = (await api.post('/payments', topUpBody(from, '50000'))).json()
  await api.post(`/payments/${topUp.id}/captured`)
  await api.post('/payments/received', { id: topUp.id })
  const p2p = (await api.post('/payments', p2pBody(from, to, '1000'))).json()
  await api.post(`/payments/${p2p.id}/authorized`)
  await api.post(`/payments/${p2p.id}/captured`)
  await api.post(`/payments/${p2p.id}/refund`)
  await api.get(`/payments/${p2p.id}`)
  await api.get('/payments', { query: { limit: '5' } })
  await api.get(`/identities/${payer.id}`)
  await api.get('/identities', { query: { limit: '5' } })
  await api.get(`/accounts/${from.id}`)
  await api.get('/accounts', { query: { identityId: payer.id } })
  await api.get('/accounts/v2', { query: { identityId: payer.id } })
  await api.patch(`/identities/${payee.id}/deactivate`)

  // A link, its checkout session and the session's payment.
  const merchant = await newMerchant(api)
  const link = (await api.post('/payment-links', linkBody(merchant, { status: 'ACTIVE' }))).json()
  await api.get(`/payment-links/${link.id}`)
  await api.get('/payment-links')
  const session = (await api.post(`/payment-links/token/${link.checkoutToken}/checkout-sessions`, {})).json()
  await api.post(`/checkout-sessions/${session.id}/payments`, { origins: [cardOrigin()] })
  await api.get(`/checkout-sessions/${session.id}`)
  await api.get('/checkout-sessions')

  // Refusals of every kind a client meets first.
  await api.get('/payments/no-such-payment')
  await api.post('/payments', { type: 'P2P' })
  await api.post(`/payments/${p2p.id}/captured`)
  await api.patch(`/accounts/${from.id}`, {})
})

describe('every answer matches its documented response schema', () => {
  it('covers the statuses and error kinds the flows above produce', () => {
    const statuses = new Set(exchanges.map((exchange) => exchange.status))
    expect([...statuses].sort()).toEqual([200, 201, 400, 404, 409])
    expect(exchanges.length).toBeGreaterThan(30)
  })

  it('has a schema for each answer, and each answer satisfies it, enums included', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    addFormats.default(ajv)
    ajv.addSchema({ $id: 'document', components: document.components })
    const mismatches = exchanges.flatMap(({ operation, status, body }) => {
      const [method, template] = operation.split(' ') as [string, string]
      const media = document.paths[template][method]?.responses[String(status)]?.content?.['application/json']
      if (!media) return [`${operation} ${status}: not documented`]
      const schema = JSON.parse(
        JSON.stringify(media.schema).replaceAll('"#/components/', '"document#/components/'),
      )
      const validate = ajv.compile(schema)
      return validate(body) ? [] : [`${operation} ${status}: ${ajv.errorsText(validate.errors)}`]
    })
    expect(mismatches).toEqual([])
  })

  it('shows statuses, types and error kinds as the lists they come from', () => {
    const payment = document.paths['/payments/{id}'].get.responses['200'].content['application/json'].schema
    expect(payment.properties.status.enum).toContain('RECEIVED')
    expect(payment.properties.type.enum).toContain('P2P')
    const refused = document.components.schemas.ErrorEnvelope
    expect(refused.properties.error.properties.type.enum).toContain('idempotency_conflict')
  })
})
