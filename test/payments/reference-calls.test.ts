import { beforeAll, describe, expect, it } from 'vitest'
import { SANDBOX_UNITS_PER_USD } from '../../src/modules/payments/fx.js'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'
import { createIdentity } from '../helpers/factories.js'
import { openAccount, topUp, type OpenedAccount } from '../helpers/payments.js'

let t: TestApp
let api: ApiCaller
let clp: OpenedAccount
let usd: OpenedAccount
beforeAll(async () => {
  t = await buildTestApp()
  api = await t.newClient('sandbox')
  const owner = await createIdentity(api)
  clp = await openAccount(api, owner.id, 'CLP')
  usd = await openAccount(api, owner.id, 'USD')
})

describe('GET /payments?currency= (payments.list)', () => {
  it('keeps only payments settling in the currencies asked for', async () => {
    const inClp = await topUp(api, clp, '5000')
    const inUsd = await topUp(api, usd, '20.00')
    const list = async (currency: string) =>
      (await api.get('/payments', { query: { currency, limit: '50', offset: '0', sort: 'createdAt:desc' } }))
        .json()
        .results.map((p: { id: string }) => p.id)
    expect(await list('CLP')).toEqual([inClp.id])
    expect(await list('USD')).toEqual([inUsd.id])
    expect(await list('USD,CLP')).toEqual([inUsd.id, inClp.id])
    expect(await list('EUR')).toEqual([])
  })

  it('refuses a value that cannot be a currency with 400 naming currency', async () => {
    const response = await api.get('/payments', { query: { currency: 'usd' } })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.info).toEqual([{ field: 'currency', issue: 'usd is not a currency code' }])
  })
})

describe('GET /payments/currencies (payments.currencies)', () => {
  it('answers what the identity can be paid in and pay out to, from its account currencies', async () => {
    const response = await api.get('/payments/currencies', { query: { identityId: clp.identityId } })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.identityId).toBe(clp.identityId)
    expect(body.accountCurrencies.sort()).toEqual(['CLP', 'USD'])
    // CLP pay-ins (ETPAY…) settle into the CLP account; USD rails pay out from the USD account.
    expect(body.supportedPaymentCurrencies).toEqual(expect.arrayContaining(['CLP', 'USD', 'BRL']))
    expect(body.supportedPayoutCurrencies).toEqual(expect.arrayContaining(['CLP', 'USD']))
  })

  it('answers empty lists for an identity without accounts', async () => {
    const idle = await createIdentity(api)
    const body = (await api.get('/payments/currencies', { query: { identityId: idle.id } })).json()
    expect(body).toEqual({
      identityId: idle.id,
      accountCurrencies: [],
      supportedPaymentCurrencies: [],
      supportedPayoutCurrencies: [],
    })
  })

  it('requires identityId (400) and answers 404 for an identity it does not know', async () => {
    const missing = await api.get('/payments/currencies')
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.info[0].field).toBe('identityId')
    const unknown = await api.get('/payments/currencies', {
      query: { identityId: '0123456789abcdef01234567' },
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.type).toBe('not_found')
  })
})

describe('GET /payment-origins?accountNumber= (empty)', () => {
  it('answers the unfiltered list, as without the parameter', async () => {
    const empty = await api.get('/payment-origins', { query: { accountNumber: '' } })
    expect(empty.statusCode).toBe(200)
    expect(empty.json()).toEqual((await api.get('/payment-origins')).json())
    expect(empty.json().length).toBeGreaterThan(0)
    const destinations = await api.get('/payment-destinations', { query: { accountNumber: '' } })
    expect(destinations.json()).toEqual((await api.get('/payment-destinations')).json())
  })

  it('still answers 404 for an account number it does not know', async () => {
    const response = await api.get('/payment-origins', { query: { accountNumber: '123' } })
    expect(response.statusCode).toBe(404)
  })
})

describe('GET /fx/rates?base= (fx.rates)', () => {
  it('answers the configured table in units per base, with its timestamp', async () => {
    const response = await api.get('/fx/rates', { query: { base: 'USD' } })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.base).toBe('USD')
    expect(Date.parse(body.timestamp)).not.toBeNaN()
    expect(Object.keys(body.rates).sort()).toEqual(Object.keys(SANDBOX_UNITS_PER_USD).sort())
    expect(body.rates).toMatchObject({ USD: '1', CLP: '950', EUR: '0.92' })
  })

  it('converts the table to another base', async () => {
    const body = (await api.get('/fx/rates', { query: { base: 'CLP' } })).json()
    expect(body.rates).toMatchObject({ CLP: '1', USD: '0.0010526316', COP: '4.2105263158' })
  })

  it('defaults the base to USD, when absent or sent empty as the client does', async () => {
    expect((await api.get('/fx/rates')).json().base).toBe('USD')
    const empty = await api.get('/fx/rates', { query: { base: '' } })
    expect(empty.statusCode).toBe(200)
    expect(empty.json().base).toBe('USD')
  })

  it('refuses a base without a rate or of the wrong shape with 400 naming base', async () => {
    for (const base of ['XAU', 'usd', 'DOLLARS']) {
      const response = await api.get('/fx/rates', { query: { base } })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.info[0].field).toBe('base')
    }
  })

  it('serves the deployment’s own table', async () => {
    const custom = await buildTestApp({ env: { FX_RATES_PER_USD: '{"USD":"1","CLP":"900"}' } })
    const caller = await custom.newClient('sandbox')
    const body = (await caller.get('/fx/rates', { query: { base: 'USD' } })).json()
    expect(body.rates).toEqual({ CLP: '900', USD: '1' })
  })
})

describe('tenancy', () => {
  it('shows another client or environment no identity currencies', async () => {
    for (const stranger of [await t.newClient('sandbox'), await t.callerFor(api.credentials, 'live')]) {
      const response = await stranger.get('/payments/currencies', { query: { identityId: clp.identityId } })
      expect(response.statusCode).toBe(404)
      expect((await stranger.get('/payments', { query: { currency: 'CLP' } })).json().pagination.total).toBe(
        0,
      )
      expect(
        (await stranger.get('/payment-origins', { query: { accountNumber: clp.accountNumber } })).statusCode,
      ).toBe(404)
    }
  })
})
