import { Ajv, type Options, type ValidateFunction } from 'ajv'
import formats from 'ajv-formats'
import { fullFormats } from 'ajv-formats/dist/formats.js'
import type { FastifyInstance } from 'fastify'
import { isStorableInstant } from '../shared/dates.js'

const COMMON: Options = { allErrors: true, removeAdditional: false, useDefaults: true }

function createAjv(coerceTypes: Options['coerceTypes']): Ajv {
  const ajv = new Ajv({ ...COMMON, coerceTypes })
  // ajv-formats is CommonJS: under Node's ESM interop its plugin is the `default` property.
  formats.default(ajv)
  ajv.addFormat('date-time', { type: 'string', validate: isStorableDateTime })
  return ajv
}

const rfc3339DateTime = fullFormats['date-time'] as { validate: (text: string) => boolean }

/**
 * RFC 3339 allows a leap second (`23:59:60`) and year 0, which JavaScript's Date cannot read or
 * PostgreSQL cannot store: a date-time must also be an instant both hold.
 */
function isStorableDateTime(text: string): boolean {
  return rfc3339DateTime.validate(text) && isStorableInstant(Date.parse(text))
}

/**
 * Two validators. Query strings, path parameters and headers only ever carry text, so "10" may
 * stand for the integer 10 there. A JSON body already says what type each value is: a number
 * where the contract says string is the client's mistake, and coercing it would store data the
 * client never sent, so bodies are checked without any coercion.
 */
export function registerValidators(app: FastifyInstance): void {
  const strict = createAjv(false)
  const coercing = createAjv('array')
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? strict.compile(schema) : withDecimalText(coercing.compile(schema), schema),
  )
}

/**
 * Ajv reads text as a number the way JavaScript's `Number()` does: `0x10` is 16, ` 5` is 5, and
 * `1e400` or `Infinity` is Infinity, which then passes every bound and reaches the database. So
 * text standing for a number in a query, a path or a header must be decimal digits, checked on
 * the text before Ajv coerces it.
 */
function withDecimalText(validate: ValidateFunction, schema: unknown): ValidateFunction {
  const numeric = numericProperties(schema)
  if (numeric.size === 0) return validate
  const checked = ((data: Record<string, unknown>) => {
    const errors = [...numeric].flatMap(([name, type]) =>
      textsOf(data?.[name]).some((text) => !DECIMAL[type].test(text))
        ? [{ instancePath: `/${name}`, schemaPath: '', keyword: 'type', params: { type }, message: '' }]
        : [],
    )
    if (errors.length > 0) {
      checked.errors = errors
      return false
    }
    const valid = validate(data)
    checked.errors = validate.errors
    return valid
  }) as ValidateFunction
  return checked
}

const DECIMAL = { integer: /^-?\d+$/, number: /^-?\d+(\.\d+)?$/ }

/** The top-level properties typed integer or number (or lists of them), by name. */
function numericProperties(schema: unknown): Map<string, keyof typeof DECIMAL> {
  const properties = (schema as { properties?: Record<string, SchemaNode> }).properties ?? {}
  const numeric = new Map<string, keyof typeof DECIMAL>()
  for (const [name, property] of Object.entries(properties)) {
    const type = property.type === 'array' ? property.items?.type : property.type
    if (type === 'integer' || type === 'number') numeric.set(name, type)
  }
  return numeric
}

interface SchemaNode {
  type?: unknown
  items?: SchemaNode
}

/** A parameter's text: one value, or each of a repeated parameter's. */
const textsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string')
