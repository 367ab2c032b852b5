import { autoPaginate } from './pagination.js'
import type { Call, QueryValue, RequestOptions, Transport } from './transport.js'
import type { ListItem, OperationId, QueryParams, RequestBody, ResponseBody } from './types.js'

const segment = (value: string) => encodeURIComponent(value)

/** What every resource shares: one typed call per operation id. */
abstract class Resource {
  constructor(protected readonly transport: Transport) {}

  protected call<K extends OperationId>(call: Call): Promise<ResponseBody<K>> {
    return this.transport.request<ResponseBody<K>>(call)
  }

  /** Every item of the list, page after page, as an async iterator. */
  protected paginate<K extends OperationId>(path: string, query?: object, options?: RequestOptions) {
    return autoPaginate<ListItem<K>>(this.transport, {
      method: 'GET',
      path,
      query: query as Record<string, QueryValue> | undefined,
      options,
    })
  }
}

export class Identities extends Resource {
  create(body: RequestBody<'createIdentity'>, options?: RequestOptions) {
    return this.call<'createIdentity'>({ method: 'POST', path: '/identities', body, options })
  }
  retrieve(id: string, options?: RequestOptions) {
    return this.call<'getIdentity'>({ method: 'GET', path: `/identities/${segment(id)}`, options })
  }
  update(id: string, body: RequestBody<'updateIdentity'>, options?: RequestOptions) {
    return this.call<'updateIdentity'>({ method: 'PATCH', path: `/identities/${segment(id)}`, body, options })
  }
  del(id: string, options?: RequestOptions) {
    return this.call<'deleteIdentity'>({ method: 'DELETE', path: `/identities/${segment(id)}`, options })
  }
  list(query?: QueryParams<'listIdentities'>, options?: RequestOptions) {
    return this.paginate<'listIdentities'>('/identities', query, options)
  }
  addChildren(id: string, children: string[], options?: RequestOptions) {
    const path = `/identities/${segment(id)}/children`
    return this.call<'addIdentityChildren'>({ method: 'POST', path, body: { children }, options })
  }
  grantPermissions(id: string, scopes: RequestBody<'grantIdentityPermissions'>, options?: RequestOptions) {
    const path = `/identities/${segment(id)}/permissions`
    return this.call<'grantIdentityPermissions'>({ method: 'POST', path, body: scopes, options })
  }
  listPermissions(id: string, options?: RequestOptions) {
    const path = `/identities/${segment(id)}/permissions`
    return this.call<'listIdentityPermissions'>({ method: 'GET', path, options })
  }
  revokePermission(
    id: string,
    toRemoveId: string,
    query?: QueryParams<'revokeIdentityPermission'>,
    options?: RequestOptions,
  ) {
    const path = `/identities/${segment(id)}/permissions/${segment(toRemoveId)}`
    return this.call<'revokeIdentityPermission'>({ method: 'DELETE', path, query, options })
  }
  removeChildren(id: string, body: RequestBody<'removeIdentityChildren'>, options?: RequestOptions) {
    const path = `/identities/${segment(id)}/children`
    return this.call<'removeIdentityChildren'>({ method: 'DELETE', path, body, options })
  }
  /** The organizations the identity belongs to, nearest first. */
  parents(id: string, options?: RequestOptions) {
    return this.call<'listIdentityParents'>({
      method: 'GET',
      path: `/identities/parents/${segment(id)}`,
      options,
    })
  }
  /** Its accounts neither send nor receive until it is reactivated. */
  deactivate(id: string, options?: RequestOptions) {
    const path = `/identities/${segment(id)}/deactivate`
    return this.call<'deactivateIdentity'>({ method: 'PATCH', path, options })
  }
  reactivate(id: string, options?: RequestOptions) {
    const path = `/identities/${segment(id)}/reactivate`
    return this.call<'reactivateIdentity'>({ method: 'PATCH', path, options })
  }
  listWithdrawalAccounts(id: string, options?: RequestOptions) {
    const path = `/identities/${segment(id)}/withdrawal-accounts`
    return this.call<'listWithdrawalAccounts'>({ method: 'GET', path, options })
  }
  /** A bank account payouts may then name by `bank.withdrawalAccountId`. */
  addWithdrawalAccount(id: string, body: RequestBody<'addWithdrawalAccount'>, options?: RequestOptions) {
    const path = `/identities/${segment(id)}/withdrawal-accounts`
    return this.call<'addWithdrawalAccount'>({ method: 'POST', path, body, options })
  }
  removeWithdrawalAccount(id: string, accountId: string, options?: RequestOptions) {
    const path = `/identities/${segment(id)}/withdrawal-accounts/${segment(accountId)}`
    return this.call<'removeWithdrawalAccount'>({ method: 'DELETE', path, options })
  }
}

