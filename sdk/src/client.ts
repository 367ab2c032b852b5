import {
  Accounts,
  Catalogue,
  CheckoutSessions,
  Customers,
  Identities,
  Notifications,
  PaymentAttempts,
  PaymentLinks,
  Payments,
  Rules,
} from './resources.js'
import { Transport, type PaymentsPlatformOptions } from './transport.js'
import { Webhooks } from './webhooks.js'

/**
 * The Payments Platform API for a back end: every call authenticates itself (the token is
 * obtained and renewed here), POSTs and PATCHes carry an `Idempotency-Key`, and what is safe to
 * retry is retried.
 */
export class PaymentsPlatform {
  readonly identities: Identities
  readonly accounts: Accounts
  readonly customers: Customers
  readonly payments: Payments
  readonly paymentAttempts: PaymentAttempts
  readonly paymentLinks: PaymentLinks
  readonly checkoutSessions: CheckoutSessions
  readonly rules: Rules
  /** The rails, products, banks and exchange rates a payment can use. */
  readonly catalogue: Catalogue
  readonly notifications: Notifications
  readonly webhooks: Webhooks

  constructor(options: PaymentsPlatformOptions) {
    const transport = new Transport(options)
    this.identities = new Identities(transport)
    this.accounts = new Accounts(transport)
    this.customers = new Customers(transport)
    this.payments = new Payments(transport)
    this.paymentAttempts = new PaymentAttempts(transport)
    this.paymentLinks = new PaymentLinks(transport)
    this.checkoutSessions = new CheckoutSessions(transport)
    this.rules = new Rules(transport)
    this.catalogue = new Catalogue(transport)
    this.notifications = new Notifications(transport)
    this.webhooks = new Webhooks(transport)
  }
}
