import { Ajv, type Options } from 'ajv'
import formats from 'ajv-formats'
import type { FastifyInstance } from 'fastify'

const COMMON: Options = { allErrors: true, removeAdditional: false, useDefaults: true }

function createAjv(coerceTypes: Options['coerceTypes']): Ajv {
  const ajv = new Ajv({ ...COMMON, coerceTypes })
  // ajv-formats is CommonJS: under Node's ESM interop its plugin is the `default` property.
  formats.default(ajv)
  return ajv
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
