import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import {
  InvalidRequestError,
  NotFoundError,
  type ErrorType,
  type PaymentsPlatform,
  type PaymentStatus,
  type RequestBody,
} from '../../sdk/src/index.js'
import { identityBody } from '../helpers/factories.js'
import { buildTestApp, type TestApp } from '../helpers/test-app.js'
import { listen, sdkFor, topUpBody } from './support.js'

let t: TestApp
let platform: PaymentsPlatform

beforeAll(async () => {
  t = await buildTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } })
  platform = await sdkFor(t, await listen(t))
})

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = []
  for await (const item of items) all.push(item)
  return all
}

const clpAccount = (accountNumber: string) => ({
  type: 'ACCOUNT' as const,
  currency: 'CLP' as const,
  account: { accountNumber },
})

/** An identity with a CLP account, funded through a sandbox ETPAY top-up when `funds` is given. */
async function customerWithAccount(funds?: string, sdk: PaymentsPlatform = platform) {
  const identity = await sdk.identities.create(identityBody() as RequestBody<'createIdentity'>)
  const account = await sdk.accounts.create({ identityId: identity.id, type: 'CHECKING', currency: 'CLP' })
  if (funds) {
    const topUp = await sdk.payments.create(topUpBody(identity.id, account.accountNumber, funds))
    await sdk.payments.capture(topUp.id)
    await sdk.payments.received({ id: topUp.id })
  }
  return { identity, account }
}

describe('identities', () => {
  it('creates, retrieves, updates, lists and deletes', async () => {
    const created = await platform.identities.create(
      identityBody({ name: 'Sofía' }) as RequestBody<'createIdentity'>,
    )
    expect((await platform.identities.retrieve(created.id)).name).toBe('Sofía')
    expect((await platform.identities.update(created.id, { nickname: 'Sofi' })).nickname).toBe('Sofi')
    const listed = await collect(platform.identities.list({ email: created.email }))
    expect(listed.map((identity) => identity.id)).toEqual([created.id])
    await platform.identities.del(created.id)
    await expect(platform.identities.retrieve(created.id)).rejects.toBeInstanceOf(NotFoundError)
  })
})

describe('accounts and customers', () => {
  it('creates, retrieves by id or number, updates, lists accounts and reads balances', async () => {
    const { identity, account } = await customerWithAccount('50000')
    expect((await platform.accounts.retrieve(account.accountNumber)).id).toBe(account.id)
    expect((await platform.accounts.update(account.id, { name: 'Main' })).name).toBe('Main')
    const listed = await collect(platform.accounts.list({ identityId: identity.id }))
    expect(listed.map((a) => a.id)).toEqual([account.id])
    const { balances } = await platform.accounts.balances(identity.id)
    expect(balances).toContainEqual(expect.objectContaining({ currency: 'CLP', balance: '50000' }))
  })

  it('creates, retrieves, updates, lists and deletes customers', async () => {
    const customer = await platform.customers.create({ firstName: 'José', lastName: 'Müller' })
    expect((await platform.customers.retrieve(customer.id)).firstName).toBe('José')
    expect((await platform.customers.update(customer.id, { email: 'jose@example.com' })).email).toBe(
      'jose@example.com',
    )
    expect((await collect(platform.customers.list({ id: [customer.id] }))).map((c) => c.id)).toEqual([
      customer.id,
    ])
    await platform.customers.del(customer.id)
    await expect(platform.customers.retrieve(customer.id)).rejects.toBeInstanceOf(NotFoundError)
  })
})

describe('payments', () => {
  it('moves money through create, capture, received, authorize, review and refund', async () => {
    const ana = await customerWithAccount('100000')
    const ben = await customerWithAccount()
    const p2p = (purchaseAmount: string) =>
      platform.payments.create({
        identityId: ana.identity.id,
        accountNumber: ana.account.accountNumber,
        type: 'P2P',
        product: 'CLP:CLP',
        purchaseAmount,
        origins: [clpAccount(ana.account.accountNumber)],
        destinations: [clpAccount(ben.account.accountNumber)],
      })

    const paid = await p2p('12000')
    // Checked by the type checker: a status is one of the documented literals, not any string.
    expectTypeOf(paid.status).toEqualTypeOf<PaymentStatus>()
    expectTypeOf<'RECEIVED'>().toMatchTypeOf<PaymentStatus>()
    expectTypeOf<'PAID'>().not.toMatchTypeOf<PaymentStatus>()
    expect((await platform.payments.authorize(paid.id)).status).toBe('AUTHORIZED')
    expect((await platform.payments.capture(paid.id)).status).toBe('RECEIVED')
    expect((await platform.payments.refund(paid.id)).refundedAt).toBeDefined()

    const held = await p2p('6666')
    expect((await platform.payments.capture(held.id)).status).toBe('REQUIRES_REVIEW')
    expect((await platform.payments.review(held.id, { decision: 'REJECT' })).status).toBe('FAILED')

    expect((await platform.payments.retrieve(paid.id)).id).toBe(paid.id)
    const listed = await collect(platform.payments.list({ identityId: ana.identity.id, type: ['P2P'] }))
    expect(listed.map((payment) => payment.id).sort()).toEqual([paid.id, held.id].sort())
  })

  it('quotes, retrieves and lists payment attempts', async () => {
    const ana = await customerWithAccount()
    const attempt = await platform.paymentAttempts.create({
      identityId: ana.identity.id,
      accountNumber: ana.account.accountNumber,
      type: 'P2P',
      product: 'CLP:CLP',
      purchaseAmount: '1000',
      origins: [clpAccount(ana.account.accountNumber)],
      destinations: [clpAccount(ana.account.accountNumber)],
    })
    expect((await platform.paymentAttempts.retrieve(attempt.id)).id).toBe(attempt.id)
    const listed = await collect(platform.paymentAttempts.list({ identityId: ana.identity.id }))
    expect(listed.map((a) => a.id)).toEqual([attempt.id])
  })
})

