import { Type, type Static } from '@sinclair/typebox'
import { PageQuerySchema, PaginationSchema, SortQuery } from '../../http/pagination.js'
import {
  AddressSchema,
  CurrencyCode,
  Enumerated,
  OneOf,
  OptionalText,
  Strict,
  Text,
  Timestamp,
} from '../../shared/schemas.js'
import { AmountText, NodeInput, nodeTypesFor } from '../payments/index.js'
import { CHECKOUT_SESSION_STATUSES, PAYMENT_LINK_STATUSES } from './link-status.js'

/** Node types a payer can pay a link with: every pay-in rail but the internal ledger account. */
export const LINK_PAYMENT_METHODS = nodeTypesFor('payIn').filter((type) => type !== 'ACCOUNT')

/** REFERENCE.md §8: the payer fields a link may require the hosted page to collect. */
export const CUSTOMER_REQUIREMENTS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'phoneNumberPrefix',
  'address',
  'documentNumber',
  'documentType',
] as const
export type CustomerRequirement = (typeof CUSTOMER_REQUIREMENTS)[number]

const Amount = (description = 'Decimal string') =>
  Type.String({ pattern: '^\\d+(\\.\\d+)?$', maxLength: 40, description })

const Url = Type.String({ format: 'uri', maxLength: 2000, pattern: '^https?://' })

const TaxInput = Type.Object(
  {
    name: Text(),
    type: OneOf(['FIXED', 'PERCENTAGE'] as const),
    value: Type.String({
      pattern: '^\\d+(\\.\\d+)?$',
      maxLength: 40,
      description: 'FIXED: an amount in the link currency; PERCENTAGE: percent of the pre-tax amount',
    }),
    amount: Type.Optional(Amount('Computed when absent; checked when given')),
    currency: Type.Optional(CurrencyCode),
  },
  Strict,
)

const ItemInput = Type.Object(
  {
    description: Text(500),
    preTaxAmount: AmountText,
    totalAmount: Type.Optional(Amount('Computed when absent; checked when given')),
    tax: Type.Optional(Type.Union([TaxInput, Type.Null()])),
  },
  Strict,
)

const Metadata = Type.Object(
  { image: Type.String(), description: Type.String(), category: Type.String() },
  Strict,
)

const DestinationInput = Type.Object(
  {
    type: Type.Literal('ACCOUNT'),
    amount: AmountText,
    name: OptionalText(),
    externalId: OptionalText(),
    metadata: Type.Optional(Metadata),
    account: Type.Object(
      {
        accountNumber: Text(64),
        type: OptionalText(40),
        currency: Type.Optional(CurrencyCode),
        accountHolder: OptionalText(),
      },
      Strict,
    ),
  },
  Strict,
)

const OwnerInput = Type.Object(
  {
    identityId: Text(64),
    name: OptionalText(),
    lastname: OptionalText(),
    nickname: OptionalText(),
    documentNumber: OptionalText(40),
    entityType: OptionalText(40),
  },
  Strict,
)

const CustomerInput = Type.Object(
  {
    id: OptionalText(64),
    firstName: Text(),
    lastName: OptionalText(),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
    phoneNumber: Type.Optional(Type.String({ pattern: '^[0-9]{4,15}$' })),
    phoneNumberPrefix: Type.Optional(Type.String({ pattern: '^\\+[1-9][0-9]{0,2}$' })),
    documentType: OptionalText(40),
    documentNumber: OptionalText(40),
    address: Type.Optional(AddressSchema),
  },
  Strict,
)