export class Accounts extends Resource {
  create(body: RequestBody<'createAccount'>, options?: RequestOptions) {
    return this.call<'createAccount'>({ method: 'POST', path: '/accounts', body, options })
  }
  /** By id or by account number. */
  retrieve(idOrAccountNumber: string, options?: RequestOptions) {
    return this.call<'getAccount'>({
      method: 'GET',
      path: `/accounts/${segment(idOrAccountNumber)}`,
      options,
    })
  }
  update(id: string, body: RequestBody<'updateAccount'>, options?: RequestOptions) {
    return this.call<'updateAccount'>({ method: 'PATCH', path: `/accounts/${segment(id)}`, body, options })
  }
  list(query?: QueryParams<'listAccounts'>, options?: RequestOptions) {
    return this.paginate<'listAccounts'>('/accounts', query, options)
  }
  balances(identityId: string, options?: RequestOptions) {
    return this.call<'listBalances'>({ method: 'GET', path: '/balances', query: { identityId }, options })
  }
  /** One page of an identity's accounts with its `pagination` (the reference's `GET /accounts/v2`). */
  listPage(query: QueryParams<'listIdentityAccounts'>, options?: RequestOptions) {
    return this.call<'listIdentityAccounts'>({ method: 'GET', path: '/accounts/v2', query, options })
  }
  /** Opens the identity's ESCROW and FEE accounts in each currency that lacks them; safe to repeat. */
  ensureEscrowAndFee(
    identityId: string,
    body: RequestBody<'ensureEscrowAndFeeAccounts'> = {},
    options?: RequestOptions,
  ) {
    const path = `/identities/${segment(identityId)}/accounts/escrow-fee`
    return this.call<'ensureEscrowAndFeeAccounts'>({ method: 'POST', path, body, options })
  }
}

export class Customers extends Resource {
  create(body: RequestBody<'createCustomer'>, options?: RequestOptions) {
    return this.call<'createCustomer'>({ method: 'POST', path: '/customers', body, options })
  }
  retrieve(id: string, options?: RequestOptions) {
    return this.call<'getCustomer'>({ method: 'GET', path: `/customers/${segment(id)}`, options })
  }
  update(id: string, body: RequestBody<'updateCustomer'>, options?: RequestOptions) {
    return this.call<'updateCustomer'>({ method: 'PATCH', path: `/customers/${segment(id)}`, body, options })
  }
  del(id: string, options?: RequestOptions) {
    return this.call<'deleteCustomer'>({ method: 'DELETE', path: `/customers/${segment(id)}`, options })
  }
  list(query?: QueryParams<'listCustomers'>, options?: RequestOptions) {
    return this.paginate<'listCustomers'>('/customers', query, options)
  }
}

