import { beforeAll, describe, expect, it } from 'vitest'
import {
  isLuhnValid,
  outcomeOfCardToken,
  SANDBOX_TEST_CARDS,
} from '../../src/modules/payments/rails/sandbox-cards.js'
import { ManualClock } from '../helpers/clock.js'
import { createIdentity } from '../helpers/factories.js'
import {
  accountNode,
  createPayment,
  openAccount,
  payInNode,
  type OpenedAccount,
} from '../helpers/payments.js'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'
import { logOf } from '../webhooks/support.js'

describe('the test card table', () => {
  it('lists Luhn-valid numbers with distinct tokens, one per scripted outcome at least', () => {
    for (const card of SANDBOX_TEST_CARDS) expect(isLuhnValid(card.number)).toBe(true)
    expect(new Set(SANDBOX_TEST_CARDS.map((card) => card.token)).size).toBe(SANDBOX_TEST_CARDS.length)
    expect(new Set(SANDBOX_TEST_CARDS.map((card) => card.outcome))).toEqual(
      new Set(['succeeds', 'declined', 'review', 'fails_after_capture']),
    )
    expect(SANDBOX_TEST_CARDS.find((card) => card.number === '4242424242424242')?.outcome).toBe('succeeds')
    expect(SANDBOX_TEST_CARDS.find((card) => card.number === '4000000000000002')?.outcome).toBe('declined')
  })

  it('checks the Luhn digit and lets any other token succeed', () => {
    expect(isLuhnValid('4242424242424241')).toBe(false)
    expect(isLuhnValid('4242')).toBe(false)
    expect(outcomeOfCardToken('tok_from_somewhere_else')).toBe('succeeds')
  })
})

const DELAY = 1_000

describe('sandbox card payments', () => {
  const clock = new ManualClock()
  let t: TestApp
  let api: ApiCaller
  let account: OpenedAccount

  beforeAll(async () => {
    t = await buildTestApp({ clock })
    api = await t.newClient('sandbox')
    account = await openAccount(api, (await createIdentity(api)).id, 'USD')
  })

  async function capturedPayIn(origin: Record<string, unknown>, caller = api, into = account) {
    const payment = await createPayment(caller, {
      identityId: into.identityId,
      accountNumber: into.accountNumber,
      type: 'TOPUP_ACCOUNT',
      product: 'USD:USD',
      purchaseAmount: '25.00',
      origins: [origin],
      destinations: [accountNode(into)],
    })
    return (await caller.post(`/payments/${payment.id}/captured`)).json<{ id: string; status: string }>()
  }
  const card = (token: string) => ({ ...payInNode('USD'), card: { token, mask: '4242' } })
  const statusOf = async (id: string, caller = api) => (await caller.get(`/payments/${id}`)).json().status

  it('confirms a captured card payment on its own once SANDBOX_AUTO_CONFIRM_MS has passed, with its webhook', async () => {
    const payment = await capturedPayIn(card('tok_sandbox_visa'))
    expect(payment.status).toBe('CAPTURED')
    clock.advance(DELAY - 1)
    await t.app.sandboxConfirmation.runOnce()
    expect(await statusOf(payment.id)).toBe('CAPTURED')
    clock.advance(1)
    expect(await t.app.sandboxConfirmation.runOnce()).toBe(1)
    expect(await statusOf(payment.id)).toBe('RECEIVED')
    expect((await logOf(api, { transactionId: payment.id })).map((row) => row.eventType)).toEqual([
      'Transaction.Received',
      'Transaction.Captured',
    ])
  })

  it('fails the test card that fails after capture when its confirmation arrives', async () => {
    const payment = await capturedPayIn(card('tok_sandbox_fail_after_capture'))
    expect(payment.status).toBe('CAPTURED')
    clock.advance(DELAY)
    await t.app.sandboxConfirmation.runOnce()
    const failed = (await api.get(`/payments/${payment.id}`)).json()
    expect(failed).toMatchObject({ status: 'FAILED' })
    expect((await logOf(api, { transactionId: payment.id }))[0]?.eventType).toBe('Transaction.Failed')
  })

  it('declines and holds for review at capture as the test cards say', async () => {
    expect((await capturedPayIn(card('tok_sandbox_decline'))).status).toBe('FAILED')
    expect((await capturedPayIn(card('tok_sandbox_review'))).status).toBe('REQUIRES_REVIEW')
  })

  it('confirms a card payment approved after review once SANDBOX_AUTO_CONFIRM_MS has passed', async () => {
    const held = await capturedPayIn(card('tok_sandbox_review'))
    expect(held.status).toBe('REQUIRES_REVIEW')
    clock.advance(DELAY * 10)
    const approved = await api.post(`/payments/${held.id}/review`, { decision: 'APPROVE' })
    expect(approved.json().status).toBe('CAPTURED')
    clock.advance(DELAY - 1)
    await t.app.sandboxConfirmation.runOnce()
    expect(await statusOf(held.id)).toBe('CAPTURED')
    clock.advance(1)
    await t.app.sandboxConfirmation.runOnce()
    expect(await statusOf(held.id)).toBe('RECEIVED')
  })

  it('leaves other rails and the live environment to their provider notification', async () => {
    const clp = await openAccount(api, account.identityId, 'CLP')
    const etpay = await createPayment(api, {
      identityId: clp.identityId,
      accountNumber: clp.accountNumber,
      type: 'TOPUP_ACCOUNT',
      product: 'CLP:CLP',
      purchaseAmount: '2500',
      origins: [payInNode('CLP')],
      destinations: [accountNode(clp)],
    })
    expect((await api.post(`/payments/${etpay.id}/captured`)).json().status).toBe('CAPTURED')
    const live = await t.callerFor(api.credentials, 'live')
    const liveAccount = await openAccount(live, (await createIdentity(live)).id, 'USD')
    const livePayment = await capturedPayIn(card('tok_sandbox_visa'), live, liveAccount)
    expect(livePayment.status).toBe('CAPTURED')
    clock.advance(DELAY * 10)
    await t.app.sandboxConfirmation.runOnce()
    expect(await statusOf(etpay.id)).toBe('CAPTURED')
    expect(await statusOf(livePayment.id, live)).toBe('CAPTURED')
  })
})

describe('with SANDBOX_AUTO_CONFIRM_MS=0', () => {
  it('never confirms on its own', async () => {
    const clock = new ManualClock()
    const t = await buildTestApp({ clock, env: { SANDBOX_AUTO_CONFIRM_MS: '0' } })
    const api = await t.newClient('sandbox')
    const account = await openAccount(api, (await createIdentity(api)).id, 'USD')
    const payment = await createPayment(api, {
      identityId: account.identityId,
      accountNumber: account.accountNumber,
      type: 'TOPUP_ACCOUNT',
      product: 'USD:USD',
      purchaseAmount: '25.00',
      origins: [payInNode('USD')],
      destinations: [accountNode(account)],
    })
    await api.post(`/payments/${payment.id}/captured`)
    clock.advance(10 * 60 * 1000)
    expect(await t.app.sandboxConfirmation.runOnce()).toBe(0)
    expect((await api.get(`/payments/${payment.id}`)).json().status).toBe('CAPTURED')
  })
})
