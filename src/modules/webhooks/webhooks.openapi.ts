import type { ApiDocs } from '../../http/openapi-docs.js'

const plain = 'Errors here are a plain `{ message }`, not the envelope.'

/** The log's reads ignore what they cannot read in their query: only a header is a 400. */
const HEADER_REFUSED =
  'An unsupported `service-api-version`, or a header holding a NUL character; its `message` names ' +
  'it. Query values are never refused here: what cannot be read is ignored.'

const TRANSACTION_EVENT_SCHEMA = {
  type: 'object',
  description:
    'The callback body: compact JSON in this key order, with `signature` last (an HMAC-SHA256 hex ' +
    'digest of the body without it, keyed with the registered secret). Verify it on the raw bytes ' +
    'before parsing; see the Webhooks guide.',
  required: ['event', 'data'],
  properties: {
    event: { type: 'string', enum: ['Transaction.Captured', 'Transaction.Received', 'Transaction.Failed'] },
    data: {
      type: 'object',
      required: ['transaction'],
      properties: {
        transaction: {
          type: 'object',
          required: ['id', 'purchaseAmount', 'totalAmount', 'externalId', 'currency', 'status'],
          properties: {
            id: { type: 'string', description: 'The payment id' },
            purchaseAmount: { type: 'string', description: 'Amount requested, a decimal string' },
            totalAmount: { type: 'string', description: 'Amount processed, a decimal string' },
            externalId: { type: 'string', description: "The client's reference for reconciliation" },
            currency: { type: 'string' },
            status: { type: 'string', enum: ['CAPTURED', 'RECEIVED', 'FAILED'] },
          },
        },
      },
    },
    test: {
      type: 'boolean',
      const: true,
      description: 'Present only on a test event (`POST /clients/webhook/test`): its transaction is made up.',
    },
    signature: { type: 'string', pattern: '^[0-9a-f]{64}$' },
  },
}

