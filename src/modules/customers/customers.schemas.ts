import { Type, type Static } from '@sinclair/typebox'
import { CommaListQuery } from '../../http/comma-list.js'
import { PageQuerySchema, PaginationSchema, SortQuery } from '../../http/pagination.js'
import { AddressSchema, OneOf, Strict, Text, Timestamp } from '../../shared/schemas.js'
import { CUSTOMER_TYPES } from './customers.tables.js'

export { CUSTOMER_TYPES, type CustomerType } from './customers.tables.js'

const CustomerTypeSchema = OneOf(CUSTOMER_TYPES)

/**
 * An optional string that `null` clears. One JSON type list rather than `anyOf`, so Ajv's type
 * coercion never turns a `null` into `""` while trying the string branch.
 */
const Clearable = (options: { maxLength: number; pattern?: string; format?: string; description?: string }) =>
  Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], minLength: 1, ...options }))

/** SPEC.md "Customer (payer)": every field but firstName is optional, and `null` removes it. */
const customerFields = {
  firstName: Type.Optional(Text()),
  lastName: Clearable({ maxLength: 200 }),
  email: Clearable({ maxLength: 254, format: 'email' }),
  phoneNumber: Clearable({
    maxLength: 15,
    pattern: '^[0-9]+$',
    description: 'Digits only, without the country calling code (which goes in phoneNumberPrefix)',
  }),
  phoneNumberPrefix: Clearable({
    maxLength: 4,
    pattern: '^\\+[1-9][0-9]{0,2}$',
    description: 'Country calling code with the plus sign, e.g. +57',
  }),
  documentType: Clearable({
    maxLength: 40,
    description: 'One of the supported document types, e.g. RUT, CPF',
  }),
  documentNumber: Clearable({ maxLength: 40 }),
  address: Type.Optional(Type.Union([AddressSchema, Type.Null()])),
  identityId: Clearable({ maxLength: 64, description: 'The identity (of this client) that owns the payer' }),
  type: Type.Optional(CustomerTypeSchema),
}

export const CreateCustomerBody = Type.Object(
  {
    ...customerFields,
    firstName: Text(),
    type: Type.Optional(OneOf(CUSTOMER_TYPES, { default: 'INDIVIDUAL' })),
  },
  Strict,
)
export type CreateCustomerBody = Static<typeof CreateCustomerBody>

/** Reference clients send the whole customer back, `id` included; it must be the path's id. */
export const UpdateCustomerBody = Type.Object(
  { ...customerFields, id: Type.Optional(Type.String({ maxLength: 64 })) },
  Strict,
)
export type UpdateCustomerBody = Static<typeof UpdateCustomerBody>

/** Comma-separated values; repeating the parameter (`?id=a&id=b`) works too. */

export const ListCustomersQuery = Type.Object({
  id: CommaListQuery('Customer ids, comma-separated'),
  type: CommaListQuery(`Customer types, comma-separated: ${CUSTOMER_TYPES.join(', ')}`),
  identityId: CommaListQuery('Owner identity ids, comma-separated'),
  email: Type.Optional(
    Type.String({ maxLength: 254, description: 'Only customers with this email, in any case' }),
  ),
  documentNumber: Type.Optional(
    Type.String({ maxLength: 40, description: 'Only customers with this document number, as stored' }),
  ),
  scopeIdentity: Type.Optional(
    Type.String({
      maxLength: 64,
      description: 'Only customers owned by identities this identity may act on (itself included)',
    }),
  ),
  search: Type.Optional(
    Type.String({
      description:
        'Free text matched, ignoring case and accents, inside names, email, document number and phone; 2 to 200 characters after trimming, blank means no search',
    }),
  ),
  sort: SortQuery,
  ...PageQuerySchema,
})
export type ListCustomersQuery = Static<typeof ListCustomersQuery>

export const CustomerSchema = Type.Object({
  id: Type.String(),
  type: CustomerTypeSchema,
  firstName: Type.String(),
  lastName: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  phoneNumber: Type.Optional(Type.String()),
  phoneNumberPrefix: Type.Optional(Type.String()),
  documentType: Type.Optional(Type.String()),
  documentNumber: Type.Optional(Type.String()),
  address: Type.Optional(AddressSchema),
  identityId: Type.Optional(Type.String()),
  createdAt: Timestamp,
  updatedAt: Timestamp,
})
export type Customer = Static<typeof CustomerSchema>

/** SPEC.md "GET /customers": `pagination` and `results` side by side at the top level. */
export const CustomerListSchema = Type.Object({
  pagination: PaginationSchema,
  results: Type.Array(CustomerSchema),
})
