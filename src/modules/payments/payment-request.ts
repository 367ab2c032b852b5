import type { Database } from '../../db/client.js'
import { isCurrencyCode, currencyScale } from '../../shared/currencies.js'
import { conflict, forbidden, IssueList } from '../../shared/errors.js'
import { formatAmount, parseAmount, type Minor } from '../../shared/money.js'
import type { Clock } from '../../shared/clock.js'
import { extended } from '../../shared/objects.js'
import type { Tenant } from '../../shared/tenant.js'
import type { AccountsService, MovingAccount } from '../accounts/index.js'
import { type IdentitiesService, type WithdrawalAccount } from '../identities/index.js'
import { exchangeRate, formatRate, type RateTable } from './fx.js'
import { ruleContextOf, type PaymentRules } from './payment-rules.js'
import type { CreatePaymentBody, NodeInput } from './payments.schemas.js'
import type { StoredNode } from './payments.tables.js'
import { quotePayment, type FeeLine, type Quote } from './quote.js'
import { checkPaymentShape, PAYMENT_TYPE_RULES } from './rails/payment-types.js'
import { validateNode } from './rails/node-validation.js'
import { RAILS } from './rails/rails.catalogue.js'
import type { NodeRole } from './rails/rails.types.js'
import { DIRECTION_OF_ROLE } from './rails/rails.views.js'

/** A validated, priced payment, ready to store. */
export interface PreparedPayment {
  purchaseCurrency: string
  currency: string
  rate: string
  quote: Quote
  origins: StoredNode[]
  destinations: StoredNode[]
  accountNumbers: string[]
}

const NODE_BASE_FIELDS = new Set([
  'type',
  'currency',
  'amount',
  'name',
  'externalId',
  'settlement',
  'identity',
  'metadata',
])
/** Who may move money out of an account owned by someone else (CONTRACT.md "Permissions"). */
const MOVE_MONEY = ['payment:write', 'account:write'] as const

