import { describe, expect, it } from 'vitest'
import {
  acceptedNodeTypes,
  checkPaymentShape,
  PAYMENT_TYPE_RULES,
  PAYMENT_TYPES,
} from '../../../src/modules/payments/rails/payment-types.js'

describe('checkPaymentShape', () => {
  it('knows the seven payment types of SPEC.md', () => {
    expect([...PAYMENT_TYPES].sort()).toEqual(
      ['COLLECT', 'FEE', 'P2P', 'PURCHASE', 'REMITTANCE', 'TOPUP_ACCOUNT', 'WITHDRAWAL_ACCOUNT'].sort(),
    )
  })

  it.each([
    ['PURCHASE', ['PIX'], ['ACCOUNT', 'ACCOUNT']],
    ['TOPUP_ACCOUNT', ['CRYPTO'], ['ACCOUNT']],
    ['WITHDRAWAL_ACCOUNT', ['ACCOUNT'], ['BANK_ACCOUNT', 'SPEI', 'CRYPTO']],
    ['P2P', ['ACCOUNT'], ['ACCOUNT', 'ACCOUNT']],
    ['COLLECT', ['ACCOUNT', 'ACCOUNT', 'ACCOUNT'], ['ACCOUNT']],
    ['FEE', ['ACCOUNT'], ['ACCOUNT']],
    ['REMITTANCE', ['PCT'], ['BANK_ACCOUNT', 'SEPA']],
    ['REMITTANCE', ['ACCOUNT'], ['SPEI']],
  ] as const)('accepts %s from %j to %j', (type, origins, destinations) => {
    expect(checkPaymentShape(type, origins, destinations)).toEqual([])
  })

  it.each([
    ['PURCHASE', ['ACCOUNT'], ['ACCOUNT'], 'origins[0].type'],
    ['PURCHASE', ['PIX', 'CARD'], ['ACCOUNT'], 'origins'],
    ['TOPUP_ACCOUNT', ['PSE'], ['BANK_ACCOUNT'], 'destinations[0].type'],
    ['WITHDRAWAL_ACCOUNT', ['ACCOUNT'], ['SPEI', 'ACCOUNT'], 'destinations[1].type'],
    ['WITHDRAWAL_ACCOUNT', ['ACCOUNT'], ['RTP'], 'destinations[0].type'],
    ['P2P', ['ACCOUNT', 'ACCOUNT'], ['ACCOUNT'], 'origins'],
    ['COLLECT', ['ACCOUNT'], ['ACCOUNT', 'ACCOUNT'], 'destinations'],
    ['FEE', ['ACCOUNT'], ['BANK_ACCOUNT'], 'destinations[0].type'],
    ['REMITTANCE', ['ACCOUNT'], ['ACCOUNT'], 'destinations[0].type'],
    ['REMITTANCE', ['SEPA'], ['BANK_ACCOUNT'], 'origins[0].type'],
  ] as const)('refuses %s from %j to %j at %s', (type, origins, destinations, field) => {
    expect(checkPaymentShape(type, origins, destinations).map((issue) => issue.field)).toEqual([field])
  })

  it('explains what a side takes', () => {
    expect(checkPaymentShape('PURCHASE', ['ACCOUNT'], [])).toEqual([
      {
        field: 'origins[0].type',
        issue: 'ACCOUNT is not a valid origin for a PURCHASE payment (allowed: any pay-in rail)',
      },
      { field: 'destinations', issue: 'a PURCHASE payment takes at least 1 destination' },
    ])
    expect(checkPaymentShape('P2P', [], ['ACCOUNT'])).toEqual([
      { field: 'origins', issue: 'a P2P payment takes exactly 1 origin' },
    ])
  })

  it('reports an unknown payment type on type', () => {
    expect(checkPaymentShape('PAYMENT', ['ACCOUNT'], ['ACCOUNT'])).toEqual([
      { field: 'type', issue: `must be one of ${PAYMENT_TYPES.join(', ')}` },
    ])
  })

  it('leaves unknown node types to the node validator', () => {
    expect(checkPaymentShape('P2P', ['ACCOUNT'], ['WALLET'])).toEqual([])
  })
})

describe('payment type rules', () => {
  it('keeps FEE away from clients', () => {
    const creatable = PAYMENT_TYPES.filter((type) => PAYMENT_TYPE_RULES[type].clientCreatable)
    expect(creatable).not.toContain('FEE')
    expect(creatable).toHaveLength(6)
  })

  it('expands "any pay-in rail" to external pay-in rails only', () => {
    const payIn = acceptedNodeTypes(PAYMENT_TYPE_RULES.PURCHASE.origins)
    expect(payIn).toEqual(
      expect.arrayContaining(['CARD', 'CRYPTO', 'PIX', 'PCT', 'CVU', 'WOMPI', 'SIP', 'RTP']),
    )
    expect(payIn).not.toContain('ACCOUNT')
    expect(payIn).not.toContain('BANK_ACCOUNT')
    const payout = acceptedNodeTypes(PAYMENT_TYPE_RULES.WITHDRAWAL_ACCOUNT.destinations)
    expect(payout).toEqual(
      expect.arrayContaining(['BANK_ACCOUNT', 'SPEI', 'PIX', 'BREB', 'SEPA', 'FPE', 'SWIFT']),
    )
    expect(payout).not.toContain('ACCOUNT')
    expect(payout).not.toContain('PCT')
  })
})
