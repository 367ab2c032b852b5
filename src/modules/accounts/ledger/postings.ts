import type { Minor } from '../../../shared/money.js'

/** One leg of a ledger transaction: a signed amount on one account, in that account's currency. */
export interface Posting {
  accountId: string
  currency: string
  /** Positive credits the account; negative debits it. */
  amount: Minor
}

/**
 * Why a set of postings cannot be a ledger transaction, or null when it can: at least two legs, no
 * zero legs, and the amounts of each currency summing to exactly zero (double entry).
 */
export function unbalancedReason(postings: readonly Posting[]): string | null {
  if (postings.length < 2) return 'a ledger transaction needs at least two postings'
  if (postings.some((p) => p.amount === 0n)) return 'a posting cannot be zero'
  const sums = new Map<string, Minor>()
  for (const posting of postings) {
    sums.set(posting.currency, (sums.get(posting.currency) ?? 0n) + posting.amount)
  }
  const unbalanced = [...sums].filter(([, sum]) => sum !== 0n).map(([currency]) => currency)
  return unbalanced.length > 0 ? `postings do not balance in ${unbalanced.join(', ')}` : null
}

/** Net change per account: several legs on one account collapse into one balance update. */
export function netByAccount(postings: readonly Posting[]): Map<string, Minor> {
  const net = new Map<string, Minor>()
  for (const posting of postings) {
    net.set(posting.accountId, (net.get(posting.accountId) ?? 0n) + posting.amount)
  }
  return net
}