export const webhooksApiDocs: ApiDocs = {
  tag: 'Webhook configuration',
  schemas: { TransactionEvent: TRANSACTION_EVENT_SCHEMA },
  webhooks: {
    transactionEvent: {
      post: {
        summary: 'Transaction status callback',
        description:
          'POSTed to the registered URL when a payment becomes `CAPTURED`, `RECEIVED` or `FAILED`. ' +
          'Headers: `X-Webhook-Signature` (the body digest), and the Standard Webhooks `webhook-id`, ' +
          '`webhook-timestamp` and `webhook-signature`. Answer any `2xx` to acknowledge; anything else ' +
          'is retried with backoff for about 14 hours.',
        requestBody: {
          content: { 'application/json': { schema: { $ref: '#/components/schemas/TransactionEvent' } } },
        },
        responses: { '200': { description: 'Acknowledged; any 2xx will do.' } },
      },
    },
  },
  operations: {
    'PUT /clients/webhook': {
      operationId: 'putWebhookConfig',
      summary: 'Register the webhook URL',
      description:
        'Registers or replaces the URL that receives a signed callback for every `CAPTURED`, ' +
        '`RECEIVED` and `FAILED` payment of this environment (`flavor` registers separate URLs for ' +
        'static and dynamic CVU flows). Live needs `https`; the sandbox also takes `http`. With ' +
        '`secretKey`, each delivery carries `X-Webhook-Signature` and a `signature` body field, an ' +
        'HMAC-SHA256 of the body without that field (see the Webhooks guide); the secret is stored ' +
        'encrypted and never returned, and omitting it keeps the current one.\n\nErrors: 400 for a URL ' +
        'that is not absolute, not https in live, or points at a private address.',
      returns: 'The configuration: URL, flavor and the flavors registered.',
      bodyExample: {
        webhookUrl: 'https://shop.example.com/hooks/payments',
        secretKey: 'whsec-4f1c9a27e8b3d605',
      },
    },
    'GET /clients/webhook': {
      operationId: 'getWebhookConfig',
      summary: 'Retrieve the webhook URL',
      description:
        'The configuration of a flavor; when `flavor` is omitted, of the flavor the last PUT set, so ' +
        'a GET after a PUT shows what it set. A flavor with no URL of its own shows the default URL ' +
        '(`sourceFlavor`), or an empty `webhookUrl` when there is none. Errors: 404 when no URL is ' +
        'registered.',
      returns: 'The configuration: URL, flavor and the flavors registered.',
    },
    'POST /clients/webhook/test': {
      operationId: 'sendTestWebhookEvent',
      bodyOptional: true,
      summary: 'Send a test event',
      description:
        'Queues a made-up callback to the default URL of this environment, so a receiver can be ' +
        'checked before any payment: `event` picks `Transaction.Captured` (the default), ' +
        '`Transaction.Received` or `Transaction.Failed`; the body may be empty. The transaction is ' +
        'invented (`externalId` `webhook-test`, USD 10.00) and its payload carries `test: true` after ' +
        '`data`; otherwise it is a delivery like any other: signed, retried, logged in ' +
        '`GET /v1/notifications` and replayable. No payment changes.\n\nErrors: 400 for another ' +
        "`event`; 404 when no default URL is registered (a CVU flavor's URL alone is not one).",
      returns: 'The delivery row, queued.',
      bodyExample: { event: 'Transaction.Received' },
      errors: { 404: 'No webhook URL is registered in this environment.' },
    },
    'GET /v1/notifications/stream': {
      tag: 'Notification log',
      operationId: 'streamNotifications',
      summary: 'Stream webhook events',
      description:
        'Server-sent events (`text/event-stream`): one `notification` event per callback as it is ' +
        'written to the log, for receiving events without an inbound connection (the `listen` CLI ' +
        'uses it). Each event carries the exact signed request (`body` and `headers`, to forward ' +
        'unchanged and verify as a receiver would), with the log row `id`, `eventType`, `event`, ' +
        '`transactionId`, `testMode`, `isReplay` and `createdAt`. The SSE `id` is the row sequence: ' +
        'reconnect with `Last-Event-ID` to resume after it with nothing lost or repeated; a fresh ' +
        'connection starts after the newest row. `testMode=true` keeps sandbox events only, `false` ' +
        'live only; omitted, both. Comments keep an idle connection alive; the server ends open ' +
        `streams when it shuts down. ${plain} A missing or expired token is a 401, a bad ` +
        '`service-api-version` or a header holding a NUL a 400, before the stream opens.',
      returns: 'An open `text/event-stream` of `notification` events.',
      errors: { 400: HEADER_REFUSED },
    },
    'GET /v1/notifications': {
      tag: 'Notification log',
      operationId: 'listNotifications',
      summary: 'List webhook deliveries',
      description:
        "The caller's own delivery attempts, newest first; replays are rows of their own linked by " +
        '`replayOf`. Filters: transaction, identity, event name, raw event, outcome (`delivered`, ' +
        '`failed`, `skipped`), `testMode`, `from` (inclusive) and `to` (exclusive). An unrecognised ' +
        'filter value is ignored, not a 400; `limit` defaults to 50 and is clamped to 200. Pass the ' +
        `previous \`nextCursor\` as \`cursor\`; it is empty on the last page. ${plain}`,
      returns: 'The deliveries and `nextCursor` (empty string on the last page).',
      errors: { 400: HEADER_REFUSED },
    },
    'POST /v1/notifications/{id}/replay': {
      tag: 'Notification log',
      operationId: 'replayNotification',
      summary: 'Replay a delivery',
      description:
        'Sends the event of a logged delivery again, freshly signed, to the URL registered now; the ' +
        'replay is a new row with `replayOf` naming the original.\n\nErrors (in the envelope, unlike ' +
        'the log): 404 when the id is unknown, or a row of another client or environment.',
      returns: 'The new delivery row, queued.',
    },
  },
}