export function createPaymentPreparer(deps: {
  identities: IdentitiesService
  accounts: AccountsService
  rules: PaymentRules
  rates: RateTable
  clock: Clock
}) {
  const { identities, accounts, rules, rates, clock } = deps

  /**
   * Validates a payment request against the body rules of CONTRACT.md, the per-type node rules and
   * the rails catalogue, then prices it. Every field problem is reported at once (400); moving money
   * from an account the identity may not act on is a 403.
   */
  return async function preparePayment(
    executor: Database,
    tenant: Tenant,
    request: CreatePaymentBody,
  ): Promise<PreparedPayment> {
    const issues = new IssueList()
    const { body, savedAccounts } = await withWithdrawalAccounts(executor, tenant, request, issues)
    const [purchaseCurrency = '', currency = ''] = body.product.split(':')
    checkCurrencies(body, purchaseCurrency, currency, issues)
    const amounts = parseAmounts(body, purchaseCurrency, currency, issues)
    const type = body.type
    if (!PAYMENT_TYPE_RULES[type].clientCreatable) {
      issues.add('type', `${type} payments are created by the platform only`)
    }
    issues.addAll(
      checkPaymentShape(
        type,
        body.origins.map((n) => n.type),
        body.destinations.map((n) => n.type),
      ),
    )
    const originAmounts = checkNodes(body.origins, 'origin', purchaseCurrency, issues)
    const destinationAmounts = checkNodes(body.destinations, 'destination', currency, issues)
    blameSavedAccounts(issues, savedAccounts)
    if (body.expiresAt !== undefined && new Date(body.expiresAt) <= clock.now()) {
      issues.add('expiresAt', 'must be in the future')
    }

    // The rule set also says whether the identity is live: one query for both.
    const ruleSet = await rules.ruleSetOf(executor, tenant, body.identityId)
    if (!ruleSet) issues.add('identityId', 'identity not found')
    const internal = await resolveInternalAccounts(executor, tenant, body, issues)
    issues.throwIfAny()

    refuseStoppedAccounts(internal.all)
    await checkPermission(executor, tenant, body, internal)
    const rate = exchangeRate(purchaseCurrency, currency, rates)
    if (!rate) issues.add('product', `no exchange rate from ${purchaseCurrency} to ${currency}`)
    issues.throwIfAny()

    const context = ruleContextOf({ ...body, type, currency, purchaseCurrency })
    const feesFor = rules.feesFor(ruleSet!, context)
    const priced = quotePayment({
      purchaseCurrency,
      currency,
      purchaseAmount: amounts.purchaseAmount,
      totalAmount: amounts.totalAmount,
      rate: rate!,
      feesOn: (amount) => feesFor(amount, currency),
      originAmounts,
      destinationAmounts,
    })
    if (!priced.ok) {
      issues.add(
        amounts.purchaseAmount === undefined && priced.field === 'purchaseAmount'
          ? 'totalAmount'
          : priced.field,
        priced.issue,
      )
    }
    issues.throwIfAny()
    const quote = (priced as { quote: Quote }).quote
    checkLimits(body.origins, quote.originAmounts, 'origin', issues)
    checkLimits(body.destinations, quote.destinationAmounts, 'destination', issues)
    issues.throwIfAny()

    return {
      purchaseCurrency,
      currency,
      rate: formatRate(rate!),
      quote,
      origins: body.origins.map((node, i) => storedNode(node, quote.originAmounts[i]!)),
      destinations: body.destinations.map((node, i) =>
        storedNode(node, quote.destinationAmounts[i]!, quote.destinationFees[i], quote.fees),
      ),
      accountNumbers: [...new Set(internal.all.map((a) => a.accountNumber))],
    }
  }

  /**
   * A BANK_ACCOUNT destination may name one of the paying identity's saved withdrawal accounts,
   * `bank: { withdrawalAccountId }`, instead of spelling out the bank fields. The saved fields
   * replace it before any validation, so the rail checks them exactly as if they had been sent.
   * `savedAccounts` holds the saved account's id by the index of the destination it replaced, or
   * null where the id named none.
   */
  async function withWithdrawalAccounts(
    executor: Database,
    tenant: Tenant,
    body: CreatePaymentBody,
    issues: IssueList,
  ): Promise<{ body: CreatePaymentBody; savedAccounts: Map<number, string | null> }> {
    const savedAccounts = new Map<number, string | null>()
    const destinations: NodeInput[] = []
    for (const [i, node] of body.destinations.entries()) {
      const bank = (node as { bank?: Record<string, unknown> }).bank
      const savedId = bank?.withdrawalAccountId
      const path = `destinations[${i}].bank`
      if (node.type !== 'BANK_ACCOUNT' || savedId === undefined) {
        destinations.push(node)
      } else if (typeof savedId !== 'string' || Object.keys(bank!).length > 1) {
        issues.add(path, 'give either withdrawalAccountId alone or the bank fields')
        destinations.push(node)
      } else {
        const saved = await identities.findWithdrawalAccount(executor, tenant, body.identityId, savedId)
        if (!saved) issues.add(`${path}.withdrawalAccountId`, NOT_SAVED)
        savedAccounts.set(i, saved?.id ?? null)
        destinations.push(saved ? ({ ...node, bank: bankFieldsOf(saved) } as NodeInput) : node)
      }
    }
    return { body: { ...body, destinations }, savedAccounts }
  }

  /** Internal ACCOUNT nodes and the executing account must exist and match their node's currency. */
  async function resolveInternalAccounts(
    executor: Database,
    tenant: Tenant,
    body: CreatePaymentBody,
    issues: IssueList,
  ) {
    const numberOf = (node: NodeInput) =>
      ((node as Record<string, unknown>).account as { accountNumber?: unknown } | undefined)?.accountNumber
    const referenced = [...body.origins, ...body.destinations]
      .map(numberOf)
      .filter((n): n is string => typeof n === 'string')
      .concat(body.accountNumber)
    const found = new Map(
      (await accounts.findByNumbers(executor, tenant, referenced)).map((a) => [a.accountNumber, a]),
    )
    const side = (nodes: NodeInput[], path: string) =>
      nodes.flatMap((node, i) => {
        const number = numberOf(node)
        if (node.type !== 'ACCOUNT' || typeof number !== 'string') return []
        const account = found.get(number)
        if (!account) issues.add(`${path}[${i}].account.accountNumber`, 'account not found')
        else if (account.currency !== node.currency) {
          issues.add(`${path}[${i}].currency`, `account ${number} holds ${account.currency}`)
        }
        return account ? [account] : []
      })
    const origins = side(body.origins, 'origins')
    const destinations = side(body.destinations, 'destinations')
    const executing = found.get(body.accountNumber)
    if (!executing) issues.add('accountNumber', 'account not found')
    const involved = [...origins, ...destinations]
    if (executing && involved.length > 0 && !involved.some((a) => a.id === executing.id)) {
      issues.add('accountNumber', 'must be one of the payment’s internal accounts')
    }
    return { origins, destinations, executing, all: executing ? [executing, ...involved] : involved }
  }

  /**
   * An account that is not ACTIVE (CONTRACT.md: BLOCKED neither sends nor receives), or whose
   * owner is deactivated or deleted, cannot move money: a payment naming one is refused up front
   * with a 409, rather than failing later at capture or receipt. A deletion is a deactivation that
   * is never undone, so it gives the same reason.
   */
  function refuseStoppedAccounts(involved: readonly MovingAccount[]): void {
    const inactive = involved.find((account) => account.status !== 'ACTIVE')
    if (inactive) {
      throw conflict(
        `Account ${inactive.accountNumber} is ${inactive.status}; it can neither send nor receive`,
        { reason: 'account_inactive', accountId: inactive.id, accountNumber: inactive.accountNumber },
      )
    }
    // An ACTIVE account whose ledger account is frozen belongs to a deactivated or deleted
    // identity; the lookup already carried both, so no query here.
    const stopped = involved.find((account) => account.isFrozen)
    if (stopped?.identityId) {
      throw conflict(
        `Account ${stopped.accountNumber} belongs to identity ${stopped.identityId}, which is deactivated or deleted; it can neither send nor receive`,
        {
          reason: 'identity_deactivated',
          identityId: stopped.identityId,
          accountNumber: stopped.accountNumber,
        },
      )
    }
  }

  /**
   * The identity must own each account money leaves from (for COLLECT, the pooled origins and the
   * collecting destination; for a top-up, its own account), or hold a scope over its owner with
   * payment:write, account:write or admin (CONTRACT.md: payment creation enforces who may act on
   * an account, so a COLLECT cannot pull from accounts its collector may not act on).
   */
  async function checkPermission(
    executor: Database,
    tenant: Tenant,
    body: CreatePaymentBody,
    internal: {
      origins: MovingAccount[]
      destinations: MovingAccount[]
      executing: MovingAccount | undefined
    },
  ): Promise<void> {
    const executing = internal.executing ? [internal.executing] : []
    const controlled =
      body.type === 'COLLECT'
        ? [...internal.origins, ...internal.destinations, ...executing]
        : body.type === 'TOPUP_ACCOUNT'
          ? executing
          : body.type === 'PURCHASE'
            ? []
            : internal.origins
    const owners = new Set(controlled.map((a) => a.identityId ?? ''))
    owners.delete(body.identityId)
    if (owners.size === 0) return
    const actionable = new Set(
      await identities.identitiesActionableBy(executor, tenant, body.identityId, MOVE_MONEY),
    )
    for (const owner of owners) {
      if (!actionable.has(owner)) {
        throw forbidden(
          `Identity ${body.identityId} may not move money from accounts of ${owner || 'the platform'}`,
        )
      }
    }
  }
}

