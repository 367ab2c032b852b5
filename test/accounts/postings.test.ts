import { describe, expect, it } from 'vitest'
import { netByAccount, unbalancedReason, type Posting } from '../../src/modules/accounts/ledger/postings.js'

const leg = (accountId: string, currency: string, amount: bigint): Posting => ({
  accountId,
  currency,
  amount,
})

describe('unbalancedReason', () => {
  it('accepts legs that sum to zero in each currency', () => {
    expect(unbalancedReason([leg('a', 'CLP', -1000n), leg('b', 'CLP', 1000n)])).toBeNull()
    expect(
      unbalancedReason([
        leg('a', 'USD', -100n),
        leg('fx-usd', 'USD', 100n),
        leg('fx-clp', 'CLP', -95000n),
        leg('b', 'CLP', 95000n),
      ]),
    ).toBeNull()
  })

  it('refuses fewer than two legs, a zero leg, and a currency that does not balance', () => {
    expect(unbalancedReason([leg('a', 'CLP', 0n)])).toMatch(/at least two postings/)
    expect(unbalancedReason([leg('a', 'CLP', 0n), leg('b', 'CLP', 0n)])).toMatch(/cannot be zero/)
    expect(
      unbalancedReason([
        leg('a', 'USD', -100n),
        leg('b', 'USD', 100n),
        leg('c', 'CLP', 1n),
        leg('d', 'CLP', 1n),
      ]),
    ).toBe('postings do not balance in CLP')
  })

  it('does not let one currency pay for another', () => {
    expect(unbalancedReason([leg('a', 'USD', -100n), leg('b', 'CLP', 100n)])).toBe(
      'postings do not balance in USD, CLP',
    )
  })
})

describe('netByAccount', () => {
  it('collapses several legs on one account into its net change', () => {
    const net = netByAccount([
      leg('a', 'CLP', -1000n),
      leg('b', 'CLP', 900n),
      leg('a', 'CLP', 100n),
      leg('c', 'CLP', 0n),
    ])
    expect(Object.fromEntries(net)).toEqual({ a: -900n, b: 900n, c: 0n })
  })
})
