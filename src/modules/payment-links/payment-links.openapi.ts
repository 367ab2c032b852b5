import { LIST_ERRORS, type ApiDocs } from '../../http/openapi-docs.js'
import { CARD_NUMBERS_IN_THE_SANDBOX } from '../payments/index.js'

const link = 'The payment link, with its totals, `checkoutToken` and the hosted page `url`.'
const session =
  'The checkout session, with `paymentConfigs` per currency: product, rate, methods and amounts.'

const linkExample = {
  currency: 'CLP',
  items: [
    {
      description: 'Café de grano 1 kg',
      preTaxAmount: '10000',
      tax: { name: 'IVA', type: 'PERCENTAGE', value: '19' },
    },
    { description: 'Envío', preTaxAmount: '2500' },
  ],
  paymentMethodsAllowed: ['CARD', 'ETPAY', 'PIX'],
  destinations: [{ type: 'ACCOUNT', amount: '14400', account: { accountNumber: '1000000042' } }],
  owner: { identityId: 'idn_01HV3K8W2Q9ZC4' },
  customerRequirements: ['firstName', 'email'],
  expiresAt: '2030-01-01T00:00:00Z',
  successUrl: 'https://shop.example.com/thanks',
  failedUrl: 'https://shop.example.com/sorry',
}

const linkRules =
  'Item totals and taxes are computed by the service (a `totalAmount` sent is checked); destination ' +
  'amounts must add up to the total; `paymentMethodsAllowed` lists pay-in rails (at least one); ' +
  'destination accounts must belong to the owner identity and be in the link currency.'

