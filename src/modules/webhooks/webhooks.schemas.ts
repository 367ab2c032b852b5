import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { OneOf, Strict, Timestamp } from '../../shared/schemas.js'
import { DELIVERY_STATUSES, WEBHOOK_FLAVORS } from './webhooks.tables.js'

const Flavor = OneOf(WEBHOOK_FLAVORS, {
  description: 'default, or a separate URL for static / dynamic CVU flows',
})

export const PutWebhookBody = Type.Object(
  {
    webhookUrl: Type.String({
      minLength: 1,
      maxLength: 2048,
      description: 'https in live; http is also accepted in the sandbox',
    }),
    secretKey: Type.Optional(
      Type.String({
        minLength: 8,
        maxLength: 256,
        description: 'Signs every delivery; stored encrypted, never returned. Omit to keep the current one.',
      }),
    ),
    flavor: Type.Optional(Flavor),
  },
  Strict,
)
export type PutWebhookBody = Static<typeof PutWebhookBody>

export const CALLBACK_EVENT_NAMES = [
  'Transaction.Captured',
  'Transaction.Received',
  'Transaction.Failed',
] as const
export type CallbackEventName = (typeof CALLBACK_EVENT_NAMES)[number]

export const TestEventBody = Type.Object(
  {
    event: Type.Optional(
      OneOf(CALLBACK_EVENT_NAMES, {
        description: 'Which callback to simulate; Transaction.Captured when omitted',
      }),
    ),
  },
  Strict,
)
export type TestEventBody = Static<typeof TestEventBody>

export const GetWebhookQuery = Type.Object({ flavor: Type.Optional(Flavor) }, Strict)

export const WebhookConfigSchema = Type.Object({
  webhookUrl: Type.String(),
  flavor: Flavor,
  sourceFlavor: OneOf(WEBHOOK_FLAVORS, {
    description: 'The flavor whose URL webhookUrl is (default when the asked flavor has none of its own)',
  }),
  flavors: Type.Object(
    Object.fromEntries(WEBHOOK_FLAVORS.map((flavor) => [flavor, Type.Optional(Type.String())])),
  ),
  metadata: Type.Object({
    signed: Type.Boolean({ description: 'Whether a secretKey is registered' }),
    environment: Type.String(),
    updatedAt: Timestamp,
  }),
})

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()])

export const DeliverySchema = Type.Object({
  id: Type.String(),
  createdAt: Timestamp,
  status: OneOf(DELIVERY_STATUSES),
  httpStatus: Nullable(Type.Integer()),
  attempts: Type.Integer(),
  testMode: Type.Boolean(),
  isReplay: Type.Boolean(),
  replayOf: Nullable(Type.String()),
  eventType: Nullable(
    Type.String({ description: 'Transaction.Captured, Transaction.Received, Transaction.Failed' }),
  ),
  event: Type.String({
    description: 'Raw discriminator: captured, received, failed, settled, refundCreated, …',
  }),
  transactionId: Type.String(),
  identityId: Type.String(),
  url: Nullable(Type.String()),
  lastError: Nullable(Type.String()),
  nextAttemptAt: Nullable(Timestamp),
  payload: Type.Object(
    {
      event: Nullable(Type.String()),
      data: Type.Object({
        transaction: Type.Object({
          id: Type.String(),
          purchaseAmount: Type.String(),
          totalAmount: Type.String(),
          externalId: Type.String(),
          currency: Type.String(),
          status: Type.String(),
        }),
      }),
      test: Type.Optional(
        Type.Boolean({ description: 'Present (true) only on events sent by POST /clients/webhook/test' }),
      ),
    },
    { description: 'The callback body as sent, without its per-attempt signature member' },
  ),
})

export const DeliveryListSchema = Type.Object({
  deliveries: Type.Array(DeliverySchema),
  nextCursor: Type.String({ description: 'Pass as cursor for the next page; empty on the last page' }),
})

/**
 * Every filter is read leniently (SPEC.md rules 4 and 5; webhooks.query.ts): an unrecognised or
 * unparseable value is ignored, never a 400. The schema names the type a client should send, for
 * the OpenAPI document and the SDK's types, and still admits any query value: text, or a list of
 * it when the parameter is repeated.
 */
const Lenient = (description: string, type: 'string' | 'integer' | 'boolean' = 'string') => {
  const written: TSchema[] =
    type === 'integer' ? [Type.Integer()] : type === 'boolean' ? [Type.Boolean()] : []
  return Type.Optional(Type.Union([...written, Type.String(), Type.Array(Type.String())], { description }))
}
export const NotificationsQuery = Type.Object(
  {
    transactionId: Lenient('Transaction (payment) id'),
    identityId: Lenient('Identity id'),
    eventType: Lenient('Transaction.Captured | Transaction.Received | Transaction.Failed'),
    event: Lenient('Raw discriminator, e.g. captured, settled, refundCreated'),
    status: Lenient('delivered | failed | skipped; anything else is ignored'),
    testMode: Lenient('true: sandbox only; false: live only; omitted (or anything else): both', 'boolean'),
    from: Lenient('Created at or after (ISO 8601, inclusive); unparseable values are ignored'),
    to: Lenient('Created before (ISO 8601, exclusive); unparseable values are ignored'),
    limit: Lenient('Page size, default 50, clamped to 1..200', 'integer'),
    cursor: Lenient("The previous page's nextCursor; an invalid one is ignored (first page)"),
  },
  { additionalProperties: true },
)
export type NotificationsQuery = Static<typeof NotificationsQuery>

export const StreamQuery = Type.Object(
  {
    testMode: Lenient(
      'true: sandbox events only; false: live only; omitted (or anything else): both',
      'boolean',
    ),
  },
  { additionalProperties: true },
)

export const StreamHeaders = Type.Object({
  'last-event-id': Type.Optional(
    Type.String({ description: 'The `id` of the last event received: the stream resumes after it' }),
  ),
})

export const PlainErrorSchema = Type.Object({ message: Nullable(Type.String()) })

/** Error statuses of the notification routes: a plain `{ message }`, not the envelope (SPEC.md Errors §3). */
export function plainResponses<S extends Record<number, ReturnType<typeof Type.Object>>>(success: S) {
  return {
    ...success,
    400: PlainErrorSchema,
    401: PlainErrorSchema,
    404: PlainErrorSchema,
    409: PlainErrorSchema,
    422: PlainErrorSchema,
    429: PlainErrorSchema,
    500: PlainErrorSchema,
  }
}
