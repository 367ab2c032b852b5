import { Type, type Static } from '@sinclair/typebox'
import { PageQuerySchema, PaginationSchema, SortQuery } from '../../http/pagination.js'
import {
  CountryCode,
  CurrencyCode,
  Enumerated,
  OneOf,
  OptionalText,
  Strict,
  Text,
  Timestamp,
} from '../../shared/schemas.js'

export const ACCOUNT_TYPES = ['CHECKING', 'ASSET', 'SAVINGS', 'ESCROW', 'FEE'] as const
export const ACCOUNT_STATUSES = ['PENDING', 'ACTIVE', 'BLOCKED'] as const
/** Who holds the money behind an account (docs/decisions/0009-accounts.md). */
export const CUSTODY_TYPES = ['BANK_ACCOUNT', 'PLATFORM', 'CRYPTO_WALLET'] as const
export type CustodyType = (typeof CUSTODY_TYPES)[number]

const Amount = Type.String({ pattern: '^\\d+(\\.\\d+)?$' })
/** DD/MM/YYYY, as the reference's list filters take dates. */
const DayMonthYear = Type.String({ pattern: '^\\d{2}/\\d{2}/\\d{4}$', description: 'DD/MM/YYYY' })

const CustodyBankAccountSchema = Type.Object(
  {
    accountNumber: Type.String({ pattern: '^[A-Za-z0-9-]{4,34}$' }),
    bank: Text(),
    currency: CurrencyCode,
    typeAccount: Type.Optional(OneOf(['CHECKING', 'SAVINGS'] as const)),
    country: CountryCode,
  },
  Strict,
)

export const CreateAccountBody = Type.Object(
  {
    identityId: Text(64),
    type: OneOf(ACCOUNT_TYPES),
    currency: CurrencyCode,
    externalId: OptionalText(),
    custody: Type.Optional(OneOf(CUSTODY_TYPES)),
    name: Type.Optional(Text()),
    parentId: Type.Optional(Text(64)),
    custodyBankAccount: Type.Optional(CustodyBankAccountSchema),
  },
  Strict,
)
export type CreateAccountBody = Static<typeof CreateAccountBody>

export const UpdateAccountBody = Type.Object(
  {
    status: Type.Optional(OneOf(ACCOUNT_STATUSES)),
    name: Type.Optional(Text()),
    externalId: OptionalText(),
  },
  { ...Strict, minProperties: 1 },
)
export type UpdateAccountBody = Static<typeof UpdateAccountBody>

export const ListAccountsQuery = Type.Object({
  parentId: Type.Optional(Type.String({ maxLength: 64 })),
  accountNumber: Type.Optional(Type.String({ maxLength: 64 })),
  externalId: Type.Optional(Type.String({ maxLength: 200 })),
  identityId: Type.Optional(Type.String({ maxLength: 64 })),
  type: Type.Optional(OneOf(ACCOUNT_TYPES)),
  currency: Type.Optional(CurrencyCode),
  status: Type.Optional(OneOf(ACCOUNT_STATUSES)),
  startDate: Type.Optional(DayMonthYear),
  endDate: Type.Optional(DayMonthYear),
  scopeIdentity: Type.Optional(Type.String({ maxLength: 64 })),
  sort: SortQuery,
  ...PageQuerySchema,
})
export type ListAccountsQuery = Static<typeof ListAccountsQuery>

/** The reference client's `accounts.list`: one identity's accounts, a page at a time. */
export const ListAccountsV2Query = Type.Object({
  identityId: Text(64),
  type: Type.Optional(OneOf(ACCOUNT_TYPES)),
  currency: Type.Optional(CurrencyCode),
  status: Type.Optional(OneOf(ACCOUNT_STATUSES)),
  sort: SortQuery,
  scopeIdentity: Type.Optional(Type.String({ maxLength: 64 })),
  ...PageQuerySchema,
})
export type ListAccountsV2Query = Static<typeof ListAccountsV2Query>

/** Optional: the identity's own account currencies are always covered. */
export const EscrowFeeBody = Type.Union([
  Type.Object(
    { currencies: Type.Optional(Type.Array(CurrencyCode, { maxItems: 50, uniqueItems: true })) },
    Strict,
  ),
  Type.Null(),
])

export const AccountSchema = Type.Object({
  id: Type.String(),
  identityId: Type.String({
    description: 'Owner identity; empty for the platform’s ESCROW and FEE accounts',
  }),
  externalId: Type.String(),
  type: Enumerated(ACCOUNT_TYPES),
  custody: Enumerated(CUSTODY_TYPES),
  balance: Amount,
  availableFunds: Amount,
  currency: Type.String(),
  name: Type.String(),
  accountNumber: Type.String(),
  accountHolder: Type.String(),
  status: Enumerated(ACCOUNT_STATUSES),
  parentId: Type.String({ description: 'Parent account id; empty when this is not a sub-account' }),
  subAccounts: Type.Object({ balance: Amount, availableFunds: Amount }),
  custodyBankAccount: Type.Optional(CustodyBankAccountSchema),
  createdAt: Timestamp,
  updatedAt: Timestamp,
})
export type Account = Static<typeof AccountSchema>

export const AccountListSchema = Type.Object({
  pagination: Type.Object({ ...PaginationSchema.properties, results: Type.Array(AccountSchema) }),
})

/** `data` plus the reference's `pagination` wrapper (docs/decisions/0018-reference-fidelity.md). */
export const AccountPageSchema = Type.Object({
  data: Type.Array(AccountSchema),
  pagination: Type.Object({ ...PaginationSchema.properties, results: Type.Array(AccountSchema) }),
})

export const AccountParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }, Strict)

export const BalancesQuery = Type.Object({ identityId: Text(64) })
export const BalancesSchema = Type.Object({
  identityId: Type.String(),
  balances: Type.Array(
    Type.Object({
      currency: Type.String(),
      balance: Amount,
      availableFunds: Amount,
      accounts: Type.Integer({ description: 'Accounts in this currency' }),
    }),
  ),
})
export type Balances = Static<typeof BalancesSchema>
