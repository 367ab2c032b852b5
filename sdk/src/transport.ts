import { randomUUID } from 'node:crypto'
import { AuthenticationError, ConnectionError, errorFromResponse, PaymentsPlatformError } from './errors.js'

export interface PaymentsPlatformOptions {
  /** The server's root URL, e.g. `https://payments.example.com` (no `/sandbox`). */
  baseUrl: string
  clientId: string
  clientSecret: string
  apiKey: string
  /** Which environment every call goes to; `sandbox` prefixes paths with `/sandbox`. */
  environment: 'sandbox' | 'live'
  /** Retries of a 409-in-progress, 429, 5xx or lost connection; 0 turns retrying off. Default 3. */
  maxRetries?: number
  /** The first retry waits up to this long, doubling each time (with jitter). Default 500 ms. */
  retryBaseDelayMs?: number
  /** The longest single wait between retries, `Retry-After` included. Default 20 s. */
  maxRetryDelayMs?: number
  /** Per-attempt timeout. Default 30 s. */
  timeoutMs?: number
  /** Sent as `User-Agent`, which some operations require. */
  userAgent?: string
}

export interface RequestOptions {
  /** The `Idempotency-Key` of a POST or PATCH; one is generated when omitted. Retries reuse it. */
  idempotencyKey?: string
  signal?: AbortSignal
}

/** Query values as the generated types allow them; lists go comma-separated. */
export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  query?: Record<string, QueryValue> | undefined
  body?: unknown
  options?: RequestOptions | undefined
}

type Outcome =
  { ok: true; body: unknown } | { ok: false; error: PaymentsPlatformError; retryAfterMs: number | undefined }

/** The version whose lists carry `cursor` and `hasMore`, which the SDK pages with. */
const API_VERSION = '24-04-2025'
const SDK_USER_AGENT = 'payments-platform-sdk/0.1.0'
/** Renew a token this long before it expires, so a call never leaves with one about to lapse. */
const TOKEN_MARGIN_MS = 30_000

/**
 * Sends calls: adds the token (obtained and renewed here), the API key, the version and an
 * idempotency key, and retries what is safe to retry with exponential backoff and full jitter.
 */
export class Transport {
  private readonly root: string
  private token: { value: string; expiresAt: number } | undefined
  private pendingToken: Promise<string> | undefined

  constructor(private readonly options: PaymentsPlatformOptions) {
    const base = options.baseUrl.replace(/\/+$/, '')
    this.root = options.environment === 'sandbox' ? `${base}/sandbox` : base
  }

  async request<T>(call: Call): Promise<T> {
    const idempotencyKey =
      call.method === 'POST' || call.method === 'PATCH'
        ? (call.options?.idempotencyKey ?? randomUUID())
        : undefined
    const sendWithToken = async () =>
      this.send(call, { authorization: `Bearer ${await this.accessToken()}` }, idempotencyKey)
    const body = await this.retrying(call.options?.signal, async () => {
      const outcome = await sendWithToken()
      // A token refused before its time (server restart, clock skew, revocation) is renewed once.
      if (!outcome.ok && outcome.error instanceof AuthenticationError && this.token) {
        this.token = undefined
        return sendWithToken()
      }
      return outcome
    })
    return body as T
  }

  /** Runs `attempt` until it succeeds, fails for good, or the retries run out. */
  private async retrying(signal: AbortSignal | undefined, attempt: () => Promise<Outcome>): Promise<unknown> {
    const maxRetries = this.options.maxRetries ?? 3
    for (let retries = 0; ; retries++) {
      const outcome = await attempt()
      if (outcome.ok) return outcome.body
      if (!isRetryable(outcome.error) || retries >= maxRetries) throw outcome.error
      await sleep(this.backoff(retries, outcome.retryAfterMs), signal)
    }
  }

  /** The current token, asking POST /auth for one when there is none or it is about to expire. */
  private async accessToken(): Promise<string> {
    if (this.token && Date.now() < this.token.expiresAt - TOKEN_MARGIN_MS) return this.token.value
    this.pendingToken ??= this.fetchToken().finally(() => {
      this.pendingToken = undefined
    })
    return this.pendingToken
  }

  private async fetchToken(): Promise<string> {
    const { clientId, clientSecret } = this.options
    const call: Call = { method: 'POST', path: '/auth', body: { clientId, clientSecret } }
    const body = await this.retrying(undefined, () => this.send(call, {}, undefined))
    const { accessToken, expiresIn } = body as { accessToken: string; expiresIn: number }
    this.token = { value: accessToken, expiresAt: Date.now() + expiresIn * 1000 }
    return accessToken
  }

  private async send(
    call: Call,
    auth: Record<string, string>,
    idempotencyKey: string | undefined,
  ): Promise<Outcome> {
    const headers: Record<string, string> = {
      ...auth,
      'x-api-key': this.options.apiKey,
      'service-api-version': API_VERSION,
      'user-agent': this.options.userAgent ?? SDK_USER_AGENT,
      accept: 'application/json',
    }
    if (call.body !== undefined) headers['content-type'] = 'application/json'
    if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? 30_000)
    let response: Response
    try {
      response = await fetch(this.url(call), {
        method: call.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: call.options?.signal ? AbortSignal.any([call.options.signal, timeout]) : timeout,
      })
    } catch (cause) {
      if (call.options?.signal?.aborted) throw cause
      const message = `${call.method} ${call.path} got no answer: ${(cause as Error).message}`
      const error = new ConnectionError(message, {
        status: 0,
        type: 'connection_error',
        info: null,
        requestId: undefined,
      })
      return { ok: false, error, retryAfterMs: undefined }
    }
    const text = await response.text()
    const body = text === '' ? undefined : parseJson(text)
    if (response.ok) return { ok: true, body }
    const requestId = response.headers.get('x-request-id') ?? undefined
    return {
      ok: false,
      error: errorFromResponse(response.status, body, requestId),
      retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
    }
  }

  private url(call: Call): string {
    const url = new URL(`${this.root}${call.path}`)
    for (const [name, value] of Object.entries<QueryValue>(call.query ?? {})) {
      if (value === undefined || value === null) continue
      url.searchParams.set(name, Array.isArray(value) ? value.join(',') : String(value))
    }
    return url.toString()
  }

  /** Full jitter over an exponential ceiling; a longer `Retry-After` wins, within the cap. */
  private backoff(attempt: number, retryAfter: number | undefined): number {
    const cap = this.options.maxRetryDelayMs ?? 20_000
    const ceiling = Math.min(cap, (this.options.retryBaseDelayMs ?? 500) * 2 ** attempt)
    const jittered = Math.random() * ceiling
    return Math.min(cap, Math.max(jittered, retryAfter ?? 0))
  }
}

/**
 * Safe to send again: nothing happened (429, a lost connection), the server failed (5xx, whose
 * outcome the idempotency key protects), or the same key is still being processed (409).
 */
function isRetryable(error: PaymentsPlatformError): boolean {
  return (
    error.status === 0 ||
    error.status === 429 ||
    error.status >= 500 ||
    (error.status === 409 && error.type === 'idempotency_conflict')
  )
}

function retryAfterMs(header: string | null): number | undefined {
  if (header === null) return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now())
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return { message: text }
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error)
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason as Error)
      },
      { once: true },
    )
  })
}
