import type { Database } from '../../db/client.js'
import type { Clock } from '../../shared/clock.js'
import { splitCommaList } from '../../http/comma-list.js'
import { dayRange } from '../../shared/dates.js'
import { conflict, invalidField, IssueList, notFound } from '../../shared/errors.js'
import { newId } from '../../shared/ids.js'
import { formatAmount, fromNumeric, parseAmount } from '../../shared/money.js'
import type { Page, PageRequest } from '../../shared/page.js'
import type { Environment, Tenant } from '../../shared/tenant.js'
import type { EventRecorder, TransactionDiscriminator } from '../webhooks/events.js'
import type { MoneyMovement } from './money-movement.js'
import { nextStatus, PAYMENT_STATUSES } from './payment-status.js'
import type { PaymentPreparer } from './payment-request.js'
import type { PaymentRules } from './payment-rules.js'
import { isInternalOnly, toPaymentView, toSnapshot } from './payment-view.js'
import type { PaymentFilters, PaymentRow, PaymentsRepository } from './payments.repository.js'
import type {
  CreatePaymentBody,
  ListPaymentsQuery,
  Payment,
  ReceivedBody,
  ReviewBody,
  SettlementBody,
} from './payments.schemas.js'
import type { StoredNode } from './payments.tables.js'
import { PAYMENT_TYPES } from './rails/payment-types.js'
import type { RailProvider } from './rails/provider.js'
import { RAILS } from './rails/rails.catalogue.js'

/** What a status change did: the columns it changed and the events it records. */
interface Change {
  changes: Partial<PaymentRow>
  events: TransactionDiscriminator[]
}

