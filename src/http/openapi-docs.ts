import type { RouteOptions } from 'fastify'
import type { RouteAccess } from './request-context.js'
import { ERROR_KINDS } from '../shared/errors.js'

/** What the reference says about one operation, beyond the schemas its route validates with. */
export interface OperationDoc {
  operationId: string
  /** When the operation belongs under another tag than its module's. */
  tag?: string
  summary: string
  /** What it does, the rules a caller must know, and its errors (Markdown). */
  description: string
  /** What the success response holds. */
  returns: string
  /** A realistic request body; required for every operation that takes one. */
  bodyExample?: unknown
  /** The body may be left out altogether (the document says a body is required otherwise). */
  bodyOptional?: true
  /** Descriptions of this operation's own error cases, by status; other statuses read the defaults. */
  errors?: Partial<Record<number, string>>
  /**
   * Replaces top-level properties of the request body in the document only (validation keeps the
   * route's schema), e.g. to show the payment node union the node validator enforces.
   */
  bodyProperties?: Record<string, unknown>
}

/** One module's part of the reference: operations keyed by `METHOD /path/{param}`. */
export interface ApiDocs {
  tag: string
  operations: Record<string, OperationDoc>
  /** Shared schemas the operations point at with `#/components/schemas/<name>`. */
  schemas?: Record<string, unknown>
  /** Calls the service makes to the client (OpenAPI 3.1 `webhooks`), by name. */
  webhooks?: Record<string, unknown>
}

/** The tags, in the order of SPEC.md's areas, with what a reader finds under each. */
export const TAGS = [
  { name: 'Auth', description: 'Exchange client credentials for a bearer token.' },
  { name: 'Identities', description: 'People and organisations that own accounts and make payments.' },
  { name: 'Accounts', description: 'Accounts on the double-entry ledger.' },
  { name: 'Balances', description: 'Balances of accounts, as decimal strings.' },
  {
    name: 'Payments',
    description: 'Payments and payment attempts over local rails; the rails catalogue; settlement.',
  },
  {
    name: 'Payment links and checkout sessions',
    description: 'Hosted payment pages: reusable links and the sessions a payer opens from them.',
  },
  {
    name: 'Payment-methods',
    description: 'The payment methods (rails) the service offers, with their countries and currencies.',
  },
  { name: 'Customers', description: 'Payers saved for reuse in payment links and checkout sessions.' },
  { name: 'Rules', description: 'Limits, review triggers and fees applied to payments.' },
  { name: 'Webhook configuration', description: 'Where signed payment callbacks are sent.' },
  {
    name: 'Notification log',
    description: 'Every webhook delivery attempt, and replays. Errors here are a plain `{ message }`.',
  },
] as const

/** The errors every list shares, for its operation's description. */
export const LIST_ERRORS =
  '\n\nErrors: 400 for a filter or page parameter of the wrong shape (an unknown status, type or ' +
  'currency, a date that is not a real `DD/MM/YYYY` day, a `limit` or `offset` out of range, a ' +
  '`cursor` this API did not return), each named in `error.info`.'

const DEFAULT_ERRORS: Record<string, string> = {
  '400':
    'The request breaks a rule: a malformed body, query or path parameter, or an unsupported ' +
    '`service-api-version`. `error.info` lists each field and what is wrong with it.',
  '401': 'The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong.',
  '403': 'The caller may not act on this resource.',
  '404': 'No such resource for this client in this environment.',
  '409':
    'The resource is in a state that does not allow this, or a request with the same ' +
    '`Idempotency-Key` is still in progress (retry it).',
  '413': 'The body is larger than the server takes (1 MiB).',
  '415': 'The body is not `application/json`.',
  '422': 'The `Idempotency-Key` was already used with a different request.',
  '429': 'Too many requests; wait for `retry-after` seconds.',
  '500': 'Unexpected server error; the `x-request-id` response header identifies it in the logs.',
}

const JSON_TYPE = 'application/json'
const ERROR_ENVELOPE_REF = { $ref: '#/components/schemas/ErrorEnvelope' }

const COMPONENT_PARAMETERS = {
  ServiceApiVersion: {
    name: 'service-api-version',
    in: 'header',
    required: false,
    description:
      'Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds ' +
      '`limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400.',
    schema: { type: 'string', enum: ['v1', '24-04-2025'] },
  },
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h ' +
      'returns the stored response with `idempotent-replayed: true` instead of acting twice; the same ' +
      'key with a different body is a 422; a retry while the first request runs is a 409.',
    schema: { type: 'string', minLength: 1, maxLength: 255 },
  },
}

type Json = Record<string, unknown>
type Operation = Json & { responses?: Record<string, Json>; parameters?: unknown[]; requestBody?: Json }

/**
 * Who may call a route, for the reference: POST /auth takes the API key alone; routes that require
 * `x-api-key` list both schemes together; the others take the bearer token with the key optional.
 */
export function securityOf(route: Pick<RouteOptions, 'config'>): Record<string, string[]>[] {
  const access: RouteAccess = route.config?.access ?? {}
  if (access.auth === 'public') return [{ apiKey: [] }]
  if (access.apiKey === 'required') return [{ bearerAuth: [], apiKey: [] }]
  return [{ bearerAuth: [], apiKey: [] }, { bearerAuth: [] }]
}

