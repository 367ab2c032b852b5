import { Kind, Type, type Static, type TArray, type TObject } from '@sinclair/typebox'
import { CommaListQuery } from '../../http/comma-list.js'
import { PageQuerySchema, PaginationSchema } from '../../http/pagination.js'
import { CurrencyCode, OptionalText, Strict, Text, Timestamp } from '../../shared/schemas.js'
import { ALLOWED_VALUES_KEYS, FEE_TYPES, FILTER_NAMES, RULE_TARGETS, RULE_TYPES } from './rule-set.js'

/**
 * One of `values`, as a JSON Schema enum: a wrong value yields one "must be one of" issue, where a
 * union of literals would yield one issue per literal.
 */
const oneOf = <T extends string>(values: readonly T[], description?: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...(description && { description }) })

/** `schema` or null as one type list, so an issue inside names its field once instead of per branch. */
const orNull = <T extends TObject | TArray>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, [Kind]: 'Unsafe', type: [schema.type, 'null'] })

const FilterEntrySchema = Type.Object({ name: oneOf(FILTER_NAMES), value: Text(100) }, Strict)

const FeeRuleInput = Type.Object(
  {
    feeType: Type.Optional(oneOf(FEE_TYPES)),
    type: Type.Optional(
      oneOf(FEE_TYPES, 'Accepted in place of feeType (the reference’s sample names it so)'),
    ),
    value: Type.String({
      pattern: '^\\d+(\\.\\d+)?$',
      maxLength: 40,
      description: 'PERCENTAGE: percent, at most 100. FIXED: units of currency, within its scale',
    }),
    currency: Type.Optional(CurrencyCode),
    description: OptionalText(),
  },
  { ...Strict, description: 'currency is required for FIXED fees and refused for PERCENTAGE ones' },
)

const AllowedValuesRuleInput = Type.Object(
  {
    key: oneOf(ALLOWED_VALUES_KEYS),
    allowedValues: Type.Array(Text(100), { minItems: 1, maxItems: 100 }),
  },
  Strict,
)

export const CreateRuleBody = Type.Object(
  {
    type: oneOf(RULE_TYPES),
    identityId: Text(64),
    overwrites: Type.Boolean({ description: 'Hide the rules of this type inherited from ancestors' }),
    target: Type.Optional(
      oneOf(RULE_TARGETS, 'FEE rules always target TRANSACTION; ALLOWED_VALUES rules default to it'),
    ),
    filter: Type.Optional(orNull(Type.Array(FilterEntrySchema, { maxItems: FILTER_NAMES.length }))),
    feeRule: Type.Optional(orNull(FeeRuleInput)),
    allowedValuesRule: Type.Optional(orNull(AllowedValuesRuleInput)),
  },
  Strict,
)
export type CreateRuleBody = Static<typeof CreateRuleBody>

/** Comma-separated values; repeating the parameter (`?type=FEE&type=ALLOWED_VALUES`) works too. */

export const ListRulesQuery = Type.Object({
  id: CommaListQuery('Rule ids, comma-separated'),
  owner: CommaListQuery('Owners, comma-separated; every rule created through the API is owned by CLIENT'),
  target: CommaListQuery(`Targets, comma-separated: ${RULE_TARGETS.join(', ')}`),
  type: CommaListQuery(`Rule types, comma-separated: ${RULE_TYPES.join(', ')}`),
  identityId: CommaListQuery('Identity ids the rules were created on, comma-separated'),
  ...PageQuerySchema,
})
export type ListRulesQuery = Static<typeof ListRulesQuery>

export const RuleSchema = Type.Object({
  id: Type.String(),
  owner: Type.String({ description: 'CLIENT: created by the client through the API' }),
  target: Type.String(),
  type: Type.String(),
  identityId: Type.String(),
  overwrites: Type.Boolean(),
  filter: Type.Union([Type.Array(Type.Object({ name: Type.String(), value: Type.String() })), Type.Null()]),
  feeRule: Type.Optional(
    Type.Object({
      feeType: Type.String(),
      type: Type.String({ description: 'Same as feeType, for clients reading the reference’s sample' }),
      value: Type.String(),
      currency: Type.Optional(Type.String()),
      description: Type.Optional(Type.String()),
    }),
  ),
  allowedValuesRule: Type.Optional(
    Type.Object({ key: Type.String(), allowedValues: Type.Array(Type.String()) }),
  ),
  createdAt: Timestamp,
  updatedAt: Timestamp,
})
export type Rule = Static<typeof RuleSchema>

export const RuleListSchema = Type.Object({ pagination: PaginationSchema, results: Type.Array(RuleSchema) })
