import { Type, type Static } from '@sinclair/typebox'
import { CommaListQuery } from '../../http/comma-list.js'
import { PageQuerySchema, PaginationSchema, SortQuery } from '../../http/pagination.js'
import {
  CurrencyCode,
  Enumerated,
  OneOf,
  OptionalText,
  Strict,
  Text,
  Timestamp,
} from '../../shared/schemas.js'
import { PAYMENT_STATUSES } from './payment-status.js'
import { PAYMENT_TYPES } from './rails/payment-types.js'
import { NODE_TYPES } from './rails/rails.catalogue.js'

export const AmountText = Type.String({
  pattern: '^\\d+(\\.\\d+)?$',
  maxLength: 40,
  description: 'Decimal string',
})
const DayMonthYear = Type.String({ pattern: '^\\d{2}/\\d{2}/\\d{4}$', description: 'DD/MM/YYYY' })

const FeeSchema = Type.Object({
  name: Type.String(),
  type: Type.String(),
  value: Type.String(),
  amount: Type.String(),
  currency: Type.String(),
})

/**
 * Who a node's money belongs to, echoed as sent (REFERENCE §6): the reference's schema names
 * `name`, `lastname`, `documentNumber` and `externalId`, its guides send `identityId`, and its
 * responses add `nickname` and `entityType`.
 */
const NodeIdentity = Type.Object(
  {
    identityId: OptionalText(64),
    name: OptionalText(),
    lastname: OptionalText(),
    nickname: OptionalText(),
    documentNumber: OptionalText(64),
    externalId: OptionalText(),
    entityType: Type.Optional(OneOf(['USER', 'ORGANIZATION'] as const)),
  },
  Strict,
)

/**
 * A node as a client sends it: the base fields here, and one rail object under the key of its
 * type (`pix`, `bank`, `account`, …), which the rails catalogue validates field by field.
 */
export const NodeInput = Type.Object(
  {
    type: OneOf(NODE_TYPES),
    currency: CurrencyCode,
    amount: Type.Optional(AmountText),
    name: OptionalText(),
    externalId: OptionalText(),
    settlement: OptionalText(50),
    identity: Type.Optional(NodeIdentity),
    metadata: Type.Optional(
      Type.Object(
        {
          image: Type.String({ maxLength: 2048 }),
          description: Type.String({ maxLength: 500 }),
          category: Type.String({ maxLength: 200 }),
        },
        Strict,
      ),
    ),
  },
  { additionalProperties: true },
)
export type NodeInput = Static<typeof NodeInput>

export const CreatePaymentBody = Type.Object(
  {
    identityId: Text(64),
    identityExternalId: OptionalText(),
    accountNumber: Text(64),
    type: OneOf(PAYMENT_TYPES),
    product: Type.String({ pattern: '^[A-Z]{3,5}:[A-Z]{3,5}$', description: 'PURCHASECURRENCY:CURRENCY' }),
    purchaseAmount: Type.Optional(AmountText),
    purchaseCurrency: Type.Optional(CurrencyCode),
    totalAmount: Type.Optional(AmountText),
    currency: Type.Optional(CurrencyCode),
    origins: Type.Array(NodeInput, { minItems: 1, maxItems: 100 }),
    destinations: Type.Array(NodeInput, { minItems: 1, maxItems: 100 }),
    externalId: OptionalText(),
    description: OptionalText(500),
    expiresAt: Type.Optional(Timestamp),
  },
  Strict,
)
export type CreatePaymentBody = Static<typeof CreatePaymentBody>

const NodeView = Type.Object(
  {
    type: Type.String(),
    currency: Type.String(),
    amount: Type.String(),
    amountOut: Type.Optional(Type.String()),
    fee: Type.Optional(FeeSchema),
  },
  { additionalProperties: true },
)

