import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'
import { createIdentity } from '../helpers/factories.js'
import { expectLedgerConsistent } from '../helpers/ledger.js'
import { ManualClock } from '../helpers/clock.js'
import { rowsOf } from '../helpers/stored-data.js'
import {
  accountNode,
  balanceOf,
  createPayment,
  openAccount,
  p2pBody,
  payInNode,
  topUp,
  topUpBody,
  type OpenedAccount,
} from '../helpers/payments.js'
import { validNode } from './rails/rails.fixtures.js'

const clock = new ManualClock(new Date())
let t: TestApp
let api: ApiCaller
let alice: OpenedAccount
let bob: OpenedAccount
beforeAll(async () => {
  t = await buildTestApp({ clock })
  api = await t.newClient('sandbox')
  const [a, b] = [await createIdentity(api), await createIdentity(api)]
  alice = await openAccount(api, a.id, 'CLP')
  bob = await openAccount(api, b.id, 'CLP')
})

async function eventsOf(paymentId: string) {
  const result = await t.database.db.execute(
    sql`select discriminator, event_type, payload -> 'data' -> 'transaction' as transaction
      from webhook_deliveries where payment_id = ${paymentId} and not is_replay order by sequence`,
  )
  return (
    result as {
      rows: { discriminator: string; event_type: string | null; transaction: { status: string } }[]
    }
  ).rows
}

const withdrawalBody = (from: OpenedAccount, amount: string, accountNumber = '000123456789') => ({
  identityId: from.identityId,
  accountNumber: from.accountNumber,
  type: 'WITHDRAWAL_ACCOUNT',
  product: 'CLP:CLP',
  purchaseAmount: amount,
  origins: [accountNode(from)],
  destinations: [
    {
      type: 'BANK_ACCOUNT',
      currency: 'CLP',
      bank: {
        accountNumber,
        bank: 'BANCO_CHILE',
        currency: 'CLP',
        accountHolder: 'Ana Pérez',
        accountHolderDni: '77123126-8',
        country: 'CHL',
        typeAccount: 'CHECKING',
      },
    },
  ],
})

