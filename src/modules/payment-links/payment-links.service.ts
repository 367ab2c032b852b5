import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.js'
import type { Clock } from '../../shared/clock.js'
import { isCurrencyCode } from '../../shared/currencies.js'
import { dayRange } from '../../shared/dates.js'
import { conflict, IssueList, notFound } from '../../shared/errors.js'
import { newId, newSecretToken } from '../../shared/ids.js'
import { sweepEach } from '../../shared/sweep.worker.js'
import { formatAmount, fromNumeric, parseAmount, sumMinor } from '../../shared/money.js'
import { isAscending, type Page, type PageRequest, type SortOrder } from '../../shared/page.js'
import type { Environment, Tenant } from '../../shared/tenant.js'
import type { AccountsService } from '../accounts/index.js'
import type { IdentitiesService } from '../identities/index.js'
import {
  capturesOnConfirmation,
  isPaymentIn,
  RAILS,
  sandboxPayInTokenOf,
  type CreatePaymentBody,
  type Payment,
  type PaymentsService,
  type RateTable,
} from '../payments/index.js'
import { CHECKOUT_SESSION_STATUSES, linkStatus, PAYMENT_LINK_STATUSES, sessionStatus } from './link-status.js'
import type {
  CheckoutSessionRow,
  PaymentLinkRow,
  PaymentLinksRepository,
} from './payment-links.repository.js'
import type {
  CheckoutSession,
  CreatePaymentLinkBody,
  ListCheckoutSessionsQuery,
  PaymentLink,
  PaySessionBody,
  UpdatePaymentLinkBody,
} from './payment-links.schemas.js'
import type { StoredCustomer, StoredDestination, StoredOwner } from './payment-links.tables.js'
import { amountOf, destinationAmounts, paymentConfigsOf, planMethod, priceItems } from './pricing.js'

export interface LinkListFilters {
  ids?: string[] | undefined
  statuses?: string[] | undefined
  destinationAccountNumbers?: string[] | undefined
  customerEmails?: string[] | undefined
  ownerIdentityIds?: string[] | undefined
  currencies?: string[] | undefined
  startDate?: string | undefined
  endDate?: string | undefined
  sort?: SortOrder
}

export type SessionListFilters = Omit<ListCheckoutSessionsQuery, 'limit' | 'next' | 'offset' | 'cursor'>