export const paymentLinksApiDocs: ApiDocs = {
  tag: 'Payment links and checkout sessions',
  operations: {
    'POST /payment-links': {
      operationId: 'createPaymentLink',
      summary: 'Create a payment link',
      description:
        'A reusable, shareable checkout: items, the methods a payer may use and the accounts that ' +
        `receive the money. ${linkRules} It starts \`ACTIVE\` (or \`ATTEMPT\`, a draft, when asked) and ` +
        'expires at `expiresAt`. Its `url` opens the hosted checkout page.\n\nErrors: 400 per offending ' +
        'field (an unknown owner identity or account included).',
      returns: link,
      bodyExample: linkExample,
    },
    'GET /payment-links': {
      operationId: 'listPaymentLinks',
      summary: 'List payment links',
      description:
        'Lists links, newest first, filtered by comma-separated `id`, `status`, ' +
        '`destination.accountNumber`, `customer.email` and `owner.identityId`. `limit` defaults to 50 ' +
        'and is capped at 100; pages with `next`/`offset`, or `cursor` in v2.' +
        LIST_ERRORS,
      returns: 'The pagination object and the page of links in `results`.',
    },
    'GET /payment-links/{id}': {
      operationId: 'getPaymentLink',
      summary: 'Retrieve a payment link',
      description: 'Returns one link. Errors: 404 when the id is unknown.',
      returns: link,
    },
    'PATCH /payment-links/{id}': {
      operationId: 'updatePaymentLink',
      summary: 'Update a payment link',
      description:
        'Changes the fields sent, at least one of: `items`, `currency`, `paymentMethodsAllowed`, ' +
        '`destinations`, `customer` (`null` removes it), `customerRequirements`, `expiresAt`, ' +
        '`successUrl`, `failedUrl`. The owner, the checkout token and the status do not change (the ' +
        'status moves through activate, expiry and payments). The link is validated and priced again ' +
        `exactly as on creation and its totals recomputed: ${linkRules} When the items change and the ` +
        'link has one destination, that destination follows the new total; with several, send the new ' +
        'split in `destinations`. The stored expiry stays unless `expiresAt` is sent. Open checkout ' +
        'sessions show the new content, and one that would outlive an earlier expiry ends with the ' +
        'link; a new total or currency ends them at once, so no payer pays a price the page never ' +
        'showed.\n\nErrors: 400 per offending field, or for an empty body; 404 ' +
        'when the id is unknown; 409 (`info.reason: payment_in_flight`) while a payment of the link is ' +
        'processing (`PROCESSING_PAYMENT`).',
      returns: 'The link as updated, with its recomputed totals.',
      bodyExample: {
        items: [
          {
            description: 'Café de grano 1 kg',
            preTaxAmount: '12000',
            tax: { name: 'IVA', type: 'PERCENTAGE', value: '19' },
          },
        ],
        paymentMethodsAllowed: ['CARD', 'ETPAY'],
        expiresAt: '2030-06-30T23:59:59Z',
      },
      errors: {
        409: 'A payment of the link is processing (`info.reason: payment_in_flight`); nothing changes.',
      },
    },
    'DELETE /payment-links/{id}': {
      operationId: 'deletePaymentLink',
      summary: 'Delete a payment link',
      description:
        'Deletes a draft (`ATTEMPT`) or `EXPIRED` link. Errors: 404 when the id is unknown; 409 for a ' +
        'link in any other status.',
      returns: 'No content.',
    },
    'POST /payment-links/{id}/activate': {
      operationId: 'activatePaymentLink',
      summary: 'Activate a payment link',
      description:
        'Makes a draft, expired or finished link `ACTIVE` again, so it accepts new checkout sessions. ' +
        'No body. A link already `ACTIVE` is answered as it is (200), so a retry is harmless. ' +
        'Errors: 404 when the id is unknown; 409 while a payment is in flight (`PROCESSING_PAYMENT`).',
      returns: 'The link, `ACTIVE`.',
    },
    'POST /payment-links/token/{checkoutToken}/checkout-sessions': {
      operationId: 'createCheckoutSessionFromToken',
      summary: 'Open a checkout session from a link',
      description:
        'Opens a session of the link named by its checkout token, for a page of your own; the body is ' +
        'an empty object. Errors: 404 for an unknown token; 409 when the link is not `ACTIVE`.',
      returns: session,
    },
    'POST /checkout-sessions': {
      operationId: 'createCheckoutSession',
      summary: 'Create a checkout session',
      description:
        `A one-off checkout without a reusable link; the body is that of a payment link. ${linkRules}` +
        '\n\nErrors: 400 per offending field (an unknown owner identity or account included).',
      returns: session,
      bodyExample: linkExample,
    },
    'GET /checkout-sessions': {
      operationId: 'listCheckoutSessions',
      summary: 'List checkout sessions',
      description:
        "Lists sessions, newest first, filtered by the link owner's `identityId`, a destination " +
        '`accountNumber`, comma-separated `status` and creation dates (`DD/MM/YYYY`). Pages with ' +
        '`limit` (default 50, at most 100) and `next`, or `cursor` in v2.' +
        LIST_ERRORS,
      returns: 'The pagination object and the page of sessions in `results`.',
    },
    'GET /checkout-sessions/{id}': {
      operationId: 'getCheckoutSession',
      summary: 'Retrieve a checkout session',
      description: 'Returns one session. Errors: 404 when the id is unknown.',
      returns: session,
    },
    'DELETE /checkout-sessions/{id}': {
      operationId: 'deleteCheckoutSession',
      summary: 'Invalidate a checkout session',
      description:
        'Invalidates the session: it takes no payment afterwards. Errors: 404 when the id is unknown; ' +
        '409 while its payment is processing or once it is finished (it is then the record of that payment).',
      returns: 'An empty object.',
    },
    'POST /checkout-sessions/token/{checkoutToken}/refresh': {
      operationId: 'refreshCheckoutSession',
      summary: 'Refresh a checkout session',
      description:
        'Extends the open session behind a checkout token to a new expiry, or opens a new session when ' +
        'none is open; the body is an empty object. Errors: 404 for an unknown token; 409 when the ' +
        'link accepts no new session.',
      returns: 'The open session.',
    },
    'POST /checkout-sessions/{id}/payments': {
      operationId: 'payCheckoutSession',
      summary: 'Pay a checkout session',
      description:
        'Creates the payment of the session from one origin node of an allowed method (its rail ' +
        'object as `GET /payment-origins` describes), paid into the session destinations. The payment ' +
        'is `CREATED`, as `POST /payments` creates one: a redirect or QR rail returns what the payer ' +
        'needs, and a card is charged by `POST /payments/{id}/captured` (the hosted checkout page does ' +
        `both when the payer confirms). ${CARD_NUMBERS_IN_THE_SANDBOX}` +
        '\n\nErrors: 400 per ' +
        'offending field or a method the session does not allow; 404 when the session is unknown; 409 ' +
        'when it is expired, finished or already processing a payment.',
      returns: 'The payment created.',
      bodyExample: { origins: [{ type: 'CARD', currency: 'CLP', card: { token: 'tok_123' } }] },
    },
  },
}
