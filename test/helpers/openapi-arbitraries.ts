import fc from 'fast-check'

/** The slice of JSON Schema the generated OpenAPI document uses. */
export interface JsonSchema {
  type?: string | string[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  pattern?: string
  format?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
}

const nested = (depth: number): unknown => {
  let value: unknown = 'bottom'
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { level: value }
  return value
}

/** Text aimed at the layers under the API: the database, the file system, templating, parsers. */
const HOSTILE_TEXT = [
  'Ana\u0000Maria',
  '\u0000',
  'Jos\ud800e',
  '\udc00',
  "' OR '1'='1",
  "'; drop table identities; --",
  '$1',
  '../../etc/passwd',
  '..%2f..%2f',
  '%00',
  '%',
  '/?#',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '-1',
  '-0.5',
  '1e309',
  'NaN',
  '99999999999999999999999999999999999999.999999999999',
  ' ',
  '',
]

/** Values no schema expects: wrong types, unstorable or huge text, deep nesting, prototype keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) }),
  fc.constant('x'.repeat(100_000)),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.integer({ min: 33, max: 3000 }).map(nested),
  fc
    .constantFrom('{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}')
    .map((text) => JSON.parse(text) as unknown),
)

/** Fields that name a stored resource; filled with real ids half of the time. */
const REFERENCE = /(^id|Id|accountNumber)$/

/**
 * Mostly values the schema accepts, sometimes hostile ones, at every depth. `knownIds` are ids of
 * stored resources, so that fields naming a resource also reach real rows, not only "not found".
 */
export function valueFor(schema: JsonSchema, knownIds: readonly string[] = []): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: validValueFor(schema, knownIds) },
    { weight: 1, arbitrary: hostileValue },
  )
}

/** `valueFor`, with real ids half of the time when the field's name says it names a resource. */
export function valueForField(
  name: string,
  schema: JsonSchema,
  knownIds: readonly string[],
): fc.Arbitrary<unknown> {
  if (!REFERENCE.test(name) || knownIds.length === 0) return valueFor(schema, knownIds)
  return fc.oneof(fc.constantFrom(...knownIds), valueFor(schema, knownIds))
}

/** A value that satisfies the schema's shape (business rules may still refuse it). */
function validValueFor(schema: JsonSchema, knownIds: readonly string[]): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf
  if (branches) return fc.oneof(...branches.map((branch) => valueFor(branch, knownIds)))
  if (schema.enum) return fc.constantFrom(...schema.enum)
  if ('const' in schema) return fc.constant(schema.const)
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 })
  return fc.oneof(...types.map((type) => valueOfType(type, schema, knownIds)))
}

function valueOfType(type: string, schema: JsonSchema, knownIds: readonly string[]): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringFor(schema)
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1_000_000 })
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true })
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(valueFor(schema.items ?? {}, knownIds), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      })
    case 'object':
      return objectFor(schema, knownIds)
    default:
      return fc.constant(null)
  }
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString())
  }
  if (schema.format === 'email') return fc.emailAddress()
  if (schema.format === 'uri') return fc.webUrl({ validSchemes: ['https'] })
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern))
  const minLength = schema.minLength ?? 0
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 20, 20)) })
}

function objectFor(schema: JsonSchema, knownIds: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {}
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, valueForField(key, value, knownIds)]),
  )
  const known = fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) })
  // Now and then a field the schema does not declare, or one whose name is itself hostile.
  const extra = fc.option(
    fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('Jos\ud800e', 'k\u0000')), hostileValue, {
      maxKeys: 2,
    }),
    { freq: 5 },
  )
  return fc.tuple(known, extra).map(([fields, more]) => ({ ...more, ...fields }))
}
