import { LIST_ERRORS, type ApiDocs } from '../../http/openapi-docs.js'
import { NODE_UNION_NAMES, paymentNodeSchemas } from './rails/rails.schema.js'

const payment = 'The payment with its status, amounts, fees, exchange rate and nodes.'
const illegal =
  'Errors: 404 when the payment is unknown; 409 (`info.reason: illegal_transition`) from any other ' +
  'status (a payment past its `expiresAt` is `EXPIRED` from that instant), or when an account lacks ' +
  'the funds or is not active; nothing changes then.'

const nodeArrays = {
  origins: {
    type: 'array',
    minItems: 1,
    maxItems: 100,
    items: { $ref: `#/components/schemas/${NODE_UNION_NAMES.payIn}` },
  },
  destinations: {
    type: 'array',
    minItems: 1,
    maxItems: 100,
    items: { $ref: `#/components/schemas/${NODE_UNION_NAMES.payOut}` },
  },
}

/** card-numbers.ts, as the operations that take a CARD origin say it. */
export const CARD_NUMBERS_IN_THE_SANDBOX =
  'In the sandbox a `CARD` origin may carry one of the test card numbers (README "Sandbox test ' +
  'cards") as `card.number` (or the reference\'s `card.pan`), with optional `expiryMonth`, ' +
  '`expiryYear` and `cvc`, instead of `card.token`: the number becomes its token, scheme and last ' +
  'four digits (`mask`) before anything is validated, stored or logged. Live takes tokens only.'

const createRules =
  '`product` is `PURCHASECURRENCY:CURRENCY`: origins pay in the purchase currency, destinations ' +
  'receive the settlement currency, converted at the stored `exchangeRate`. Send exactly one of ' +
  '`purchaseAmount` (the destinations bear the fees) and `totalAmount` (the payer bears them). Each ' +
  "node names its rail in `type` and carries that rail's object under its key (`etpay`, `bank`, " +
  '`account`, …) with the fields `GET /payment-origins` and `GET /payment-destinations` list; an ' +
  "external node must sit within its rail's `minAmount`/`maxAmount`. With several nodes on a side, " +
  'each carries an `amount` and they must add up. Fees come from FEE rules. ' +
  CARD_NUMBERS_IN_THE_SANDBOX

const topUpExample = {
  identityId: 'idn_01HV3K8W2Q9ZC4',
  accountNumber: '1000000042',
  type: 'TOPUP_ACCOUNT',
  product: 'CLP:CLP',
  purchaseAmount: '50000',
  externalId: 'order-2291',
  origins: [
    {
      type: 'ETPAY',
      currency: 'CLP',
      etpay: {
        customer: { firstName: 'Ana', email: 'ana@example.com' },
        successUrl: 'https://shop.example.com/ok',
        failedUrl: 'https://shop.example.com/ko',
      },
    },
  ],
  destinations: [{ type: 'ACCOUNT', currency: 'CLP', account: { accountNumber: '1000000042' } }],
}