describe('payment links and checkout sessions', () => {
  it('runs every link and session operation', async () => {
    const merchant = await customerWithAccount()
    const body = {
      currency: 'CLP',
      items: [{ description: 'Café de grano 1 kg', preTaxAmount: '10000' }],
      paymentMethodsAllowed: ['CARD' as const],
      destinations: [
        {
          type: 'ACCOUNT' as const,
          amount: '10000',
          account: { accountNumber: merchant.account.accountNumber },
        },
      ],
      owner: { identityId: merchant.identity.id },
    }
    const draft = await platform.paymentLinks.create({ ...body, status: 'ATTEMPT' })
    const link = await platform.paymentLinks.activate(draft.id)
    expect(link.status).toBe('ACTIVE')
    expect((await platform.paymentLinks.retrieve(link.id)).id).toBe(link.id)
    const updated = await platform.paymentLinks.update(link.id, {
      items: [{ description: 'Café de grano 2 kg', preTaxAmount: '18000' }],
    })
    expect(updated).toMatchObject({ totalAmount: '18000', destinations: [{ amount: '18000' }] })
    const links = await collect(platform.paymentLinks.list({ 'owner.identityId': [merchant.identity.id] }))
    expect(links.map((l) => l.id)).toEqual([link.id])

    const fromToken = await platform.checkoutSessions.createFromToken(link.checkoutToken)
    expect((await platform.checkoutSessions.refresh(link.checkoutToken)).id).toBe(fromToken.id)
    const oneOff = await platform.checkoutSessions.create(body)
    expect((await platform.checkoutSessions.retrieve(oneOff.id)).id).toBe(oneOff.id)
    const sessions = await collect(platform.checkoutSessions.list({ identityId: merchant.identity.id }))
    expect(sessions.map((s) => s.id).sort()).toEqual([fromToken.id, oneOff.id].sort())
    const payment = await platform.checkoutSessions.pay(oneOff.id, {
      origins: [{ type: 'CARD', currency: 'CLP', card: { token: 'tok_visa_4242' } }],
    })
    expect(payment.checkoutSessionId).toBe(oneOff.id)
    await platform.checkoutSessions.del(fromToken.id)

    const expiredDraft = await platform.paymentLinks.create({ ...body, status: 'ATTEMPT' })
    await platform.paymentLinks.del(expiredDraft.id)
    await expect(platform.paymentLinks.retrieve(expiredDraft.id)).rejects.toBeInstanceOf(NotFoundError)
  })
})

describe('rules, webhooks and notifications', () => {
  it('creates, retrieves, lists and deletes rules', async () => {
    const { identity } = await customerWithAccount()
    const rule = await platform.rules.create({
      type: 'FEE',
      identityId: identity.id,
      overwrites: false,
      feeRule: { feeType: 'PERCENTAGE', value: '2.9' },
    })
    expect((await platform.rules.retrieve(rule.id)).id).toBe(rule.id)
    expect((await collect(platform.rules.list({ identityId: [identity.id] }))).map((r) => r.id)).toEqual([
      rule.id,
    ])
    await platform.rules.del(rule.id)
    await expect(platform.rules.retrieve(rule.id)).rejects.toBeInstanceOf(NotFoundError)
  })

  it('registers the webhook URL, lists deliveries and replays one', async () => {
    // A client of its own, so its log holds only this test's deliveries.
    const own = await sdkFor(t, await listen(t))
    await own.webhooks.update({ webhookUrl: 'http://127.0.0.1:9/hooks', secretKey: 'a-long-secret' })
    expect((await own.webhooks.retrieve()).webhookUrl).toBe('http://127.0.0.1:9/hooks')
    await customerWithAccount('5000', own)
    const deliveries = await collect(own.notifications.list({ testMode: true }))
    expect(deliveries.map((d) => d.eventType)).toEqual(['Transaction.Received', 'Transaction.Captured'])
    const replay = await own.notifications.replay(deliveries[0]!.id)
    expect(replay).toMatchObject({ isReplay: true, replayOf: deliveries[0]!.id })
    expect(await own.webhooks.sendTestEvent({ event: 'Transaction.Failed' })).toMatchObject({
      eventType: 'Transaction.Failed',
      testMode: true,
    })
  })
})

