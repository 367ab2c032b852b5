import { Type, type Static } from '@sinclair/typebox'
import { PageQuerySchema, PaginationSchema, SortQuery } from '../../http/pagination.js'
import {
  AddressSchema,
  CountryCode,
  CurrencyCode,
  Enumerated,
  OneOf,
  OptionalText,
  Strict,
  Text,
  Timestamp,
} from '../../shared/schemas.js'

export const IDENTITY_TYPES = ['USER', 'ORGANIZATION'] as const
export const IDENTITY_STATUSES = [
  'PENDING',
  'PENDING_EMAIL_VALIDATION',
  'PENDING_PHONE_VALIDATION',
  'SCREENING',
  'ACTIVE',
  // Deactivated: its accounts neither send nor receive (docs/decisions/0018-reference-fidelity.md).
  'INACTIVE',
] as const
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number]
/** CONTRACT.md "Permissions". */
export const PERMISSIONS = [
  'admin',
  'identity:read',
  'identity:write',
  'account:read',
  'account:write',
  'payment:read',
  'payment:write',
] as const
/** Scopes are granted over identities (CONTRACT.md). */
export const SCOPE_RESOURCES = ['IDENTITY'] as const

export const ScopeSchema = Type.Object(
  {
    resource: OneOf(SCOPE_RESOURCES),
    reference: Text(64),
    permissions: Type.Array(OneOf(PERMISSIONS), {
      minItems: 1,
      uniqueItems: true,
    }),
  },
  Strict,
)
export type Scope = Static<typeof ScopeSchema>

const SecurityOptionsInput = Type.Object(
  {
    twoFactorAuth: Type.Optional(Type.Boolean()),
    twoFactorEnabled: Type.Optional(
      Type.Boolean({
        description:
          "`twoFactorAuth` as the reference's request examples name it; must agree when both are sent. " +
          'Responses show `twoFactorAuth`.',
      }),
    ),
    signTrx: Type.Optional(Type.Boolean()),
    signAccountsOperations: Type.Optional(Type.Boolean()),
    accessControl: Type.Optional(Type.Object({ scopes: Type.Array(ScopeSchema, { maxItems: 100 }) }, Strict)),
  },
  Strict,
)
export type SecurityOptionsInput = Static<typeof SecurityOptionsInput>

export const BankAccountInput = Type.Object(
  {
    externalId: OptionalText(),
    accountNumber: Type.String({ pattern: '^[A-Za-z0-9-]{4,34}$' }),
    nickname: OptionalText(),
    bank: Text(),
    currency: CurrencyCode,
    typeAccount: Type.Optional(OneOf(['CHECKING', 'SAVINGS'] as const)),
    accountHolder: Text(),
    accountHolderDni: Text(40),
    country: CountryCode,
  },
  Strict,
)
export type BankAccountInput = Static<typeof BankAccountInput>

/** Only `id` links the child; name and email are accepted as sent by the reference's clients, then read from the child. */
const ChildInput = Type.Object(
  {
    id: Text(64),
    name: Type.Optional(Type.String({ maxLength: 200 })),
    email: Type.Optional(Type.String({ maxLength: 254 })),
  },
  Strict,
)
const FreeObject = Type.Record(Type.String(), Type.Unknown())
const Phone = Type.String({ minLength: 4, maxLength: 20, description: 'E.164, with the + country code' })

/** Fields PATCH may change (SPEC.md "PATCH /identities/{id}"); creation takes these too. */
const mutableFields = {
  name: Type.Optional(Text()),
  nickname: OptionalText(),
  lastname: OptionalText(),
  securityOptions: Type.Optional(SecurityOptionsInput),
  country: Type.Optional(CountryCode),
  children: Type.Optional(Type.Array(ChildInput, { maxItems: 100 })),
  externalId: OptionalText(),
  bankAccount: Type.Optional(Type.Union([BankAccountInput, Type.Null()])),
  rules: Type.Optional(FreeObject),
  gender: OptionalText(40),
  address: Type.Optional(AddressSchema),
  kyc: Type.Optional(FreeObject),
  watchList: Type.Optional(FreeObject),
  extendedData: Type.Optional(Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 100 })),
}

