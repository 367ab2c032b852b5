import { beforeAll, describe, expect, it } from 'vitest'
import { isValidClabe, isValidCbu } from '../../src/shared/validation/index.js'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'
import { createIdentity } from '../helpers/factories.js'
import { accountNode, createPayment, openAccount, type OpenedAccount } from '../helpers/payments.js'
import { validNode } from './rails/rails.fixtures.js'

let t: TestApp
let api: ApiCaller
let ars: OpenedAccount
beforeAll(async () => {
  t = await buildTestApp()
  api = await t.newClient('sandbox')
  ars = await openAccount(api, (await createIdentity(api)).id, 'ARS')
})

describe('GET /payment-destinations', () => {
  it('lists payout configurations with the fields SPEC.md names, reproducing the reference sample', async () => {
    const entries = (
      await api.get('/payment-destinations', {
        query: { accountNumber: ars.accountNumber, type: 'BANK_ACCOUNT' },
      })
    ).json()
    const domestic = entries.find((e: { product: string }) => e.product === 'ARS:ARS')
    expect(domestic).toMatchObject({
      type: 'BANK_ACCOUNT',
      currency: 'ARS',
      minAmount: '10',
      maxAmount: '5000000',
      validOrigins: ['ACCOUNT'],
      requiredFieldTypes: { 'bank.accountNumber': 'string', 'bank.bank': 'string' },
    })
    expect(domestic.requiredFields).toEqual(expect.arrayContaining(['bank.accountNumber', 'bank.bank']))
    expect(
      entries.every(
        (e: { type: string; product: string }) => e.type === 'BANK_ACCOUNT' && e.product.startsWith('ARS:'),
      ),
    ).toBe(true)
  })

  it('answers 404 for an unknown account and 400 for an unknown node type', async () => {
    expect((await api.get('/payment-destinations', { query: { accountNumber: '123' } })).statusCode).toBe(404)
    expect((await api.get('/payment-destinations', { query: { type: 'CHEQUE' } })).statusCode).toBe(400)
  })
})

describe('GET /payment-origins', () => {
  it('lists pay-in configurations settling into the account currency, cross-currency ones with their product', async () => {
    const entries = (
      await api.get('/payment-origins', { query: { accountNumber: ars.accountNumber } })
    ).json()
    const pct = entries.find((e: { type: string }) => e.type === 'PCT')
    expect(pct).toMatchObject({
      product: 'ARS:ARS',
      minAmount: '10',
      maxAmount: '5000000',
      validDestinations: ['ACCOUNT'],
    })
    expect(pct.requiredFields).toEqual(
      expect.arrayContaining(['pct.customer.phoneNumber', 'pct.customer.email']),
    )
    expect(entries.find((e: { type: string }) => e.type === 'PIX')).toMatchObject({
      currency: 'BRL',
      product: 'BRL:ARS',
    })
    const brlOnly = (
      await api.get('/payment-origins', { query: { currency: 'CLP', purchaseCurrency: 'BRL' } })
    ).json()
    expect(brlOnly.map((e: { type: string }) => e.type)).toContain('PIX')
    expect(
      brlOnly.every(
        (e: { product: string; currency: string }) => e.product === 'BRL:CLP' && e.currency === 'BRL',
      ),
    ).toBe(true)
  })
})

describe('GET /payments/available-products', () => {
  it('groups pay-in and payout products by currency', async () => {
    const body = (await api.get('/payments/available-products', { query: { currencies: 'ARS,CLP' } })).json()
    expect(Object.keys(body).sort()).toEqual(
      [
        'byCurrency',
        'supportedPaymentCurrencies',
        'supportedPaymentMethods',
        'supportedPayoutCurrencies',
        'supportedWithdrawalMethods',
      ].sort(),
    )
    expect(body.byCurrency.map((c: { currency: string }) => c.currency)).toEqual(['ARS', 'CLP'])
    expect(body.supportedPaymentMethods).toEqual(expect.arrayContaining(['CVU', 'ETPAY', 'PCT', 'PIX']))
    expect(body.supportedWithdrawalMethods).toContain('BANK_ACCOUNT')
  })

  it('uses the currencies an identity holds when none are named', async () => {
    const body = (
      await api.get('/payments/available-products', { query: { identityId: ars.identityId } })
    ).json()
    expect(body.byCurrency.map((c: { currency: string }) => c.currency)).toEqual(['ARS'])
  })
})

describe('GET /payments/banks/{country} and GET /payment-methods', () => {
  it('lists a country’s banks, an empty list for a country without rails, and 400 for a bad code', async () => {
    const banks = (await api.get('/payments/banks/CHL')).json()
    expect(banks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ countryCode: 'CHL', code: expect.any(String), name: expect.any(String) }),
      ]),
    )
    expect((await api.get('/payments/banks/ISL')).json()).toEqual([])
    expect((await api.get('/payments/banks/CL')).statusCode).toBe(400)
  })

  it('lists the rails working in a country and currency, with their directions', async () => {
    const methods = (await api.get('/payment-methods', { query: { country: 'MEX', currency: 'MXN' } })).json()
    expect(methods).toContainEqual(expect.objectContaining({ type: 'SPEI', payIn: true, payOut: true }))
    expect(methods.map((m: { type: string }) => m.type)).not.toContain('PIX')
  })
})

describe('sandbox pay-in instructions', () => {
  it('gives a SPEI pay-in a valid CLABE to transfer to, and a CVU pay-in a valid CVU', async () => {
    const mxn = await openAccount(api, ars.identityId, 'MXN')
    const spei = await createPayment(api, {
      identityId: mxn.identityId,
      accountNumber: mxn.accountNumber,
      type: 'TOPUP_ACCOUNT',
      product: 'MXN:MXN',
      purchaseAmount: '500.00',
      origins: [validNode('SPEI', 'payIn')],
      destinations: [accountNode(mxn)],
    })
    expect(isValidClabe(spei.origins[0].spei.clabe)).toBe(true)
    const cvu = await createPayment(api, {
      identityId: ars.identityId,
      accountNumber: ars.accountNumber,
      type: 'TOPUP_ACCOUNT',
      product: 'ARS:ARS',
      purchaseAmount: '1000.00',
      origins: [{ type: 'CVU', currency: 'ARS', cvu: {} }],
      destinations: [accountNode(ars)],
    })
    expect(isValidCbu(cvu.origins[0].cvu.code)).toBe(true)
  })

  it('gives a PIX pay-in an EMV payload with a valid CRC16', async () => {
    const brl = await openAccount(api, ars.identityId, 'BRL')
    const pix = await createPayment(api, {
      identityId: brl.identityId,
      accountNumber: brl.accountNumber,
      type: 'TOPUP_ACCOUNT',
      product: 'BRL:BRL',
      purchaseAmount: '25.00',
      origins: [validNode('PIX', 'payIn')],
      destinations: [accountNode(brl)],
    })
    const payload: string = pix.origins[0].pix.qrCode
    expect(payload.startsWith('000201')).toBe(true)
    expect(payload).toContain('br.gov.bcb.pix')
    expect(payload).toContain('540525.00')
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)))
  })
})

/** CRC16/CCITT-FALSE, written independently of the provider's implementation. */
function crc16(text: string): string {
  let crc = 0xffff
  for (const char of text) {
    crc ^= char.charCodeAt(0) << 8
    for (let i = 0; i < 8; i++) crc = (crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}