describe('the operations beyond create, read, update and delete', () => {
  it('deactivates and reactivates, manages withdrawal accounts, children and permissions', async () => {
    const { identity } = await customerWithAccount()
    expect((await platform.identities.deactivate(identity.id)).status).toBe('INACTIVE')
    expect((await platform.identities.reactivate(identity.id)).status).toBe('ACTIVE')
    const saved = await platform.identities.addWithdrawalAccount(identity.id, {
      accountNumber: '000555666777',
      bank: 'BANCO_CHILE',
      currency: 'CLP',
      accountHolder: 'Ana',
      accountHolderDni: '17604011-4',
      country: 'CHL',
      typeAccount: 'CHECKING',
    })
    const listed = await platform.identities.listWithdrawalAccounts(identity.id)
    expect(listed.withdrawalAccounts.map((account) => account.id)).toEqual([saved.id])
    await platform.identities.removeWithdrawalAccount(identity.id, saved.id)
    expect((await platform.identities.listWithdrawalAccounts(identity.id)).withdrawalAccounts).toEqual([])

    const organization = await platform.identities.create(
      identityBody({ type: 'ORGANIZATION' }) as RequestBody<'createIdentity'>,
    )
    await platform.identities.addChildren(organization.id, [identity.id])
    expect((await platform.identities.parents(identity.id)).data.map((parent) => parent.id)).toEqual([
      organization.id,
    ])
    await platform.identities.removeChildren(organization.id, { children: [identity.id] })
    expect((await platform.identities.parents(identity.id)).data).toEqual([])
  })

  it('reads the catalogue, pages an identity’s accounts, opens escrow and fee accounts and settles', async () => {
    const { identity, account } = await customerWithAccount()
    expect((await platform.catalogue.fxRates({ base: 'CLP' })).base).toBe('CLP')
    expect((await platform.catalogue.banks('CHL')).length).toBeGreaterThan(0)
    expect(
      (await platform.catalogue.paymentOrigins({ accountNumber: account.accountNumber })).length,
    ).toBeGreaterThan(0)
    expect((await platform.catalogue.currencies(identity.id)).accountCurrencies).toEqual(['CLP'])
    await platform.accounts.ensureEscrowAndFee(identity.id)
    const page = await platform.accounts.listPage({ identityId: identity.id, type: 'ESCROW' })
    expect(page.data.map((escrow) => escrow.currency)).toContain('CLP')

    const topUp = await platform.payments.create(topUpBody(identity.id, account.accountNumber, '5000'))
    await platform.payments.capture(topUp.id)
    await platform.payments.received({ id: topUp.id })
    const { id, externalId, totalAmount, currency, product, type } = topUp
    expect(
      await platform.payments.settle({
        transactions: [{ id, externalId, totalAmount, currency, product, type }],
      }),
    ).toEqual([])
    expect((await platform.payments.retrieve(topUp.id)).status).toBe('SETTLED')
  })
})

describe('pagination and errors', () => {
  it('list() walks every page with the cursor', async () => {
    const { identity } = await customerWithAccount()
    const created: string[] = []
    for (let i = 0; i < 5; i++) {
      const account = await platform.accounts.create({
        identityId: identity.id,
        type: 'SAVINGS',
        currency: 'CLP',
      })
      created.push(account.id)
    }
    const seen = await collect(platform.accounts.list({ identityId: identity.id, type: 'SAVINGS', limit: 2 }))
    expect(seen.map((a) => a.id).sort()).toEqual(created.sort())
  })

  it('cancels a read or a page walk with the caller’s AbortSignal, as it does a write', async () => {
    const reason = new Error('cancelled by the caller')
    const signal = AbortSignal.abort(reason)
    await expect(platform.payments.retrieve('pay_anything', { signal })).rejects.toBe(reason)
    await expect(platform.catalogue.banks('CHL', { signal })).rejects.toBe(reason)
    await expect(platform.payments.list({}, { signal }).next()).rejects.toBe(reason)
  })

  it('throws typed errors with status, type, info and the request id', async () => {
    const error = await platform.customers.create({ firstName: 'Ana', email: 'not-an-email' }).catch((e) => e)
    expect(error).toBeInstanceOf(InvalidRequestError)
    expect(error).toMatchObject({ status: 400, type: 'bad_request' })
    expect(error.info).toContainEqual(expect.objectContaining({ field: expect.stringContaining('email') }))
    expect(error.requestId).toMatch(/\S+/)
    const missing = await platform.payments.retrieve('pay_missing').catch((e) => e)
    expect(missing).toMatchObject({ status: 404, type: 'not_found' })
    expectTypeOf<NotFoundError['type']>().toEqualTypeOf<ErrorType>()
    expectTypeOf<'idempotency_conflict'>().toMatchTypeOf<ErrorType>()
    expectTypeOf<'not_a_kind'>().not.toMatchTypeOf<ErrorType>()
  })
})
