import { Ajv, type Options } from 'ajv'
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
    (httpPart === 'body' ? strict : coercing).compile(schema),
  )
}