describe('top-up through a sandbox pay-in rail', () => {
  it('returns the redirect instructions, then captures and credits the account on the provider notification', async () => {
    const created = await createPayment(api, {
      identityId: alice.identityId,
      accountNumber: alice.accountNumber,
      type: 'TOPUP_ACCOUNT',
      product: 'CLP:CLP',
      purchaseAmount: '50000',
      externalId: 'order-1',
      origins: [payInNode('CLP')],
      destinations: [accountNode(alice)],
    })
    expect(created).toMatchObject({
      status: 'CREATED',
      type: 'TOPUP_ACCOUNT',
      purchaseAmount: '50000',
      purchaseCurrency: 'CLP',
      totalAmount: '50000',
      currency: 'CLP',
      externalId: 'order-1',
      exchangeRate: '1',
      fees: [],
    })
    expect(created.origins[0].etpay).toMatchObject({
      url: expect.stringMatching(/^http:\/\/localhost:8080\/sandbox\/pay\//),
      token: expect.any(String),
      expiresAt: expect.any(String),
    })
    const captured = (await api.post(`/payments/${created.id}/captured`)).json()
    expect(captured).toMatchObject({ status: 'CAPTURED', capturedAt: expect.any(String) })
    expect(await balanceOf(api, alice)).toEqual({ balance: '0', availableFunds: '0' })

    const received = await api.post('/payments/received', { id: created.id })
    expect(received.json()).toMatchObject({ status: 'RECEIVED' })
    expect(await balanceOf(api, alice)).toEqual({ balance: '50000', availableFunds: '50000' })
    expect(
      (await eventsOf(created.id)).map((e) => [e.discriminator, e.event_type, e.transaction.status]),
    ).toEqual([
      ['captured', 'Transaction.Captured', 'CAPTURED'],
      ['received', 'Transaction.Received', 'RECEIVED'],
    ])
    await expectLedgerConsistent(t)
  })

  it('treats a repeated notification as already applied (200, unchanged)', async () => {
    const payment = await topUp(api, alice, '1000')
    const again = await api.post('/payments/received', { transactionId: payment.id })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(payment)
    expect(await eventsOf(payment.id)).toHaveLength(2)
  })

  it('finds the payment of a notification by its externalId', async () => {
    const payment = await createPayment(api, {
      identityId: alice.identityId,
      accountNumber: alice.accountNumber,
      type: 'TOPUP_ACCOUNT',
      product: 'CLP:CLP',
      purchaseAmount: '7000',
      externalId: 'by-external-id',
      origins: [payInNode('CLP')],
      destinations: [accountNode(alice)],
    })
    const received = await api.post('/payments/received', { externalId: 'by-external-id' })
    expect(received.json()).toMatchObject({ id: payment.id, status: 'RECEIVED' })
  })

  it('refuses a notification whose externalId names several payments, confirming none', async () => {
    const body = { ...topUpBody(alice, '1000'), externalId: 'shared-external-id' }
    const [first, second] = [await createPayment(api, body), await createPayment(api, body)]
    const refused = await api.post('/payments/received', { externalId: 'shared-external-id' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.info).toEqual({
      reason: 'ambiguous_reference',
      externalId: 'shared-external-id',
    })
    for (const payment of [first, second]) {
      expect((await api.get(`/payments/${payment.id}`)).json().status).toBe('CREATED')
    }
    // Named by its id, each is confirmed on its own.
    expect((await api.post('/payments/received', { id: second.id })).json().status).toBe('RECEIVED')
  })
})

describe('P2P between internal accounts', () => {
  it('moves the funds atomically at capture and becomes RECEIVED in the same step', async () => {
    await topUp(api, alice, '10000')
    const before = [await balanceOf(api, alice), await balanceOf(api, bob)]
    const payment = await createPayment(api, p2pBody(alice, bob, '2500'))
    const captured = (await api.post(`/payments/${payment.id}/captured`, {})).json()
    expect(captured.status).toBe('RECEIVED')
    const after = [await balanceOf(api, alice), await balanceOf(api, bob)]
    expect(BigInt(after[0]!.balance)).toBe(BigInt(before[0]!.balance) - 2500n)
    expect(BigInt(after[1]!.balance)).toBe(BigInt(before[1]!.balance) + 2500n)
    expect((await eventsOf(payment.id)).map((e) => e.discriminator)).toEqual(['captured', 'received'])
    await expectLedgerConsistent(t)
  })

  it('refuses a capture the funds do not cover (409) and changes nothing', async () => {
    const poor = await openAccount(api, (await createIdentity(api)).id, 'CLP')
    const payment = await createPayment(api, p2pBody(poor, bob, '1'))
    const response = await api.post(`/payments/${payment.id}/captured`)
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toMatchObject({ type: 'conflict', info: { reason: 'insufficient_funds' } })
    expect((await api.get(`/payments/${payment.id}`)).json().status).toBe('CREATED')
    expect(await eventsOf(payment.id)).toEqual([])
  })

  it('splits one origin across several destinations whose amounts add up', async () => {
    await topUp(api, alice, '3000')
    const carol = await openAccount(api, (await createIdentity(api)).id, 'CLP')
    const body = {
      ...p2pBody(alice, bob, '3000'),
      destinations: [accountNode(bob, '1000'), accountNode(carol, '2000')],
    }
    const payment = await createPayment(api, body)
    await api.post(`/payments/${payment.id}/captured`)
    expect(await balanceOf(api, carol)).toEqual({ balance: '2000', availableFunds: '2000' })
  })
})

describe('withdrawal to a bank rail', () => {
  it('holds at authorization, debits at capture, completes on the notification', async () => {
    const owner = await openAccount(api, (await createIdentity(api)).id, 'CLP')
    await topUp(api, owner, '20000')
    const payment = await createPayment(api, withdrawalBody(owner, '15000'))
    const authorized = (await api.post(`/payments/${payment.id}/authorized`)).json()
    expect(authorized).toMatchObject({ status: 'AUTHORIZED', authorizedAt: expect.any(String) })
    expect(await balanceOf(api, owner)).toEqual({ balance: '20000', availableFunds: '5000' })
    expect((await api.post(`/payments/${payment.id}/captured`)).json().status).toBe('CAPTURED')
    expect(await balanceOf(api, owner)).toEqual({ balance: '5000', availableFunds: '5000' })
    expect((await api.post('/payments/received', { id: payment.id })).json().status).toBe('RECEIVED')
    const escrow = (await api.get('/accounts', { query: { type: 'ESCROW', currency: 'CLP' } })).json()
      .pagination.results[0]
    expect(escrow.balance).toBe('0')
    await expectLedgerConsistent(t)
  })

  it('returns the funds when the provider reports a failure after capture', async () => {
    const owner = await openAccount(api, (await createIdentity(api)).id, 'CLP')
    await topUp(api, owner, '8000')
    const payment = await createPayment(api, withdrawalBody(owner, '8000'))
    await api.post(`/payments/${payment.id}/captured`)
    const failed = (
      await api.post('/payments/received', { id: payment.id, status: 'FAILED', reason: 'account closed' })
    ).json()
    expect(failed).toMatchObject({ status: 'FAILED', failureReason: 'account closed' })
    expect(await balanceOf(api, owner)).toEqual({ balance: '8000', availableFunds: '8000' })
    expect((await eventsOf(payment.id)).map((e) => e.event_type)).toEqual([
      'Transaction.Captured',
      'Transaction.Failed',
    ])
    expect((await api.post('/payments/received', { id: payment.id })).statusCode).toBe(409)
    await expectLedgerConsistent(t)
  })

  it('fails at capture when the sandbox bank rejects the account number (magic value)', async () => {
    const owner = await openAccount(api, (await createIdentity(api)).id, 'CLP')
    await topUp(api, owner, '8000')
    const payment = await createPayment(api, withdrawalBody(owner, '8000', '000123459999'))
    await api.post(`/payments/${payment.id}/authorized`)
    const captured = (await api.post(`/payments/${payment.id}/captured`)).json()
    expect(captured).toMatchObject({ status: 'FAILED', failureReason: expect.stringContaining('magic') })
    expect(await balanceOf(api, owner)).toEqual({ balance: '8000', availableFunds: '8000' })
  })
})

describe('sandbox magic values', () => {
  it('declines a capture of 13.13 and flags 66.66 for review', async () => {
    const usd = await openAccount(api, alice.identityId, 'USD')
    const card = (token?: string) => ({ ...payInNode('USD'), ...(token ? { card: { token } } : {}) })
    const topUpBody = (amount: string, token?: string) => ({
      identityId: usd.identityId,
      accountNumber: usd.accountNumber,
      type: 'TOPUP_ACCOUNT',
      product: 'USD:USD',
      purchaseAmount: amount,
      origins: [card(token)],
      destinations: [accountNode(usd)],
    })
    const declined = await createPayment(api, topUpBody('13.13'))
    expect((await api.post(`/payments/${declined.id}/captured`)).json().status).toBe('FAILED')
    const tokenDeclined = await createPayment(api, topUpBody('20.00', 'tok_sandbox_decline'))
    expect((await api.post(`/payments/${tokenDeclined.id}/captured`)).json().status).toBe('FAILED')
    const review = await createPayment(api, topUpBody('66.66'))
    expect((await api.post(`/payments/${review.id}/captured`)).json()).toMatchObject({
      status: 'REQUIRES_REVIEW',
      reviewReasons: [expect.stringContaining('review')],
    })
  })
})

describe('review', () => {
  it('holds the funds while in review; approval captures, rejection fails and releases them', async () => {
    const owner = await openAccount(api, (await createIdentity(api)).id, 'CLP')
    await topUp(api, owner, '20000')
    const approved = await createPayment(api, { ...p2pBody(owner, bob, '6666') })
    expect((await api.post(`/payments/${approved.id}/captured`)).json().status).toBe('REQUIRES_REVIEW')
    expect(await balanceOf(api, owner)).toEqual({ balance: '20000', availableFunds: '13334' })
    expect((await api.post(`/payments/${approved.id}/review`, { decision: 'APPROVE' })).json().status).toBe(
      'RECEIVED',
    )
    expect(await balanceOf(api, owner)).toEqual({ balance: '13334', availableFunds: '13334' })

    const rejected = await createPayment(api, { ...p2pBody(owner, bob, '6666') })
    await api.post(`/payments/${rejected.id}/captured`)
    const failed = (
      await api.post(`/payments/${rejected.id}/review`, { decision: 'REJECT', reason: 'fraud check' })
    ).json()
    expect(failed).toMatchObject({ status: 'FAILED', failureReason: 'fraud check' })
    expect(await balanceOf(api, owner)).toEqual({ balance: '13334', availableFunds: '13334' })
    expect((await api.post(`/payments/${rejected.id}/review`, { decision: 'APPROVE' })).statusCode).toBe(409)
    await expectLedgerConsistent(t)
  })

  it('remembers a provider confirmation that arrives during review: approval then receives at once', async () => {
    const usd = await openAccount(api, (await createIdentity(api)).id, 'USD')
    const payment = await createPayment(api, topUpBody(usd, '66.66'))
    expect((await api.post(`/payments/${payment.id}/captured`)).json().status).toBe('REQUIRES_REVIEW')
    const confirmed = await api.post('/payments/received', { id: payment.id })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json().status).toBe('REQUIRES_REVIEW')
    expect(await balanceOf(api, usd)).toEqual({ balance: '0.00', availableFunds: '0.00' })
    const approved = (await api.post(`/payments/${payment.id}/review`, { decision: 'APPROVE' })).json()
    expect(approved.status).toBe('RECEIVED')
    expect(await balanceOf(api, usd)).toEqual({ balance: '66.66', availableFunds: '66.66' })
    await expectLedgerConsistent(t)
  })
})

describe('expiry', () => {
  it('expires an unpaid payment past expiresAt without any request, releasing its hold', async () => {
    const owner = await openAccount(api, (await createIdentity(api)).id, 'CLP')
    await topUp(api, owner, '5000')
    const expiresAt = new Date(clock.now().getTime() + 60_000).toISOString()
    const payment = await createPayment(api, { ...p2pBody(owner, bob, '5000'), expiresAt })
    await api.post(`/payments/${payment.id}/authorized`)
    expect(await t.app.services.payments.expireDue()).toBe(0)
    clock.advance(61_000)
    expect(await t.app.services.payments.expireDue()).toBeGreaterThanOrEqual(1)
    expect((await api.get(`/payments/${payment.id}`)).json().status).toBe('EXPIRED')
    expect(await balanceOf(api, owner)).toEqual({ balance: '5000', availableFunds: '5000' })
    expect((await api.post(`/payments/${payment.id}/captured`)).statusCode).toBe(409)
    expect((await eventsOf(payment.id)).map((e) => e.discriminator)).toEqual(['authorized', 'expired'])
  })

  it('refuses to authorize, capture or confirm a payment past its expiresAt before the sweep has run', async () => {
    const owner = await openAccount(api, (await createIdentity(api)).id, 'CLP')
    await topUp(api, owner, '5000')
    const expiresAt = new Date(clock.now().getTime() + 60_000).toISOString()
    const p2p = await createPayment(api, { ...p2pBody(owner, bob, '1000'), expiresAt })
    const authorized = await createPayment(api, { ...p2pBody(owner, bob, '1000'), expiresAt })
    await api.post(`/payments/${authorized.id}/authorized`)
    const payIn = await createPayment(api, topUpBody(owner, '3000', { expiresAt }))
    clock.advance(60_000)

    const refusals = [
      ['authorize', await api.post(`/payments/${p2p.id}/authorized`)],
      ['capture', await api.post(`/payments/${p2p.id}/captured`)],
      ['capture', await api.post(`/payments/${authorized.id}/captured`)],
      ['capture', await api.post(`/payments/${payIn.id}/captured`)],
      ['receive', await api.post('/payments/received', { id: payIn.id })],
    ] as const
    for (const [action, response] of refusals) {
      expect(response.statusCode).toBe(409)
      expect(response.json().error).toEqual({
        type: 'conflict',
        info: { reason: 'illegal_transition', status: 'EXPIRED', action },
      })
    }
    expect(await balanceOf(api, owner)).toEqual({ balance: '5000', availableFunds: '4000' })

    await t.app.services.payments.expireDue()
    for (const payment of [p2p, authorized, payIn]) {
      expect((await api.get(`/payments/${payment.id}`)).json().status).toBe('EXPIRED')
    }
    expect(await balanceOf(api, owner)).toEqual({ balance: '5000', availableFunds: '5000' })
    expect((await eventsOf(p2p.id)).map((e) => e.discriminator)).toEqual(['expired'])
    await expectLedgerConsistent(t)
  })

  it('skips a payment it cannot expire (logged) and still expires the others of the batch', async () => {
    const owner = await openAccount(api, (await createIdentity(api)).id, 'CLP')
    await topUp(api, owner, '5000')
    const expiresAt = new Date(clock.now().getTime() + 60_000).toISOString()
    const broken = await createPayment(api, { ...p2pBody(owner, bob, '1000'), expiresAt })
    await api.post(`/payments/${broken.id}/authorized`)
    await t.database.db.execute(
      sql`update payment_holds set hold_id = 'no-such-hold' where payment_id = ${broken.id}`,
    )
    const sound = await createPayment(api, { ...p2pBody(owner, bob, '1000'), expiresAt })
    await api.post(`/payments/${sound.id}/authorized`)
    clock.advance(61_000)
    expect(await t.app.workers[0]!.runOnce()).toBe(1)
    expect((await api.get(`/payments/${sound.id}`)).json().status).toBe('EXPIRED')
    expect((await api.get(`/payments/${broken.id}`)).json().status).toBe('AUTHORIZED')
    expect(await balanceOf(api, owner)).toEqual({ balance: '5000', availableFunds: '4000' })
  })

  it('leaves a payment paid before its expiry alone, and does not keep it queued', async () => {
    const owner = await openAccount(api, (await createIdentity(api)).id, 'CLP')
    await topUp(api, owner, '5000')
    const expiresAt = new Date(clock.now().getTime() + 60_000).toISOString()
    const payment = await createPayment(api, { ...p2pBody(owner, bob, '1000'), expiresAt })
    expect((await api.post(`/payments/${payment.id}/captured`)).json().status).toBe('RECEIVED')
    clock.advance(61_000)
    await t.app.services.payments.expireDue()
    expect((await api.get(`/payments/${payment.id}`)).json().status).toBe('RECEIVED')
    expect(await balanceOf(api, owner)).toEqual({ balance: '4000', availableFunds: '4000' })
    // Once due, the sweep forgets a payment that can no longer expire: its queue stays small.
    const queued = await rowsOf(
      t.database.db,
      sql`select 1 from payments_due where payment_id = ${payment.id}`,
    )
    expect(queued).toEqual([])
  })

  it('refuses an expiresAt in the past', async () => {
    const response = await api.post('/payments', {
      ...p2pBody(alice, bob, '1'),
      expiresAt: '2000-01-01T00:00:00Z',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.info).toContainEqual({ field: 'expiresAt', issue: 'must be in the future' })
  })
})

describe('refund', () => {
  it('reverses a received payment once and records refundCreated', async () => {
    const owner = await openAccount(api, (await createIdentity(api)).id, 'CLP')
    const payment = await topUp(api, owner, '4000')
    const refunded = (await api.post(`/payments/${payment.id}/refund`)).json()
    expect(refunded).toMatchObject({ status: 'RECEIVED', refundedAt: expect.any(String) })
    expect(await balanceOf(api, owner)).toEqual({ balance: '0', availableFunds: '0' })
    expect((await api.post(`/payments/${payment.id}/refund`)).statusCode).toBe(409)
    expect((await eventsOf(payment.id)).map((e) => e.discriminator)).toEqual([
      'captured',
      'received',
      'refundCreated',
    ])
    await expectLedgerConsistent(t)
  })

  it('refuses to refund a payment that has not been received', async () => {
    const payment = await createPayment(api, p2pBody(alice, bob, '1'))
    expect((await api.post(`/payments/${payment.id}/refund`)).statusCode).toBe(409)
  })
})

describe('illegal transitions', () => {
  it('answers 409 and changes nothing', async () => {
    const payment = await topUp(api, alice, '1000')
    for (const action of ['authorized', 'captured']) {
      const response = await api.post(`/payments/${payment.id}/${action}`)
      expect(response.statusCode).toBe(409)
      expect(response.json().error.info).toMatchObject({ reason: 'illegal_transition', status: 'RECEIVED' })
    }
    expect((await api.post(`/payments/${payment.id}/review`, { decision: 'APPROVE' })).statusCode).toBe(409)
    expect((await api.get(`/payments/${payment.id}`)).json()).toEqual(payment)
  })

  it('answers 404 for an unknown payment', async () => {
    expect((await api.post('/payments/0123456789abcdef01234567/captured')).statusCode).toBe(404)
    expect((await api.post('/payments/received', { id: 'nope' })).statusCode).toBe(404)
    expect((await api.post('/payments/received', {})).statusCode).toBe(400)
  })
})

describe('action calls, which take no body', () => {
  it('refuses any field sent to them and changes nothing', async () => {
    const payment = await createPayment(api, p2pBody(alice, bob, '5'))
    for (const body of [{ amount: '5' }, [1, 2]]) {
      const response = await api.post(`/payments/${payment.id}/captured`, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().error.info).toEqual([{ field: 'body', issue: expect.stringContaining('{}') }])
    }
    expect((await api.get(`/payments/${payment.id}`)).json().status).toBe('CREATED')
  })

  it('replays a retry with {} of a call first sent without a body under the same Idempotency-Key', async () => {
    const payment = await createPayment(api, p2pBody(alice, bob, '5'))
    const headers = { 'idempotency-key': `capture-${payment.id}` }
    const first = await api.post(`/payments/${payment.id}/captured`, undefined, { headers })
    const retried = await api.post(`/payments/${payment.id}/captured`, {}, { headers })
    expect(first.statusCode).toBe(200)
    expect(retried.statusCode).toBe(200)
    expect(retried.headers['idempotent-replayed']).toBe('true')
    expect(retried.json()).toEqual(first.json())
  })
})

describe('settlement', () => {
  it('settles matching records, unsettles mismatching ones and reports every problem', async () => {
    const matching = await topUp(api, alice, '3000')
    const mismatching = await topUp(api, alice, '4000')
    const pending = await createPayment(api, p2pBody(alice, bob, '1'))
    const record = (p: {
      id: string
      externalId: string
      totalAmount: string
      currency: string
      product: string
      type: string
    }) => ({
      id: p.id,
      externalId: p.externalId,
      totalAmount: p.totalAmount,
      currency: p.currency,
      product: p.product,
      type: p.type,
    })
    const response = await api.post('/settlement/transactions', {
      transactions: [
        record(matching),
        { ...record(mismatching), totalAmount: '3999' },
        record(pending),
        { ...record(matching), id: '0123456789abcdef01234567' },
      ],
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([
      `${mismatching.id}: totalAmount 3999 does not match 4000`,
      `${pending.id}: a CREATED transaction cannot be settled`,
      '0123456789abcdef01234567: no such transaction',
    ])
    expect((await api.get(`/payments/${matching.id}`)).json().status).toBe('SETTLED')
    expect((await api.get(`/payments/${mismatching.id}`)).json().status).toBe('UNSETTLED')
    expect((await eventsOf(matching.id)).at(-1)?.discriminator).toBe('settled')
    const again = await api.post('/settlement/transactions', { transactions: [record(matching)] })
    expect(again.json()).toEqual([])
    // A record that contradicts a settled payment is reported, and the payment stays SETTLED.
    const contradicting = await api.post('/settlement/transactions', {
      transactions: [{ ...record(matching), totalAmount: '3001' }],
    })
    expect(contradicting.json()).toEqual([`${matching.id}: totalAmount 3001 does not match 3000`])
    expect((await api.get(`/payments/${matching.id}`)).json().status).toBe('SETTLED')
  })

  it('refuses a record whose amount its currency cannot hold, settling nothing of the batch', async () => {
    const received = await topUp(api, alice, '2000')
    const record = {
      id: received.id,
      externalId: received.externalId,
      currency: received.currency,
      product: received.product,
      type: received.type,
    }
    const response = await api.post('/settlement/transactions', {
      transactions: [
        { ...record, totalAmount: '2000' },
        { ...record, totalAmount: '2000.5' },
      ],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.info).toEqual([
      { field: 'transactions[1].totalAmount', issue: 'has more decimals than CLP allows (0)' },
    ])
    expect((await api.get(`/payments/${received.id}`)).json().status).toBe('RECEIVED')
  })
})

describe('cross-currency remittance', () => {
  it('converts at the recorded rate, pays through the FX accounts and keeps every currency balanced', async () => {
    const owner = await openAccount(api, (await createIdentity(api)).id, 'CLP')
    await topUp(api, owner, '1000000')
    const payment = await createPayment(api, {
      identityId: owner.identityId,
      accountNumber: owner.accountNumber,
      type: 'REMITTANCE',
      product: 'CLP:EUR',
      purchaseAmount: '950000',
      origins: [accountNode(owner)],
      destinations: [validNode('SEPA', 'payOut')],
    })
    // 950 000 CLP at 0.92/950 EUR per CLP = 920.00 EUR.
    expect(payment).toMatchObject({
      exchangeRate: '0.0009684211',
      purchaseAmount: '950000',
      totalAmount: '920.00',
      currency: 'EUR',
    })
    await api.post(`/payments/${payment.id}/captured`)
    expect((await api.post('/payments/received', { id: payment.id })).json().status).toBe('RECEIVED')
    expect(await balanceOf(api, owner)).toEqual({ balance: '50000', availableFunds: '50000' })
    await expectLedgerConsistent(t)
  })

  it('prices a totalAmount so that the destination receives at least that much', async () => {
    const owner = await openAccount(api, (await createIdentity(api)).id, 'CLP')
    const attempt = await api.post('/payment-attempts', {
      identityId: owner.identityId,
      accountNumber: owner.accountNumber,
      type: 'REMITTANCE',
      product: 'CLP:EUR',
      totalAmount: '100.00',
      origins: [accountNode(owner)],
      destinations: [validNode('SEPA', 'payOut')],
    })
    expect(attempt.statusCode).toBe(201)
    const quote = attempt.json()
    expect(quote.purchaseAmount).toBe('103261')
    expect(Number(quote.totalAmount)).toBeGreaterThanOrEqual(100)
  })
})

describe('fee and allowed-values rules', () => {
  it('charges the inherited fee, credits it to the FEE account and shows it on the nodes', async () => {
    const client = await t.newClient('sandbox')
    const parent = await createIdentity(client)
    const child = await createIdentity(client)
    await client.post(`/identities/${parent.id}/children`, { children: [child.id] })
    const rule = await client.post('/rules', {
      type: 'FEE',
      identityId: parent.id,
      overwrites: false,
      filter: [{ name: 'transactionType', value: 'P2P' }],
      feeRule: { feeType: 'PERCENTAGE', value: '2.5', description: 'P2P fee' },
    })
    expect(rule.statusCode).toBe(201)
    const from = await openAccount(client, child.id, 'USD')
    const to = await openAccount(client, parent.id, 'USD')
    await topUp(client, from, '100.00')
    const payment = await createPayment(client, p2pBody(from, to, '19.99'))
    // 2.5 % of 19.99 = 0.49975, rounded half-up to 0.50.
    expect(payment).toMatchObject({
      purchaseAmount: '19.99',
      totalAmount: '19.49',
      fees: [{ name: 'P2P fee', type: 'PERCENTAGE', value: '2.5', amount: '0.50', currency: 'USD' }],
    })
    expect(payment.destinations[0]).toMatchObject({
      amount: '19.99',
      amountOut: '19.49',
      fee: { name: 'P2P fee', type: 'PERCENTAGE', value: '2.5', amount: '0.50', currency: 'USD' },
    })
    expect((await client.post(`/payments/${payment.id}/captured`)).json().status).toBe('RECEIVED')
    expect(await balanceOf(client, to)).toEqual({ balance: '19.49', availableFunds: '19.49' })
    const fee = (await client.get('/accounts', { query: { type: 'FEE', currency: 'USD' } })).json().pagination
      .results[0]
    expect(fee.balance).toBe('0.50')
    await expectLedgerConsistent(t)
  })

  it('knows a payment’s country by its rail: a country filter and a country key match it', async () => {
    const client = await t.newClient('sandbox')
    const owner = await createIdentity(client)
    const rule = (body: Record<string, unknown>) =>
      client.post('/rules', { identityId: owner.id, overwrites: false, ...body })
    await rule({
      type: 'FEE',
      filter: [{ name: 'country', value: 'CHL' }],
      feeRule: { feeType: 'PERCENTAGE', value: '10', description: 'Chile' },
    })
    await rule({
      type: 'FEE',
      filter: [{ name: 'country', value: 'ARG' }],
      feeRule: { feeType: 'PERCENTAGE', value: '50', description: 'Argentina' },
    })
    await rule({ type: 'ALLOWED_VALUES', allowedValuesRule: { key: 'country', allowedValues: ['CHL'] } })
    const account = await openAccount(client, owner.id, 'CLP')
    const other = await openAccount(client, owner.id, 'CLP')

    // An ETpay top-up enters through Chile: the Chilean fee, and no review.
    const topUp = await createPayment(client, topUpBody(account, '10000'))
    expect(topUp.fees).toEqual([expect.objectContaining({ name: 'Chile', amount: '1000' })])
    expect((await client.post('/payments/received', { id: topUp.id })).json().status).toBe('RECEIVED')
    expect(await balanceOf(client, account)).toEqual({ balance: '9000', availableFunds: '9000' })

    // Between two accounts no rail names a country: neither fee, and the country key sends it to review.
    const p2p = await createPayment(client, p2pBody(account, other, '100'))
    expect(p2p.fees).toEqual([])
    expect((await client.post(`/payments/${p2p.id}/captured`)).json()).toMatchObject({
      status: 'REQUIRES_REVIEW',
      reviewReasons: [expect.stringContaining('country')],
    })
  })

  it('sends a capture outside the allowed values to review', async () => {
    const client = await t.newClient('sandbox')
    const owner = await createIdentity(client)
    const from = await openAccount(client, owner.id, 'CLP')
    const to = await openAccount(client, owner.id, 'CLP')
    await topUp(client, from, '5000') // before the rule, which would hold the top-up too
    await client.post('/rules', {
      type: 'ALLOWED_VALUES',
      identityId: owner.id,
      overwrites: false,
      allowedValuesRule: { key: 'destinationType', allowedValues: ['SEPA'] },
    })
    const payment = await createPayment(client, p2pBody(from, to, '1000'))
    const captured = (await client.post(`/payments/${payment.id}/captured`)).json()
    expect(captured).toMatchObject({
      status: 'REQUIRES_REVIEW',
      reviewReasons: [expect.stringContaining('destinationType')],
    })
  })

  it('sends a pay-in the provider confirms before any capture to review too; approval receives it', async () => {
    const client = await t.newClient('sandbox')
    const owner = await createIdentity(client)
    await client.post('/rules', {
      type: 'ALLOWED_VALUES',
      identityId: owner.id,
      overwrites: false,
      allowedValuesRule: { key: 'paymentMethod', allowedValues: ['CARD'] },
    })
    const account = await openAccount(client, owner.id, 'CLP')
    const [approved, rejected] = [
      await createPayment(client, topUpBody(account, '10000')),
      await createPayment(client, topUpBody(account, '2000')),
    ]
    for (const payment of [approved, rejected]) {
      const held = (await client.post('/payments/received', { id: payment.id })).json()
      expect(held).toMatchObject({
        status: 'REQUIRES_REVIEW',
        reviewReasons: [expect.stringContaining('paymentMethod')],
      })
      // The provider retrying its notification changes nothing.
      const retried = await client.post('/payments/received', { id: payment.id })
      expect(retried.statusCode).toBe(200)
      expect(retried.json()).toEqual(held)
    }
    expect(await balanceOf(client, account)).toEqual({ balance: '0', availableFunds: '0' })

    const review = (id: string, decision: string) => client.post(`/payments/${id}/review`, { decision })
    // The provider already reported the money: the approval completes the payment in one step.
    expect((await review(approved.id, 'APPROVE')).json()).toMatchObject({ status: 'RECEIVED' })
    expect((await review(rejected.id, 'REJECT')).json()).toMatchObject({ status: 'FAILED' })
    expect(await balanceOf(client, account)).toEqual({ balance: '10000', availableFunds: '10000' })
    await expectLedgerConsistent(t)
  })
})

describe('change listeners', () => {
  it('are told of each status change inside its transaction, and a listener failure rolls the change back', async () => {
    const local = await buildTestApp()
    const client = await local.newClient('sandbox')
    const owner = await openAccount(client, (await createIdentity(client)).id, 'CLP')
    const heard: string[] = []
    let failNext = false
    local.app.services.payments.onChange(async (_tx, _tenant, payment, events) => {
      if (failNext) throw new Error('dependent change failed')
      heard.push(`${payment.status}:${events.join('+')}`)
    })
    const payment = await topUp(client, owner, '1000')
    expect(heard).toEqual(['RECEIVED:captured+received'])
    failNext = true
    expect((await client.post(`/payments/${payment.id}/refund`)).statusCode).toBe(500)
    expect((await client.get(`/payments/${payment.id}`)).json().refundedAt).toBeUndefined()
    expect((await client.get(`/accounts/${owner.id}`)).json().balance).toBe('1000')
  })
})
