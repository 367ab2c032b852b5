import type { Minor } from '../../../shared/money.js'
import type { StoredNode } from '../payments.tables.js'

/** What a payer needs to complete a pay-in, merged into the origin node's rail object. */
export type PayInInstructions = Record<string, string>

export type ProviderDecision =
  { outcome: 'accepted' } | { outcome: 'declined'; reason: string } | { outcome: 'review'; reason: string }

export interface CaptureRequest {
  /** Stable across retries of one capture: a real provider's idempotency key. */
  intentId: string
  paymentId: string
  purchaseAmount: Minor
  purchaseCurrency: string
  origins: readonly StoredNode[]
  destinations: readonly StoredNode[]
}

/**
 * The boundary between the payments engine and a payment provider. The sandbox simulates every
 * rail behind it; a live deployment plugs a real provider in here. Calls may do network I/O, so
 * the engine never makes them while it holds account locks: a capture records its intent, commits,
 * asks the provider, then records the outcome (docs/architecture.md). A provider answers at once
 * only what it knows at once; the final outcome of a pay-in or payout arrives later as the
 * provider notification (POST /payments/received).
 */
export interface RailProvider {
  preparePayIn(request: {
    paymentId: string
    node: StoredNode
    returns: readonly string[]
    expiresAt: Date
  }): Promise<PayInInstructions>
  /** May be asked again for the same `intentId` (a retry after a crash): it must answer the same. */
  submitCapture(request: CaptureRequest): Promise<ProviderDecision>
}

/**
 * Live rails with no provider configured: nothing to show the payer, every capture accepted, and
 * the outcome left to the provider notification (CONTRACT.md "Payments").
 */
export const awaitingNotificationProvider: RailProvider = {
  preparePayIn: async () => ({}),
  submitCapture: async () => ({ outcome: 'accepted' }),
}