export const CreatePaymentLinkBody = Type.Object(
  {
    items: Type.Array(ItemInput, { minItems: 1, maxItems: 100 }),
    currency: CurrencyCode,
    paymentMethodsAllowed: Type.Array(OneOf(LINK_PAYMENT_METHODS), { minItems: 1, uniqueItems: true }),
    destinations: Type.Array(DestinationInput, { minItems: 1, maxItems: 20 }),
    owner: OwnerInput,
    customer: Type.Optional(Type.Union([CustomerInput, Type.Null()])),
    customerRequirements: Type.Optional(
      Type.Array(OneOf(CUSTOMER_REQUIREMENTS), { uniqueItems: true, maxItems: 8 }),
    ),
    duration: Type.Optional(
      Type.Integer({
        minimum: 30,
        maximum: 31_536_000,
        deprecated: true,
        description: 'Deprecated: seconds until the link expires; use expiresAt',
      }),
    ),
    expiresAt: Type.Optional(Timestamp),
    successUrl: Type.Optional(Url),
    failedUrl: Type.Optional(Url),
    status: Type.Optional(OneOf(['ACTIVE', 'ATTEMPT'] as const)),
  },
  Strict,
)
export type CreatePaymentLinkBody = Static<typeof CreatePaymentLinkBody>

/**
 * PATCH /payment-links/{id}: what a link's owner may change while no payment is in flight. The
 * owner and the checkout token stay; the status moves only through activate, expiry and payment.
 */
export const UpdatePaymentLinkBody = Type.Object(
  {
    items: Type.Optional(CreatePaymentLinkBody.properties.items),
    currency: Type.Optional(CurrencyCode),
    paymentMethodsAllowed: Type.Optional(CreatePaymentLinkBody.properties.paymentMethodsAllowed),
    destinations: Type.Optional(CreatePaymentLinkBody.properties.destinations),
    customer: CreatePaymentLinkBody.properties.customer,
    customerRequirements: CreatePaymentLinkBody.properties.customerRequirements,
    expiresAt: Type.Optional(Timestamp),
    duration: Type.Optional(
      Type.Integer({
        ...CreatePaymentLinkBody.properties.duration,
        description: 'Deprecated: seconds from the link’s creation until it expires; use expiresAt',
      }),
    ),
    successUrl: Type.Optional(Url),
    failedUrl: Type.Optional(Url),
  },
  { ...Strict, minProperties: 1 },
)
export type UpdatePaymentLinkBody = Static<typeof UpdatePaymentLinkBody>

const FeeView = Type.Object({
  name: Type.String(),
  type: Type.String(),
  value: Type.String(),
  amount: Type.String(),
  currency: Type.String(),
})

const ItemView = Type.Object({
  description: Type.String(),
  preTaxAmount: Type.String(),
  totalAmount: Type.String(),
  tax: Type.Union([FeeView, Type.Null()]),
})

const DestinationView = Type.Object({
  type: Type.Literal('ACCOUNT'),
  amount: Type.String(),
  name: Type.Optional(Type.String()),
  externalId: Type.Optional(Type.String()),
  metadata: Type.Optional(Metadata),
  account: Type.Object({
    type: Type.String(),
    currency: Type.String(),
    accountNumber: Type.String(),
    accountHolder: Type.String(),
  }),
})

const OwnerView = Type.Object({
  identityId: Type.String(),
  name: Type.Optional(Type.String()),
  lastname: Type.Optional(Type.String()),
  nickname: Type.Optional(Type.String()),
  documentNumber: Type.Optional(Type.String()),
  entityType: Type.Optional(Type.String()),
})

const CustomerView = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()])

const linkFields = {
  checkoutToken: Type.String(),
  items: Type.Array(ItemView),
  currency: Type.String(),
  preTaxAmount: Type.String(),
  totalAmount: Type.String(),
  url: Type.String(),
  paymentMethodsAllowed: Type.Array(Type.String()),
  customer: CustomerView,
  createdAt: Timestamp,
  destinations: Type.Array(DestinationView),
  customerRequirements: Type.Array(Type.String()),
  owner: OwnerView,
  successUrl: Type.Optional(Type.String()),
  failedUrl: Type.Optional(Type.String()),
}

