import { Type, type SchemaOptions, type TSchema } from '@sinclair/typebox'
import { ERROR_KINDS } from './errors.js'

/** Shapes several modules share. Request objects reject unknown fields (ARCHITECTURE.md §4). */
export const Strict = { additionalProperties: false } as const

export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }, Strict)

export const CountryCode = Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 3166-1 alpha-3' })
export const CurrencyCode = Type.String({ pattern: '^[A-Z]{3,5}$', description: 'ISO 4217 (or USDC, USDT)' })
export const Timestamp = Type.String({ format: 'date-time' })
/** One of a fixed list of strings, each its own literal in the schema and the type. */
export const OneOf = <T extends string>(values: readonly T[], options?: SchemaOptions) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    options,
  )
/**
 * A response's string from a fixed list: the document and the SDK's types show its literals. It is
 * an `enum` rather than OneOf's union because the response serializer tries a union's branches one
 * by one on every write, while an `enum` string it writes as any other string.
 */
export const Enumerated = <T extends string>(values: readonly T[], options?: SchemaOptions) =>
  Type.Unsafe<T>({ ...options, type: 'string', enum: [...values] })
/** Short free text: names, references. */
export const Text = (maxLength = 200) => Type.String({ minLength: 1, maxLength })
export const OptionalText = (maxLength = 200) => Type.Optional(Type.String({ maxLength }))

export const EmptyObject = Type.Object({}, Strict)

export const AddressSchema = Type.Object(
  {
    administrativeAreaLevel1: OptionalText(),
    administrativeAreaLevel2: OptionalText(),
    administrativeAreaLevel3: OptionalText(),
    street: OptionalText(),
    streetNumber: OptionalText(50),
    optionalAddress: OptionalText(),
    country: Type.Optional(CountryCode),
    zipcode: OptionalText(20),
  },
  Strict,
)

/** The error envelope, for the OpenAPI document. */
export const ErrorEnvelopeSchema = Type.Object({
  error: Type.Object({ type: Enumerated(ERROR_KINDS), info: Type.Unknown() }),
  message: Type.Union([Type.String(), Type.Null()]),
})

/** Response map for a route: its success shape plus the envelope for every error status it can give. */
export function responses<S extends Record<number, TSchema>>(success: S) {
  return {
    ...success,
    400: ErrorEnvelopeSchema,
    401: ErrorEnvelopeSchema,
    403: ErrorEnvelopeSchema,
    404: ErrorEnvelopeSchema,
    409: ErrorEnvelopeSchema,
    422: ErrorEnvelopeSchema,
    429: ErrorEnvelopeSchema,
    500: ErrorEnvelopeSchema,
  }
}
