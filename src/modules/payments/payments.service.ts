import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.js'
import {
  commitWrites,
  optimistically,
  transaction,
  writeAtCommit,
  writeNow,
  type CommitIn,
  type TransactionScope,
} from '../../db/transactions.js'
import type { Clock } from '../../shared/clock.js'
import { BoundedMemo } from '../../shared/bounded-memo.js'
import { isCurrencyCode } from '../../shared/currencies.js'
import { AppError, conflict, describeIssues, invalid, invalidField, notFound } from '../../shared/errors.js'
import { equalSecrets, newId } from '../../shared/ids.js'
import { extended } from '../../shared/objects.js'
import { sweepEach } from '../../shared/sweep.worker.js'
import { formatAmount, fromNumeric, parseAmount } from '../../shared/money.js'
import type { Page, PageRequest } from '../../shared/page.js'
import type { Environment, Tenant } from '../../shared/tenant.js'
import type { EventRecorder, TransactionDiscriminator } from '../webhooks/index.js'
import type { MoneyMovement } from './money-movement.js'
import { isPaymentIn, paymentStatus, statusAt } from './payment-status.js'
import type { PaymentPreparer } from './payment-request.js'
import { ruleContextOf, type PaymentRules } from './payment-rules.js'
import { isInternalOnly, toPaymentView, toSnapshot } from './payment-view.js'
import type {
  PaymentFilters,
  PaymentHold,
  PaymentRow,
  PaymentsRepository,
  ProviderIntentRow,
} from './payments.repository.js'
import type {
  CreatePaymentBody,
  Payment,
  ReceivedBody,
  ReviewBody,
  SettlementBody,
} from './payments.schemas.js'
import type { StoredNode } from './payments.tables.js'
import type { PayInInstructions, ProviderDecision, RailProvider } from './rails/provider.js'
import { RAILS } from './rails/rails.catalogue.js'
import { paymentIdOfPayInToken, sandboxPayInTokenOf } from './rails/sandbox.provider.js'

/** What a status change did: the columns it changed and the events it records. */
interface Change {
  changes: Partial<PaymentRow>
  events: TransactionDiscriminator[]
}

/** A recorded provider intent, as the caller that must finish it holds it. */
export interface ProviderIntent {
  id: string
  paymentId: string
  clientId: string
  environment: Environment
}

function intentRef({ id, paymentId, clientId, environment }: ProviderIntentRow): ProviderIntent {
  return { id, paymentId, clientId, environment }
}

/** A new payment's own values, the same for every decision of one request (see newPayment). */
interface NewPayment {
  id: string
  now: Date
  expiresAt: Date | null
  /** The origins with the provider's pay-in instructions, asked for once. */
  originsOf(prepared: StoredNode[]): Promise<StoredNode[]>
}

type PayInRequest = Parameters<RailProvider['preparePayIn']>[0]

/** The list filters, typed and checked (the routes parse the query into them). */
export type PaymentListFilters = Omit<PaymentFilters, 'isAttempt'>

/**
 * Told of every status change inside its database transaction, so a dependent change (a checkout
 * session finishing with its payment) commits or rolls back with it.
 */
export type PaymentChangeListener = (
  tx: Database,
  tenant: Tenant,
  payment: Payment,
  events: readonly TransactionDiscriminator[],
) => Promise<void>

/** How long the caller that recorded a provider intent has to finish it before the worker may. */
const INTENT_LEASE_MS = 60_000

/** Payments created and not yet captured that each process remembers (see justCreated). */
const JUST_CREATED_REMEMBERED = 4096

const paymentKey = (tenant: Tenant, id: string) => `${tenant.clientId}/${tenant.environment}/${id}`

/** How long a pay-in's instructions stay valid when the payment sets no expiry. */
const DEFAULT_PAY_IN_VALIDITY_MS = 60 * 60 * 1000

