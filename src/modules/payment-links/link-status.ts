import { createStateMachine } from '../../shared/state-machine.js'

export const PAYMENT_LINK_STATUSES = [
  'ATTEMPT',
  'ACTIVE',
  'EXPIRED',
  'FINISHED',
  'PROCESSING_PAYMENT',
] as const
export type PaymentLinkStatus = (typeof PAYMENT_LINK_STATUSES)[number]

export const CHECKOUT_SESSION_STATUSES = [
  'ATTEMPT',
  'ACTIVE',
  'EXPIRED',
  'FINISHED',
  'PROCESSING_PAYMENT',
  'FAILED',
] as const
export type CheckoutSessionStatus = (typeof CHECKOUT_SESSION_STATUSES)[number]

/** What moves a link: an API call, its session's payment, or the clock. */
export type LinkEvent = 'activate' | 'start_payment' | 'finish' | 'payment_failed' | 'expire' | 'delete'

/**
 * The payment link state machine (docs/decisions/0013-payment-links.md). `delete` keeps the status
 * (the link disappears: `deletedAt`). Activating an ACTIVE link is a no-op, handled by the service
 * before it consults this table.
 */
export const linkStatus = createStateMachine<PaymentLinkStatus, LinkEvent>({
  resource: 'payment link',
  states: PAYMENT_LINK_STATUSES,
  transitions: {
    activate: { from: ['ATTEMPT', 'EXPIRED', 'FINISHED'], to: 'ACTIVE' },
    start_payment: { from: ['ACTIVE'], to: 'PROCESSING_PAYMENT' },
    finish: { from: ['PROCESSING_PAYMENT', 'ACTIVE'], to: 'FINISHED' },
    // The payment failed or expired: the payer may try again.
    payment_failed: { from: ['PROCESSING_PAYMENT'], to: 'ACTIVE' },
    // A link whose payment is in flight is not expired under it; the sweep retries once it settles.
    expire: { from: ['ATTEMPT', 'ACTIVE'], to: 'EXPIRED' },
    delete: { from: ['ATTEMPT', 'EXPIRED'] },
  },
})

export type SessionEvent =
  'start_payment' | 'finish' | 'payment_failed' | 'payment_expired' | 'expire' | 'delete' | 'refresh'

/** The checkout session state machine; FINISHED, FAILED and EXPIRED are final. */
export const sessionStatus = createStateMachine<CheckoutSessionStatus, SessionEvent>({
  resource: 'checkout session',
  states: CHECKOUT_SESSION_STATUSES,
  transitions: {
    start_payment: { from: ['ACTIVE'], to: 'PROCESSING_PAYMENT' },
    finish: { from: ['PROCESSING_PAYMENT', 'ACTIVE'], to: 'FINISHED' },
    payment_failed: { from: ['PROCESSING_PAYMENT', 'ACTIVE'], to: 'FAILED' },
    // The payer abandoned the payment and the session's time ran out with it (its payment expired).
    payment_expired: { from: ['PROCESSING_PAYMENT'], to: 'EXPIRED' },
    expire: { from: ['ATTEMPT', 'ACTIVE'], to: 'EXPIRED' },
    // A session whose payment is in flight or done is the record of that payment: it stays.
    delete: { from: ['ATTEMPT', 'ACTIVE', 'EXPIRED', 'FAILED'] },
    refresh: { from: ['ATTEMPT', 'ACTIVE'], to: 'ACTIVE' },
  },
})