export const PaymentSchema = Type.Object({
  id: Type.String(),
  externalId: Type.String(),
  identityId: Type.String(),
  identityExternalId: Type.Optional(Type.String()),
  accountNumber: Type.String(),
  totalAmount: Type.String(),
  currency: Type.String(),
  description: Type.Optional(Type.String()),
  product: Type.String(),
  status: Enumerated(PAYMENT_STATUSES),
  type: Enumerated(PAYMENT_TYPES),
  purchaseAmount: Type.String(),
  purchaseCurrency: Type.String(),
  exchangeRate: Type.String({ description: 'Units of currency per unit of purchaseCurrency' }),
  fees: Type.Array(FeeSchema),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  expiresAt: Type.Optional(Timestamp),
  authorizedAt: Type.Optional(Timestamp),
  capturedAt: Type.Optional(Timestamp),
  refundedAt: Type.Optional(Timestamp),
  origins: Type.Array(NodeView),
  destinations: Type.Array(NodeView),
  settlement: Type.Optional(Type.String()),
  failureReason: Type.Optional(Type.String()),
  reviewReasons: Type.Optional(Type.Array(Type.String())),
  checkoutSessionId: Type.Optional(Type.String()),
  paymentLinkId: Type.Optional(Type.String()),
})
export type Payment = Static<typeof PaymentSchema>

export const ListPaymentsQuery = Type.Object({
  identityId: Type.Optional(Type.String({ maxLength: 64 })),
  accountNumber: Type.Optional(Type.String({ maxLength: 64 })),
  type: CommaListQuery('Payment types, comma separated'),
  status: CommaListQuery('Statuses, comma separated'),
  currency: CommaListQuery('Settlement currencies (the payment’s currency), comma separated'),
  externalId: Type.Optional(Type.String({ maxLength: 200 })),
  checkoutSessionId: Type.Optional(Type.String({ maxLength: 64 })),
  paymentLinkId: Type.Optional(Type.String({ maxLength: 64 })),
  startDate: Type.Optional(DayMonthYear),
  endDate: Type.Optional(DayMonthYear),
  sort: SortQuery,
  ...PageQuerySchema,
})
export type ListPaymentsQuery = Static<typeof ListPaymentsQuery>

export const PaymentListSchema = Type.Object({
  pagination: PaginationSchema,
  results: Type.Array(PaymentSchema),
})
export const AttemptListSchema = Type.Object({
  data: Type.Array(PaymentSchema),
  pagination: Type.Object({ ...PaginationSchema.properties, results: Type.Array(PaymentSchema) }),
})

export const ReceivedBody = Type.Object(
  {
    id: Type.Optional(Text(200)),
    transactionId: Type.Optional(Text(200)),
    externalId: Type.Optional(Text(200)),
    status: Type.Optional(OneOf(['RECEIVED', 'FAILED'] as const)),
    signature: Type.Optional(Type.String({ maxLength: 512 })),
    reason: OptionalText(500),
  },
  Strict,
)
export type ReceivedBody = Static<typeof ReceivedBody>

export const ReviewBody = Type.Object(
  { decision: OneOf(['APPROVE', 'REJECT'] as const), reason: OptionalText(500) },
  Strict,
)
export type ReviewBody = Static<typeof ReviewBody>

export const SettlementBody = Type.Object(
  {
    transactions: Type.Array(
      Type.Object(
        {
          id: Text(64),
          externalId: Type.String({ maxLength: 200 }),
          totalAmount: AmountText,
          currency: CurrencyCode,
          product: Type.String({ maxLength: 20 }),
          type: Type.String({ maxLength: 40 }),
        },
        // Records are payment-like (REFERENCE §10.3): a provider may send whole payments as it
        // reads them, so fields beyond the six compared are taken and ignored.
        { additionalProperties: true },
      ),
      { minItems: 1, maxItems: 1000 },
    ),
  },
  Strict,
)
export type SettlementBody = Static<typeof SettlementBody>

export { PAYMENT_STATUSES }