export function createPaymentLinksService(deps: {
  db: Database
  repository: PaymentLinksRepository
  clock: Clock
  identities: Pick<IdentitiesService, 'findIdentity'>
  accounts: Pick<AccountsService, 'findRefsByNumbers'>
  payments: PaymentsService
  rates: RateTable
  publicBaseUrl: string
  sessionTtlSeconds: number
  log: FastifyBaseLogger
}) {
  const { db, repository, clock, identities, accounts, payments, rates } = deps

  const checkoutUrl = (environment: Environment, token: string) =>
    `${deps.publicBaseUrl}${environment === 'sandbox' ? '/sandbox' : ''}/checkout/${token}`

  function toLinkView(row: PaymentLinkRow): PaymentLink {
    return {
      id: row.id,
      ...linkFieldsOf(row),
      duration: durationOf(row),
      expiresAt: row.expiresAt?.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }
  }

  function linkFieldsOf(row: PaymentLinkRow) {
    return {
      checkoutToken: row.checkoutToken,
      status: row.status,
      items: row.items,
      currency: row.currency,
      preTaxAmount: formatAmount(fromNumeric(row.preTaxAmount, row.currency), row.currency),
      totalAmount: formatAmount(fromNumeric(row.totalAmount, row.currency), row.currency),
      url: checkoutUrl(row.environment, row.checkoutToken),
      paymentMethodsAllowed: row.paymentMethodsAllowed,
      customer: row.customer ?? null,
      createdAt: row.createdAt.toISOString(),
      destinations: row.destinations,
      customerRequirements: row.customerRequirements,
      owner: row.owner,
      successUrl: row.successUrl ?? undefined,
      failedUrl: row.failedUrl ?? undefined,
    }
  }

  function toSessionView(row: CheckoutSessionRow, link: PaymentLinkRow): CheckoutSession {
    const redirectUrl = row.status === 'FAILED' ? link.failedUrl : link.successUrl
    return {
      id: row.id,
      paymentLinkId: row.paymentLinkId,
      ...linkFieldsOf(link),
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      customer: row.customer ?? link.customer ?? null,
      paymentConfigs: paymentConfigsOf(
        link.paymentMethodsAllowed,
        link.currency,
        fromNumeric(link.totalAmount, link.currency),
        rates,
      ),
      redirectUrl: redirectUrl ?? undefined,
      expiresAt: row.expiresAt.toISOString(),
      paymentId: row.paymentId ?? undefined,
      updatedAt: row.updatedAt.toISOString(),
    }
  }

  async function requireLink(executor: Database, tenant: Tenant, id: string, lock = false) {
    const row = await repository.findLink(executor, tenant, id, lock)
    if (!row) throw notFound('Payment link', id)
    return row
  }

  async function requireSession(executor: Database, tenant: Tenant, id: string, lock = false) {
    const row = await repository.findSession(executor, tenant, id, lock)
    if (!row) throw notFound('Checkout session', id)
    return row
  }

  /** Validates and prices a link request; every problem is reported at once. */
  async function buildLink(executor: Database, tenant: Tenant, body: CreatePaymentLinkBody) {
    const issues = new IssueList()
    const now = clock.now()
    const { currency } = body
    if (!RAILS.ACCOUNT.currencies.includes(currency)) {
      issues.add('currency', `${currency} is not a supported currency`)
      issues.throwIfAny()
    }
    const priced = priceItems(body.items, currency, issues)
    if (priced.totalAmount <= 0n && issues.issues.length === 0) {
      issues.add('items', 'must add up to more than zero')
    }

    body.paymentMethodsAllowed.forEach((type, i) => {
      if (!planMethod(type, currency, priced.totalAmount, rates)) {
        issues.add(`paymentMethodsAllowed[${i}]`, `${type} cannot pay in ${currency} or convert to it`)
      }
    })

    const destinationMinor = body.destinations.map((d, i) =>
      amountOf(d.amount, currency, `destinations[${i}].amount`, issues),
    )
    if (destinationMinor.every((a) => a !== undefined)) {
      if (destinationMinor.some((a) => a === 0n)) {
        destinationMinor.forEach((a, i) => {
          if (a === 0n) issues.add(`destinations[${i}].amount`, 'must be more than zero')
        })
      } else if (sumMinor(destinationMinor) !== priced.totalAmount) {
        issues.add(
          'destinations',
          `amounts must add up to the link totalAmount ${formatAmount(priced.totalAmount, currency)}`,
        )
      }
    }
    const numbers = body.destinations.map((d) => d.account.accountNumber)
    if (new Set(numbers).size !== numbers.length) issues.add('destinations', 'must name each account once')
    const found = new Map(
      (await accounts.findRefsByNumbers(executor, tenant, numbers)).map((a) => [a.accountNumber, a]),
    )
    const destinations: StoredDestination[] = []
    body.destinations.forEach((d, i) => {
      const account = found.get(d.account.accountNumber)
      if (!account) {
        issues.add(`destinations[${i}].account.accountNumber`, 'account not found')
        return
      }
      if (account.currency !== currency) {
        issues.add(
          `destinations[${i}].account.accountNumber`,
          `account holds ${account.currency}, not ${currency}`,
        )
      }
      if (d.account.currency !== undefined && d.account.currency !== account.currency) {
        issues.add(`destinations[${i}].account.currency`, `account holds ${account.currency}`)
      }
      if (d.account.type !== undefined && d.account.type !== account.type) {
        issues.add(`destinations[${i}].account.type`, `account is ${account.type}`)
      }
      destinations.push({
        type: 'ACCOUNT',
        amount: formatAmount(destinationMinor[i] ?? 0n, currency),
        ...(d.name !== undefined && { name: d.name }),
        ...(d.externalId !== undefined && { externalId: d.externalId }),
        ...(d.metadata !== undefined && { metadata: d.metadata }),
        account: {
          type: account.type,
          currency: account.currency,
          accountNumber: account.accountNumber,
          accountHolder: d.account.accountHolder ?? account.accountHolder ?? account.name ?? '',
        },
      })
    })

    const identity = await identities.findIdentity(executor, tenant, body.owner.identityId)
    if (!identity) issues.add('owner.identityId', 'identity not found')

    if (body.duration !== undefined && body.expiresAt !== undefined) {
      issues.add('expiresAt', 'give either expiresAt or the deprecated duration, not both')
    }
    let expiresAt: Date | null = null
    if (body.expiresAt !== undefined) {
      expiresAt = new Date(body.expiresAt)
      if (endsTooSoon(expiresAt, now)) {
        issues.add('expiresAt', 'must be at least 30 seconds ahead')
      }
    } else if (body.duration !== undefined) {
      expiresAt = new Date(now.getTime() + body.duration * 1000)
    }
    issues.throwIfAny()

    const owner: StoredOwner = {
      identityId: identity!.id,
      name: body.owner.name ?? identity!.name,
      ...optional('lastname', body.owner.lastname ?? identity!.lastname),
      ...optional('nickname', body.owner.nickname ?? identity!.nickname),
      ...optional('documentNumber', body.owner.documentNumber ?? identity!.documentNumber),
      ...optional('entityType', body.owner.entityType ?? identity!.type),
    }
    const customer = body.customer ? (stripUndefined(body.customer) as StoredCustomer) : null
    const row: PaymentLinkRow = {
      ...tenant,
      id: newId(now),
      checkoutToken: newSecretToken(32),
      status: body.status ?? 'ACTIVE',
      currency,
      items: priced.items,
      preTaxAmount: formatAmount(priced.preTaxAmount, currency),
      totalAmount: formatAmount(priced.totalAmount, currency),
      paymentMethodsAllowed: [...body.paymentMethodsAllowed],
      destinations,
      destinationAccountNumbers: numbers,
      owner,
      ownerIdentityId: owner.identityId,
      customer,
      customerEmail: body.customer?.email?.toLowerCase() ?? null,
      customerRequirements: [...(body.customerRequirements ?? [])],
      duration: body.duration ?? null,
      expiresAt,
      successUrl: body.successUrl ?? null,
      failedUrl: body.failedUrl ?? null,
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    }
    return row
  }

  /** A new ACTIVE session of an ACTIVE link (409 otherwise), living the configured time at most. */
  async function openSession(executor: Database, link: PaymentLinkRow): Promise<CheckoutSessionRow> {
    if (link.status !== 'ACTIVE') {
      throw conflict(`The payment link is ${link.status} and accepts no new checkout sessions`, {
        reason: 'link_not_active',
        status: link.status,
      })
    }
    const now = clock.now()
    const row: CheckoutSessionRow = {
      clientId: link.clientId,
      environment: link.environment,
      id: newId(now),
      paymentLinkId: link.id,
      checkoutToken: link.checkoutToken,
      status: 'ACTIVE',
      ownerIdentityId: link.ownerIdentityId,
      destinationAccountNumbers: link.destinationAccountNumbers,
      customer: null,
      paymentId: null,
      payInToken: null,
      expiresAt: sessionExpiry(link, now),
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    }
    await repository.insertSession(executor, row)
    return row
  }

  function sessionExpiry(link: PaymentLinkRow, now: Date): Date {
    const ttl = new Date(now.getTime() + deps.sessionTtlSeconds * 1000)
    return link.expiresAt && link.expiresAt < ttl ? link.expiresAt : ttl
  }

  async function linkByToken(executor: Database, tenant: Tenant, token: string) {
    const link = await repository.findLinkByToken(executor, tenant, token)
    if (!link) throw notFound('Payment link with this checkout token')
    return link
  }

  function paymentBodyFor(link: PaymentLinkRow, body: PaySessionBody): CreatePaymentBody {
    const origin = body.origins[0]!
    const issues = new IssueList()
    if (!link.paymentMethodsAllowed.includes(origin.type)) {
      issues.add(
        'origins[0].type',
        `must be one of the link's methods: ${link.paymentMethodsAllowed.join(', ')}`,
      )
      issues.throwIfAny()
    }
    const total = fromNumeric(link.totalAmount, link.currency)
    const plan = planMethod(origin.type, link.currency, total, rates)!
    if (origin.currency !== plan.purchaseCurrency) {
      issues.add('origins[0].currency', `must be ${plan.purchaseCurrency} for ${origin.type} on this link`)
    }
    if (origin.amount !== undefined) {
      const given = parseAmount(origin.amount, plan.purchaseCurrency)
      if (!given.ok || given.minor !== plan.purchaseAmount) {
        issues.add(
          'origins[0].amount',
          `must be ${formatAmount(plan.purchaseAmount, plan.purchaseCurrency)} or absent`,
        )
      }
    }
    issues.throwIfAny()
    const linkAmounts = link.destinations.map((d) => fromNumeric(d.amount, link.currency))
    const amounts = destinationAmounts(linkAmounts, plan.grossAmount)
    return {
      identityId: link.ownerIdentityId,
      accountNumber: link.destinations[0]!.account.accountNumber,
      type: 'PURCHASE',
      product: `${plan.purchaseCurrency}:${link.currency}`,
      purchaseAmount: formatAmount(plan.purchaseAmount, plan.purchaseCurrency),
      description:
        body.description ??
        link.items
          .map((item) => item.description)
          .join(', ')
          .slice(0, 500),
      origins: [{ ...origin, amount: undefined } as CreatePaymentBody['origins'][number]].map(dropUndefined),
      destinations: link.destinations.map((d, i) => ({
        type: 'ACCOUNT' as const,
        currency: link.currency,
        ...(link.destinations.length > 1 && { amount: formatAmount(amounts[i]!, link.currency) }),
        ...(d.name !== undefined && { name: d.name }),
        ...(d.externalId !== undefined && { externalId: d.externalId }),
        account: { accountNumber: d.account.accountNumber },
      })),
    }
  }

  /**
   * The listener: a session's payment moving moves the session and its link, in the payment's own
   * transaction. A paid payment finishes both; a failed one fails the session and reopens the link;
   * an expired one (the payer abandoned it and the session's time ran out) expires the session and
   * reopens the link, so the payer can start again.
   */
  async function onPaymentChange(tx: Database, tenant: Tenant, payment: Payment): Promise<void> {
    if (!payment.checkoutSessionId || isPaymentIn('inFlight', payment.status)) return
    const session = await repository.findSession(tx, tenant, payment.checkoutSessionId, true)
    if (!session) return
    const link = await repository.findLink(tx, tenant, session.paymentLinkId, true)
    const now = clock.now()
    const paid = isPaymentIn('paid', payment.status)
    const sessionEvent = paid ? 'finish' : payment.status === 'EXPIRED' ? 'payment_expired' : 'payment_failed'
    if (sessionStatus.can(session.status, sessionEvent)) {
      const status = sessionStatus.next(session.status, sessionEvent)
      await repository.updateSession(tx, tenant, session.id, { status, updatedAt: now })
    }
    const linkEvent = paid ? 'finish' : 'payment_failed'
    if (link && linkStatus.can(link.status, linkEvent)) {
      const status = linkStatus.next(link.status, linkEvent)
      await repository.updateLink(tx, tenant, link.id, { status, updatedAt: now })
    }
  }
  payments.onChange(onPaymentChange)

  return {
    async createLink(tenant: Tenant, body: CreatePaymentLinkBody): Promise<PaymentLink> {
      const row = await buildLink(db, tenant, body)
      await repository.insertLink(db, row)
      return toLinkView(row)
    },

    getLink: async (tenant: Tenant, id: string) => toLinkView(await requireLink(db, tenant, id)),

    async listLinks(tenant: Tenant, filters: LinkListFilters, page: PageRequest): Promise<Page<PaymentLink>> {
      const issues = new IssueList()
      checkValues(filters.statuses, PAYMENT_LINK_STATUSES, 'status', issues)
      for (const currency of filters.currencies ?? []) {
        if (!isCurrencyCode(currency)) issues.add('currency', `${currency} is not a currency code`)
      }
      issues.throwIfAny()
      const { startDate, endDate, sort, ...rest } = filters
      const rows = await repository.listLinks(
        db,
        tenant,
        {
          ...rest,
          customerEmails: filters.customerEmails?.map((e) => e.toLowerCase()),
          createdFrom: startDate === undefined ? undefined : dayRange(startDate, 'startDate').from,
          createdBefore: endDate === undefined ? undefined : dayRange(endDate, 'endDate').before,
          ascending: isAscending(sort),
        },
        page,
      )
      return { ...rows, items: rows.items.map(toLinkView) }
    },

    /**
     * Changes a link's mutable fields and reprices it, exactly as creation would validate it. A
     * link whose payment is in flight is the basis of that payment: it is 409 until it settles.
     */
    async updateLink(tenant: Tenant, id: string, patch: UpdatePaymentLinkBody): Promise<PaymentLink> {
      return db.transaction(async (tx) => {
        const row = await requireLink(tx, tenant, id, true)
        if (row.status === 'PROCESSING_PAYMENT') {
          throw conflict('The payment link has a payment in flight and cannot change until it settles', {
            reason: 'payment_in_flight',
            status: row.status,
          })
        }
        const now = clock.now()
        checkPatchedDuration(row, patch, now)
        const built = await buildLink(tx, tenant, mergedLinkBody(row, patch))
        const changes: Partial<PaymentLinkRow> = {
          currency: built.currency,
          items: built.items,
          preTaxAmount: built.preTaxAmount,
          totalAmount: built.totalAmount,
          paymentMethodsAllowed: built.paymentMethodsAllowed,
          destinations: built.destinations,
          destinationAccountNumbers: built.destinationAccountNumbers,
          customer: built.customer,
          customerEmail: built.customerEmail,
          customerRequirements: built.customerRequirements,
          successUrl: built.successUrl,
          failedUrl: built.failedUrl,
          // A new expiry replaces the stored one and its duration; without one the link keeps its own.
          ...((patch.expiresAt !== undefined || patch.duration !== undefined) && {
            expiresAt: built.expiresAt,
            duration: patch.duration ?? null,
          }),
          updatedAt: now,
        }
        await repository.updateLink(tx, tenant, id, changes)
        // A checkout session never outlives its link (decision 0013), also when the link's expiry
        // moves; and a payer who opened one at the old price does not pay the new one: it ends now.
        const repriced =
          built.currency !== row.currency ||
          fromNumeric(built.totalAmount, built.currency) !== fromNumeric(row.totalAmount, row.currency)
        const sessionsEndBy = repriced ? now : changes.expiresAt
        if (sessionsEndBy) await repository.endOpenSessionsBy(tx, tenant, id, sessionsEndBy, now)
        return toLinkView({ ...row, ...changes })
      })
    },

    async removeLink(tenant: Tenant, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await requireLink(tx, tenant, id, true)
        linkStatus.next(row.status, 'delete')
        const now = clock.now()
        await repository.updateLink(tx, tenant, id, { deletedAt: now, updatedAt: now })
      })
    },

    /**
     * ATTEMPT, EXPIRED and FINISHED links become ACTIVE again; an ACTIVE link is left as it is. A
     * link reactivated after its expiry loses the expiry, or the sweep would expire it at once.
     */
    async activateLink(tenant: Tenant, id: string): Promise<PaymentLink> {
      return db.transaction(async (tx) => {
        const row = await requireLink(tx, tenant, id, true)
        if (row.status === 'ACTIVE') return toLinkView(row)
        const status = linkStatus.next(row.status, 'activate')
        const now = clock.now()
        const pastExpiry = row.expiresAt !== null && row.expiresAt <= now
        const changes: Partial<PaymentLinkRow> = {
          status,
          updatedAt: now,
          ...(pastExpiry && { expiresAt: null, duration: null }),
        }
        await repository.updateLink(tx, tenant, id, changes)
        return toLinkView({ ...row, ...changes })
      })
    },

    async createSessionFromToken(tenant: Tenant, token: string): Promise<CheckoutSession> {
      return db.transaction(async (tx) => {
        const link = await linkByToken(tx, tenant, token)
        return toSessionView(await openSession(tx, link), link)
      })
    },

    /** POST /checkout-sessions: a link from the body, and a session on it. */
    async createSession(tenant: Tenant, body: CreatePaymentLinkBody): Promise<CheckoutSession> {
      return db.transaction(async (tx) => {
        const link = await buildLink(tx, tenant, body)
        await repository.insertLink(tx, link)
        return toSessionView(await openSession(tx, link), link)
      })
    },

    async getSession(tenant: Tenant, id: string): Promise<CheckoutSession> {
      const session = await requireSession(db, tenant, id)
      return toSessionView(session, await requireLink(db, tenant, session.paymentLinkId))
    },

    async listSessions(
      tenant: Tenant,
      query: SessionListFilters,
      page: PageRequest,
    ): Promise<Page<CheckoutSession>> {
      const issues = new IssueList()
      const statuses = query.status
        ?.flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean)
      checkValues(statuses, CHECKOUT_SESSION_STATUSES, 'status', issues)
      issues.throwIfAny()
      const rows = await repository.listSessions(
        db,
        tenant,
        {
          identityId: query.identityId,
          accountNumber: query.accountNumber,
          statuses: statuses?.length ? statuses : undefined,
          createdFrom:
            query.startDate === undefined ? undefined : dayRange(query.startDate, 'startDate').from,
          createdBefore: query.endDate === undefined ? undefined : dayRange(query.endDate, 'endDate').before,
          ascending: isAscending(query.sort),
        },
        page,
      )
      const links = new Map<string, PaymentLinkRow>()
      const items: CheckoutSession[] = []
      for (const row of rows.items) {
        let link = links.get(row.paymentLinkId)
        if (!link) {
          link = await requireLink(db, tenant, row.paymentLinkId)
          links.set(link.id, link)
        }
        items.push(toSessionView(row, link))
      }
      return { ...rows, items }
    },

    /** Invalidates the session: it disappears, and its page offers no payment. */
    async removeSession(tenant: Tenant, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await requireSession(tx, tenant, id, true)
        sessionStatus.next(row.status, 'delete')
        const now = clock.now()
        await repository.updateSession(tx, tenant, id, { deletedAt: now, updatedAt: now })
      })
    },

    /** Renews the link's open session for another full lifetime, or opens one when none is open. */
    async refreshSession(tenant: Tenant, token: string): Promise<CheckoutSession> {
      return db.transaction(async (tx) => {
        const link = await linkByToken(tx, tenant, token)
        const now = clock.now()
        const open = await repository.findOpenSession(tx, tenant, link.id, now)
        if (!open || link.status !== 'ACTIVE') return toSessionView(await openSession(tx, link), link)
        sessionStatus.next(open.status, 'refresh')
        const changes = { expiresAt: sessionExpiry(link, now), updatedAt: now }
        await repository.updateSession(tx, tenant, open.id, changes)
        return toSessionView({ ...open, ...changes }, link)
      })
    },

    /**
     * Pays the session in one database transaction: claims the session and its link (both
     * PROCESSING_PAYMENT, the link row locked, so two payments of one link cannot both start),
     * creates the PURCHASE from the chosen method to the link's destinations (expiring with the
     * session), and, when a payer confirmed a method that completes at once (a card), records the
     * capture's provider intent. Any refusal rolls everything back: the session and the link stay
     * open. After commit the provider is asked and its decision applied (the provider worker
     * finishes it if this process dies first).
     */
    async pay(
      tenant: Tenant,
      sessionId: string,
      method: PaySessionBody,
      payer: { customer?: StoredCustomer; confirmed: boolean } = { confirmed: false },
    ): Promise<Payment> {
      const paid = await db.transaction(async (tx) => {
        const session = await requireSession(tx, tenant, sessionId, true)
        const link = await requireLink(tx, tenant, session.paymentLinkId, true)
        const now = clock.now()
        if (session.status === 'ACTIVE' && session.expiresAt <= now) {
          // Expired by the clock before the sweep saw it: record that, then refuse (after commit).
          const status = sessionStatus.next(session.status, 'expire')
          await repository.updateSession(tx, tenant, session.id, { status, updatedAt: now })
          return undefined
        }
        const sessionNext = sessionStatus.next(session.status, 'start_payment')
        const linkNext = linkStatus.next(link.status, 'start_payment')
        const body = { ...paymentBodyFor(link, method), expiresAt: session.expiresAt.toISOString() }
        const payment = await payments.create(tenant, body, {
          checkoutSessionId: session.id,
          paymentLinkId: link.id,
          executor: tx,
        })
        await repository.updateSession(tx, tenant, session.id, {
          status: sessionNext,
          paymentId: payment.id,
          payInToken: sandboxPayInTokenOf(payment.origins) ?? null,
          ...(payer.customer && { customer: payer.customer }),
          updatedAt: now,
        })
        await repository.updateLink(tx, tenant, link.id, { status: linkNext, updatedAt: now })
        const captures = payer.confirmed && capturesOnConfirmation(body.origins[0]!.type)
        return {
          payment,
          capture: captures ? await payments.recordCaptureIntent(tx, tenant, payment.id) : null,
        }
      })
      if (!paid) {
        throw conflict('The checkout session has expired', {
          reason: 'illegal_transition',
          status: 'EXPIRED',
        })
      }
      return paid.capture ? payments.finishIntent(paid.capture) : paid.payment
    },

    /** Expires links and sessions past their expiry; safe in several processes at once (SKIP LOCKED). */
    async expireDue(limit = 100): Promise<number> {
      const now = clock.now()
      if (!(await repository.anyExpired(db, now))) return 0
      return db.transaction(async (tx) => {
        const links = await repository.claimExpiredLinks(tx, now, limit)
        const expiredLinks = await sweepEach(
          tx,
          links,
          (sp, row) =>
            repository.updateLink(sp, row, row.id, {
              status: linkStatus.next(row.status, 'expire'),
              updatedAt: now,
            }),
          deps.log,
        )
        const sessions = await repository.claimExpiredSessions(tx, now, limit)
        const expiredSessions = await sweepEach(
          tx,
          sessions,
          (sp, row) =>
            repository.updateSession(sp, row, row.id, {
              status: sessionStatus.next(row.status, 'expire'),
              updatedAt: now,
            }),
          deps.log,
        )
        return expiredLinks + expiredSessions
      })
    },

    // ---- for the hosted page (./checkout): lookups by public token, no API tenant -------------

    checkoutUrl,

    async publicLink(environment: Environment, token: string) {
      return repository.findLinkByPublicToken(db, environment, token)
    },

    /** The payer's session: the one named (when still usable for this link) or a new one. */
    async payerSession(link: PaymentLinkRow, sessionId: string | undefined) {
      const tenant = tenantOfRow(link)
      if (sessionId) {
        const row = await repository.findSession(db, tenant, sessionId)
        if (row && row.paymentLinkId === link.id) {
          const reusable = row.status !== 'ACTIVE' || row.expiresAt > clock.now()
          if (reusable && !sessionStatus.finalStates().includes(row.status)) return row
        }
      }
      if (link.status !== 'ACTIVE') return undefined
      return openSession(db, link)
    },

    async sessionOfLink(link: PaymentLinkRow, sessionId: string) {
      const row = await repository.findSession(db, tenantOfRow(link), sessionId)
      return row && row.paymentLinkId === link.id ? row : undefined
    },

    async sessionByPayInToken(token: string) {
      return repository.findSessionByPayInToken(db, token)
    },

    async linkOfSession(session: CheckoutSessionRow) {
      return repository.findLink(db, tenantOfRow(session), session.paymentLinkId)
    },

    sessionView: toSessionView,
  }
}