export function createPaymentsService(deps: {
  db: Database
  repository: PaymentsRepository
  prepare: PaymentPreparer
  rules: PaymentRules
  movement: MoneyMovement
  events: EventRecorder
  providerFor(environment: Environment): RailProvider
  clock: Clock
  log: FastifyBaseLogger
}) {
  const { db, repository, prepare, rules, movement, events, clock } = deps
  const listeners: PaymentChangeListener[] = []
  /**
   * Payments this process has just created, as it wrote them, until their capture takes them: a
   * capture on the same connection decides on that row instead of reading it again. Only guarded
   * work relies on it, and its statement re-checks the row's status and updatedAt under lock;
   * anything else it reads (the nodes and amounts the provider is asked about) never changes.
   */
  const justCreated = new BoundedMemo<string, PaymentRow>(JUST_CREATED_REMEMBERED)

  /**
   * Runs `work` in the caller's transaction when one is given, else in a new one with the request's
   * scope (its Idempotency-Key record).
   */
  async function inTransaction<T>({ executor, scope }: CommitIn, work: (tx: Database) => Promise<T>) {
    return executor ? work(executor) : transaction(db, work, scope)
  }

  async function insertPayment(
    tenant: Tenant,
    body: CreatePaymentBody,
    options: { isAttempt: boolean; checkoutSessionId?: string; paymentLinkId?: string },
    { executor, scope }: CommitIn = {},
  ): Promise<Payment> {
    const made = newPayment(tenant, body, options)
    if (executor) {
      const row = await paymentRowOf(executor, tenant, body, options, made)
      await writeAtCommit(executor, repository.insert(row))
      return toPaymentView(row)
    }
    // The insert is one statement, with the request's Idempotency-Key record when it sends one; the
    // view is the result that record stores as the response. The row of the last try is the one
    // that committed.
    let row: PaymentRow | undefined
    const insert = async (on: Database) => {
      row = await paymentRowOf(on, tenant, body, options, made)
      return commitWrites(on, scope, toPaymentView(row), repository.insert(row))
    }
    // Decided on the inputs this process remembers and inserted by one statement that checks
    // them, or decided again on fresh reads when they have changed (db/transactions.ts); the
    // provider's pay-in instructions are asked for once either way.
    const payment = options.isAttempt
      ? await insert(db)
      : await optimistically(db, insert, () => insert(db), scope)
    if (!options.isAttempt && row) justCreated.set(paymentKey(tenant, row.id), row)
    return payment
  }

  /**
   * What a new payment is given once per request, however many times it is decided: its id and
   * time, and its origins' pay-in instructions, asked of the provider on first use.
   */
  function newPayment(tenant: Tenant, body: CreatePaymentBody, options: { isAttempt: boolean }): NewPayment {
    const now = clock.now()
    const id = newId(now)
    const expiresAt = body.expiresAt === undefined ? null : new Date(body.expiresAt)
    const validUntil = expiresAt ?? new Date(now.getTime() + DEFAULT_PAY_IN_VALIDITY_MS)
    const provider = deps.providerFor(tenant.environment)
    const asked = new Map<number, Promise<PayInInstructions>>()
    const askOnce = (index: number, request: PayInRequest) => {
      let instructions = asked.get(index)
      if (!instructions) asked.set(index, (instructions = provider.preparePayIn(request)))
      return instructions
    }
    return {
      id,
      now,
      expiresAt,
      originsOf: (prepared) =>
        options.isAttempt
          ? Promise.resolve(prepared)
          : Promise.all(
              prepared.map((node, index) =>
                withPayInInstructions((request) => askOnce(index, request), id, node, validUntil),
              ),
            ),
    }
  }

  /** The row of a new payment: its reads, then its pay-in instructions, with no lock held. */
  async function paymentRowOf(
    executor: Database,
    tenant: Tenant,
    body: CreatePaymentBody,
    options: { isAttempt: boolean; checkoutSessionId?: string; paymentLinkId?: string },
    made: NewPayment,
  ): Promise<PaymentRow> {
    const prepared = await prepare(executor, tenant, body)
    const { id, now, expiresAt } = made
    const origins = await made.originsOf(prepared.origins)
    const { quote } = prepared
    return {
      id,
      ...tenant,
      isAttempt: options.isAttempt,
      externalId: body.externalId ?? id,
      identityId: body.identityId,
      identityExternalId: body.identityExternalId ?? null,
      accountNumber: body.accountNumber,
      type: body.type,
      status: 'CREATED',
      product: body.product,
      purchaseAmount: formatAmount(quote.purchaseAmount, prepared.purchaseCurrency),
      purchaseCurrency: prepared.purchaseCurrency,
      totalAmount: formatAmount(quote.totalAmount, prepared.currency),
      currency: prepared.currency,
      exchangeRate: prepared.rate,
      fees: quote.fees.map((fee) => ({ ...fee, amount: formatAmount(fee.amount, fee.currency) })),
      origins,
      destinations: prepared.destinations,
      accountNumbers: prepared.accountNumbers,
      description: body.description ?? null,
      settlement: settlementOf(prepared.origins, prepared.destinations),
      failureReason: null,
      reviewReasons: null,
      webhookFlavor: webhookFlavorOf(body),
      checkoutSessionId: options.checkoutSessionId ?? null,
      paymentLinkId: options.paymentLinkId ?? null,
      expiresAt,
      authorizedAt: null,
      capturedAt: null,
      receivedAt: null,
      settledAt: null,
      refundedAt: null,
      createdAt: now,
      updatedAt: now,
    }
  }

  /**
   * Runs one status change in one database transaction: lock the payment, let `work` move money
   * and say what changed, store it, and record the events in the outbox, all or nothing.
   */
  async function transition(
    tenant: Tenant,
    id: string,
    work: (tx: Database, row: PaymentRow) => Promise<Change | undefined>,
    commitIn: CommitIn & { seen?: PaymentRow } = {},
  ): Promise<Payment> {
    return inTransaction(commitIn, async (tx) => {
      const row = await repository.lockById(tx, tenant, id, commitIn.seen)
      if (!row) throw notFound('Payment', id)
      const change = await work(tx, row)
      if (!change) return toPaymentView(row)
      const updated: PaymentRow = { ...row, ...change.changes, updatedAt: clock.now() }
      await writeAtCommit(
        tx,
        repository.update(tenant, id, extended(change.changes, { updatedAt: updated.updatedAt })),
      )
      return announce(tx, tenant, updated, change.events)
    })
  }

  /** Records the change's events in the outbox and tells the listeners, in the same transaction. */
  async function announce(
    tx: Database,
    tenant: Tenant,
    row: PaymentRow,
    discriminators: TransactionDiscriminator[],
  ) {
    await recordEvents(tx, tenant, row, discriminators)
    const payment = toPaymentView(row)
    for (const listener of listeners) await listener(tx, tenant, payment, discriminators)
    return payment
  }

  async function recordEvents(
    tx: Database,
    tenant: Tenant,
    row: PaymentRow,
    discriminators: TransactionDiscriminator[],
  ) {
    const snapshot = toSnapshot(row)
    await events.record(
      tx,
      tenant,
      discriminators.map((discriminator) => ({
        paymentId: row.id,
        identityId: row.identityId,
        discriminator,
        flavor: row.webhookFlavor,
        // Each event carries the status it announces (a capture that also completes says CAPTURED, then RECEIVED).
        transaction: { ...snapshot, status: STATUS_OF_EVENT[discriminator] ?? row.status },
      })),
    )
  }

  /**
   * Capture's money movement; internal-only payments also arrive in the same step, and so do the
   * others when the provider says they `arrived` (a notification for a payment not captured yet).
   */
  async function captureFunds(
    tx: Database,
    tenant: Tenant,
    row: PaymentRow,
    now: Date,
    arrived = false,
  ): Promise<Change> {
    const holds = await takeHolds(tx, tenant, row)
    const captured = {
      status: paymentStatus.next(row.status, row.status === 'REQUIRES_REVIEW' ? 'approve_review' : 'capture'),
      capturedAt: now,
      reviewReasons: row.reviewReasons,
    }
    if (isInternalOnly(row)) await movement.completeInternally(tx, tenant, row, holds)
    else if (arrived) await movement.captureAndDeliver(tx, tenant, row, holds)
    else {
      await movement.capture(tx, tenant, row, holds)
      return { changes: captured, events: ['captured'] }
    }
    return {
      changes: extended(captured, {
        status: paymentStatus.next('CAPTURED', 'receive'),
        receivedAt: row.receivedAt ?? now,
      }),
      events: ['captured', 'received'],
    }
  }

  async function failFunds(tx: Database, tenant: Tenant, row: PaymentRow, reason: string): Promise<Change> {
    const status = paymentStatus.next(row.status, 'fail')
    if (row.status === 'CAPTURED') await movement.returnCaptured(tx, tenant, row)
    await releaseHolds(tx, tenant, row)
    return { changes: { status, failureReason: reason }, events: ['failed'] }
  }

  /** The payment's open holds (only a holding status has any), forgotten as they are used. */
  async function takeHolds(tx: Database, tenant: Tenant, row: PaymentRow): Promise<PaymentHold[]> {
    if (!isPaymentIn('holding', row.status)) return []
    const holds = await repository.holdsOf(tx, tenant, row.id)
    if (holds.length > 0) await repository.deleteHolds(tx, tenant, row.id)
    return holds
  }

  async function releaseHolds(tx: Database, tenant: Tenant, row: PaymentRow): Promise<void> {
    const holds = await takeHolds(tx, tenant, row)
    if (holds.length > 0) await movement.releaseHolds(tx, tenant, row, holds)
  }

  async function placeHolds(tx: Database, tenant: Tenant, row: PaymentRow): Promise<void> {
    const holds = await movement.hold(tx, tenant, row)
    await repository.insertHolds(tx, tenant, row.id, holds, clock.now())
  }

  /**
   * The first half of a capture, in the caller's transaction: the payment may be captured, and its
   * intent is on record (a concurrent capture of the same payment shares the open one).
   */
  async function recordCaptureIntent(tx: Database, tenant: Tenant, id: string): Promise<ProviderIntent> {
    return intentRef((await startCapture(tx, tenant, id)).intent)
  }

  /**
   * Locks the payment, checks it may be captured, and records (or joins) its open intent; in
   * guarded work, on `seen` (see lockById), and a payment with an open intent is left to the locks.
   */
  async function startCapture(tx: Database, tenant: Tenant, id: string, seen?: PaymentRow) {
    const row = await repository.lockById(tx, tenant, id, seen)
    if (!row) throw notFound('Payment', id)
    const now = clock.now()
    paymentStatus.next(statusAt(row, now), 'capture')
    const intent: ProviderIntentRow = {
      id: newId(now),
      ...tenant,
      paymentId: id,
      action: 'capture',
      attemptAfter: new Date(now.getTime() + INTENT_LEASE_MS),
      attempts: 1,
      outcome: null,
      createdAt: now,
      completedAt: null,
    }
    const recorded = (await repository.insertIntent(tx, intent))
      ? intent
      : await repository.findOpenIntent(tx, tenant, id)
    if (!recorded) throw new Error(`payment ${id} has neither a new nor an open provider intent`)
    return { intent: recorded, payment: row }
  }

  /**
   * The second half: the provider's decision (no transaction open while it answers), then the
   * outcome in a new transaction, once. Whoever records it first wins; a late twin finds the intent
   * closed and answers the payment as it is. A refusal of the ledger (insufficient funds) closes
   * the intent with the reason and reaches the caller.
   */
  async function finishIntent(intent: ProviderIntent): Promise<Payment> {
    const tenant: Tenant = { clientId: intent.clientId, environment: intent.environment }
    const payment = await repository.findById(db, tenant, intent.paymentId)
    if (!payment) throw notFound('Payment', intent.paymentId)
    return decideAndRecord(intent, payment)
  }

  async function decideAndRecord(
    intent: ProviderIntent,
    payment: PaymentRow,
    scope?: TransactionScope,
  ): Promise<Payment> {
    const tenant: Tenant = { clientId: intent.clientId, environment: intent.environment }
    const decision = await deps.providerFor(tenant.environment).submitCapture({
      intentId: intent.id,
      paymentId: payment.id,
      purchaseAmount: fromNumeric(payment.purchaseAmount, payment.purchaseCurrency),
      purchaseCurrency: payment.purchaseCurrency,
      origins: payment.origins,
      destinations: payment.destinations,
    })
    const record = async (tx: Database, row: PaymentRow) => {
      const closed = await repository.completeIntent(tx, tenant, intent.id, decision.outcome, clock.now())
      if (!closed || !paymentStatus.can(row.status, 'capture')) return undefined
      return applyCaptureDecision(tx, tenant, row, decision)
    }
    try {
      // Decided on the payment as the intent's step saw it, and committed in one statement that
      // re-checks it, closes the intent and moves the money; under locks when that cannot be.
      return await optimistically(
        db,
        (reader) => transition(tenant, intent.paymentId, record, { executor: reader, seen: payment }),
        () => transition(tenant, intent.paymentId, record, { scope }),
        scope,
      )
    } catch (error) {
      if (!(error instanceof AppError) || error.kind === 'internal_error') throw error
      await repository.completeIntent(db, tenant, intent.id, `refused: ${error.message}`, clock.now())
      throw error
    }
  }

  async function applyCaptureDecision(
    tx: Database,
    tenant: Tenant,
    row: PaymentRow,
    decision: ProviderDecision,
  ): Promise<Change> {
    if (decision.outcome === 'declined') return failFunds(tx, tenant, row, decision.reason)
    const reasons = [
      ...(await rules.reviewReasons(tx, tenant, row.identityId, ruleContextOf(row))),
      ...(decision.outcome === 'review' ? [decision.reason] : []),
    ]
    if (reasons.length > 0) return holdForReview(tx, tenant, row, reasons)
    return captureFunds(tx, tenant, row, clock.now())
  }

  /**
   * A provider's word that the money of a payment not captured yet has arrived: the capture's own
   * rules still apply (an ALLOWED_VALUES rule holds it for review, its arrival remembered so that
   * an approval completes it), then it is captured and received in one step.
   */
  async function receiveUncaptured(tx: Database, tenant: Tenant, row: PaymentRow, now: Date) {
    const reasons = await rules.reviewReasons(tx, tenant, row.identityId, ruleContextOf(row))
    if (reasons.length > 0) return holdForReview(tx, tenant, row, reasons, now)
    return captureFunds(tx, tenant, row, now, true)
  }

  async function holdForReview(
    tx: Database,
    tenant: Tenant,
    row: PaymentRow,
    reasons: string[],
    arrivedAt: Date | null = null,
  ): Promise<Change> {
    const status = paymentStatus.next(row.status, 'hold_for_review')
    // An authorization's holds keep holding the funds under review; otherwise review holds them.
    if (!isPaymentIn('holding', row.status)) await placeHolds(tx, tenant, row)
    return {
      changes: { status, reviewReasons: reasons, receivedAt: arrivedAt },
      events: ['requiresReview'],
    }
  }

  return {
    onChange(listener: PaymentChangeListener): void {
      listeners.push(listener)
    },

    /**
     * Creates a payment; `executor` joins the caller's transaction (a checkout session paying),
     * `scope` is the request's Idempotency-Key (as for every change below).
     */
    create: (
      tenant: Tenant,
      body: CreatePaymentBody,
      options: { checkoutSessionId?: string; paymentLinkId?: string } & CommitIn = {},
    ) => {
      const { executor, scope, ...links } = options
      return insertPayment(tenant, body, { isAttempt: false, ...links }, { executor, scope })
    },

    createAttempt: (tenant: Tenant, body: CreatePaymentBody) =>
      insertPayment(tenant, body, { isAttempt: true }),

    async get(tenant: Tenant, id: string, isAttempt = false): Promise<Payment> {
      const row = await repository.findById(db, tenant, id, isAttempt)
      if (!row) throw notFound(isAttempt ? 'Payment attempt' : 'Payment', id)
      return toPaymentView(row)
    },

    /**
     * The sandbox payment a pay-in page token belongs to, and its client: the token starts with the
     * payment's id and must be the whole token of its pay-in URL (sandbox.provider.ts).
     */
    async findSandboxPayIn(token: string): Promise<{ tenant: Tenant; payment: Payment } | undefined> {
      const id = paymentIdOfPayInToken(token)
      const clientId = id && (await repository.findSandboxClient(db, id))
      if (!id || !clientId) return undefined
      const tenant: Tenant = { clientId, environment: 'sandbox' }
      const row = await repository.findById(db, tenant, id)
      const payment = row && toPaymentView(row)
      const stored = payment && sandboxPayInTokenOf(payment.origins)
      return stored !== undefined && equalSecrets(stored, token) ? { tenant, payment: payment! } : undefined
    },

    async list(
      tenant: Tenant,
      filters: PaymentListFilters,
      page: PageRequest,
      isAttempt = false,
    ): Promise<Page<Payment>> {
      const rows = await repository.list(db, tenant, { ...filters, isAttempt }, page)
      return { ...rows, items: rows.items.map(toPaymentView) }
    },

    /** Reserves the funds of internal origins (pay-ins are authorized at the provider). */
    authorize: (tenant: Tenant, id: string, scope?: TransactionScope) =>
      transition(
        tenant,
        id,
        async (tx, row) => {
          const now = clock.now()
          const status = paymentStatus.next(statusAt(row, now), 'authorize')
          await placeHolds(tx, tenant, row)
          return { changes: { status, authorizedAt: now }, events: ['authorized'] }
        },
        { scope },
      ),

    /**
     * Captures: records the intent, asks the provider with no transaction open, then applies its
     * decision. The provider may decline (FAILED) or flag it, and ALLOWED_VALUES rules may stop it
     * (REQUIRES_REVIEW, funds held); otherwise the funds move. (A checkout paying records the
     * intent in its own transaction, `recordCaptureIntent`, and finishes it after its commit.)
     */
    async capture(tenant: Tenant, id: string, scope?: TransactionScope): Promise<Payment> {
      const found = justCreated.take(paymentKey(tenant, id)) ?? (await repository.findById(db, tenant, id))
      if (found && isInternalOnly(found)) {
        // Money that never leaves the platform moves no outside funds, so there is no intent to
        // resume: the provider (whose sandbox keeps its magic amounts here too) answers before any
        // lock is taken, and one transaction captures.
        const decision = await deps.providerFor(tenant.environment).submitCapture({
          intentId: found.id,
          paymentId: found.id,
          purchaseAmount: fromNumeric(found.purchaseAmount, found.purchaseCurrency),
          purchaseCurrency: found.purchaseCurrency,
          origins: found.origins,
          destinations: found.destinations,
        })
        const apply = async (tx: Database, row: PaymentRow) => {
          paymentStatus.next(statusAt(row, clock.now()), 'capture')
          return applyCaptureDecision(tx, tenant, row, decision)
        }
        // Decided on the row just read and committed in one statement that re-checks it and the
        // accounts under lock; under locks in a transaction when that cannot be (db/transactions.ts).
        return optimistically(
          db,
          (reader) => transition(tenant, id, apply, { executor: reader, seen: found }),
          () => transition(tenant, id, apply, { scope }),
          scope,
        )
      }
      // The intent is recorded by one statement that checks the payment as just created or read;
      // a capture that finds another open intent joins it in a transaction.
      const { intent, payment } = await optimistically(
        db,
        (reader) => startCapture(reader, tenant, id, found),
        () => db.transaction((tx) => startCapture(tx, tenant, id)),
      )
      return decideAndRecord(intentRef(intent), payment, scope)
    },

    recordCaptureIntent,
    finishIntent,

    /**
     * The provider worker's round: intents whose owner did not record an outcome in time (it
     * crashed, or the provider failed) are finished here. One failing intent is logged and left
     * for a later round; the others complete.
     */
    async resumeIntents(limit = 50): Promise<number> {
      const now = clock.now()
      const due = await repository.claimDueIntents(db, now, new Date(now.getTime() + INTENT_LEASE_MS), limit)
      for (const intent of due) {
        try {
          await finishIntent(intent)
        } catch (error) {
          deps.log.warn({ err: error, intentId: intent.id }, 'provider intent not finished; retried later')
        }
      }
      return due.length
    },

    review: (tenant: Tenant, id: string, body: ReviewBody, scope?: TransactionScope) =>
      transition(
        tenant,
        id,
        async (tx, row) => {
          if (body.decision === 'REJECT') {
            const status = paymentStatus.next(row.status, 'reject_review')
            await releaseHolds(tx, tenant, row)
            return {
              changes: { status, failureReason: body.reason ?? 'rejected in review' },
              events: ['failed'],
            }
          }
          paymentStatus.next(row.status, 'approve_review')
          // Money the provider has already reported arrived is received with the approval.
          return captureFunds(tx, tenant, row, clock.now(), row.receivedAt !== null)
        },
        { scope },
      ),

    /**
     * The provider notification (sandbox: its simulation). Idempotent: a notification already
     * applied changes nothing and answers the payment as it is.
     */
    async notify(tenant: Tenant, body: ReceivedBody, scope?: TransactionScope): Promise<Payment> {
      const reference = body.id ?? body.transactionId ?? body.externalId
      if (reference === undefined) throw invalidField('id', 'is required (or transactionId, or externalId)')
      const [found, another] = await repository.findByReference(db, tenant, reference)
      if (!found) throw notFound('Payment', reference)
      if (another && found.id !== reference) {
        // Confirming one of them at random could credit the wrong payment.
        throw conflict(`Several payments have externalId ${reference}; name the payment by its id`, {
          reason: 'ambiguous_reference',
          externalId: reference,
        })
      }
      const outcome = body.status ?? 'RECEIVED'
      const receive = async (tx: Database, row: PaymentRow): Promise<Change | undefined> => {
        if (outcome === 'FAILED') {
          if (row.status === 'FAILED') return undefined
          return failFunds(tx, tenant, row, body.reason ?? 'rejected by the provider')
        }
        if (isPaymentIn('paid', row.status)) return undefined
        const now = clock.now()
        if (row.status === 'REQUIRES_REVIEW') {
          // The reviewer decides; the arrival is remembered once, so that an approval completes it.
          return row.receivedAt ? undefined : { changes: { receivedAt: now }, events: [] }
        }
        const status = paymentStatus.next(statusAt(row, now), 'receive')
        if (row.status !== 'CAPTURED') return receiveUncaptured(tx, tenant, row, now)
        await movement.deliver(tx, tenant, row)
        return {
          changes: { status, capturedAt: row.capturedAt ?? now, receivedAt: now },
          events: ['received'],
        }
      }
      return optimistically(
        db,
        (reader) => transition(tenant, found.id, receive, { executor: reader, seen: found }),
        () => transition(tenant, found.id, receive, { scope }),
        scope,
      )
    },

    /** Reverses a received payment in full, once; the status stays and `refundedAt` is set. */
    refund: (tenant: Tenant, id: string, scope?: TransactionScope) =>
      transition(
        tenant,
        id,
        async (tx, row) => {
          paymentStatus.next(row.status, 'refund')
          if (row.refundedAt) throw conflictOf('The payment was already refunded', row.status)
          await movement.refund(tx, tenant, row)
          return { changes: { refundedAt: clock.now() }, events: ['refundCreated'] }
        },
        { scope },
      ),

    /**
     * Reconciles a batch of provider records against received payments: matching ones become
     * SETTLED, mismatching ones UNSETTLED; every problem is returned (successes are not listed).
     */
    async settle(tenant: Tenant, body: SettlementBody): Promise<string[]> {
      refuseMalformedAmounts(body)
      const problems: string[] = []
      for (const record of body.transactions) {
        const row = await repository.findById(db, tenant, record.id)
        if (!row) {
          problems.push(`${record.id}: no such transaction`)
          continue
        }
        if (row.status === 'SETTLED') {
          // Settled already: a repeat of the matching record changes nothing, but one that
          // contradicts it is still a problem to report, though the status stays.
          problems.push(...settlementMismatches(row, record).map((m) => `${record.id}: ${m}`))
          continue
        }
        if (!paymentStatus.can(row.status, 'settle')) {
          problems.push(`${record.id}: a ${row.status} transaction cannot be settled`)
          continue
        }
        const mismatches = settlementMismatches(row, record)
        await transition(tenant, row.id, async (_tx, locked) => {
          const action = mismatches.length === 0 ? 'settle' : 'unsettle'
          return {
            changes: { status: paymentStatus.next(locked.status, action), settledAt: clock.now() },
            events: [action === 'settle' ? 'settled' : 'unsettled'],
          }
        })
        problems.push(...mismatches.map((m) => `${record.id}: ${m}`))
      }
      return problems
    },

    /**
     * Expires unpaid payments whose `expiresAt` has passed, releasing their holds. Safe to run in
     * any number of processes at once: each claims its rows with SKIP LOCKED.
     */
    async expireDue(limit = 100): Promise<number> {
      const now = clock.now()
      if (!(await repository.anyDue(db, 'expire', now))) return 0
      return db.transaction(async (tx) => {
        const due = await repository.claimExpired(tx, now, limit)
        const expire = async (sp: Database, row: PaymentRow) => {
          const tenant: Tenant = { clientId: row.clientId, environment: row.environment }
          const status = paymentStatus.next(row.status, 'expire')
          await releaseHolds(sp, tenant, row)
          const updated = { ...row, status, updatedAt: clock.now() }
          await writeNow(sp, repository.update(tenant, row.id, { status, updatedAt: updated.updatedAt }))
          await announce(sp, tenant, updated, ['expired'])
        }
        return sweepEach(tx, due, expire, deps.log)
      })
    },
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>

const STATUS_OF_EVENT: Partial<Record<TransactionDiscriminator, string>> = {
  captured: 'CAPTURED',
  received: 'RECEIVED',
}

function conflictOf(message: string, status: string) {
  return conflict(message, { reason: 'illegal_transition', status })
}

async function withPayInInstructions(
  preparePayIn: RailProvider['preparePayIn'],
  paymentId: string,
  node: StoredNode,
  expiresAt: Date,
): Promise<StoredNode> {
  const spec = node.type === 'ACCOUNT' ? undefined : RAILS[node.type as keyof typeof RAILS]?.payIn
  if (!spec?.returns?.length) return node
  const key = RAILS[node.type as keyof typeof RAILS].key
  const instructions = await preparePayIn({ paymentId, node, returns: spec.returns, expiresAt })
  // The provider fills what the client left out: a static CVU pay-in names its own `cvu.code`.
  return { ...node, [key]: { ...instructions, ...(node[key] as object | undefined) } }
}

/** The slowest settlement period among the payment's external rails (what the client plans on). */
function settlementOf(origins: StoredNode[], destinations: StoredNode[]): string {
  const order = ['INSTANT', 'SAME_DAY', 'T+1', 'T+2', 'T+3', 'T+5']
  const periods = [
    ...origins.map((n) => RAILS[n.type as keyof typeof RAILS]?.payIn?.settlement),
    ...destinations.map((n) => RAILS[n.type as keyof typeof RAILS]?.payOut?.settlement),
  ].filter((p): p is NonNullable<typeof p> => p !== undefined)
  return periods.sort((a, b) => order.indexOf(b) - order.indexOf(a))[0] ?? 'INSTANT'
}

function webhookFlavorOf(body: CreatePaymentBody): PaymentRow['webhookFlavor'] {
  const cvu = body.origins.find((node) => node.type === 'CVU') as Record<string, unknown> | undefined
  if (!cvu) return 'default'
  return typeof (cvu.cvu as { code?: unknown } | undefined)?.code === 'string' ? 'cvu.static' : 'cvu.dynamic'
}

/**
 * A record's amount that its own currency cannot hold is a malformed report (CONTRACT.md, Money:
 * a `400`), not a disagreement: it must not mark a received payment UNSETTLED for good. A currency
 * no payment can have is a disagreement, reported as one.
 */
function refuseMalformedAmounts(body: SettlementBody): void {
  const issues = body.transactions.flatMap((record, index) => {
    if (!isCurrencyCode(record.currency)) return []
    const parsed = parseAmount(record.totalAmount, record.currency)
    return parsed.ok ? [] : [{ field: `transactions[${index}].totalAmount`, issue: parsed.issue }]
  })
  if (issues.length > 0) throw invalid(issues, describeIssues(issues))
}

function settlementMismatches(row: PaymentRow, record: SettlementBody['transactions'][number]): string[] {
  const mismatches: string[] = []
  if (record.externalId !== row.externalId) {
    mismatches.push(`externalId ${record.externalId} does not match ${row.externalId}`)
  }
  if (record.currency !== row.currency) {
    mismatches.push(`currency ${record.currency} does not match ${row.currency}`)
  }
  if (record.product !== row.product) {
    mismatches.push(`product ${record.product} does not match ${row.product}`)
  }
  if (record.type !== row.type) mismatches.push(`type ${record.type} does not match ${row.type}`)
  if (record.currency === row.currency) {
    const reported = parseAmount(record.totalAmount, row.currency)
    if (!reported.ok || reported.minor !== fromNumeric(row.totalAmount, row.currency)) {
      mismatches.push(`totalAmount ${record.totalAmount} does not match ${row.totalAmount}`)
    }
  }
  return mismatches
}
