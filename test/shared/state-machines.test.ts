import { describe, expect, it } from 'vitest'
import { linkStatus, sessionStatus } from '../../src/modules/payment-links/link-status.js'
import { PAYMENT_STATE_CLASSES, paymentStatus } from '../../src/modules/payments/payment-status.js'
import { deliveryStatus } from '../../src/modules/webhooks/delivery-status.js'
import { AppError } from '../../src/shared/errors.js'
import type { StateMachine } from '../../src/shared/state-machine.js'

/** Every legal move as `STATE event → NEXT`; every pair not listed must be a 409. */
type Moves = readonly string[]

const PAYMENT_MOVES: Moves = [
  'CREATED authorize → AUTHORIZED',
  'CREATED capture → CAPTURED',
  'AUTHORIZED capture → CAPTURED',
  'CREATED hold_for_review → REQUIRES_REVIEW',
  'AUTHORIZED hold_for_review → REQUIRES_REVIEW',
  'REQUIRES_REVIEW approve_review → CAPTURED',
  'REQUIRES_REVIEW reject_review → FAILED',
  'CREATED receive → RECEIVED',
  'AUTHORIZED receive → RECEIVED',
  'CAPTURED receive → RECEIVED',
  'CREATED fail → FAILED',
  'AUTHORIZED fail → FAILED',
  'CAPTURED fail → FAILED',
  'CREATED expire → EXPIRED',
  'AUTHORIZED expire → EXPIRED',
  'RECEIVED settle → SETTLED',
  'RECEIVED unsettle → UNSETTLED',
  'RECEIVED refund → RECEIVED',
  'SETTLED refund → SETTLED',
]

const LINK_MOVES: Moves = [
  'ATTEMPT activate → ACTIVE',
  'EXPIRED activate → ACTIVE',
  'FINISHED activate → ACTIVE',
  'ACTIVE start_payment → PROCESSING_PAYMENT',
  'PROCESSING_PAYMENT finish → FINISHED',
  'ACTIVE finish → FINISHED',
  'PROCESSING_PAYMENT payment_failed → ACTIVE',
  'ATTEMPT expire → EXPIRED',
  'ACTIVE expire → EXPIRED',
  'ATTEMPT delete → ATTEMPT',
  'EXPIRED delete → EXPIRED',
]

const SESSION_MOVES: Moves = [
  'ACTIVE start_payment → PROCESSING_PAYMENT',
  'PROCESSING_PAYMENT finish → FINISHED',
  'ACTIVE finish → FINISHED',
  'PROCESSING_PAYMENT payment_failed → FAILED',
  'ACTIVE payment_failed → FAILED',
  'PROCESSING_PAYMENT payment_expired → EXPIRED',
  'ATTEMPT expire → EXPIRED',
  'ACTIVE expire → EXPIRED',
  'ATTEMPT delete → ATTEMPT',
  'ACTIVE delete → ACTIVE',
  'EXPIRED delete → EXPIRED',
  'FAILED delete → FAILED',
  'ATTEMPT refresh → ACTIVE',
  'ACTIVE refresh → ACTIVE',
]

const DELIVERY_MOVES: Moves = [
  'failed deliver → delivered',
  'failed fail_attempt → failed',
  'failed skip → skipped',
]

function checkEveryPair<S extends string, E extends string>(machine: StateMachine<S, E>, moves: Moves) {
  const legal = new Map(
    moves.map((move) => {
      const [state, event, , to] = move.split(' ')
      return [`${state} ${event}`, to]
    }),
  )
  for (const state of machine.states) {
    for (const event of machine.events) {
      const expected = legal.get(`${state} ${event}`)
      if (expected !== undefined) {
        expect(machine.next(state, event), `${state} ${event}`).toBe(expected)
        continue
      }
      let thrown: unknown
      try {
        machine.next(state, event)
      } catch (error) {
        thrown = error
      }
      expect(thrown, `${state} ${event} must be illegal`).toBeInstanceOf(AppError)
      expect(thrown).toMatchObject({
        kind: 'conflict',
        info: { reason: 'illegal_transition', status: state },
      })
    }
  }
}

describe('transition tables', () => {
  it('payments: every listed move is legal, every other one is a 409 illegal_transition', () => {
    checkEveryPair(paymentStatus, PAYMENT_MOVES)
  })

  it('payment links: every listed move is legal, every other one is a 409', () => {
    checkEveryPair(linkStatus, LINK_MOVES)
  })

  it('checkout sessions: every listed move is legal, every other one is a 409', () => {
    checkEveryPair(sessionStatus, SESSION_MOVES)
  })

  it('webhook deliveries: only a queued (failed) row moves; delivered and skipped are final', () => {
    checkEveryPair(deliveryStatus, DELIVERY_MOVES)
    expect(deliveryStatus.finalStates()).toEqual(['delivered', 'skipped'])
  })

  it('names the resource, the state and the event in the conflict message', () => {
    expect(() => paymentStatus.next('FAILED', 'capture')).toThrow('A FAILED payment cannot capture')
    expect(() => paymentStatus.next('EXPIRED', 'capture')).toThrow('An EXPIRED payment cannot capture')
    expect(() => sessionStatus.next('FINISHED', 'start_payment')).toThrow(
      'A FINISHED checkout session cannot start payment',
    )
  })
})

describe('payment state classes', () => {
  it('split every status into in flight, paid or failed, each exactly once', () => {
    const { inFlight, paid, failed } = PAYMENT_STATE_CLASSES
    expect([...inFlight, ...paid, ...failed].sort()).toEqual([...paymentStatus.states].sort())
  })

  it('pending is what the clock may expire, within in flight; final is what nothing moves', () => {
    expect(PAYMENT_STATE_CLASSES.pending).toEqual(['CREATED', 'AUTHORIZED'])
    expect(PAYMENT_STATE_CLASSES.inFlight).toEqual(expect.arrayContaining([...PAYMENT_STATE_CLASSES.pending]))
    expect([...PAYMENT_STATE_CLASSES.final].sort()).toEqual(['EXPIRED', 'FAILED', 'SETTLED', 'UNSETTLED'])
  })
})
