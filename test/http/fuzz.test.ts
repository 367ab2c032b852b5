import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createIdentity, uniqueRut } from '../helpers/factories.js'
import { hostileValue, valueFor, valueForField, type JsonSchema } from '../helpers/openapi-arbitraries.js'
import { openAccount, topUp } from '../helpers/payments.js'
import { snapshotStoredData } from '../helpers/stored-data.js'
import { buildTestApp, type ApiCaller } from '../helpers/test-app.js'

/**
 * Every operation of the published OpenAPI document, called through the real app with generated
 * path parameters, queries and bodies: mostly shaped like the schema, some hostile. Whatever
 * arrives, the server never answers 5xx, every refusal is the error envelope, and a refused
 * request leaves every stored row as it was.
 */

interface Parameter {
  name: string
  in: 'path' | 'query' | 'header'
  required?: boolean
  schema: JsonSchema
}
interface Operation {
  method: string
  path: string
  parameters: Parameter[]
  body: JsonSchema | undefined
}

/** SPEC.md Errors §3: the notification log answers errors without the envelope. */
const WITHOUT_ENVELOPE = new Set(['GET /v1/notifications'])
/**
 * A stream answers 200 and stays open until the client leaves, which an injected request never
 * does; its parameters are the log's, fuzzed through GET /v1/notifications, and test/webhooks covers
 * it over real HTTP.
 */
const LONG_LIVED = new Set(['GET /v1/notifications/stream'])
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 50)

const t = await buildTestApp({ env: { RATE_LIMIT_MAX: '1000000' } })
const api = await t.newClient('sandbox')
/** Ids of stored resources, so generated paths also reach real rows, not only 404s. */
const knownIds = await seedResources(api)
const operations = operationsOf(t.app.swagger() as unknown as OpenApiDocument).filter(
  (operation) => !LONG_LIVED.has(`${operation.method} ${operation.path}`),
)
let stored = await snapshotStoredData(t.database.db)

async function seedResources(caller: ApiCaller): Promise<string[]> {
  const identity = await createIdentity(caller)
  const account = await openAccount(caller, identity.id, 'CLP')
  const payment = await topUp(caller, account, '5000')
  const customer = await caller.post('/customers', {
    firstName: 'Ana',
    documentType: 'RUT',
    documentNumber: uniqueRut(),
  })
  return [
    identity.id,
    account.id,
    account.accountNumber,
    payment.id,
    customer.json<{ id: string }>().id,
    'CHL',
  ]
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content: { 'application/json'?: { schema: JsonSchema } } } }
    >
  >
}

function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  )
}

/** Percent-encodes like a client would; a lone surrogate goes out as the bytes it would be in CESU-8. */
function encode(text: string): string {
  return text.replace(/[^A-Za-z0-9\-_.!~*'()]/g, (char) => {
    const code = char.charCodeAt(0)
    if (code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('')
    }
    return encodeURIComponent(char)
  })
}
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/** What the generator sends: always a string URL and, when there is one, a string body. */
interface GeneratedRequest {
  method: string
  url: string
  headers: Record<string, string>
  payload?: string
}

function requestFor(operation: Operation): fc.Arbitrary<GeneratedRequest> {
  const pathParameters = operation.parameters.filter((p) => p.in === 'path')
  const queryParameters = operation.parameters.filter((p) => p.in === 'query')
  const path = fc.tuple(
    ...pathParameters.map(() =>
      fc.oneof(fc.constantFrom(...knownIds), fc.string({ minLength: 1 }), hostileValue.map(asText)),
    ),
  )
  const query = fc.record(
    Object.fromEntries(
      queryParameters.map((p) => [p.name, valueForField(p.name, p.schema, knownIds).map(asText)]),
    ),
    { requiredKeys: [] },
  )
  const body = operation.body
    ? fc.oneof(
        { weight: 8, arbitrary: valueFor(operation.body, knownIds).map((value) => JSON.stringify(value)) },
        { weight: 1, arbitrary: fc.constantFrom('{"name": ', '', 'null', '[]', '"text"', '{"a":1,"a":2}') },
      )
    : fc.option(hostileValue.map((value) => JSON.stringify(value)))
  const version = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(undefined, 'v1', '24-04-2025') },
    { weight: 1, arbitrary: fc.constantFrom('v3', 'Jos\ud800e') },
  )
  return fc.tuple(path, query, body, version).map(([values, queryValues, payload, apiVersion]) => {
    let url = `/sandbox${operation.path}`
    pathParameters.forEach((parameter, i) => {
      url = url.replace(`{${parameter.name}}`, encode(values[i] ?? ''))
    })
    const search = Object.entries(queryValues)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([name, value]) => `${encode(name)}=${encode(value)}`)
      .join('&')
    const headers: Record<string, string> = {
      authorization: `Bearer ${api.token}`,
      'x-api-key': api.credentials.apiKey,
      'user-agent': 'fuzz',
    }
    if (apiVersion !== undefined) headers['service-api-version'] = apiVersion
    if (payload !== null && payload !== undefined) headers['content-type'] = 'application/json'
    return {
      method: operation.method,
      url: search ? `${url}?${search}` : url,
      headers,
      ...(payload === null || payload === undefined ? {} : { payload }),
    }
  })
}

describe('fuzzing every documented operation', () => {
  it('covers the whole document', () => {
    expect(operations.length).toBeGreaterThan(40)
  })

  it.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s never answers 5xx, refuses in the envelope and changes nothing when it refuses',
    async (name, operation) => {
      await fc.assert(
        fc.asyncProperty(requestFor(operation), async (request) => {
          const response = await t.inject(request)
          const before = stored
          stored = await snapshotStoredData(t.database.db)
          const what = `${request.method} ${request.url} ${(request.payload ?? '').slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`
          expect(response.statusCode, what).toBeLessThan(500)
          if (response.statusCode < 400) return
          if (!WITHOUT_ENVELOPE.has(name)) {
            const body = response.json<{ error: { type: unknown; info: unknown }; message: unknown }>()
            expect(Object.keys(body).sort(), what).toEqual(['error', 'message'])
            expect(typeof body.error.type, what).toBe('string')
            expect(body.error, what).toHaveProperty('info')
          }
          expect(stored, what).toEqual(before)
        }),
        { numRuns: RUNS_PER_OPERATION },
      )
    },
    120_000,
  )
})
