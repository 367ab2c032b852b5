import type { TransactionSnapshot } from '../webhooks/index.js'
import type { PaymentRow } from './payments.repository.js'
import type { Payment } from './payments.schemas.js'

const iso = (date: Date | null) => date?.toISOString() ?? undefined

/** The API's Payment for a stored row; absent optional fields are omitted, not null. */
export function toPaymentView(row: PaymentRow): Payment {
  return {
    id: row.id,
    externalId: row.externalId,
    identityId: row.identityId,
    identityExternalId: row.identityExternalId ?? undefined,
    accountNumber: row.accountNumber,
    totalAmount: row.totalAmount,
    currency: row.currency,
    description: row.description ?? undefined,
    product: row.product,
    status: row.status,
    type: row.type,
    purchaseAmount: row.purchaseAmount,
    purchaseCurrency: row.purchaseCurrency,
    exchangeRate: row.exchangeRate,
    fees: row.fees,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    authorizedAt: iso(row.authorizedAt),
    capturedAt: iso(row.capturedAt),
    refundedAt: iso(row.refundedAt),
    origins: row.origins,
    destinations: row.destinations,
    settlement: row.settlement ?? undefined,
    failureReason: row.failureReason ?? undefined,
    reviewReasons: row.reviewReasons ?? undefined,
    checkoutSessionId: row.checkoutSessionId ?? undefined,
    paymentLinkId: row.paymentLinkId ?? undefined,
  }
}

/** What the transaction callback carries (SPEC.md "Events"). */
export function toSnapshot(row: PaymentRow): TransactionSnapshot {
  return {
    id: row.id,
    purchaseAmount: row.purchaseAmount,
    totalAmount: row.totalAmount,
    externalId: row.externalId,
    currency: row.currency,
    status: row.status,
  }
}

/** A payment whose every node is an internal account never leaves the platform. */
export function isInternalOnly(payment: {
  origins: readonly { type: string }[]
  destinations: readonly { type: string }[]
}): boolean {
  return [...payment.origins, ...payment.destinations].every((node) => node.type === 'ACCOUNT')
}