export class Payments extends Resource {
  create(body: RequestBody<'createPayment'>, options?: RequestOptions) {
    return this.call<'createPayment'>({ method: 'POST', path: '/payments', body, options })
  }
  retrieve(id: string, options?: RequestOptions) {
    return this.call<'getPayment'>({ method: 'GET', path: `/payments/${segment(id)}`, options })
  }
  list(query?: QueryParams<'listPayments'>, options?: RequestOptions) {
    return this.paginate<'listPayments'>('/payments', query, options)
  }
  /** Holds the funds of internal origins: `CREATED` → `AUTHORIZED`. */
  authorize(id: string, options?: RequestOptions) {
    const path = `/payments/${segment(id)}/authorized`
    return this.call<'authorizePayment'>({ method: 'POST', path, options })
  }
  capture(id: string, options?: RequestOptions) {
    const path = `/payments/${segment(id)}/captured`
    return this.call<'capturePayment'>({ method: 'POST', path, options })
  }
  review(id: string, body: RequestBody<'reviewPayment'>, options?: RequestOptions) {
    const path = `/payments/${segment(id)}/review`
    return this.call<'reviewPayment'>({ method: 'POST', path, body, options })
  }
  refund(id: string, options?: RequestOptions) {
    const path = `/payments/${segment(id)}/refund`
    return this.call<'refundPayment'>({ method: 'POST', path, options })
  }
  /** The provider's confirmation (`RECEIVED`, the default) or failure; in the sandbox, its simulation. */
  received(body: RequestBody<'receivePayment'>, options?: RequestOptions) {
    return this.call<'receivePayment'>({ method: 'POST', path: '/payments/received', body, options })
  }
  /** Reconciles a provider's settlement records; answers only the problems. */
  settle(body: RequestBody<'settleTransactions'>, options?: RequestOptions) {
    return this.call<'settleTransactions'>({
      method: 'POST',
      path: '/settlement/transactions',
      body,
      options,
    })
  }
}

/** The rails, products, banks and rates a payment can use. */
export class Catalogue extends Resource {
  paymentOrigins(query?: QueryParams<'listPaymentOrigins'>, options?: RequestOptions) {
    return this.call<'listPaymentOrigins'>({ method: 'GET', path: '/payment-origins', query, options })
  }
  paymentDestinations(query?: QueryParams<'listPaymentDestinations'>, options?: RequestOptions) {
    return this.call<'listPaymentDestinations'>({
      method: 'GET',
      path: '/payment-destinations',
      query,
      options,
    })
  }
  paymentMethods(query?: QueryParams<'listPaymentMethods'>, options?: RequestOptions) {
    return this.call<'listPaymentMethods'>({ method: 'GET', path: '/payment-methods', query, options })
  }
  availableProducts(query: QueryParams<'listAvailableProducts'>, options?: RequestOptions) {
    return this.call<'listAvailableProducts'>({
      method: 'GET',
      path: '/payments/available-products',
      query,
      options,
    })
  }
  currencies(identityId: string, options?: RequestOptions) {
    const query = { identityId }
    return this.call<'listIdentityCurrencies'>({
      method: 'GET',
      path: '/payments/currencies',
      query,
      options,
    })
  }
  banks(country: string, options?: RequestOptions) {
    return this.call<'listBanks'>({ method: 'GET', path: `/payments/banks/${segment(country)}`, options })
  }
  fxRates(query?: QueryParams<'getFxRates'>, options?: RequestOptions) {
    return this.call<'getFxRates'>({ method: 'GET', path: '/fx/rates', query, options })
  }
}

export class PaymentAttempts extends Resource {
  /** Validates and prices a payment without moving money. */
  create(body: RequestBody<'createPaymentAttempt'>, options?: RequestOptions) {
    return this.call<'createPaymentAttempt'>({ method: 'POST', path: '/payment-attempts', body, options })
  }
  retrieve(id: string, options?: RequestOptions) {
    return this.call<'getPaymentAttempt'>({
      method: 'GET',
      path: `/payment-attempts/${segment(id)}`,
      options,
    })
  }
  list(query?: QueryParams<'listPaymentAttempts'>, options?: RequestOptions) {
    return this.paginate<'listPaymentAttempts'>('/payment-attempts', query, options)
  }
}

