import type { FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll } from 'vitest'
import { buildApp, type App } from '../../src/app.js'
import { loadConfig } from '../../src/config.js'
import { systemClock, type Clock } from '../../src/shared/clock.js'
import type { ClientCredentials } from '../../src/modules/clients/index.js'
import type { Environment } from '../../src/shared/tenant.js'
import { createTestDatabase, type TestDatabase } from './test-database.js'
import type { StatementListener } from '../../src/db/client.js'

export const TEST_TOKEN_SECRET = 'test-token-secret-that-is-long-enough-0123456789'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export interface CallOptions {
  headers?: Record<string, string | undefined>
  query?: Record<string, string>
}

/** A client of the API under test, calling one environment with a valid token. */
export interface ApiCaller {
  readonly credentials: ClientCredentials
  readonly environment: Environment
  readonly token: string
  call(method: Method, path: string, body?: unknown, options?: CallOptions): Promise<LightMyRequestResponse>
  get(path: string, options?: CallOptions): Promise<LightMyRequestResponse>
  post(path: string, body?: unknown, options?: CallOptions): Promise<LightMyRequestResponse>
  patch(path: string, body?: unknown, options?: CallOptions): Promise<LightMyRequestResponse>
  put(path: string, body?: unknown, options?: CallOptions): Promise<LightMyRequestResponse>
  delete(path: string, body?: unknown, options?: CallOptions): Promise<LightMyRequestResponse>
}

export interface TestApp {
  app: App
  database: TestDatabase
  /** Raw request, no credentials added. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>
  /** Creates a new client (tenant) and returns a caller for it in the given environment. */
  newClient(environment?: Environment): Promise<ApiCaller>
  /** A caller for the same client in another environment. */
  callerFor(credentials: ClientCredentials, environment: Environment): Promise<ApiCaller>
}

/** A caller whose every method goes through `call` (a test may wrap another caller's). */
export function withCall(
  identity: Pick<ApiCaller, 'credentials' | 'environment' | 'token'>,
  call: ApiCaller['call'],
): ApiCaller {
  return {
    ...identity,
    call,
    get: (path, o) => call('GET', path, undefined, o),
    post: (path, body, o) => call('POST', path, body, o),
    patch: (path, body, o) => call('PATCH', path, body, o),
    put: (path, body, o) => call('PUT', path, body, o),
    delete: (path, body, o) => call('DELETE', path, body, o),
  }
}

const pathFor = (environment: Environment, path: string) =>
  environment === 'sandbox' ? `/sandbox${path}` : path

/**
 * What to close when the test file ends. Registered here, at import time, because test files call
 * buildTestApp() inside beforeAll, and Vitest ignores an afterAll registered from inside a hook.
 */
const closeAfterFile: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const close of closeAfterFile.splice(0).reverse()) await close()
})

/**
 * Builds the real app on a fresh database for one test file and closes both after the file.
 * Requests go through Fastify's inject: the full HTTP pipeline without a socket.
 */
export async function buildTestApp(
  options: {
    clock?: Clock
    env?: Record<string, string>
    logger?: FastifyServerOptions['logger']
    onStatement?: StatementListener
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ onStatement: options.onStatement })
  const config = loadConfig({ TOKEN_SECRET: TEST_TOKEN_SECRET, DATA_DIR: '/nonexistent', ...options.env })
  const app = await buildApp({
    config,
    database,
    clock: options.clock ?? systemClock,
    logger: options.logger,
  })
  await app.ready()
  closeAfterFile.push(async () => {
    await app.close()
    await database.close()
  })

  const inject = (injectOptions: InjectOptions) => app.inject(injectOptions)

  async function callerFor(credentials: ClientCredentials, environment: Environment): Promise<ApiCaller> {
    const auth = await inject({
      method: 'POST',
      url: pathFor(environment, '/auth'),
      headers: { 'x-api-key': credentials.apiKey },
      payload: { clientId: credentials.clientId, clientSecret: credentials.clientSecret },
    })
    if (auth.statusCode !== 200) throw new Error(`auth failed: ${auth.body}`)
    const token = auth.json<{ accessToken: string }>().accessToken
    const call = (method: Method, path: string, body?: unknown, callOptions: CallOptions = {}) => {
      const headers: Record<string, string> = {
        authorization: `Bearer ${token}`,
        'x-api-key': credentials.apiKey,
        'user-agent': 'payments-platform-tests',
      }
      for (const [name, value] of Object.entries(callOptions.headers ?? {})) {
        if (value === undefined) delete headers[name]
        else headers[name] = value
      }
      return inject({
        method,
        url: pathFor(environment, path),
        query: callOptions.query,
        headers,
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      })
    }
    return withCall({ credentials, environment, token }, call)
  }

  return {
    app,
    database,
    inject,
    callerFor,
    async newClient(environment = 'sandbox') {
      const credentials = await app.services.clients.createClient({ name: 'test client' })
      return callerFor(credentials, environment)
    },
  }
}
