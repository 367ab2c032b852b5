import type { Environment } from '../shared/tenant.js'

/** How `listen` and `trigger` reach a server: its URL, the client's credentials, the environment. */
export interface ApiSettings {
  apiUrl: string
  clientId: string
  clientSecret: string
  apiKey: string
  environment: Environment
}

export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * A small client of the public API over HTTP, as any integrator would write one: it gets an access
 * token with POST /auth and gets a new one when the token expires.
 */
export function createApiClient(settings: ApiSettings) {
  const mount = `${settings.apiUrl.replace(/\/+$/, '')}${settings.environment === 'sandbox' ? '/sandbox' : ''}`
  let token: string | undefined

  async function authenticate(): Promise<string> {
    const response = await fetch(`${mount}/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': settings.apiKey },
      body: JSON.stringify({ clientId: settings.clientId, clientSecret: settings.clientSecret }),
    })
    if (!response.ok) throw new ApiError(response.status, `authentication failed (${response.status})`)
    token = ((await response.json()) as { accessToken: string }).accessToken
    return token
  }

  /** A request with the token; one new token and one retry when the server says it expired. */
  async function send(path: string, init: RequestInit = {}): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(`${mount}${path}`, {
        ...init,
        headers: {
          authorization: `Bearer ${token ?? (await authenticate())}`,
          'x-api-key': settings.apiKey,
          'user-agent': 'payments-platform-cli/1',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.headers as Record<string, string> | undefined),
        },
      })
      if (response.status !== 401 || attempt > 0) return response
      token = undefined
    }
  }

  /** A JSON call; a non-2xx answer throws with the server's message. */
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await send(path, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const text = await response.text()
    if (!response.ok) {
      const message = (JSON.parse(text || '{}') as { message?: string }).message ?? text
      throw new ApiError(response.status, `${method} ${path}: ${response.status} ${message}`)
    }
    return (text ? JSON.parse(text) : undefined) as T
  }

  return { send, call, environment: settings.environment }
}

export type ApiClient = ReturnType<typeof createApiClient>