export const CreateIdentityBody = Type.Object(
  {
    ...mutableFields,
    type: Type.Optional(OneOf(IDENTITY_TYPES, { default: 'USER' })),
    name: Text(),
    email: Type.String({ format: 'email', maxLength: 254 }),
    phone: Phone,
    documentNumber: Text(40),
    documentType: Text(40),
    idv: Text(200),
  },
  Strict,
)
export type CreateIdentityBody = Static<typeof CreateIdentityBody>

export const UpdateIdentityBody = Type.Object(mutableFields, Strict)
export type UpdateIdentityBody = Static<typeof UpdateIdentityBody>

export const ChildrenBody = Type.Object(
  { children: Type.Array(Text(64), { minItems: 1, maxItems: 100, uniqueItems: true }) },
  Strict,
)

export const PermissionsBody = Type.Array(ScopeSchema, { minItems: 1, maxItems: 100 })

export const ListIdentitiesQuery = Type.Object({
  type: Type.Optional(OneOf(IDENTITY_TYPES)),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  documentNumber: Type.Optional(Type.String({ maxLength: 40 })),
  phone: Type.Optional(Type.String({ maxLength: 20 })),
  country: Type.Optional(CountryCode),
  status: Type.Optional(OneOf(IDENTITY_STATUSES)),
  scopeIdentity: Type.Optional(Type.String({ maxLength: 64 })),
  parents: Type.Optional(
    Type.Boolean({ description: 'true: only identities with children; false: only those without' }),
  ),
  sort: SortQuery,
  ...PageQuerySchema,
})
export type ListIdentitiesQuery = Static<typeof ListIdentitiesQuery>

export const PermissionParams = Type.Object({ id: Text(64), toRemoveId: Text(64) }, Strict)
export const PermissionDeleteQuery = Type.Object({
  resource: Type.Optional(OneOf(SCOPE_RESOURCES)),
})

export const BankAccountView = Type.Object({
  id: Type.String(),
  externalId: Type.Optional(Type.String()),
  accountNumber: Type.String(),
  nickname: Type.Optional(Type.String()),
  bank: Type.String(),
  currency: Type.String(),
  typeAccount: Type.Optional(Type.String()),
  accountHolder: Type.String(),
  accountHolderDni: Type.String(),
  country: Type.String(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
})

export const IdentitySchema = Type.Object({
  id: Type.String(),
  type: Enumerated(IDENTITY_TYPES),
  name: Type.String(),
  nickname: Type.Optional(Type.String()),
  lastname: Type.Optional(Type.String()),
  email: Type.String(),
  phone: Type.String(),
  documentNumber: Type.String(),
  documentType: Type.String(),
  idv: Type.String(),
  securityOptions: Type.Object({
    twoFactorAuth: Type.Boolean(),
    signTrx: Type.Boolean(),
    signAccountsOperations: Type.Boolean(),
    accessControl: Type.Object({ scopes: Type.Array(ScopeSchema) }),
  }),
  country: Type.Optional(Type.String()),
  children: Type.Array(
    Type.Object({ id: Type.String(), name: Type.String(), email: Type.String(), lastName: Type.String() }),
  ),
  status: Enumerated(IDENTITY_STATUSES),
  externalId: Type.Optional(Type.String()),
  bankAccount: Type.Optional(BankAccountView),
  rules: Type.Optional(FreeObject),
  gender: Type.Optional(Type.String()),
  kyc: Type.Optional(FreeObject),
  watchList: Type.Optional(FreeObject),
  extendedData: Type.Array(Type.String()),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  address: Type.Optional(AddressSchema),
})
export type Identity = Static<typeof IdentitySchema>

export const IdentityDataSchema = Type.Object({ data: Type.Array(IdentitySchema) })

export const IdentityListSchema = Type.Object({
  data: Type.Array(IdentitySchema),
  pagination: Type.Object({ ...PaginationSchema.properties, results: Type.Array(IdentitySchema) }),
})

/** GET /identities/{id}/withdrawal-accounts (the reference client reads this key, or a bare array). */
export const WithdrawalAccountListSchema = Type.Object({ withdrawalAccounts: Type.Array(BankAccountView) })
export type WithdrawalAccount = Static<typeof BankAccountView>

export const WithdrawalAccountParams = Type.Object({ id: Text(64), accountId: Text(64) }, Strict)