/**
 * Writes the modules' operation docs into the generated document: summaries, descriptions,
 * operation ids, tags, body examples, response descriptions, the shared error envelope and the
 * header parameters. Operations without docs are left as generated; a test lists them.
 */
export function applyApiDocs(document: Json, modules: readonly ApiDocs[]): Json {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>
  const docsByKey = new Map(
    modules.flatMap((module) =>
      Object.entries(module.operations).map(([key, doc]) => [key, { doc, tag: module.tag }] as const),
    ),
  )
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const entry = docsByKey.get(`${method.toUpperCase()} ${path}`)
      documentHeaders(operation, method)
      documentResponses(operation, method, entry?.doc)
      if (!entry) continue
      const { doc, tag } = entry
      Object.assign(operation, {
        operationId: doc.operationId,
        summary: doc.summary,
        description: doc.description,
        tags: [doc.tag ?? tag],
      })
      documentBody(operation, doc)
    }
  }
  const components = (document.components ?? {}) as Json
  return {
    ...document,
    tags: TAGS,
    webhooks: Object.fromEntries(modules.flatMap((module) => Object.entries(module.webhooks ?? {}))),
    components: {
      ...components,
      parameters: { ...(components.parameters as Json | undefined), ...COMPONENT_PARAMETERS },
      schemas: {
        ...(components.schemas as Json | undefined),
        ErrorEnvelope: ERROR_ENVELOPE_SCHEMA,
        ...Object.fromEntries(modules.flatMap((module) => Object.entries(module.schemas ?? {}))),
      },
    },
  }
}

const ERROR_ENVELOPE_SCHEMA = {
  type: 'object',
  description: 'Every error of the API (except the notification log, which answers `{ message }`).',
  required: ['error', 'message'],
  properties: {
    error: {
      type: 'object',
      required: ['type', 'info'],
      properties: {
        type: {
          type: 'string',
          enum: [...ERROR_KINDS],
          description: 'What went wrong; `info` below has one shape per kind.',
        },
        info: {
          description:
            'For `bad_request`: `[{ field, issue }]`, one per problem (empty when no single field is at ' +
            'fault). For `method_not_allowed`: the methods the path allows. For `conflict`: null, or an ' +
            "object whose `reason` says why (`illegal_transition` with the resource's `status` and the " +
            '`action`, `duplicate` with the `field`, `insufficient_funds`, `account_inactive`, …). ' +
            'Otherwise null.',
        },
      },
    },
    message: { type: ['string', 'null'] },
  },
  example: {
    error: {
      type: 'bad_request',
      info: [{ field: 'email', issue: 'must be an email address such as "ana@example.com"' }],
    },
    message: 'email must be an email address such as "ana@example.com"',
  },
}

function documentHeaders(operation: Operation, method: string): void {
  const isPublic = (operation.security as unknown[] | undefined)?.every(
    (requirement) => !('bearerAuth' in (requirement as Json)),
  )
  const parameters = [{ $ref: '#/components/parameters/ServiceApiVersion' }]
  if ((method === 'post' || method === 'patch') && !isPublic) {
    parameters.push({ $ref: '#/components/parameters/IdempotencyKey' })
  }
  operation.parameters = [...(operation.parameters ?? []), ...parameters]
}

/**
 * Describes each response, points errors at the shared envelope, and adds the statuses the framework
 * answers on its own: 413 and 415 where there is a body. 422 is an Idempotency-Key's, which only
 * POST and PATCH take.
 */
function documentResponses(operation: Operation, method: string, doc: OperationDoc | undefined): void {
  const responses = operation.responses ?? {}
  if (method !== 'post' && method !== 'patch') delete responses['422']
  if (operation.requestBody && responses['400']) {
    for (const status of ['413', '415']) responses[status] = structuredClone(responses['400'])
  }
  for (const [status, response] of Object.entries(responses)) {
    if (Number(status) < 400) {
      if (doc) response.description = doc.returns
      continue
    }
    response.description = doc?.errors?.[Number(status)] ?? DEFAULT_ERRORS[status] ?? response.description
    const content = response.content as Record<string, Json> | undefined
    const schema = content?.[JSON_TYPE]?.schema as Json | undefined
    // The envelope's shape is shared; the plain `{ message }` of the notification log stays inline.
    if (schema && 'error' in ((schema.properties as Json | undefined) ?? {})) {
      response.content = { [JSON_TYPE]: { schema: ERROR_ENVELOPE_REF } }
    }
  }
}

function documentBody(operation: Operation, doc: OperationDoc): void {
  const media = (operation.requestBody?.content as Record<string, Json> | undefined)?.[JSON_TYPE]
  if (!media) return
  if (doc.bodyOptional) operation.requestBody!.required = false
  if (doc.bodyExample !== undefined) media.example = doc.bodyExample
  if (doc.bodyProperties) {
    const schema = media.schema as Json
    media.schema = { ...schema, properties: { ...(schema.properties as Json), ...doc.bodyProperties } }
  }
}