export const paymentsApiDocs: ApiDocs = {
  tag: 'Payments',
  schemas: paymentNodeSchemas(),
  operations: {
    'POST /payments': {
      operationId: 'createPayment',
      summary: 'Create a payment',
      description:
        `Creates a payment in \`CREATED\`; money moves only when it is captured. ${createRules} ` +
        'A pay-in origin (ETPAY, PIX, …) comes back with what the payer needs: a redirect `url`, a ' +
        '`qrCode`.\n\nErrors: 400 naming each offending field with its full path (e.g. ' +
        '`origins[0].etpay.customer.email`), an unknown identity or account included; 403 when ' +
        '`identityId` neither owns nor holds a `payment:write`, `account:write` or `admin` scope over ' +
        'the owner of an account money leaves (for a COLLECT, each origin and the collecting ' +
        'destination; for a top-up, the topped-up account); 409 when an account it names cannot ' +
        'move money: not `ACTIVE` (`info.reason: account_inactive`), or its owner deactivated or ' +
        'deleted (`identity_deactivated`).',
      returns: payment,
      bodyExample: topUpExample,
      bodyProperties: nodeArrays,
    },
    'GET /payments': {
      operationId: 'listPayments',
      summary: 'List payments',
      description:
        'Lists payments, newest first (`sort=createdAt:asc` for oldest first), filtered by identity, ' +
        'account number, type, status, external id, checkout session, payment link and creation dates ' +
        '(`DD/MM/YYYY`). Pages with `limit` (default 50, at most 100) and `next`, or `cursor` in v2.' +
        LIST_ERRORS,
      returns: 'The pagination object and the page of payments in `results`.',
    },
    'GET /payments/{id}': {
      operationId: 'getPayment',
      summary: 'Retrieve a payment',
      description: 'Returns one payment. Errors: 404 when the id is unknown.',
      returns: payment,
    },
    'POST /payments/{id}/authorized': {
      operationId: 'authorizePayment',
      summary: 'Authorize a payment',
      description:
        'Moves a `CREATED` payment to `AUTHORIZED`: the amounts of its internal origins are held, so ' +
        `they cannot be spent twice before capture. ${illegal}`,
      returns: 'The payment, `AUTHORIZED`.',
    },
    'POST /payments/{id}/captured': {
      operationId: 'capturePayment',
      summary: 'Capture a payment',
      description:
        'Captures a `CREATED` or `AUTHORIZED` payment: the money leaves the origins. A payment whose ' +
        'nodes are all internal accounts completes at once (`RECEIVED`); a rail that declines makes it ' +
        '`FAILED`; a rule or the rail may hold it in `REQUIRES_REVIEW`. The webhook is told of ' +
        `\`CAPTURED\`, \`RECEIVED\` and \`FAILED\`. ${illegal}`,
      returns: 'The payment, `CAPTURED`, `RECEIVED`, `REQUIRES_REVIEW` or `FAILED`.',
    },
    'POST /payments/{id}/review': {
      operationId: 'reviewPayment',
      summary: 'Approve or reject a held payment',
      description:
        'Decides a payment in `REQUIRES_REVIEW`: `APPROVE` captures it as a capture would, `REJECT` ' +
        `fails it and releases the held funds. ${illegal}`,
      returns: 'The payment after the decision.',
      bodyExample: { decision: 'APPROVE', reason: 'Customer identity confirmed by phone' },
    },
    'POST /payments/{id}/refund': {
      operationId: 'refundPayment',
      summary: 'Refund a payment',
      description:
        'Reverses a `RECEIVED` or `SETTLED` payment in full, fees included; the status stays and ' +
        '`refundedAt` is set. A payment is refunded once. ' +
        illegal,
      returns: 'The payment with `refundedAt`.',
    },
    'POST /payments/received': {
      operationId: 'receivePayment',
      summary: 'Report a provider confirmation',
      description:
        "The provider's notification that a payment arrived (`RECEIVED`, the default) or failed " +
        '(`FAILED`); in the sandbox, its simulation. Name the payment by `id`, `transactionId` or ' +
        '`externalId`. `RECEIVED` credits the destinations (a pay-in never captured is captured in the ' +
        'same step, and goes to `REQUIRES_REVIEW` instead when an ALLOWED_VALUES rule stops that ' +
        'capture: `APPROVE` then receives it at once); `FAILED` returns captured funds. Repeating a ' +
        'notification already applied, or one for a payment under review, answers 200 unchanged.' +
        '\n\nErrors: 404 when no payment matches; 409 when it cannot take that status (a payment ' +
        'past its `expiresAt` cannot be received), or when the `externalId` is shared by several ' +
        'payments (`info.reason: ambiguous_reference`; name it by `id`).',
      returns: 'The payment, `RECEIVED`, `FAILED` or `REQUIRES_REVIEW`.',
      bodyExample: { id: 'pay_01HV3M2F7R0E5N', status: 'RECEIVED' },
    },
    'POST /settlement/transactions': {
      operationId: 'settleTransactions',
      summary: 'Reconcile provider records',
      description:
        'Matches provider records with `RECEIVED` payments: a payment whose id, externalId, ' +
        'totalAmount, currency, product and type all match becomes `SETTLED`, one that differs ' +
        '`UNSETTLED`. Unknown ids and payments not yet received are reported; an already `SETTLED` ' +
        'payment keeps its status, and a record that contradicts it is reported.' +
        '\n\nErrors: 400 for a body of the wrong shape; a transaction that cannot be settled is reported ' +
        'in the answer, not refused.',
      returns: 'The problems found, one `"<id>: <reason>"` string each; empty when everything matched.',
      bodyExample: {
        transactions: [
          {
            id: 'pay_01HV3M2F7R0E5N',
            externalId: 'order-2291',
            totalAmount: '50000',
            currency: 'CLP',
            product: 'CLP:CLP',
            type: 'TOPUP_ACCOUNT',
          },
        ],
      },
    },
    'POST /payment-attempts': {
      operationId: 'createPaymentAttempt',
      summary: 'Quote a payment',
      description:
        `Validates and prices a payment exactly as \`POST /payments\` would, without moving money: the ` +
        `answer shows fees, exchange rate and amounts per node. ${createRules}\n\nErrors: as for ` +
        '`POST /payments`.',
      returns: 'The priced attempt.',
      bodyExample: topUpExample,
      bodyProperties: nodeArrays,
    },
    'GET /payment-attempts': {
      operationId: 'listPaymentAttempts',
      summary: 'List payment attempts',
      description:
        'Lists quotes, newest first, with the filters of `GET /payments`. The page is in `data` and ' +
        'again in `pagination.results`.' +
        LIST_ERRORS,
      returns: 'The page of attempts (`data`) and the pagination object.',
    },
    'GET /payment-attempts/{id}': {
      operationId: 'getPaymentAttempt',
      summary: 'Retrieve a payment attempt',
      description: 'Returns one quote. Errors: 404 when the id is unknown.',
      returns: 'The attempt.',
    },
    'GET /payment-destinations': {
      operationId: 'listPaymentDestinations',
      summary: 'Pay-out rails and what they need',
      description:
        'One configuration per pay-out rail and currency: amount limits, settlement time, the ' +
        'required fields with their types, and the origins it can be paid from. With `accountNumber`, ' +
        "the products are priced from that account's currency; `type` keeps one rail." +
        '\n\nErrors: 400 for a `type` that is not a rail; 404 when `accountNumber` names no account of this client.',
      returns: 'The destination configurations.',
    },
    'GET /payment-origins': {
      operationId: 'listPaymentOrigins',
      summary: 'Pay-in rails and what they need',
      description:
        'One configuration per pay-in rail and currency: amount limits, settlement time, the required ' +
        "fields, and the destinations it can pay into, settling into an account's (or the given) currency." +
        '\n\nErrors: 400 for a `currency` or `purchaseCurrency` that is not an upper-case currency code; 404 ' +
        'when `accountNumber` names no account of this client.',
      returns: 'The origin configurations.',
    },
    'GET /payments/available-products': {
      operationId: 'listAvailableProducts',
      summary: 'Products available to an identity',
      description:
        'The currencies, pay-in methods and withdrawal methods available, per currency, with each ' +
        'product’s configuration; `currencies` (comma separated) or `currency` narrows them.' +
        '\n\nErrors: 400 for a `currency` that is not an upper-case currency code.',
      returns: 'The supported currencies and methods, and the products per currency.',
    },
    'GET /payments/currencies': {
      operationId: 'listIdentityCurrencies',
      summary: 'Currencies of an identity',
      description:
        "The currencies of the identity's accounts (`accountCurrencies`), the currencies a payer can " +
        'pay it in because a pay-in rail settles into one of them, directly or through a configured ' +
        'rate (`supportedPaymentCurrencies`), and those it can pay out to from them ' +
        '(`supportedPayoutCurrencies`), all from the rails catalogue. `identityId` is required.' +
        '\n\nErrors: 400 without `identityId`; 404 when the identity is unknown.',
      returns: 'The identity id with its account, payment and payout currencies.',
    },
    'GET /fx/rates': {
      operationId: 'getFxRates',
      summary: 'Exchange rates',
      description:
        'Units of each configured currency per unit of `base` (default `USD`), with the ten decimals ' +
        'payments convert with, and `timestamp`, the moment the table took effect. The table is ' +
        'configuration (`FX_RATES_PER_USD`, or the sandbox table), read at start-up: rates do not move ' +
        'while the server runs.\n\nErrors: 400 naming `base` when it is not a currency code or has no ' +
        'rate in the table.',
      returns: 'The base currency, the rates by currency as decimal strings, and when the table took effect.',
    },
    'GET /payments/banks/{country}': {
      operationId: 'listBanks',
      summary: 'Banks of a country',
      description:
        'The bank codes a `BANK_ACCOUNT` destination accepts in `bank.bank` for an alpha-3 country; ' +
        'empty for a country the catalogue does not cover.' +
        '\n\nErrors: 400 for a country that is not an upper-case ISO 3166-1 alpha-3 code.',
      returns: 'The banks, with their codes and, where rails use them, institution ids.',
    },
    'GET /payment-methods': {
      tag: 'Payment-methods',
      operationId: 'listPaymentMethods',
      summary: 'Payment methods',
      description:
        'Every rail: its category, directions, countries and currencies; filter by country or currency.' +
        '\n\nErrors: 400 for a `country` or `currency` of the wrong shape.',
      returns: 'The rails.',
    },
  },
}
