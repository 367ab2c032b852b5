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
  protected paginate<K extends OperationId>(path: string, query?: object) {
    return autoPaginate<ListItem<K>>(this.transport, {
      method: 'GET',
      path,
      query: query as Record<string, QueryValue> | undefined,
    })
  }
}

export class Identities extends Resource {
  create(body: RequestBody<'createIdentity'>, options?: RequestOptions) {
    return this.call<'createIdentity'>({ method: 'POST', path: '/identities', body, options })
  }
  retrieve(id: string) {
    return this.call<'getIdentity'>({ method: 'GET', path: `/identities/${segment(id)}` })
  }
  update(id: string, body: RequestBody<'updateIdentity'>, options?: RequestOptions) {
    return this.call<'updateIdentity'>({ method: 'PATCH', path: `/identities/${segment(id)}`, body, options })
  }
  del(id: string) {
    return this.call<'deleteIdentity'>({ method: 'DELETE', path: `/identities/${segment(id)}` })
  }
  list(query?: QueryParams<'listIdentities'>) {
    return this.paginate<'listIdentities'>('/identities', query)
  }
  addChildren(id: string, children: string[], options?: RequestOptions) {
    const path = `/identities/${segment(id)}/children`
    return this.call<'addIdentityChildren'>({ method: 'POST', path, body: { children }, options })
  }
  grantPermissions(id: string, scopes: RequestBody<'grantIdentityPermissions'>, options?: RequestOptions) {
    const path = `/identities/${segment(id)}/permissions`
    return this.call<'grantIdentityPermissions'>({ method: 'POST', path, body: scopes, options })
  }
  listPermissions(id: string) {
    const path = `/identities/${segment(id)}/permissions`
    return this.call<'listIdentityPermissions'>({ method: 'GET', path })
  }
}

export class Accounts extends Resource {
  create(body: RequestBody<'createAccount'>, options?: RequestOptions) {
    return this.call<'createAccount'>({ method: 'POST', path: '/accounts', body, options })
  }
  /** By id or by account number. */
  retrieve(idOrAccountNumber: string) {
    return this.call<'getAccount'>({ method: 'GET', path: `/accounts/${segment(idOrAccountNumber)}` })
  }
  update(id: string, body: RequestBody<'updateAccount'>, options?: RequestOptions) {
    return this.call<'updateAccount'>({ method: 'PATCH', path: `/accounts/${segment(id)}`, body, options })
  }
  list(query?: QueryParams<'listAccounts'>) {
    return this.paginate<'listAccounts'>('/accounts', query)
  }
  balances(identityId: string) {
    return this.call<'listBalances'>({ method: 'GET', path: '/balances', query: { identityId } })
  }
}

export class Customers extends Resource {
  create(body: RequestBody<'createCustomer'>, options?: RequestOptions) {
    return this.call<'createCustomer'>({ method: 'POST', path: '/customers', body, options })
  }
  retrieve(id: string) {
    return this.call<'getCustomer'>({ method: 'GET', path: `/customers/${segment(id)}` })
  }
  update(id: string, body: RequestBody<'updateCustomer'>, options?: RequestOptions) {
    return this.call<'updateCustomer'>({ method: 'PATCH', path: `/customers/${segment(id)}`, body, options })
  }
  del(id: string) {
    return this.call<'deleteCustomer'>({ method: 'DELETE', path: `/customers/${segment(id)}` })
  }
  list(query?: QueryParams<'listCustomers'>) {
    return this.paginate<'listCustomers'>('/customers', query)
  }
}

export class Payments extends Resource {
  create(body: RequestBody<'createPayment'>, options?: RequestOptions) {
    return this.call<'createPayment'>({ method: 'POST', path: '/payments', body, options })
  }
  retrieve(id: string) {
    return this.call<'getPayment'>({ method: 'GET', path: `/payments/${segment(id)}` })
  }
  list(query?: QueryParams<'listPayments'>) {
    return this.paginate<'listPayments'>('/payments', query)
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
}

export class PaymentAttempts extends Resource {
  /** Validates and prices a payment without moving money. */
  create(body: RequestBody<'createPaymentAttempt'>, options?: RequestOptions) {
    return this.call<'createPaymentAttempt'>({ method: 'POST', path: '/payment-attempts', body, options })
  }
  retrieve(id: string) {
    return this.call<'getPaymentAttempt'>({ method: 'GET', path: `/payment-attempts/${segment(id)}` })
  }
  list(query?: QueryParams<'listPaymentAttempts'>) {
    return this.paginate<'listPaymentAttempts'>('/payment-attempts', query)
  }
}

export class PaymentLinks extends Resource {
  create(body: RequestBody<'createPaymentLink'>, options?: RequestOptions) {
    return this.call<'createPaymentLink'>({ method: 'POST', path: '/payment-links', body, options })
  }
  retrieve(id: string) {
    return this.call<'getPaymentLink'>({ method: 'GET', path: `/payment-links/${segment(id)}` })
  }
  /** Changes a link with no payment in flight; its totals are recomputed. */
  update(id: string, body: RequestBody<'updatePaymentLink'>, options?: RequestOptions) {
    const path = `/payment-links/${segment(id)}`
    return this.call<'updatePaymentLink'>({ method: 'PATCH', path, body, options })
  }
  del(id: string) {
    return this.call<'deletePaymentLink'>({ method: 'DELETE', path: `/payment-links/${segment(id)}` })
  }
  list(query?: QueryParams<'listPaymentLinks'>) {
    return this.paginate<'listPaymentLinks'>('/payment-links', query)
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
  retrieve(id: string) {
    return this.call<'getCheckoutSession'>({ method: 'GET', path: `/checkout-sessions/${segment(id)}` })
  }
  del(id: string) {
    return this.call<'deleteCheckoutSession'>({ method: 'DELETE', path: `/checkout-sessions/${segment(id)}` })
  }
  list(query?: QueryParams<'listCheckoutSessions'>) {
    return this.paginate<'listCheckoutSessions'>('/checkout-sessions', query)
  }
  pay(id: string, body: RequestBody<'payCheckoutSession'>, options?: RequestOptions) {
    const path = `/checkout-sessions/${segment(id)}/payments`
    return this.call<'payCheckoutSession'>({ method: 'POST', path, body, options })
  }
}

export class Rules extends Resource {
  create(body: RequestBody<'createRule'>, options?: RequestOptions) {
    return this.call<'createRule'>({ method: 'POST', path: '/rules', body, options })
  }
  retrieve(id: string) {
    return this.call<'getRule'>({ method: 'GET', path: `/rules/${segment(id)}` })
  }
  del(id: string) {
    return this.call<'deleteRule'>({ method: 'DELETE', path: `/rules/${segment(id)}` })
  }
  list(query?: QueryParams<'listRules'>) {
    return this.paginate<'listRules'>('/rules', query)
  }
}

export class Notifications extends Resource {
  /** The webhook delivery log, newest first. */
  list(query?: QueryParams<'listNotifications'>) {
    return this.paginate<'listNotifications'>('/v1/notifications', query)
  }
  /** Sends a logged delivery again, as a new row. */
  replay(id: string, options?: RequestOptions) {
    const path = `/v1/notifications/${segment(id)}/replay`
    return this.call<'replayNotification'>({ method: 'POST', path, options })
  }
}

export { Resource }