export type PaymentLinksService = ReturnType<typeof createPaymentLinksService>

export function tenantOfRow(row: { clientId: string; environment: Environment }): Tenant {
  return { clientId: row.clientId, environment: row.environment }
}

function checkValues(
  values: readonly string[] | undefined,
  allowed: readonly string[],
  field: string,
  issues: IssueList,
) {
  for (const value of values ?? []) {
    if (!allowed.includes(value)) issues.add(field, `${value} is not one of ${allowed.join(', ')}`)
  }
}

/**
 * The creation body a patched link amounts to: the patch over the link as stored. A single
 * destination follows new items' total; with several, the caller splits the new total itself.
 * The stored expiry is left out (it may be close or past) and kept unless the patch gives one.
 */
function mergedLinkBody(row: PaymentLinkRow, patch: UpdatePaymentLinkBody): CreatePaymentLinkBody {
  const items = patch.items ?? row.items
  const followsItems = patch.items !== undefined && patch.destinations === undefined
  const destinations =
    followsItems && row.destinations.length === 1
      ? [{ ...row.destinations[0]!, amount: totalOf(items, patch.currency ?? row.currency, row) }]
      : (patch.destinations ?? row.destinations)
  return {
    items,
    currency: patch.currency ?? row.currency,
    paymentMethodsAllowed:
      patch.paymentMethodsAllowed ??
      (row.paymentMethodsAllowed as CreatePaymentLinkBody['paymentMethodsAllowed']),
    destinations,
    owner: row.owner,
    customer: 'customer' in patch ? patch.customer : (row.customer as CreatePaymentLinkBody['customer']),
    customerRequirements:
      patch.customerRequirements ??
      (row.customerRequirements as CreatePaymentLinkBody['customerRequirements']),
    expiresAt: patch.expiresAt ?? (patch.duration === undefined ? undefined : expiryOf(row, patch.duration)),
    successUrl: patch.successUrl ?? row.successUrl ?? undefined,
    failedUrl: patch.failedUrl ?? row.failedUrl ?? undefined,
  }
}

