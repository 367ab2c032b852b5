import { conflict } from '../../shared/errors.js'

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
export type LinkAction = 'activate' | 'start_payment' | 'finish' | 'payment_failed' | 'expire' | 'delete'

/**
 * The payment link state machine as data (docs/decisions/0013-payment-links.md): for each action,
 * the statuses it may start from and where it leads. `delete` leads nowhere (the link disappears).
 * Everything else is an illegal transition (409). Activating an ACTIVE link is a no-op, handled by
 * the service before it consults this table.
 */
export const LINK_TRANSITIONS: Readonly<
  Record<LinkAction, { from: readonly PaymentLinkStatus[]; to: PaymentLinkStatus | null }>
> = {
  activate: { from: ['ATTEMPT', 'EXPIRED', 'FINISHED'], to: 'ACTIVE' },
  start_payment: { from: ['ACTIVE'], to: 'PROCESSING_PAYMENT' },
  finish: { from: ['PROCESSING_PAYMENT', 'ACTIVE'], to: 'FINISHED' },
  payment_failed: { from: ['PROCESSING_PAYMENT'], to: 'ACTIVE' },
  // A link whose payment is in flight is not expired under it; the sweep retries once it settles.
  expire: { from: ['ATTEMPT', 'ACTIVE'], to: 'EXPIRED' },
  delete: { from: ['ATTEMPT', 'EXPIRED'], to: null },
}

export type SessionAction = 'start_payment' | 'finish' | 'payment_failed' | 'expire' | 'delete' | 'refresh'

/** The checkout session state machine; FINISHED, FAILED and EXPIRED are final. */
export const SESSION_TRANSITIONS: Readonly<
  Record<SessionAction, { from: readonly CheckoutSessionStatus[]; to: CheckoutSessionStatus | null }>
> = {
  start_payment: { from: ['ACTIVE'], to: 'PROCESSING_PAYMENT' },
  finish: { from: ['PROCESSING_PAYMENT', 'ACTIVE'], to: 'FINISHED' },
  payment_failed: { from: ['PROCESSING_PAYMENT', 'ACTIVE'], to: 'FAILED' },
  expire: { from: ['ATTEMPT', 'ACTIVE'], to: 'EXPIRED' },
  // A session whose payment is in flight or done is the record of that payment: it stays.
  delete: { from: ['ATTEMPT', 'ACTIVE', 'EXPIRED', 'FAILED'], to: null },
  refresh: { from: ['ATTEMPT', 'ACTIVE'], to: 'ACTIVE' },
}

export function canMove<S extends string, A extends string>(
  table: Readonly<Record<A, { from: readonly S[] }>>,
  status: S,
  action: A,
): boolean {
  return table[action].from.includes(status)
}

/** The next link status, or a 409 naming the illegal move; nothing has changed when this throws. */
export function nextLinkStatus(status: PaymentLinkStatus, action: LinkAction): PaymentLinkStatus | null {
  if (!canMove(LINK_TRANSITIONS, status, action)) throw illegal('payment link', status, action)
  return LINK_TRANSITIONS[action].to
}

export function nextSessionStatus(
  status: CheckoutSessionStatus,
  action: SessionAction,
): CheckoutSessionStatus | null {
  if (!canMove(SESSION_TRANSITIONS, status, action)) throw illegal('checkout session', status, action)
  return SESSION_TRANSITIONS[action].to
}

function illegal(resource: string, status: string, action: string) {
  return conflict(`A ${status} ${resource} cannot ${action.replace(/_/g, ' ')}`, {
    reason: 'illegal_transition',
    status,
    action,
  })
}