export class PaymentLinks extends Resource {
  create(body: RequestBody<'createPaymentLink'>, options?: RequestOptions) {
    return this.call<'createPaymentLink'>({ method: 'POST', path: '/payment-links', body, options })
  }
  retrieve(id: string, options?: RequestOptions) {
    return this.call<'getPaymentLink'>({ method: 'GET', path: `/payment-links/${segment(id)}`, options })
  }
  /** Changes a link with no payment in flight; its totals are recomputed. */
  update(id: string, body: RequestBody<'updatePaymentLink'>, options?: RequestOptions) {
    const path = `/payment-links/${segment(id)}`
    return this.call<'updatePaymentLink'>({ method: 'PATCH', path, body, options })
  }
  del(id: string, options?: RequestOptions) {
    return this.call<'deletePaymentLink'>({
      method: 'DELETE',
      path: `/payment-links/${segment(id)}`,
      options,
    })
  }
  list(query?: QueryParams<'listPaymentLinks'>, options?: RequestOptions) {
    return this.paginate<'listPaymentLinks'>('/payment-links', query, options)
  }
  activate(id: string, options?: RequestOptions) {
    const path = `/payment-links/${segment(id)}/activate`
    return this.call<'activatePaymentLink'>({ method: 'POST', path, options })
  }
}

export class CheckoutSessions extends Resource {
  create(body: RequestBody<'createCheckoutSession'>, options?: RequestOptions) {
    return this.call<'createCheckoutSession'>({ method: 'POST', path: '/checkout-sessions', body, options })
  }
  /** Opens a session of the payment link behind `checkoutToken`. */
  createFromToken(checkoutToken: string, options?: RequestOptions) {
    const path = `/payment-links/token/${segment(checkoutToken)}/checkout-sessions`
    return this.call<'createCheckoutSessionFromToken'>({ method: 'POST', path, body: {}, options })
  }
  retrieve(id: string, options?: RequestOptions) {
    return this.call<'getCheckoutSession'>({
      method: 'GET',
      path: `/checkout-sessions/${segment(id)}`,
      options,
    })
  }
  del(id: string, options?: RequestOptions) {
    return this.call<'deleteCheckoutSession'>({
      method: 'DELETE',
      path: `/checkout-sessions/${segment(id)}`,
      options,
    })
  }
  list(query?: QueryParams<'listCheckoutSessions'>, options?: RequestOptions) {
    return this.paginate<'listCheckoutSessions'>('/checkout-sessions', query, options)
  }
  pay(id: string, body: RequestBody<'payCheckoutSession'>, options?: RequestOptions) {
    const path = `/checkout-sessions/${segment(id)}/payments`
    return this.call<'payCheckoutSession'>({ method: 'POST', path, body, options })
  }
  /** Extends the open session behind `checkoutToken`, or opens one when none is open. */
  refresh(checkoutToken: string, options?: RequestOptions) {
    const path = `/checkout-sessions/token/${segment(checkoutToken)}/refresh`
    return this.call<'refreshCheckoutSession'>({ method: 'POST', path, body: {}, options })
  }
}

export class Rules extends Resource {
  create(body: RequestBody<'createRule'>, options?: RequestOptions) {
    return this.call<'createRule'>({ method: 'POST', path: '/rules', body, options })
  }
  retrieve(id: string, options?: RequestOptions) {
    return this.call<'getRule'>({ method: 'GET', path: `/rules/${segment(id)}`, options })
  }
  del(id: string, options?: RequestOptions) {
    return this.call<'deleteRule'>({ method: 'DELETE', path: `/rules/${segment(id)}`, options })
  }
  list(query?: QueryParams<'listRules'>, options?: RequestOptions) {
    return this.paginate<'listRules'>('/rules', query, options)
  }
}

export class Notifications extends Resource {
  /** The webhook delivery log, newest first. */
  list(query?: QueryParams<'listNotifications'>, options?: RequestOptions) {
    return this.paginate<'listNotifications'>('/v1/notifications', query, options)
  }
  /** Sends a logged delivery again, as a new row. */
  replay(id: string, options?: RequestOptions) {
    const path = `/v1/notifications/${segment(id)}/replay`
    return this.call<'replayNotification'>({ method: 'POST', path, options })
  }
}

export { Resource }