export const PaymentLinkSchema = Type.Object({
  id: Type.String(),
  status: Enumerated(PAYMENT_LINK_STATUSES),
  ...linkFields,
  duration: Type.Optional(
    Type.Integer({
      deprecated: true,
      description: 'Seconds from creation until the link expires; omitted when it does not expire',
    }),
  ),
  expiresAt: Type.Optional(Timestamp),
  updatedAt: Timestamp,
})
export type PaymentLink = Static<typeof PaymentLinkSchema>

export const PaymentLinkListSchema = Type.Object({
  pagination: PaginationSchema,
  results: Type.Array(PaymentLinkSchema),
})

const PaymentMethodConfig = Type.Object({
  id: Type.String(),
  type: Type.String(),
  enabled: Type.Boolean(),
  requiredFields: Type.Array(Type.String()),
  purchaseAmount: Type.String(),
})

export const PaymentConfigSchema = Type.Object({
  currency: Type.String(),
  product: Type.String(),
  exchangeRate: Type.String(),
  paymentMethods: Type.Array(PaymentMethodConfig),
})
export type PaymentConfig = Static<typeof PaymentConfigSchema>

export const CheckoutSessionSchema = Type.Object({
  id: Type.String(),
  paymentLinkId: Type.String(),
  status: Enumerated(CHECKOUT_SESSION_STATUSES),
  ...linkFields,
  paymentConfigs: Type.Array(PaymentConfigSchema),
  redirectUrl: Type.Optional(Type.String()),
  expiresAt: Timestamp,
  paymentId: Type.Optional(Type.String()),
  updatedAt: Timestamp,
})
export type CheckoutSession = Static<typeof CheckoutSessionSchema>

export const CheckoutSessionListSchema = Type.Object({
  pagination: PaginationSchema,
  results: Type.Array(CheckoutSessionSchema),
})

const DayMonthYear = Type.String({ pattern: '^\\d{2}/\\d{2}/\\d{4}$', description: 'DD/MM/YYYY' })

/** Comma-separated values; repeating the parameter works too. */
const CommaList = (description: string) =>
  Type.Optional(Type.Array(Type.String({ maxLength: 2600 }), { maxItems: 100, description }))

export const ListPaymentLinksQuery = Type.Object({
  id: CommaList('Payment link ids, comma-separated'),
  status: CommaList(`Statuses, comma-separated: ${PAYMENT_LINK_STATUSES.join(', ')}`),
  'destination.accountNumber': CommaList('Destination account numbers, comma-separated'),
  'customer.email': CommaList('Customer emails, comma-separated'),
  'owner.identityId': CommaList('Owner identity ids, comma-separated'),
  currency: CommaList('Link currencies, comma-separated'),
  startDate: Type.Optional(DayMonthYear),
  endDate: Type.Optional(DayMonthYear),
  sort: SortQuery,
  ...PageQuerySchema,
})
export type ListPaymentLinksQuery = Static<typeof ListPaymentLinksQuery>

export const ListCheckoutSessionsQuery = Type.Object({
  identityId: Type.Optional(Type.String({ maxLength: 64, description: 'Owner identity of the link' })),
  accountNumber: Type.Optional(Type.String({ maxLength: 64, description: 'A destination account number' })),
  status: CommaList(`Statuses, comma-separated: ${CHECKOUT_SESSION_STATUSES.join(', ')}`),
  startDate: Type.Optional(DayMonthYear),
  endDate: Type.Optional(DayMonthYear),
  sort: SortQuery,
  ...PageQuerySchema,
})
export type ListCheckoutSessionsQuery = Static<typeof ListCheckoutSessionsQuery>

export const TokenParams = Type.Object(
  { checkoutToken: Type.String({ minLength: 1, maxLength: 128 }) },
  Strict,
)

export const PaySessionBody = Type.Object(
  {
    description: OptionalText(500),
    origins: Type.Array(NodeInput, { minItems: 1, maxItems: 1 }),
  },
  Strict,
)
export type PaySessionBody = Static<typeof PaySessionBody>