export type PaymentListFilters = Omit<ListPaymentsQuery, 'limit' | 'next' | 'offset' | 'cursor'>

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
}) {
  const { db, repository, prepare, rules, movement, events, clock } = deps
  const listeners: PaymentChangeListener[] = []

  async function insertPayment(
    tenant: Tenant,
    body: CreatePaymentBody,
    options: { isAttempt: boolean; checkoutSessionId?: string; paymentLinkId?: string },
  ): Promise<Payment> {
    return db.transaction(async (tx) => {
      const prepared = await prepare(tx, tenant, body)
      const now = clock.now()
      const id = newId(now)
      const expiresAt = body.expiresAt === undefined ? null : new Date(body.expiresAt)
      const provider = deps.providerFor(tenant.environment)
      const origins = options.isAttempt
        ? prepared.origins
        : prepared.origins.map((node) =>
            withPayInInstructions(
              provider,
              id,
              node,
              expiresAt ?? new Date(now.getTime() + DEFAULT_PAY_IN_VALIDITY_MS),
            ),
          )
      const { quote } = prepared
      const row: PaymentRow = {
        ...tenant,
        id,
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
        holdId: null,
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
      await repository.insert(tx, row)
      return toPaymentView(row)
    })
  }

  /**
   * Runs one status change in one database transaction: lock the payment, let `work` move money
   * and say what changed, store it, and record the events in the outbox, all or nothing.
   */
  async function transition(
    tenant: Tenant,
    id: string,
    work: (tx: Database, row: PaymentRow) => Promise<Change | undefined>,
  ): Promise<Payment> {
    return db.transaction(async (tx) => {
      const row = await repository.lockById(tx, tenant, id)
      if (!row) throw notFound('Payment', id)
      const change = await work(tx, row)
      if (!change) return toPaymentView(row)
      const updated: PaymentRow = { ...row, ...change.changes, updatedAt: clock.now() }
      await repository.update(tx, tenant, id, { ...change.changes, updatedAt: updated.updatedAt })
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
    for (const discriminator of discriminators) {
      // Each event carries the status it announces (a capture that also completes says CAPTURED, then RECEIVED).
      const status = STATUS_OF_EVENT[discriminator] ?? row.status
      await events.record(tx, tenant, {
        paymentId: row.id,
        identityId: row.identityId,
        discriminator,
        flavor: row.webhookFlavor,
        transaction: { ...toSnapshot(row), status },
      })
    }
  }

  /** Capture's money movement; internal-only payments also arrive in the same step. */
  async function captureFunds(tx: Database, tenant: Tenant, row: PaymentRow, now: Date): Promise<Change> {
    const holdIds = row.holdId ? row.holdId.split(',') : []
    const captured = { status: 'CAPTURED', capturedAt: now, holdId: null, reviewReasons: row.reviewReasons }
    if (!isInternalOnly(row)) {
      await movement.capture(tx, tenant, row, holdIds)
      return { changes: captured, events: ['captured'] }
    }
    await movement.completeInternally(tx, tenant, row, holdIds)
    return {
      changes: { ...captured, status: nextStatus('CAPTURED', 'receive'), receivedAt: now },
      events: ['captured', 'received'],
    }
  }

  async function failFunds(tx: Database, tenant: Tenant, row: PaymentRow, reason: string): Promise<Change> {
    const status = nextStatus(row.status, 'fail')
    if (row.status === 'CAPTURED') await movement.returnCaptured(tx, tenant, row)
    if (row.holdId) await movement.releaseHolds(tx, tenant, row, row.holdId.split(','))
    return { changes: { status, holdId: null, failureReason: reason }, events: ['failed'] }
  }

  return {
    onChange(listener: PaymentChangeListener): void {
      listeners.push(listener)
    },

    create: (
      tenant: Tenant,
      body: CreatePaymentBody,
      links: { checkoutSessionId?: string; paymentLinkId?: string } = {},
    ) => insertPayment(tenant, body, { isAttempt: false, ...links }),

    createAttempt: (tenant: Tenant, body: CreatePaymentBody) =>
      insertPayment(tenant, body, { isAttempt: true }),

    async get(tenant: Tenant, id: string, isAttempt = false): Promise<Payment> {
      const row = await repository.findById(db, tenant, id, isAttempt)
      if (!row) throw notFound(isAttempt ? 'Payment attempt' : 'Payment', id)
      return toPaymentView(row)
    },

    async list(
      tenant: Tenant,
      query: PaymentListFilters,
      page: PageRequest,
      isAttempt = false,
    ): Promise<Page<Payment>> {
      const issues = new IssueList()
      const filters: PaymentFilters = {
        isAttempt,
        identityId: query.identityId,
        accountNumber: query.accountNumber,
        types: enumerated(query.type, PAYMENT_TYPES, 'type', issues),
        statuses: enumerated(query.status, PAYMENT_STATUSES, 'status', issues),
        externalId: query.externalId,
        checkoutSessionId: query.checkoutSessionId,
        paymentLinkId: query.paymentLinkId,
        createdFrom: query.startDate === undefined ? undefined : dayRange(query.startDate, 'startDate').from,
        createdBefore: query.endDate === undefined ? undefined : dayRange(query.endDate, 'endDate').before,
        ascending: query.sort === 'createdAt:asc',
      }
      issues.throwIfAny()
      const rows = await repository.list(db, tenant, filters, page)
      return { ...rows, items: rows.items.map(toPaymentView) }
    },

    /** Reserves the funds of internal origins (pay-ins are authorized at the provider). */
    authorize: (tenant: Tenant, id: string) =>
      transition(tenant, id, async (tx, row) => {
        const status = nextStatus(row.status, 'authorize')
        const holds = await movement.hold(tx, tenant, row)
        return {
          changes: { status, authorizedAt: clock.now(), holdId: holds.length ? holds.join(',') : null },
          events: ['authorized'],
        }
      }),

    /**
     * Captures: the provider may decline (FAILED) or flag it, and ALLOWED_VALUES rules may stop it
     * (REQUIRES_REVIEW, funds held); otherwise the funds move.
     */
    capture: (tenant: Tenant, id: string) =>
      transition(tenant, id, async (tx, row) => {
        nextStatus(row.status, 'capture')
        const decision = deps.providerFor(tenant.environment).submitCapture({
          paymentId: row.id,
          purchaseAmount: fromNumeric(row.purchaseAmount, row.purchaseCurrency),
          purchaseCurrency: row.purchaseCurrency,
          origins: row.origins,
          destinations: row.destinations,
        })
        if (decision.outcome === 'declined') return failFunds(tx, tenant, row, decision.reason)
        const reasons = [
          ...(await rules.reviewReasons(tx, tenant, row.identityId, contextOf(row))),
          ...(decision.outcome === 'review' ? [decision.reason] : []),
        ]
        if (reasons.length > 0) {
          const status = nextStatus(row.status, 'hold_for_review')
          const holdId = row.holdId ?? ((await movement.hold(tx, tenant, row)).join(',') || null)
          return { changes: { status, holdId, reviewReasons: reasons }, events: ['requiresReview'] }
        }
        return captureFunds(tx, tenant, row, clock.now())
      }),

    review: (tenant: Tenant, id: string, body: ReviewBody) =>
      transition(tenant, id, async (tx, row) => {
        if (body.decision === 'REJECT') {
          nextStatus(row.status, 'reject_review')
          if (row.holdId) await movement.releaseHolds(tx, tenant, row, row.holdId.split(','))
          return {
            changes: { status: 'FAILED', holdId: null, failureReason: body.reason ?? 'rejected in review' },
            events: ['failed'],
          }
        }
        nextStatus(row.status, 'approve_review')
        return captureFunds(tx, tenant, row, clock.now())
      }),

    /**
     * The provider notification (sandbox: its simulation). Idempotent: a notification already
     * applied changes nothing and answers the payment as it is.
     */
    async notify(tenant: Tenant, body: ReceivedBody): Promise<Payment> {
      const reference = body.id ?? body.transactionId ?? body.externalId
      if (reference === undefined) throw invalidField('id', 'is required (or transactionId, or externalId)')
      const id = await repository.findIdByReference(db, tenant, reference)
      if (!id) throw notFound('Payment', reference)
      const outcome = body.status ?? 'RECEIVED'
      return transition(tenant, id, async (tx, row) => {
        if (outcome === 'FAILED') {
          if (row.status === 'FAILED') return undefined
          return failFunds(tx, tenant, row, body.reason ?? 'rejected by the provider')
        }
        if (['RECEIVED', 'SETTLED', 'UNSETTLED'].includes(row.status)) return undefined
        const status = nextStatus(row.status, 'receive')
        const now = clock.now()
        const captured: Change =
          row.status === 'CAPTURED' ? { changes: {}, events: [] } : await captureFunds(tx, tenant, row, now)
        if (captured.changes.status === 'RECEIVED') return captured
        await movement.deliver(tx, tenant, row)
        return {
          changes: { ...captured.changes, status, capturedAt: row.capturedAt ?? now, receivedAt: now },
          events: [...captured.events, 'received'],
        }
      })
    },

    /** Reverses a received payment in full, once; the status stays and `refundedAt` is set. */
    refund: (tenant: Tenant, id: string) =>
      transition(tenant, id, async (tx, row) => {
        if (!['RECEIVED', 'SETTLED'].includes(row.status)) {
          throw conflictOf(`A ${row.status} payment cannot be refunded`, row.status)
        }
        if (row.refundedAt) throw conflictOf('The payment was already refunded', row.status)
        await movement.refund(tx, tenant, row)
        return { changes: { refundedAt: clock.now() }, events: ['refundCreated'] }
      }),

    /**
     * Reconciles a batch of provider records against received payments: matching ones become
     * SETTLED, mismatching ones UNSETTLED; every problem is returned (successes are not listed).
     */
    async settle(tenant: Tenant, body: SettlementBody): Promise<string[]> {
      const problems: string[] = []
      for (const record of body.transactions) {
        const row = await repository.findById(db, tenant, record.id)
        if (!row) {
          problems.push(`${record.id}: no such transaction`)
          continue
        }
        if (row.status === 'SETTLED') continue
        if (row.status !== 'RECEIVED') {
          problems.push(`${record.id}: a ${row.status} transaction cannot be settled`)
          continue
        }
        const mismatches = settlementMismatches(row, record)
        await transition(tenant, row.id, async (_tx, locked) => {
          const action = mismatches.length === 0 ? 'settle' : 'unsettle'
          return {
            changes: { status: nextStatus(locked.status, action), settledAt: clock.now() },
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
      return db.transaction(async (tx) => {
        const due = await repository.claimExpired(tx, clock.now(), limit)
        for (const row of due) {
          const tenant: Tenant = { clientId: row.clientId, environment: row.environment }
          const status = nextStatus(row.status, 'expire')
          if (row.holdId) await movement.releaseHolds(tx, tenant, row, row.holdId.split(','))
          const updated = { ...row, status, holdId: null, updatedAt: clock.now() }
          await repository.update(tx, tenant, row.id, { status, holdId: null, updatedAt: updated.updatedAt })
          await announce(tx, tenant, updated, ['expired'])
        }
        return due.length
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

function contextOf(row: PaymentRow) {
  return {
    transactionType: row.type,
    currency: row.currency,
    purchaseCurrency: row.purchaseCurrency,
    product: row.product,
    paymentMethod: row.origins[0]?.type ?? '',
    destinationType: row.destinations[0]?.type ?? '',
  }
}

function withPayInInstructions(
  provider: RailProvider,
  paymentId: string,
  node: StoredNode,
  expiresAt: Date,
): StoredNode {
  const spec = node.type === 'ACCOUNT' ? undefined : RAILS[node.type as keyof typeof RAILS]?.payIn
  if (!spec?.returns?.length) return node
  const key = RAILS[node.type as keyof typeof RAILS].key
  const instructions = provider.preparePayIn({ paymentId, node, returns: spec.returns, expiresAt })
  return { ...node, [key]: { ...(node[key] as object | undefined), ...instructions } }
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

/** A comma list filter whose values must come from `allowed`. */
function enumerated(
  values: string[] | undefined,
  allowed: readonly string[],
  field: string,
  issues: IssueList,
) {
  const items = splitCommaList(values)
  for (const value of items ?? []) {
    if (!allowed.includes(value)) issues.add(field, `${value} is not one of ${allowed.join(', ')}`)
  }
  return items
}