/**
 * The deprecated `duration` counts seconds from the link's creation (SPEC.md), so a patched one moves
 * the expiry to createdAt + duration, which must still be at least 30 seconds ahead, as an expiresAt.
 */
function checkPatchedDuration(row: PaymentLinkRow, patch: UpdatePaymentLinkBody, now: Date): void {
  if (patch.duration === undefined) return
  const issues = new IssueList()
  if (patch.expiresAt !== undefined) {
    issues.add('expiresAt', 'give either expiresAt or the deprecated duration, not both')
  } else if (endsTooSoon(new Date(expiryOf(row, patch.duration)), now)) {
    issues.add(
      'duration',
      `counts from the link's creation (${row.createdAt.toISOString()}) and must end at least 30 seconds from now`,
    )
  }
  issues.throwIfAny()
}

/** A link's expiry, however it is given, lies at least 30 seconds ahead. */
const endsTooSoon = (expiresAt: Date, now: Date) => expiresAt.getTime() < now.getTime() + 30_000

/**
 * SPEC.md's deprecated `duration`, "seconds until inactivation after creation; omitted when no
 * expiration": the one sent, or, for a link given an `expiresAt`, the seconds from its creation.
 */
function durationOf(row: PaymentLinkRow): number | undefined {
  if (row.expiresAt === null) return undefined
  return row.duration ?? Math.floor((row.expiresAt.getTime() - row.createdAt.getTime()) / 1000)
}

const expiryOf = (row: PaymentLinkRow, duration: number) =>
  new Date(row.createdAt.getTime() + duration * 1000).toISOString()

/** The items' total as text, or the stored destination amount when the items do not price (buildLink reports why). */
function totalOf(items: CreatePaymentLinkBody['items'], currency: string, row: PaymentLinkRow): string {
  if (!RAILS.ACCOUNT.currencies.includes(currency)) return row.destinations[0]!.amount
  const scratch = new IssueList()
  const priced = priceItems(items, currency, scratch)
  return scratch.issues.length === 0
    ? formatAmount(priced.totalAmount, currency)
    : row.destinations[0]!.amount
}

function optional<K extends string>(key: K, value: string | null | undefined): Partial<Record<K, string>> {
  return value === null || value === undefined ? {} : ({ [key]: value } as Record<K, string>)
}

function stripUndefined(value: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined))
}

function dropUndefined<T extends object>(node: T): T {
  return stripUndefined(node) as T
}
