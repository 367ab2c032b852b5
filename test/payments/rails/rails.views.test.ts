import { describe, expect, it } from 'vitest'
import { NODE_TYPES, RAILS } from '../../../src/modules/payments/rails/rails.catalogue.js'
import {
  fieldTree,
  nodeSchema,
  requiredFields,
  requiredFieldTypes,
  toConfigNode,
} from '../../../src/modules/payments/rails/rails.views.js'

describe('toConfigNode reproduces REFERENCE §7 (requiredFields and schemas are supersets)', () => {
  it('PCT pay-in, ARS:ARS', () => {
    const config = toConfigNode(RAILS.PCT, 'payIn', 'ARS')
    expect(config).toMatchObject({
      type: 'PCT',
      currency: 'ARS',
      product: 'ARS:ARS',
      minAmount: '10',
      maxAmount: '5000000',
      validDestinations: ['ACCOUNT'],
      nodeSchema: {
        pct: { customer: { email: 'string', phoneNumber: 'string', phoneNumberPrefix: 'string' } },
      },
      requiredFieldTypes: {
        'pct.customer.phoneNumber': 'string',
        'pct.customer.phoneNumberPrefix': 'string',
        'pct.customer.email': 'string',
      },
    })
    expect(config.requiredFields).toEqual(
      expect.arrayContaining([
        'pct.customer.phoneNumber',
        'pct.customer.phoneNumberPrefix',
        'pct.customer.email',
      ]),
    )
    // The superset: the redirect URLs are required per REFERENCE §6.1's docs column.
    expect(config.requiredFields).toHaveLength(5)
    expect(config).not.toHaveProperty('validOrigins')
  })

  it('BANK_ACCOUNT payout, ARS:ARS', () => {
    const config = toConfigNode(RAILS.BANK_ACCOUNT, 'payOut', 'ARS')
    expect(config).toMatchObject({
      type: 'BANK_ACCOUNT',
      currency: 'ARS',
      product: 'ARS:ARS',
      minAmount: '10',
      maxAmount: '5000000',
      validOrigins: ['ACCOUNT'],
      nodeSchema: { bank: { accountNumber: 'string', bank: 'string' } },
      requiredFieldTypes: { 'bank.accountNumber': 'string', 'bank.bank': 'string' },
      settlement: 'T+1',
    })
    expect(config.requiredFields).toEqual(expect.arrayContaining(['bank.accountNumber', 'bank.bank']))
    expect(config).not.toHaveProperty('validDestinations')
  })
})

describe('toConfigNode', () => {
  it('names the product purchase currency first', () => {
    expect(toConfigNode(RAILS.PIX, 'payIn', 'BRL', 'CLP').product).toBe('CLP:BRL')
  })

  it('offers remittance pairings only on cross-currency products', () => {
    expect(toConfigNode(RAILS.BANK_ACCOUNT, 'payOut', 'ARS').validOrigins).toEqual(['ACCOUNT'])
    const crossCurrency = toConfigNode(RAILS.BANK_ACCOUNT, 'payOut', 'ARS', 'USD').validOrigins
    expect(crossCurrency).toEqual(expect.arrayContaining(['ACCOUNT', 'PIX', 'CARD']))
    expect(crossCurrency).not.toContain('BANK_ACCOUNT')
  })

  it('lists internal and external counterparts of an ACCOUNT', () => {
    const destinations = toConfigNode(RAILS.ACCOUNT, 'payIn', 'CLP').validDestinations
    expect(destinations).toEqual(
      expect.arrayContaining(['ACCOUNT', 'BANK_ACCOUNT', 'SPEI', 'CRYPTO', 'SWIFT']),
    )
    expect(destinations).not.toContain('RTP')
  })

  it('uses a rail limit override', () => {
    expect(toConfigNode(RAILS.WIRE, 'payOut', 'USD')).toMatchObject({
      minAmount: '100',
      maxAmount: '10000000',
    })
    expect(toConfigNode(RAILS.ACH, 'payOut', 'USD')).toMatchObject({ minAmount: '1', maxAmount: '50000' })
  })

  it('refuses a currency or direction the rail lacks', () => {
    expect(() => toConfigNode(RAILS.PCT, 'payIn', 'USD')).toThrow('PCT does not take USD')
    expect(() => toConfigNode(RAILS.PCT, 'payOut', 'ARS')).toThrow('PCT has no payOut direction')
  })

  it('builds a well-formed entry for every rail, direction and currency', () => {
    for (const type of NODE_TYPES) {
      for (const direction of ['payIn', 'payOut'] as const) {
        if (RAILS[type][direction] === undefined) continue
        for (const currency of RAILS[type].currencies) {
          const config = toConfigNode(RAILS[type], direction, currency)
          const label = `${type} ${direction} ${currency}`
          expect(config.minAmount, label).toMatch(/^\d+$/)
          expect(config.maxAmount, label).toMatch(/^\d+$/)
          expect(BigInt(config.minAmount) <= BigInt(config.maxAmount), label).toBe(true)
          expect(Object.keys(config.requiredFieldTypes), label).toEqual(config.requiredFields)
          expect(config.validOrigins ?? config.validDestinations, label).not.toHaveLength(0)
        }
      }
    }
  })
})

describe('schemas', () => {
  it('nests dot paths under the node key', () => {
    expect(nodeSchema(RAILS.SWIFT, 'payOut')).toEqual({
      swift: {
        swiftCode: 'string',
        bank: { accountNumber: 'string' },
        customer: {
          firstName: 'string',
          lastName: 'string',
          email: 'string',
          documentType: 'string',
          documentNumber: 'string',
        },
      },
    })
  })

  it('describes a rail object with no required field as empty', () => {
    expect(nodeSchema(RAILS.CVU, 'payIn')).toEqual({ cvu: {} })
    expect(requiredFields(RAILS.CVU, 'payIn')).toEqual([])
  })

  it('prefixes required paths with the node key, camel case kept', () => {
    expect(requiredFieldTypes(RAILS.FEDNOW, 'payOut')).toMatchObject({ 'fedNow.routingNumber': 'string' })
  })

  it('refuses a field declared twice or nested under a plain field', () => {
    const field = (path: string) => ({ path, type: 'string' as const, required: true })
    expect(() => fieldTree([field('a'), field('a')])).toThrow('a is declared twice')
    expect(() => fieldTree([field('a'), field('a.b')])).toThrow('a.b nests under the plain field a')
  })
})