export type PaymentPreparer = ReturnType<typeof createPaymentPreparer>

const NOT_SAVED = 'not a withdrawal account of this identity'

/**
 * A saved account is saved with `bankAccount`'s checks, which some rails go beyond (a `typeAccount`
 * required, a bank code from the catalogue). What the rail refuses in it is then named where the
 * client named it, `…bank.withdrawalAccountId`, with the saved field in the issue, since the
 * client sent no `bank.typeAccount` to correct. An id that names no saved account has no fields
 * for the rail to check: its one issue says what to mend.
 */
function blameSavedAccounts(issues: IssueList, savedAccounts: ReadonlyMap<number, string | null>): void {
  if (savedAccounts.size === 0) return
  const kept = issues.issues.filter((issue) => {
    const [, index, field] = /^destinations\[(\d+)\]\.bank\.(.+)$/.exec(issue.field) ?? []
    const savedId = savedAccounts.get(Number(index))
    if (savedId === undefined) return true
    if (savedId === null) return issue.issue === NOT_SAVED
    if (field === 'withdrawalAccountId') return true
    issue.field = `destinations[${index}].bank.withdrawalAccountId`
    issue.issue = `the saved withdrawal account ${savedId} cannot be paid on this rail: its ${field} ${issue.issue}`
    return true
  })
  issues.issues.splice(0, issues.issues.length, ...kept)
}

/** A saved withdrawal account as the bank object of a BANK_ACCOUNT node. */
function bankFieldsOf(saved: WithdrawalAccount): Record<string, string> {
  const { accountNumber, bank, currency, accountHolder, accountHolderDni, country, typeAccount } = saved
  return {
    accountNumber,
    bank,
    currency,
    accountHolder,
    accountHolderDni,
    country,
    ...(typeAccount !== undefined && { typeAccount }),
  }
}

