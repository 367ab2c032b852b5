import { conflict } from '../../shared/errors.js'

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
export type PaymentAction =
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

/**
 * The payment state machine as data (ARCHITECTURE.md §6): for each action, the statuses it may
 * start from and the status it leads to. Everything else is an illegal transition (409).
 */
export const PAYMENT_TRANSITIONS: Readonly<
  Record<PaymentAction, { from: readonly PaymentStatus[]; to: PaymentStatus }>
> = {
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
}

export function canTransition(status: string, action: PaymentAction): boolean {
  return (PAYMENT_TRANSITIONS[action].from as readonly string[]).includes(status)
}

/** The next status, or a 409 naming the illegal move; nothing has changed when this throws. */
export function nextStatus(status: string, action: PaymentAction): PaymentStatus {
  if (!canTransition(status, action)) {
    throw conflict(`A ${status} payment cannot ${action.replace(/_/g, ' ')}`, {
      reason: 'illegal_transition',
      status,
      action,
    })
  }
  return PAYMENT_TRANSITIONS[action].to
}
