import { createStateMachine } from '../../shared/state-machine.js'

export const PAYMENT_STATUSES = [
  'CREATED',
  'AUTHORIZED',
  'REQUIRES_REVIEW',
  'CAPTURED',
  'RECEIVED',
  'SETTLED',
  'FAILED',
  'EXPIRED',
  'UNSETTLED',
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** What moves a payment: an API call, the provider, reconciliation or the clock. */
export type PaymentEvent =
  | 'authorize'
  | 'capture'
  | 'hold_for_review'
  | 'approve_review'
  | 'reject_review'
  | 'receive'
  | 'fail'
  | 'expire'
  | 'settle'
  | 'unsettle'
  | 'refund'

/** The payment state machine; every payment status is written through `paymentStatus.next`. */
export const paymentStatus = createStateMachine<PaymentStatus, PaymentEvent>({
  resource: 'payment',
  states: PAYMENT_STATUSES,
  transitions: {
    authorize: { from: ['CREATED'], to: 'AUTHORIZED' },
    capture: { from: ['CREATED', 'AUTHORIZED'], to: 'CAPTURED' },
    hold_for_review: { from: ['CREATED', 'AUTHORIZED'], to: 'REQUIRES_REVIEW' },
    approve_review: { from: ['REQUIRES_REVIEW'], to: 'CAPTURED' },
    reject_review: { from: ['REQUIRES_REVIEW'], to: 'FAILED' },
    // The provider may confirm a pay-in the client never captured explicitly: that captures it too.
    receive: { from: ['CREATED', 'AUTHORIZED', 'CAPTURED'], to: 'RECEIVED' },
    fail: { from: ['CREATED', 'AUTHORIZED', 'CAPTURED'], to: 'FAILED' },
    expire: { from: ['CREATED', 'AUTHORIZED'], to: 'EXPIRED' },
    settle: { from: ['RECEIVED'], to: 'SETTLED' },
    unsettle: { from: ['RECEIVED'], to: 'UNSETTLED' },
    // A refund reverses the money once (`refundedAt`); the status keeps saying how it got there.
    refund: { from: ['RECEIVED', 'SETTLED'] },
  },
})

/**
 * The status a payment has at `now`: one still waiting past its `expiresAt` is EXPIRED whether or
 * not the expiry sweep has written that yet, so no request can authorize, capture or confirm it in
 * between (CONTRACT.md: EXPIRED "when `expiresAt` passes before capture, with no request needed").
 */
export function statusAt(
  payment: { status: PaymentStatus; expiresAt: Date | null },
  now: Date,
): PaymentStatus {
  const lapsed = payment.expiresAt !== null && payment.expiresAt <= now
  return lapsed && paymentStatus.can(payment.status, 'expire')
    ? paymentStatus.next(payment.status, 'expire')
    : payment.status
}

/**
 * The named classes every status list derives from (services, repositories, sweeps, SQL filters,
 * the checkout page). Together they cover every status once (a unit test checks it).
 */
export const PAYMENT_STATE_CLASSES = {
  /** Waiting for the client or the payer; the clock expires these. */
  pending: paymentStatus.from('expire'),
  /** Not yet paid nor failed: pending, or with the provider or a reviewer. */
  inFlight: [...paymentStatus.from('expire'), 'CAPTURED', 'REQUIRES_REVIEW'],
  /** May have ledger holds open (an authorization, or a review holding the funds). */
  holding: ['AUTHORIZED', 'REQUIRES_REVIEW'],
  /** The money arrived (whatever reconciliation later said). */
  paid: ['RECEIVED', 'SETTLED', 'UNSETTLED'],
  /** Ended without the money arriving. */
  failed: ['FAILED', 'EXPIRED'],
  /** Nothing moves them any more. */
  final: paymentStatus.finalStates(),
} as const satisfies Record<string, readonly PaymentStatus[]>

export type PaymentStateClass = keyof typeof PAYMENT_STATE_CLASSES

/** Whether `status` belongs to the named class (status strings from views included). */
export function isPaymentIn(stateClass: PaymentStateClass, status: string): boolean {
  return (PAYMENT_STATE_CLASSES[stateClass] as readonly string[]).includes(status)
}