function checkCurrencies(
  body: CreatePaymentBody,
  purchaseCurrency: string,
  currency: string,
  issues: IssueList,
) {
  for (const code of [purchaseCurrency, currency]) {
    if (!isCurrencyCode(code)) issues.add('product', `${code} is not a currency code`)
  }
  if (body.purchaseCurrency !== undefined && body.purchaseCurrency !== purchaseCurrency) {
    issues.add('purchaseCurrency', `must match the product (${purchaseCurrency})`)
  }
  if (body.currency !== undefined && body.currency !== currency) {
    issues.add('currency', `must match the product (${currency})`)
  }
}

function parseAmounts(
  body: CreatePaymentBody,
  purchaseCurrency: string,
  currency: string,
  issues: IssueList,
) {
  const given = [body.purchaseAmount, body.totalAmount].filter((a) => a !== undefined)
  if (given.length !== 1) issues.add('purchaseAmount', 'send exactly one of purchaseAmount and totalAmount')
  const parse = (text: string | undefined, code: string, field: string): Minor | undefined => {
    if (text === undefined || !isCurrencyCode(code)) return undefined
    const parsed = parseAmount(text, code)
    if (!parsed.ok) issues.add(field, parsed.issue)
    else if (parsed.minor === 0n) issues.add(field, 'must be more than zero')
    return parsed.ok ? parsed.minor : undefined
  }
  return {
    purchaseAmount: parse(body.purchaseAmount, purchaseCurrency, 'purchaseAmount'),
    totalAmount: parse(body.totalAmount, currency, 'totalAmount'),
  }
}

/** Validates each node against the catalogue; returns the node amounts as sent. */
function checkNodes(
  nodes: NodeInput[],
  role: NodeRole,
  currency: string,
  issues: IssueList,
): (Minor | undefined)[] {
  const path = role === 'origin' ? 'origins' : 'destinations'
  return nodes.map((node, i) => {
    const at = `${path}[${i}]`
    issues.addAll(validateNode(node, role, at))
    const railKey = RAILS[node.type].key
    for (const key of Object.keys(node)) {
      if (!NODE_BASE_FIELDS.has(key) && key !== railKey && !Object.values(RAILS).some((r) => r.key === key)) {
        issues.add(`${at}.${key}`, 'is not allowed')
      }
    }
    if (isCurrencyCode(currency) && node.currency !== currency) {
      issues.add(`${at}.currency`, `must be ${currency} on this side of the product`)
    }
    if (node.amount === undefined || !isCurrencyCode(node.currency)) return undefined
    const parsed = parseAmount(node.amount, node.currency)
    if (!parsed.ok) issues.add(`${at}.amount`, parsed.issue)
    return parsed.ok ? parsed.minor : undefined
  })
}

/** Each external node's amount must sit within its rail's published minimum and maximum. */
function checkLimits(nodes: NodeInput[], amounts: Minor[], role: NodeRole, issues: IssueList): void {
  nodes.forEach((node, i) => {
    const limit = RAILS[node.type][DIRECTION_OF_ROLE[role]]?.limits[node.currency]
    if (!limit) return
    const unit = 10n ** BigInt(currencyScale(node.currency))
    const amount = amounts[i]!
    const field = `${role === 'origin' ? 'origins' : 'destinations'}[${i}].amount`
    if (amount < BigInt(limit.min) * unit) {
      issues.add(field, `is below the ${node.type} minimum of ${limit.min} ${node.currency}`)
    }
    if (amount > BigInt(limit.max) * unit) {
      issues.add(field, `is above the ${node.type} maximum of ${limit.max} ${node.currency}`)
    }
  })
}

/**
 * A destination's `fee` is its share of the payment's fees. Under one percentage rule the share is
 * that percentage of the node's amount, so the node shows the rule; otherwise (a fixed fee, several
 * rules, none) it shows the share as a fixed amount.
 */
function storedNode(node: NodeInput, amount: Minor, fee?: Minor, fees?: FeeLine[]): StoredNode {
  const text = formatAmount(amount, node.currency)
  if (fee === undefined) return { ...node, amount: text }
  const feeText = formatAmount(fee, node.currency)
  const [only] = fees?.length === 1 ? fees : []
  const percentage = only?.type === 'PERCENTAGE' ? only.value : undefined
  return extended(node, {
    amount: text,
    amountOut: formatAmount(amount - fee, node.currency),
    fee: {
      name: only?.name ?? 'Fees',
      type: percentage === undefined ? 'FIXED' : 'PERCENTAGE',
      value: percentage ?? feeText,
      amount: feeText,
      currency: node.currency,
    },
  })
}
